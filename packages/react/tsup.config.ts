import { defineConfig } from "tsup";

export default defineConfig({
  entry: { index: "src/index.ts" },
  format: ["esm", "cjs"],
  dts: true,
  sourcemap: true,
  clean: true,
  target: "es2022",
  // React and the workspace packages are the app's own copies: never bundled.
  external: ["react", "react/jsx-runtime", /^@app\//],
  // Every export is a hook or a client component; frameworks with server components need the marker.
  banner: { js: '"use client";' },
});
