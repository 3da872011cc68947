import { defineConfig, type Options } from "tsup";
import { defaultThemeStylesheet } from "./src/theme/default-theme.js";

// The stylesheet's theme part (`@import "./theme/theme.css"` in styles.css) is written from the
// token table that StackTheme reads (src/theme/theme-tokens.ts): one source for both.
const themeStylesheet: NonNullable<Options["esbuildPlugins"]>[number] = {
  name: "theme-stylesheet",
  setup(build) {
    build.onResolve({ filter: /^\.\/theme\/theme\.css$/ }, () => ({
      path: "default-theme",
      namespace: "stack-theme",
    }));
    build.onLoad({ filter: /.*/, namespace: "stack-theme" }, () => ({
      contents: defaultThemeStylesheet(),
      loader: "css",
    }));
  },
};

const shared: Options = {
  sourcemap: true,
  target: "es2022",
  // React and the workspace packages are the app's own copies: never bundled.
  external: ["react", "react/jsx-runtime", /^@app\//],
};

export default defineConfig([
  {
    // ESM keeps one output file per source module, each with its own directive: `"use client"`
    // marks the components the package exports (and the modules a server might otherwise
    // evaluate), so that under the `react-server` condition (Next.js's server components) they
    // import as client references. A bundle would drop the directives, or (as a banner) mark
    // everything.
    ...shared,
    entry: [
      "src/**/*.{ts,tsx}",
      "!src/**/*.test.{ts,tsx}",
      "!src/test-utils/**",
      // Read by this config only, to write the stylesheet's theme part.
      "!src/theme/default-theme.ts",
    ],
    format: ["esm"],
    bundle: false,
    dts: { entry: { index: "src/index.ts" } },
  },
  {
    // CommonJS consumers (Node's require, test runners) get one bundle. No server components
    // framework loads it: they resolve the ESM build (`react-server` and `import`).
    ...shared,
    entry: { index: "src/index.ts" },
    format: ["cjs"],
    dts: { entry: { index: "src/index.ts" } },
  },
  {
    // The stylesheet: plain CSS, imported once by the app (`@app/ui/styles.css`).
    entry: { styles: "src/styles.css" },
    esbuildPlugins: [themeStylesheet],
  },
]);
