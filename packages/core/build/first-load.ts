// The first load of a browser app in one chunk, made by the build (docs/architecture.md, "Chunk
// map"). esbuild and Rolldown (Vite) put a module that the page and some lazy chunks both use into
// a shared chunk per set of chunks that use it: a first load whose modules lazy code uses here and
// there is fetched as many small chunks, each compressed on its own (bench/entries/core-sign-in.js:
// 14.5 KB gzip in 7 chunks, 12.9 KB in one). So the ESM build writes `dist/first-load.js`, which
// re-exports the client app, and begins each lazy module that uses code of the first load with
// `export * from "…/first-load.js"`: each such lazy chunk then uses the whole first load, which
// bundlers keep together. Which modules get the line is decided here from the import graph; no
// source file names first-load.js.
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Metafile, type Plugin } from "esbuild";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const srcDir = join(packageDir, "src");

/** The client app, whose static import closure is a browser app's first load. */
const CLIENT_APP = "src/apps/client-app.ts";
/** The modules `dist/first-load.js` re-exports (FIRST_LOAD_MODULE): the first load's roots. */
const FIRST_LOAD_ROOTS = [CLIENT_APP, "src/errors/error-classes.ts", "src/http/http-errors.ts"];

/**
 * What `dist/first-load.js` holds (as esbuild writes such re-exports). The client app brings the
 * whole first load but for two groups of classes, which are named here so that they join it too:
 * the known errors' classes (in the first load of a page that names the package root's
 * `KnownErrors`) and the transport's errors but NetworkError (in esbuild's first load, which
 * places them by the page's import graph, and with the first request's chunk in Vite, which
 * places them by use).
 */
export const FIRST_LOAD_MODULE = `import { StackClientApp } from "./apps/client-app.js";
import { errorClassOf } from "./errors/error-classes.js";
import { HttpError } from "./http/http-errors.js";
export {
  StackClientApp as FIRST_LOAD_APP,
  errorClassOf as FIRST_LOAD_ERROR_CLASSES,
  HttpError as FIRST_LOAD_HTTP_ERRORS
};
`;

/** The source files of the package's modules: no tests, no test helpers (src/test-utils). */
export async function sourceModules(): Promise<string[]> {
  const entries = await readdir(srcDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /(?<!\.test)\.ts$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !relative(srcDir, path).startsWith("test-utils/"));
}

/** The module graph of every source module, as esbuild resolves it (paths relative to the package). */
async function moduleGraph(): Promise<Metafile["inputs"]> {
  const { metafile } = await build({
    absWorkingDir: packageDir,
    entryPoints: await sourceModules(),
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    packages: "external",
    // The subpath imports (`#request-tokens`) name dist/ files: each target is a source module
    // of its own, so the graph loses no module by leaving them out.
    external: ["#*"],
    tsconfig: join(packageDir, "tsconfig.json"),
    write: false,
    outdir: "/first-load-graph",
    metafile: true,
    logLevel: "silent",
  });
  return metafile.inputs;
}

/**
 * The source modules (paths relative to the package, `src/…`) that re-export the first load in
 * the ESM build: those loaded with `import()` whose static import closure shares a module with
 * the client app's but does not hold the client app (a lazy module that imports the client app
 * already uses the whole first load).
 *
 * @example
 * ```ts
 * (await firstLoadJoiners()).has("src/resources/auth/sign-in-methods.ts"); // true
 * ```
 */
export async function firstLoadJoiners(): Promise<Set<string>> {
  const inputs = await moduleGraph();
  const closure = (...from: string[]) => {
    const seen = new Set<string>();
    // An external import (a package, a `#…` subpath import) is a module of the closure too: a
    // bundler would share it between chunks like any other.
    const visit = (path: string) => {
      if (seen.has(path)) return;
      seen.add(path);
      for (const imported of inputs[path]?.imports ?? []) {
        if (imported.kind === "import-statement") visit(imported.path);
      }
    };
    for (const path of from) visit(path);
    return seen;
  };
  const firstLoad = closure(...FIRST_LOAD_ROOTS);
  const lazy = new Set(
    Object.values(inputs).flatMap(({ imports }) =>
      imports
        .filter((imported) => imported.kind === "dynamic-import" && !imported.external)
        .map((imported) => imported.path),
    ),
  );
  // Vite gives each module with an `import()` its preload helper, which the first load holds too.
  const loadsLater = (path: string) =>
    inputs[path]?.imports.some((imported) => imported.kind === "dynamic-import");
  const joiners = [...lazy].filter((path) => {
    const own = closure(path);
    if (own.has(CLIENT_APP)) return false;
    return [...own].some((module) => firstLoad.has(module) || loadsLater(module));
  });
  return new Set(joiners.sort());
}

let joiners: Promise<Set<string>> | undefined;

/**
 * An esbuild plugin that keeps the first load in one chunk: the modules of `firstLoadJoiners()`
 * begin with `export * from "…/first-load.js"`, on their first line (the source maps stay true).
 * Unbundled (the ESM build), it writes `first-load.js` into the output directory; bundled (the
 * tests' browser bundles of the sources), it supplies that module.
 *
 * @example
 * ```ts
 * await build({ entryPoints, bundle: false, outdir: "dist", plugins: [firstLoadPlugin] });
 * ```
 */
export const firstLoadPlugin: Plugin = {
  name: "first-load",
  setup(builder) {
    const firstLoadPath = join(srcDir, "first-load.js");
    builder.onStart(() => {
      // Computed once a process: the sources do not change under a build or a test run.
      joiners ??= firstLoadJoiners();
    });
    builder.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      if (!(await joiners)?.has(relative(packageDir, path))) return undefined;
      const specifier = relative(dirname(path), firstLoadPath).replace(/^(?!\.)/, "./");
      const source = await readFile(path, "utf8");
      return { contents: `export * from "${specifier}";${source}`, loader: "ts" };
    });
    builder.onResolve({ filter: /\/first-load\.js$/ }, ({ path, resolveDir }) =>
      join(resolveDir, path) === firstLoadPath
        ? { path: firstLoadPath, namespace: "first-load" }
        : undefined,
    );
    builder.onLoad({ filter: /.*/, namespace: "first-load" }, () => ({
      contents: FIRST_LOAD_MODULE,
      resolveDir: srcDir,
      loader: "js",
    }));
    builder.onEnd(async (result) => {
      const { bundle, outdir, absWorkingDir = process.cwd() } = builder.initialOptions;
      if (bundle || !outdir || result.errors.length > 0) return;
      const dir = resolve(absWorkingDir, outdir);
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, "first-load.js"), FIRST_LOAD_MODULE);
    });
  },
};
