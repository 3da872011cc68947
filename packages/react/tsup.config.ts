import { defineConfig, type Options } from "tsup";

const shared: Options = {
  sourcemap: true,
  target: "es2022",
  // React and the workspace packages are the app's own copies: never bundled.
  external: ["react", "react/jsx-runtime", /^@app\//],
};

// The published sources: every module but the tests and their helpers.
const sources = ["src/**/*.{ts,tsx}", "!src/**/*.test.{ts,tsx}", "!src/server-html.ts"];

export default defineConfig([
  {
    // ESM keeps one output file per source module, each with its own directive: `"use client"`
    // marks only the client components and hooks, so that under the `react-server` condition
    // (Next.js's server components) the apps, errors, types and `dehydrate` import as themselves
    // and the provider and hooks as client references. A bundle would drop the directives, or
    // (as a banner) mark everything. `browser.js`, the browser condition's entry, is one of them.
    ...shared,
    entry: sources,
    format: ["esm"],
    bundle: false,
    dts: { entry: { index: "src/index.ts" } },
  },
  {
    // CommonJS consumers (Node's require, test runners) get one bundle per entry. No server
    // components framework loads it: they resolve the ESM build (`react-server` and `import`).
    ...shared,
    entry: { index: "src/index.ts" },
    format: ["cjs"],
    dts: { entry: { index: "src/index.ts" } },
  },
]);
