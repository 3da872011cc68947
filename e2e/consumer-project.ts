import { execFile } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { childEnv, PACKAGES, type PackageName, repoRoot, sh } from "./packed-packages.js";

// A user's project that installs the packed packages from their tarballs with npm, pnpm or yarn,
// and the checks of what it got (packages-install.test.ts).

export type PackageManager = "npm" | "pnpm" | "yarn";

/** What the project installs besides the packages: their peers and the types a user adds. */
const REGISTRY_DEPENDENCIES = {
  next: "16.4.6",
  react: "19.3.1",
  "react-dom": "19.3.1",
  "@types/node": "20.19.43",
  "@types/react": "19.3.0",
  "@types/react-dom": "19.3.0",
};

/** yarn 1 through npx: corepack needs `COREPACK_INTEGRITY_KEYS=0` on this registry. */
const YARN = ["-y", "yarn@1.22.22"];

/**
 * Writes a project in `dir` that depends on every tarball and installs it with `manager`. A
 * registry would give a package's dependency on a sibling (`@app/core: ^0.1.0`) the published
 * sibling; pnpm and yarn take a tarball only where they are told to, so the project maps the
 * siblings to their tarballs (pnpm's overrides, yarn's resolutions), as the registry would.
 *
 * @example
 * ```ts
 * await installTarballs("pnpm", projectDir, tarballs);
 * ```
 */
export async function installTarballs(
  manager: PackageManager,
  dir: string,
  tarballs: Record<PackageName, string>,
): Promise<void> {
  await mkdir(dir, { recursive: true });
  const fileSpecs = Object.fromEntries(
    Object.entries(tarballs).map(([name, path]) => [name, `file:${relative(dir, path)}`]),
  );
  const manifest: Record<string, unknown> = {
    name: "consumer",
    version: "0.0.0",
    private: true,
    type: "module",
    dependencies: { ...fileSpecs, ...REGISTRY_DEPENDENCIES },
  };
  if (manager === "pnpm") manifest.pnpm = { overrides: fileSpecs };
  if (manager === "yarn") manifest.resolutions = fileSpecs;
  await writeFile(join(dir, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  if (manager === "npm") await sh("npm", ["install", "--no-audit", "--no-fund"], dir);
  if (manager === "pnpm") await sh("pnpm", ["install", "--no-frozen-lockfile"], dir);
  if (manager === "yarn") {
    await sh("npx", [...YARN, "install", "--non-interactive", "--no-progress"], dir);
  }
}

/** Every entry (export subpath) of the installed packages, as `@app/core/server`…; CSS left out. */
export async function installedEntries(dir: string): Promise<string[]> {
  const entries: string[] = [];
  for (const name of Object.keys(PACKAGES)) {
    const manifest = JSON.parse(
      await readFile(join(dir, "node_modules", name, "package.json"), "utf8"),
    ) as { exports: Record<string, unknown> };
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      if (subpath === "./package.json" || typeof target === "string") continue;
      entries.push(`${name}${subpath.slice(1)}`);
    }
  }
  return entries;
}

/**
 * Loads each entry in a Node process of the project, with `import` and with `require`, and
 * resolves to what each gave: its export names in both, or the error of either.
 */
export async function loadEntries(
  dir: string,
  entries: readonly string[],
): Promise<Record<string, { esm: string[]; cjs: string[] } | string>> {
  const script = `import { createRequire } from "node:module";
const require = createRequire(import.meta.url);
const names = (m) => Object.keys(m).filter((k) => k !== "default" && k !== "__esModule").sort();
const out = {};
for (const entry of ${JSON.stringify(entries)}) {
  try {
    out[entry] = { esm: names(await import(entry)), cjs: names(require(entry)) };
  } catch (error) {
    out[entry] = String(error).split("\\n")[0];
  }
}
console.log(JSON.stringify(out));
`;
  await writeFile(join(dir, "load-entries.mjs"), script);
  return JSON.parse(await sh("node", ["load-entries.mjs"], dir));
}

/** tsc's errors in `output` about files of ours (the project's and `node_modules/@app/…`), each with its lines. */
export function errorsOfOurs(output: string): string[] {
  const errors: string[] = [];
  for (const line of output.split("\n")) {
    if (/^\s/.test(line) && errors.length > 0) errors[errors.length - 1] += `\n${line}`;
    else if (line.includes("error TS")) errors.push(line);
  }
  return errors.filter((error) => {
    const file = /^(\S+)\(\d+,\d+\): error/.exec(error)?.[1];
    return file === undefined || !/(^|\/)node_modules\//.test(file) || file.includes("@app/");
  });
}

/**
 * Type-checks files that import every entry, as an ES module (`.mts`) and as CommonJS (`.cts`)
 * under node16, or as a bundler's module, under `strict` with the TypeScript of this repository,
 * and resolves to tsc's errors in files of ours (empty when there are none). Library checking
 * stays on, so that our declarations are checked; errors in other packages' declarations (Next.js
 * carries some under these options) are not ours and are left out.
 */
export async function typeCheckEntries(
  dir: string,
  resolution: "node16" | "bundler",
  esmEntries: readonly string[],
  cjsEntries: readonly string[] = [],
): Promise<string[]> {
  const importsOf = (entries: readonly string[]) =>
    entries.map((entry, i) => `import * as entry${i} from "${entry}";\nconsole.log(entry${i});\n`);
  const files: Record<string, readonly string[]> =
    resolution === "node16"
      ? { "entries.mts": esmEntries, "entries.cts": cjsEntries }
      : { "entries.ts": esmEntries };
  for (const [file, entries] of Object.entries(files)) {
    await writeFile(join(dir, file), importsOf(entries).join(""));
  }
  const tsc = join(repoRoot, "node_modules/typescript/bin/tsc");
  const module = resolution === "node16" ? "node16" : "esnext";
  const args = [tsc, "--noEmit", "--strict", "--skipLibCheck", "false", "--types", "node"];
  args.push("--module", module, "--moduleResolution", resolution, "--target", "es2022");
  args.push("--lib", "es2022,dom,dom.iterable", "--jsx", "react-jsx", "--pretty", "false");
  // tsc's whole output (sh keeps only its tail): it prints its errors on stdout.
  const outcome = await new Promise<{ code: number | null; stdout: string; stderr: string }>(
    (resolve) => {
      const options = { cwd: dir, env: childEnv(), maxBuffer: 64 * 1024 * 1024 };
      execFile("node", [...args, ...Object.keys(files)], options, (error, stdout, stderr) => {
        resolve({ code: error ? (error.code as number | null) : 0, stdout, stderr });
      });
    },
  );
  if (outcome.code === 0) return [];
  const errors = errorsOfOurs(`${outcome.stdout}\n${outcome.stderr}`);
  return errors.length > 0 || outcome.stdout.includes("error TS")
    ? errors
    : [`tsc exited (${outcome.code}) without an error TS…: ${outcome.stderr}`];
}
