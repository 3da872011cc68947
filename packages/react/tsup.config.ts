import { defineConfig, type Options } from "tsup";

const shared: Options = {
  sourcemap: true,
  target: "es2022",
  // React and the workspace packages are the app's own copies: never bundled.
  external: ["react", "react/jsx-runtime", /^@app\//],
  // Every export is a hook or a client component; frameworks with server components need the marker.
  banner: { js: '"use client";' },
};

export default defineConfig([
  { ...shared, entry: { index: "src/index.ts" }, format: ["esm", "cjs"], dts: true, clean: true },
  // The browser condition's build (ESM only: browser bundlers read ESM); its types are index.d.ts.
  { ...shared, entry: { browser: "src/browser.ts" }, format: ["esm"], dts: false },
]);
