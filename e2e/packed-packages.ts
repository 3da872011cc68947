import { execFile, spawn } from "node:child_process";
import { mkdir, readdir } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

// The packages as a user gets them: tarballs made by `npm pack` (or `pnpm pack`) from the build,
// for the tests that install them into projects of their own (packages-install.test.ts and the
// getting-started guide's test).

export const repoRoot = fileURLToPath(new URL("..", import.meta.url));

/** The published packages, by name, with their folder under packages/. */
export const PACKAGES = {
  "@app/core": "core",
  "@app/react": "react",
  "@app/ui": "ui",
  "@app/next": "next",
  "@app/emulator": "emulator",
} as const;

export type PackageName = keyof typeof PACKAGES;

const run = promisify(execFile);

/**
 * The environment of a command run as a user would run it: this process's, without what vitest
 * and other tests set (`NODE_ENV=test` makes Vite build for development; a `VITE_STACK_…`
 * variable would win over the project's .env), with `extra` over it.
 */
export function childEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  for (const name of Object.keys(env)) {
    if (name === "NODE_ENV" || name.startsWith("VITE_") || name.startsWith("VITEST")) {
      if (!(name in extra)) delete env[name];
    }
  }
  return env;
}

/**
 * Runs `command` with `args` in `cwd` and resolves to its stdout; a failure rejects with an Error
 * that carries the command and its output (npm and pnpm say what went wrong on stderr).
 *
 * @example
 * ```ts
 * await sh("npm", ["install", "react@19.3.1"], projectDir);
 * ```
 */
export async function sh(
  command: string,
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): Promise<string> {
  try {
    const { stdout } = await run(command, args, {
      cwd,
      env: childEnv(env),
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(
      `\`${command} ${args.join(" ")}\` failed in ${cwd}:\n${stderr.slice(-4000)}\n${stdout.slice(-4000)}`,
    );
  }
}

/**
 * Packs every package with `packer` (`npm pack` or `pnpm pack`) into `dir`, and resolves to the
 * tarball of each, by package name.
 *
 * @example
 * ```ts
 * const tarballs = await packPackages("npm", outDir); // { "@app/core": ".../app-core-0.1.0.tgz", … }
 * ```
 */
export async function packPackages(
  packer: "npm" | "pnpm",
  dir: string,
): Promise<Record<PackageName, string>> {
  await mkdir(dir, { recursive: true });
  for (const folder of Object.values(PACKAGES)) {
    await sh(packer, ["pack", "--pack-destination", dir], join(repoRoot, "packages", folder));
  }
  const files = await readdir(dir);
  const entries = Object.entries(PACKAGES).map(([name, folder]) => {
    const file = files.find((f) => f.startsWith(`app-${folder}-`) && f.endsWith(".tgz"));
    if (!file) throw new Error(`${packer} pack made no tarball of ${name} in ${dir}.`);
    return [name, join(dir, file)];
  });
  return Object.fromEntries(entries) as Record<PackageName, string>;
}

/**
 * Starts `command` in `cwd`, detached in a process group of its own with piped output, and a
 * `stop()` that ends the whole group (npx and npm run start children of their own).
 *
 * @example
 * ```ts
 * const { child, stop } = spawnGroup("npx", ["vite", "preview"], appDir);
 * ```
 */
export function spawnGroup(command: string, args: readonly string[], cwd: string) {
  const child = spawn(command, args, {
    cwd,
    env: childEnv(),
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const stop = () => {
    if (child.exitCode === null && child.pid !== undefined) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
    }
  };
  return { child, stop };
}

/**
 * Starts `command` in `cwd` (detached, in a process group of its own) and resolves to its first
 * stdout line that is JSON (the emulator's ready line) and a `stop()` that ends the group. It
 * rejects with the command's output if it exits first.
 *
 * @example
 * ```ts
 * const { ready, stop } = await startJsonServer("npx", ["@app/emulator", "--port", "0"], dir);
 * ```
 */
export function startJsonServer(
  command: string,
  args: readonly string[],
  cwd: string,
): Promise<{ ready: Record<string, unknown>; stop: () => void }> {
  const { child, stop } = spawnGroup(command, args, cwd);
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    child.stderr.on("data", (chunk: Buffer) => {
      err += chunk;
    });
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk;
      for (const line of out.split("\n")) {
        if (!line.trim().startsWith("{")) continue;
        try {
          resolve({ ready: JSON.parse(line) as Record<string, unknown>, stop });
          return;
        } catch {
          // A line not complete yet.
        }
      }
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      reject(
        new Error(
          `\`${command} ${args.join(" ")}\` exited (${code}) before it was ready:\n${err}${out}`,
        ),
      );
    });
  });
}
