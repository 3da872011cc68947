// Starts the product on this machine: the emulator, then the example app built against it and
// served by `vite preview`. Used by `npm start` (scripts/start.mjs) and by the browser tests.
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** A free TCP port on `host`. */
export function freePort(host = "127.0.0.1") {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The name to reach a server listening on `host` by: `localhost` for the loopback address, since
 * WebAuthn refuses IP addresses (no passkeys on 127.0.0.1) and localhost and 127.0.0.1 keep
 * separate cookies (the CLI example links to localhost).
 */
function reachableHost(host) {
  return host === "127.0.0.1" ? "localhost" : host;
}

/**
 * Starts the emulator and an example app (`example`: a folder of examples/, default `react-vite`).
 * Port 0 picks a free port. Resolves to the URLs (on `localhost` when listening on loopback:
 * `appUrl`, and `apiUrl` for the emulator), the emulator's seeded project and keys, and `stop()`.
 */
export async function startStack({
  emulatorPort = 0,
  appPort = 0,
  host = "127.0.0.1",
  example = "react-vite",
} = {}) {
  const exampleRoot = join(root, "examples", example);
  const { startEmulator } = await import(join(root, "packages/emulator/dist/index.js"));
  const emulator = await startEmulator({ port: emulatorPort, host, quiet: true });
  const outDir = await mkdtemp(join(tmpdir(), `${example}-example-`));
  let preview;
  try {
    const vite = await import("vite");
    Object.assign(process.env, {
      VITE_STACK_API_URL: emulator.url,
      VITE_STACK_PROJECT_ID: emulator.projectId,
      VITE_STACK_PUBLISHABLE_CLIENT_KEY: emulator.publishableClientKey,
    });
    await vite.build({
      root: exampleRoot,
      // Errors only: the bundler's notes on chunks are for the packages' authors, not the
      // person starting the example.
      logLevel: "error",
      build: { outDir, emptyOutDir: true },
    });
    const port = appPort === 0 ? await freePort(host) : appPort;
    preview = await vite.preview({
      root: exampleRoot,
      logLevel: "warn",
      build: { outDir },
      preview: { host, port, strictPort: true, open: false },
    });
    const appUrl = `http://${reachableHost(host)}:${port}`;
    const apiUrl = emulator.url.replace(`//${host}:`, `//${reachableHost(host)}:`);
    return {
      appUrl,
      apiUrl,
      emulator,
      async stop() {
        await new Promise((resolve) => preview.httpServer.close(resolve));
        await emulator.stop();
        await rm(outDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await emulator.stop();
    await rm(outDir, { recursive: true, force: true });
    throw error;
  }
}
