// The layers of @app/core (docs/architecture.md, "Layers"), checked by `pnpm check:layers`.
// Bottom to top; a module imports its own layer and the layers below it, never one above, and
// never a package entry (the files at the root of src/). Every kind of import counts: static,
// type-only (`tsPreCompilationDeps`), `import()` and `export … from`, since each of them ties the
// lower module to the higher one (a type-only edge still makes the lower layer's meaning depend on
// the higher one; an `import()` still evaluates it).

const { resolve } = require("node:path");

const SRC = "^packages/core/src/";

/** Layer folders, bottom to top. Folders on one line form one layer. */
const LAYERS = [
  { name: "base", folders: ["cache", "errors", "schemas", "platform"] },
  { name: "http", folders: ["http"] },
  { name: "session", folders: ["session"] },
  { name: "context", folders: ["context"] },
  { name: "resources", folders: ["resources"] },
  { name: "apps", folders: ["apps"] },
];

const pathOf = (folders) => `${SRC}(${folders.join("|")})/`;
/** The package entries: the modules at the root of src/ (index, server, admin, errors…). */
const ENTRIES = `${SRC}[^/]+$`;
/**
 * Tests and test helpers stand outside the layers: a test of a low module may drive it through
 * the app that uses it (a session test builds a client app), and src/test-utils serves tests only
 * (it is neither built nor published). Nothing in the layers may import them (rule below).
 */
const TESTS = ["\\.test\\.ts$", `${SRC}test-utils/`, `${SRC}compat/`];

const upward = LAYERS.map((layer, index) => {
  const above = LAYERS.slice(index + 1).flatMap((higher) => higher.folders);
  return {
    name: `layer-${layer.name}`,
    comment: `${layer.name} (${layer.folders.join(", ")}) imports only its own layer and the ones below, never an entry`,
    severity: "error",
    from: { path: pathOf(layer.folders), pathNot: TESTS },
    to: { path: above.length > 0 ? [pathOf(above), ENTRIES] : [ENTRIES] },
  };
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...upward,
    {
      name: "entry-to-entry",
      comment:
        "an entry re-exports the layers, not another entry (each entry is a chunk of its own in the CommonJS build)",
      severity: "error",
      from: { path: ENTRIES, pathNot: TESTS },
      to: { path: ENTRIES },
    },
    {
      name: "no-test-code-in-source",
      comment: "source modules never import tests or test helpers (they are not published)",
      severity: "error",
      from: { path: SRC, pathNot: TESTS },
      to: { path: TESTS },
    },
    {
      name: "no-circular",
      comment:
        "no circle over any kind of import: each module can be read, loaded and tested alone",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "not-to-unresolvable",
      comment: "an import that resolves to nothing would escape every rule above",
      severity: "error",
      from: { path: SRC, pathNot: TESTS },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Type-only imports are edges too (the rules above apply to them).
    tsPreCompilationDeps: true,
    // Resolves the package's "#request-tokens" and "#extra-request-headers" to their sources.
    // (An absolute path: TypeScript resolves `extends` against it.)
    tsConfig: { fileName: resolve(__dirname, "packages/core/tsconfig.test.json") },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".js"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
