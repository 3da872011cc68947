import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

/** The reference SDK's app (test/reference-app), built and served for a browser test. */
export interface ReferenceApp {
  /** Where the app is served, e.g. `http://127.0.0.1:41234`. */
  readonly url: string;
  stop(): Promise<void>;
}

/** Where the app finds the emulator. */
export interface ReferenceAppConfig {
  baseUrl: string;
  projectId: string;
  publishableClientKey: string;
}

const appRoot = fileURLToPath(new URL("../test/reference-app/", import.meta.url));

/**
 * Bundles the reference app with esbuild (in memory) for `config`, and serves it on a free port
 * of 127.0.0.1: `/main.js` (and any CSS the bundle emits) and `index.html` for every other path,
 * as a single-page app's host does.
 */
export async function startReferenceApp(config: ReferenceAppConfig): Promise<ReferenceApp> {
  const result = await build({
    absWorkingDir: appRoot,
    entryPoints: { main: "src/main.tsx" },
    bundle: true,
    format: "esm",
    platform: "browser",
    jsx: "automatic",
    outdir: "out",
    write: false,
    logLevel: "warning",
    define: {
      REFERENCE_APP_CONFIG: JSON.stringify(config),
      "process.env.NODE_ENV": JSON.stringify("production"),
    },
  });
  const assets = new Map<string, { type: string; body: Uint8Array }>();
  for (const file of result.outputFiles) {
    const name = `/${file.path.split("/").pop()}`;
    const type = name.endsWith(".css") ? "text/css" : "text/javascript";
    assets.set(name, { type: `${type}; charset=utf-8`, body: file.contents });
  }
  const html = await readFile(`${appRoot}index.html`);
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    const asset = assets.get(path) ?? { type: "text/html; charset=utf-8", body: html };
    response.writeHead(200, { "content-type": asset.type, "cache-control": "no-store" });
    response.end(asset.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
