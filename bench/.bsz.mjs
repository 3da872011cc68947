import { build } from "esbuild";
import { gzipSync } from "node:zlib";
const r = await build({ entryPoints: [process.argv[2]], bundle: true, minify: true, format: "esm", platform: "browser", write: false, metafile: true, logLevel: "silent", external:["react","react-dom"] });
console.log("total gz", gzipSync(r.outputFiles[0].contents,{level:9}).length);
const o = Object.values(r.metafile.outputs)[0];
const e = Object.entries(o.inputs).filter(([,v])=>v.bytesInOutput>0).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput);
for (const [k, v] of e.slice(0, 40)) console.log(v.bytesInOutput, k.replace(/.*node_modules\//, ""));
