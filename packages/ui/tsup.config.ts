import { defineConfig } from "tsup";

export default defineConfig({
  // The stylesheet is its own entry: plain CSS, imported once by the app (`@app/ui/styles.css`).
  entry: { index: "src/index.ts", styles: "src/styles.css" },
  format: ["esm", "cjs"],
  dts: { entry: { index: "src/index.ts" } },
  sourcemap: true,
  clean: true,
  target: "es2022",
  // React and the workspace packages are the app's own copies: never bundled.
  external: ["react", "react/jsx-runtime", /^@app\//],
  // Every export is a client component; frameworks with server components need the marker.
  banner: { js: '"use client";' },
});
