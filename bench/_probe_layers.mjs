import { dirname } from "node:path";
import { gzipSync } from "node:zlib";
const entry = process.argv[2];
const { build } = await import("vite");
const r = await build({ logLevel: "silent", configFile: false, root: dirname(entry), build: { write: false, minify: true, modulePreload: false,
 rollupOptions: { input: entry, preserveEntrySignatures: "strict", external: ["react","react-dom",/^react\//,/^react-dom\//] } } });
const out = (Array.isArray(r) ? r[0] : r).output;
for (const o of out) if (o.type === "chunk") console.log(o.fileName, o.isEntry ? "ENTRY":"", gzipSync(o.code).length, "imports:", o.imports.join(","), "dyn:", o.dynamicImports.length, "mods:", Object.keys(o.modules).length);
const e = out.find(o=>o.isEntry);
if (process.env.SHOW) console.log(e.code.slice(0, 3000));
