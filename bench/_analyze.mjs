import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const r = await build({
  entryPoints: [process.argv[2]],
  bundle: true,
  minify: true,
  format: "esm",
  platform: "browser",
  write: false,
  metafile: true,
  external: ["react", "react-dom", "react/*"],
  logLevel: "silent",
  absWorkingDir: process.cwd(),
});
const out = Object.values(r.metafile.outputs)[0];
const rows = Object.entries(out.inputs)
  .map(([k, v]) => [v.bytesInOutput, k])
  .sort((a, b) => b[0] - a[0]);
let t = 0;
for (const [b, k] of rows) {
  t += b;
  console.log(String(b).padStart(7), k);
}
console.log(t, gzipSync(r.outputFiles[0].contents, { level: 9 }).length);
