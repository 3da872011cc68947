import { defineConfig } from "tsup";

export default defineConfig([
  {
    entry: {
      index: "src/index.ts",
      testing: "src/testing.ts",
    },
    format: ["esm", "cjs"],
    dts: true,
    sourcemap: true,
    // Everything but the command, which the second build writes.
    clean: ["!bin.js", "!bin.js.map"],
    splitting: true,
    treeshake: true,
    target: "es2022",
    platform: "node",
    // The CJS build gets an import.meta.url shim: the bcrypt workers resolve bcryptjs from it.
    shims: true,
  },
  {
    // The `app-emulator` command, one file with its dependencies: Node reads one module instead
    // of a few hundred, which is most of the time to the ready line. Left out: what start never
    // loads (@simplewebauthn/server, node-sqlite3-wasm and its .wasm file) and bcryptjs, which the
    // bcrypt worker threads load by path.
    entry: { bin: "src/cli/bin.ts" },
    format: ["esm"],
    sourcemap: true,
    clean: false,
    splitting: false,
    treeshake: true,
    target: "es2022",
    platform: "node",
    noExternal: ["@app/core", "hono", "@hono/node-server", "valibot", "jose"],
  },
]);
