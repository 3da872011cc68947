import { defineConfig, type Options } from "tsup";

const shared: Options = {
  sourcemap: true,
  target: "es2022",
  // Next.js, React and the workspace packages are the app's own copies: never bundled.
  external: ["next", /^next\//, "react", "react/jsx-runtime", /^@app\//],
};

// One declaration file for both entries: they export the same names with the same types.
const dts = { entry: { index: "src/index.react-server.ts" } };

export default defineConfig([
  {
    // ESM keeps one output file per source module, each with its own directive: the client
    // components are "use client" modules, which the `react-server` entry
    // (index.react-server.js) imports as client references, while it imports the apps, the
    // server provider and the handler as themselves. `index.js` is the client components' entry.
    ...shared,
    entry: ["src/**/*.{ts,tsx}", "!src/**/*.test.{ts,tsx}"],
    format: ["esm"],
    bundle: false,
    dts,
  },
  {
    // CommonJS consumers (Node's require, test runners) get the client build as one bundle.
    ...shared,
    entry: { index: "src/index.ts" },
    format: ["cjs"],
    dts,
  },
]);
