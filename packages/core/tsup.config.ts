import { defineConfig } from "tsup";
import { firstLoadPlugin } from "./build/first-load.js";

const entry = {
  index: "src/index.ts",
  server: "src/server.ts",
  admin: "src/admin.ts",
  errors: "src/errors.ts",
  managers: "src/managers.ts",
  internal: "src/internal.ts",
  hooks: "src/hooks.ts",
  screens: "src/screens.ts",
};

// Declarations marked `@internal` (the apps' context, the constructor overloads that hand it over,
// the stores the apps read for their hooks) are left out of the published types
// (`published-types.test.ts` compiles a user's code against declarations emitted this way).
const dts = { entry, compilerOptions: { stripInternal: true } };

export default defineConfig([
  {
    // ESM keeps one output file per source module, so that an app's bundler can drop every
    // module it does not use (package.json's `sideEffects` lists only the entries that pass the
    // admin app's module in, apps/admin-module.ts). Chunks of several modules would defeat that:
    // a bundler cannot prove a chunk's unused schemas are pure.
    entry: ["src/**/*.ts", "!src/**/*.test.ts", "!src/test-utils/**"],
    format: ["esm"],
    bundle: false,
    tsconfig: "tsconfig.build.json",
    // Writes dist/first-load.js and the lazy modules' re-exports of it: a browser app's first
    // load stays one chunk in its bundler (build/first-load.ts).
    esbuildPlugins: [firstLoadPlugin],
    dts,
    sourcemap: true,
    target: "es2022",
  },
  {
    // CommonJS consumers do not tree-shake; shared chunks keep one copy of each class.
    entry,
    format: ["cjs"],
    tsconfig: "tsconfig.build.json",
    dts,
    sourcemap: true,
    splitting: true,
    treeshake: true,
    target: "es2022",
  },
]);
