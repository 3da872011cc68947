import { gzipSync } from "node:zlib";
import { build } from "esbuild";

/**
 * Bundles `entry` the way PEERS.md measures peers (esbuild, minified ESM for browsers, React
 * external) and returns raw and gzip sizes in bytes. `splitting` also gives the initial load:
 * the entry chunk plus the chunks it imports statically.
 */
export async function bundleSize(entry, { nodePaths = [] } = {}) {
  const single = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
    external: ["react", "react-dom", "react/*", "react-dom/*"],
    jsx: "automatic",
    nodePaths,
    metafile: true,
    logLevel: "silent",
  });
  const code = single.outputFiles[0].contents;
  const inputs = Object.keys(single.metafile.inputs);
  return { raw: code.length, gzip: gzipSync(code, { level: 9 }).length, inputs };
}
