import { resolve } from "node:path";
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
 * Bundles `entry` the way PEERS.md measures peers (esbuild, minified ESM for browsers, React
 * external) and returns sizes in bytes:
 * - `raw` and `gzip`: everything the entry can ever load, in one file (lazy `import()`s inlined);
 * - `initial`: gzip of what the first page load fetches, the same entry built with `splitting`,
 *   counting the entry chunk and the chunks it imports statically, not the lazy ones
 *   (PEERS.md's "initial gz"). Each chunk is gzipped on its own, as a browser fetches it.
 */
export async function bundleSize(entry, { nodePaths = [] } = {}) {
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
  const entryPath = Object.keys(outputs).find((path) => outputs[path].entryPoint);
  const seen = new Set();
  const visit = (path) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const imported of outputs[path].imports) {
      if (imported.kind === "import-statement" && !imported.external) visit(imported.path);
    }
  };
  visit(entryPath);
  let initial = 0;
  for (const path of seen) initial += gzip(files.get(resolve(path)));
  return {
    raw: code.length,
    gzip: gzip(code),
    initial,
    inputs: Object.keys(single.metafile.inputs),
  };
}
