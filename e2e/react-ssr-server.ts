import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { RunningEmulator } from "@app/emulator";
import { buildWithReact18 } from "./react18-build.js";

/** examples/react-ssr, whose `pnpm build` (part of the root `pnpm build`) is served on React 19. */
export const SSR_EXAMPLE = fileURLToPath(new URL("../examples/react-ssr", import.meta.url));

/** The production build of examples/react-ssr on React 19 (`pnpm build`). */
export function react19Build(): string {
  const dist = join(SSR_EXAMPLE, "dist");
  if (!existsSync(join(dist, "server/entry-server.js"))) {
    throw new Error("examples/react-ssr is not built: run `pnpm build` before the e2e tests.");
  }
  return dist;
}

/**
 * examples/react-ssr built with React 18.3 (test/react18) into a temporary folder: the client, and
 * the server with its dependencies bundled in (else Node would load the example's React 19).
 */
export async function buildSsrWithReact18(): Promise<{ dist: string; remove(): Promise<void> }> {
  const dist = await mkdtemp(join(tmpdir(), "react-ssr-react18-"));
  try {
    await buildWithReact18({
      root: SSR_EXAMPLE,
      build: { outDir: join(dist, "client"), emptyOutDir: true },
    });
    await buildWithReact18({
      root: SSR_EXAMPLE,
      ssr: { noExternal: true },
      build: { ssr: "src/entry-server.tsx", outDir: join(dist, "server"), emptyOutDir: true },
    });
  } catch (error) {
    await rm(dist, { recursive: true, force: true });
    throw error;
  }
  return { dist, remove: () => rm(dist, { recursive: true, force: true }) };
}

/** A running `node server.mjs` of the example. */
export interface SsrServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the example's plain Node server (production mode) on a free port, serving `dist`,
 * against the emulator's demo project. Resolves once it listens; rejects if it exits first.
 */
export async function startSsrServer(dist: string, emulator: RunningEmulator): Promise<SsrServer> {
  const child: ChildProcess = spawn(process.execPath, [join(SSR_EXAMPLE, "server.mjs")], {
    cwd: SSR_EXAMPLE,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      SSR_DIST: dist,
      STACK_API_URL: emulator.url,
      STACK_PROJECT_ID: emulator.projectId,
      STACK_PUBLISHABLE_CLIENT_KEY: emulator.publishableClientKey,
    },
    // The server's errors (a failed render) show in the test's output.
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /react-ssr-example: (http:\/\/\S+?)\/? /.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`server.mjs exited (${code}):\n${output}`)));
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill();
      }),
  };
}
