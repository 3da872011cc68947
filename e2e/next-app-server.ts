import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { RunningEmulator } from "@app/emulator";

/** examples/next-app, whose `next build` (part of the root `pnpm build`) writes dist/. */
export const NEXT_EXAMPLE = fileURLToPath(new URL("../examples/next-app", import.meta.url));

/** A running `next start` of the example. */
export interface NextServer {
  url: string;
  stop(): Promise<void>;
}

/** A port nothing listens on now (the OS's choice). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== "object" || address === null) throw new Error("no port");
  return address.port;
}

/**
 * Serves the example's production build with `next start` on a free port, against `emulator`: the
 * API URL is read at run time on the server (STACK_API_URL) and handed to the browser by
 * StackProvider; the project and publishable key were inlined by the build (.env.production).
 * Resolves once it answers; rejects if it exits first.
 */
export async function startNextServer(emulator: RunningEmulator): Promise<NextServer> {
  if (!existsSync(join(NEXT_EXAMPLE, "dist", "BUILD_ID"))) {
    throw new Error("examples/next-app is not built: run `pnpm build` before the e2e tests.");
  }
  const port = await freePort();
  const next = join(NEXT_EXAMPLE, "node_modules", "next", "dist", "bin", "next");
  const child: ChildProcess = spawn(
    process.execPath,
    [next, "start", "--port", String(port), "--hostname", "127.0.0.1"],
    {
      cwd: NEXT_EXAMPLE,
      env: {
        ...process.env,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        STACK_API_URL: emulator.url,
        STACK_SECRET_SERVER_KEY: emulator.secretServerKey,
      },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  let output = "";
  const url = `http://127.0.0.1:${port}`;
  // `next start` prints "✓ Ready in …ms" once it listens (about a second).
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Ready in/.test(output)) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`next start exited (${code}):\n${output}`)));
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.pid === undefined) return resolve();
        child.once("exit", () => resolve());
        // next start runs next-server as a child: end the whole group we started.
        process.kill(-child.pid, "SIGTERM");
      }),
  };
}
