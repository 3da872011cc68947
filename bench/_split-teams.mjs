import { build } from "esbuild";
import { gzipSync } from "node:zlib";
const r = await build({ entryPoints: ["bench/entries/core-sign-in.js"], bundle: true, minify: true, format: "esm", platform: "browser", write: false, metafile: true, splitting: true, outdir: "/virtual-out", logLevel: "silent" });
const files = new Map(r.outputFiles.map(f => [f.path.replace("/virtual-out/",""), f.contents]));
for (const [path, out] of Object.entries(r.metafile.outputs)) {
  const name = path.split("/").pop();
  console.log(name, out.bytes, "gz", gzipSync(files.get(name), {level:9}).length, out.entryPoint ?? "", out.imports.map(i => i.kind[0] + ":" + i.path.split("/").pop()).join(" "));
  for (const [k, v] of Object.entries(out.inputs).sort((a,b)=>b[1].bytesInOutput-a[1].bytesInOutput).slice(0, +process.argv[2] || 8)) console.log("   ", v.bytesInOutput, k.replace("packages/core/dist/",""));
}
