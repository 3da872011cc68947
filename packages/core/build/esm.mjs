// The ESM build of @app/core (after tsup, which writes the CommonJS build and the declarations).
// Every source module is an entry of its own, at its own path in dist/, so that an app's bundler
// drops each module it does not use (package.json: `sideEffects: false`). One exception, decided
// here from the import graph and nowhere in the source: the client app's static import closure
// (what a browser app runs before its first request) is one chunk, `dist/first-load.js`, and the
// modules in it stay at their paths as re-exports of it. An app's bundler places a module whole
// in one chunk, so the first load cannot be cut into the small chunks that lazy modules sharing
// parts of it would otherwise make (docs/architecture.md, "Chunk map").
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { rolldown } from "rolldown";

const root = fileURLToPath(new URL("..", import.meta.url));
const src = join(root, "src");
const pkg = (await import("../package.json", { with: { type: "json" } })).default;

/** The module whose static closure is the first load. */
const CLIENT_APP = join(src, "apps/client-app.ts");
/** The package root, which a browser app imports the client app from. */
const PACKAGE_ROOT = join(src, "index.ts");

/** Source modules, without tests and test helpers (src/testing). */
function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "testing" ? [] : sources(path);
    return /(?<!\.test|\.dom-test)\.ts$/.test(entry.name) ? [path] : [];
  });
}

const input = Object.fromEntries(
  sources(src).map((path) => [relative(src, path).replace(/\.ts$/, ""), path]),
);

/**
 * The static import closure of `from` over the bundle's module graph (`import()` edges and
 * external modules are not followed).
 */
function staticClosure(from, graph) {
  const seen = new Set();
  const visit = (id) => {
    if (seen.has(id)) return;
    const info = graph.getModuleInfo(id);
    if (!info || info.isExternal) return;
    seen.add(id);
    for (const imported of info.importedIds) visit(imported);
  };
  visit(from);
  return seen;
}

/**
 * The first load: the client app's static closure, and the package root's own imports (the error
 * classes it exports) that lazy modules import too, with their closures. Left out, those would be
 * chunks of their own in an app's first load, each fetched and compressed apart.
 */
function firstLoadOf(graph) {
  const first = staticClosure(CLIENT_APP, graph);
  const lazy = new Set();
  for (const id of first) {
    for (const loaded of graph.getModuleInfo(id).dynamicallyImportedIds) {
      for (const module of staticClosure(loaded, graph)) if (!first.has(module)) lazy.add(module);
    }
  }
  for (const id of graph.getModuleInfo(PACKAGE_ROOT).importedIds) {
    if (first.has(id) || !lazy.has(id)) continue;
    for (const module of staticClosure(id, graph)) first.add(module);
  }
  return first;
}

let firstLoad;
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.imports ?? {})].map(
  (name) => new RegExp(`^${name.replace(/[#/]/g, "\\$&")}(/|$)`),
);

const bundle = await rolldown({
  input,
  external,
  resolve: { extensionAlias: { ".js": [".ts", ".js"] } },
  tsconfig: join(root, "tsconfig.json"),
  treeshake: true,
  platform: "neutral",
});
await bundle.write({
  dir: join(root, "dist"),
  format: "esm",
  sourcemap: true,
  entryFileNames: "[name].js",
  chunkFileNames: "[name].js",
  codeSplitting: {
    groups: [
      {
        debugName: "first-load",
        name: (id, graph) => {
          firstLoad ??= firstLoadOf(graph);
          return firstLoad.has(id) ? "first-load" : null;
        },
      },
    ],
  },
});
await bundle.close();
console.log(`ESM: ${Object.keys(input).length} modules, ${firstLoad?.size ?? 0} in first-load.js`);
if (process.env.FIRST_LOAD_LIST)
  console.log([...(firstLoad ?? [])].map((id) => relative(src, id)).join("\n"));
