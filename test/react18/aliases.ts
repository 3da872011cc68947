import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

// React 18.3 for the tests and build checks that must run on both React versions. pnpm installs
// every package once per set of peers, so this private package's dependencies are React-18
// instances of React, ReactDOM, Testing Library and the Radix primitives @app/ui uses (each
// importing React 18 itself). Aliasing the bare names to them makes the code under test, and the
// libraries it imports, all render with React 18.

const require = createRequire(fileURLToPath(new URL("./package.json", import.meta.url)));

/**
 * The React libraries @app/ui depends on (the Radix primitives). Each must also be a dependency
 * of this package, at the same version, or the React 18 tests would render it with React 19.
 */
const uiReactLibraries = Object.keys(
  (
    JSON.parse(
      readFileSync(new URL("../../packages/ui/package.json", import.meta.url), "utf8"),
    ) as { dependencies: Record<string, string> }
  ).dependencies,
).filter((name) => name.startsWith("@radix-ui/"));

/** The specifiers that must resolve to a React-18 instance (each subpath React 18 ships). */
const SPECIFIERS = [
  "react",
  "react/jsx-runtime",
  "react/jsx-dev-runtime",
  "react-dom",
  "react-dom/client",
  "react-dom/server",
  "react-dom/server.browser",
  "react-dom/test-utils",
  "@testing-library/react",
  ...uiReactLibraries,
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * Vite/vitest `resolve.alias` entries that resolve React (and the libraries above) to React 18.3.
 *
 * @example
 * ```ts
 * await build({ root: "examples/react-vite", resolve: { alias: react18Alias } });
 * ```
 */
export const react18Alias = SPECIFIERS.map((specifier) => ({
  find: new RegExp(`^${escapeRegExp(specifier)}$`),
  replacement: require.resolve(specifier),
}));

/** The React version installed here, e.g. `"18.3.1"`. */
export const REACT_18_VERSION: string = require("react/package.json").version;
