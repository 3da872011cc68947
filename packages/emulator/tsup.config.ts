import { defineConfig } from "tsup";

export default defineConfig({
  entry: {
    index: "src/index.ts",
    bin: "src/bin.ts",
  },
  format: ["esm", "cjs"],
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
  target: "es2022",
  platform: "node",
  // The CJS build gets an import.meta.url shim: the bcrypt workers resolve bcryptjs from it.
  shims: true,
});
