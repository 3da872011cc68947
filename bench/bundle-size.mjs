import { dirname, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const shared = {
  bundle: true,
  minify: true,
  format: "esm",
  platform: "browser",
  write: false,
  external: ["react", "react-dom", "react/*", "react-dom/*"],
  jsx: "automatic",
  metafile: true,
  logLevel: "silent",
};

const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;

/**
 * Bundles `entry` with esbuild as PEERS.md measures peers (minified ESM for browsers, React
 * external) and returns sizes in bytes:
 * - `raw` and `gzip`: everything the entry can ever load, in one file (lazy `import()`s inlined);
 * - `initial`: gzip of what the first page load fetches, the same entry built with `splitting`,
 *   counting the entry chunk and the chunks it imports statically, not the lazy ones
 *   (PEERS.md's "initial gz"). Each chunk is gzipped on its own, as a browser fetches it.
 *   esbuild assigns modules to chunks by file: a module that the page and a lazy chunk both
 *   reach lands in a first-load chunk with every part any chunk uses, so this is the figure to
 *   budget, not the entry's static graph alone;
 * - `chunks`: how many files that first load fetches;
 * - `withLazy`: `initial` plus the lazy chunks whose module matches one of `lazy` (regular
 *   expressions over the module's path) and the chunks those import statically, each counted
 *   once: what the page fetches once the features in those modules are used. A pattern that
 *   matches no lazy chunk throws, so a renamed module cannot drop out of the figure unnoticed.
 */
export async function bundleSize(entry, { nodePaths = [], lazy = [] } = {}) {
  const single = await build({ ...shared, entryPoints: [entry], nodePaths });
  const code = single.outputFiles[0].contents;
  const split = await build({
    ...shared,
    entryPoints: [entry],
    nodePaths,
    splitting: true,
    outdir: "/virtual-out",
  });
  const files = new Map(split.outputFiles.map((file) => [file.path, file.contents]));
  const outputs = split.metafile.outputs;
  // With splitting, each lazily imported module is an entry point of its own chunk too.
  const chunkOf = (path) => (outputs[path].entryPoint ? resolve(outputs[path].entryPoint) : null);
  const entryPath = Object.keys(outputs).find((path) => chunkOf(path) === resolve(entry));
  const visit = (path, seen) => {
    if (seen.has(path)) return seen;
    seen.add(path);
    for (const imported of outputs[path].imports) {
      if (imported.kind === "import-statement" && !imported.external) visit(imported.path, seen);
    }
    return seen;
  };
  const gzipOf = (paths) => {
    let total = 0;
    for (const path of paths) total += gzip(files.get(resolve(path)));
    return total;
  };
  const initialChunks = visit(entryPath, new Set());
  const withLazyChunks = new Set(initialChunks);
  for (const pattern of lazy) {
    const chunk = Object.keys(outputs).find(
      (path) => path !== entryPath && pattern.test(chunkOf(path) ?? ""),
    );
    if (!chunk)
      throw new Error(`No lazy chunk of ${entry} comes from a module matching ${pattern}`);
    visit(chunk, withLazyChunks);
  }
  return {
    raw: code.length,
    gzip: gzip(code),
    initial: gzipOf(initialChunks),
    chunks: initialChunks.size,
    withLazy: gzipOf(withLazyChunks),
    inputs: Object.keys(single.metafile.inputs),
  };
}

/**
 * The first load when Vite (Rolldown) builds `entry` for production: the gzip of the entry chunk
 * and the chunks it imports statically, each gzipped on its own, and how many there are.
 * Rolldown assigns modules to chunks by what each chunk uses rather than by file, so the same
 * entry's first load differs from esbuild's.
 */
export async function viteInitialSize(entry) {
  const { build: viteBuild } = await import("vite");
  const result = await viteBuild({
    logLevel: "silent",
    configFile: false,
    root: dirname(entry),
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      rollupOptions: {
        input: entry,
        preserveEntrySignatures: "strict",
        external: ["react", "react-dom", /^react\//, /^react-dom\//],
      },
    },
  });
  const outputs = (Array.isArray(result) ? result[0] : result).output;
  const byName = new Map(outputs.map((output) => [output.fileName, output]));
  const seen = new Set();
  const visit = (name) => {
    // External modules (React) are not in the output.
    if (seen.has(name) || !byName.has(name)) return;
    seen.add(name);
    for (const imported of byName.get(name).imports) visit(imported);
  };
  visit(outputs.find((output) => output.type === "chunk" && output.isEntry).fileName);
  let initial = 0;
  for (const name of seen) initial += gzip(byName.get(name).code);
  return { initial, chunks: seen.size };
}
