import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { INTERNAL_PROJECT, type RunningEmulator, startEmulator } from "@app/emulator";
import { build } from "esbuild";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstLoadOutputs } from "../packages/core/src/test-utils/first-load.js";

// The admin app of a project a user owns is passed in by the package entries of @app/core (the
// client app cannot import it: the admin app extends it), at run time (`provideAdminModule()` in
// index.ts, server.ts, admin.ts, which package.json lists as side effects so that bundlers keep
// the call) and in the types (`AppCoreTypes`). Checked here on the built package, dist/ through
// its package.json, as an application's bundler and compiler get it.

const root = fileURLToPath(new URL("..", import.meta.url));
const ADMIN_APP = /core[\\/]dist[\\/]apps[\\/]admin-app\.js$/;
const CLIENT_APP = /core[\\/]dist[\\/]apps[\\/]client-app\.js$/;

/** A page that signs a project owner up and lists their projects (the emulator's URL is global). */
const OWNER_PAGE = `
import { StackClientApp } from "@app/core";
const { baseUrl, projectId, publishableClientKey } = globalThis.ownerPage;
const app = new StackClientApp({ projectId, publishableClientKey, baseUrl, tokenStore: "memory" });
const email = "owner-" + crypto.randomUUID() + "@example.com";
await app.signUpWithCredential({ email, password: "owner-password", noRedirect: true });
const user = await app.getUser({ or: "throw" });
const created = await user.createProject({ displayName: "Bundled" });
const listed = await user.listOwnedProjects();
globalThis.ownerPage.result = {
  app: typeof created.app.listInternalApiKeys,
  listed: listed.map((project) => project.displayName),
  project: (await created.app.getProject()).displayName,
};
`;

const KNOWN_ERRORS_PAGE = `
import { KnownErrors } from "@app/core";
console.log(KnownErrors.UserNotFound);
`;

interface Bundle {
  /** The modules whose code the first load holds. */
  firstLoad: string[];
  /** The modules of the lazy chunks that the first load imports with `import()`. */
  lazyFromFirstLoad: string[];
  /** Writes the bundle to the directory it was made in and returns the URL of its entry. */
  write(): Promise<string>;
}

async function esbuildBundle(page: string, dir: string): Promise<Bundle> {
  const result = await build({
    stdin: { contents: page, resolveDir: root, loader: "js" },
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    outdir: dir,
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  const { outputs } = result.metafile;
  const modulesOf = (path: string) =>
    Object.entries(outputs[path]?.inputs ?? {})
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([module]) => module);
  const initial = firstLoadOutputs(result.metafile);
  const lazy = initial.flatMap((path) =>
    (outputs[path]?.imports ?? [])
      .filter((imported) => imported.kind === "dynamic-import")
      .map((imported) => imported.path),
  );
  return {
    firstLoad: initial.flatMap(modulesOf),
    lazyFromFirstLoad: lazy.flatMap(modulesOf),
    async write() {
      for (const file of result.outputFiles) await writeFile(file.path, file.contents);
      const entry = Object.keys(outputs).find((path) => outputs[path]?.entryPoint === "<stdin>");
      return pathToFileURL(resolve(entry ?? "")).href;
    },
  };
}

interface ViteChunk {
  type: "chunk";
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  modules: Record<string, unknown>;
}

async function viteBundle(page: string, dir: string): Promise<Bundle> {
  const { build: viteBuild } = await import("vite");
  await writeFile(join(dir, "page.js"), page);
  const built = await viteBuild({
    logLevel: "silent",
    configFile: false,
    root: dir,
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      rollupOptions: { input: join(dir, "page.js"), preserveEntrySignatures: "strict" },
    },
  });
  // What this test reads of Vite's output (its build() also types a watcher's result).
  const { output } = (Array.isArray(built) ? built[0] : built) as {
    output: ({ type: "asset" } | ViteChunk)[];
  };
  const chunks = output.flatMap((item) => (item.type === "chunk" ? [item] : []));
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name) || !byName.has(name)) return;
    seen.add(name);
    for (const imported of byName.get(name)?.imports ?? []) visit(imported);
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (entry) visit(entry.fileName);
  const modulesOf = (name: string) => Object.keys(byName.get(name)?.modules ?? {});
  return {
    firstLoad: [...seen].flatMap(modulesOf),
    lazyFromFirstLoad: [...seen].flatMap((name): string[] => {
      const chunk = byName.get(name);
      return chunk ? chunk.dynamicImports.flatMap(modulesOf) : [];
    }),
    async write() {
      for (const chunk of chunks) {
        await mkdir(dirname(join(dir, chunk.fileName)), { recursive: true });
        await writeFile(join(dir, chunk.fileName), chunk.code);
      }
      return pathToFileURL(join(dir, entry?.fileName ?? "")).href;
    },
  };
}

let emulator: RunningEmulator;
let scratch: string;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  // Inside the repository, so that Vite resolves @app/core from the pages written there.
  await mkdir(join(root, "node_modules/.cache"), { recursive: true });
  scratch = await mkdtemp(join(root, "node_modules/.cache/core-admin-module-"));
});
afterAll(async () => {
  await emulator.stop();
  await rm(scratch, { recursive: true, force: true });
});

describe.each([
  ["esbuild", esbuildBundle],
  ["Vite", viteBundle],
] as const)("@app/core's dist bundled with %s", (_name, bundle) => {
  it("keeps the admin app a lazy chunk that the first load imports, out of the first load", async () => {
    const dir = await mkdtemp(join(scratch, "owner-"));
    const { firstLoad, lazyFromFirstLoad } = await bundle(OWNER_PAGE, dir);
    expect(firstLoad.some((module) => CLIENT_APP.test(module))).toBe(true);
    expect(firstLoad.filter((module) => ADMIN_APP.test(module))).toEqual([]);
    expect(lazyFromFirstLoad.some((module) => ADMIN_APP.test(module))).toBe(true);
  });

  it("does so for a page that takes the client app from @app/react (which re-exports @app/core)", async () => {
    const dir = await mkdtemp(join(scratch, "react-"));
    const page = OWNER_PAGE.replace('from "@app/core"', 'from "@app/react"');
    const { firstLoad, lazyFromFirstLoad } = await bundle(page, dir);
    expect(firstLoad.filter((module) => ADMIN_APP.test(module))).toEqual([]);
    expect(lazyFromFirstLoad.some((module) => ADMIN_APP.test(module))).toBe(true);
  });

  it("lists a project owner's projects, each with its StackAdminApp, from the bundle", async () => {
    const dir = await mkdtemp(join(scratch, "run-"));
    const page = await bundle(OWNER_PAGE, dir);
    const entry = await page.write();
    const state: { result?: unknown } & Record<string, unknown> = {
      baseUrl: emulator.url,
      projectId: INTERNAL_PROJECT.id,
      publishableClientKey: INTERNAL_PROJECT.publishableClientKey,
    };
    Object.assign(globalThis, { ownerPage: state });
    await import(/* @vite-ignore */ entry);
    expect(state.result).toEqual({ app: "function", listed: ["Bundled"], project: "Bundled" });
  });

  it("leaves the admin app out of the first load of a page that imports only KnownErrors", async () => {
    const dir = await mkdtemp(join(scratch, "errors-"));
    const { firstLoad, lazyFromFirstLoad } = await bundle(KNOWN_ERRORS_PAGE, dir);
    expect(firstLoad.some((module) => /core[\\/]dist[\\/]errors[\\/]/.test(module))).toBe(true);
    expect(firstLoad.filter((module) => ADMIN_APP.test(module))).toEqual([]);
    expect(lazyFromFirstLoad.some((module) => ADMIN_APP.test(module))).toBe(true);
  });
});

// Rolldown leaves the client app out of such a page. esbuild does not, and did not before the entries
// passed the admin app in: it puts a module that the package root re-exports and lazy code uses
// (the lazy modules' first-load re-export holds the client app) in the page's first load
// (docs/architecture.md, "The first load").
it("Vite leaves the client app out of a page that imports only KnownErrors", async () => {
  const dir = await mkdtemp(join(scratch, "errors-vite-"));
  const { firstLoad } = await viteBundle(KNOWN_ERRORS_PAGE, dir);
  expect(firstLoad.length).toBeGreaterThan(0);
  expect(firstLoad.filter((module) => CLIENT_APP.test(module))).toEqual([]);
});

/** The diagnostics of a user's file `name` compiled against the built declarations. */
function diagnostics(name: string, code: string, options: ts.CompilerOptions): string[] {
  const file = join(root, name);
  const host = ts.createCompilerHost(options);
  const { readFile, fileExists, getSourceFile } = host;
  host.fileExists = (path) => path === file || fileExists.call(host, path);
  host.readFile = (path) => (path === file ? code : readFile.call(host, path));
  host.getSourceFile = (path, language, ...rest) =>
    path === file
      ? ts.createSourceFile(path, code, language)
      : getSourceFile.call(host, path, language, ...rest);
  const program = ts.createProgram([file], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file?.fileName === file)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
}

const USER_CODE = (from: string) => `
${from}
export async function run(app: StackClientApp) {
  const user = await app.getUser({ or: "throw" });
  const [project] = await user.listOwnedProjects();
  await project?.app.listInternalApiKeys();
  project?.app.noSuchMethod();
}
`;

describe("@app/core's published declarations", () => {
  const options = (module: ts.ModuleKind, resolution: ts.ModuleResolutionKind) => ({
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module,
    moduleResolution: resolution,
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
    skipLibCheck: false,
    types: [],
  });

  it.each([
    ["ESM, the .d.ts declarations", "user-code.mts"],
    ["CommonJS, the .d.cts declarations", "user-code.cts"],
  ])(
    "type a project's admin app as StackAdminApp in code that imports only @app/core (%s)",
    (_, file) => {
      const code = USER_CODE('import type { StackClientApp } from "@app/core";');
      expect(
        diagnostics(file, code, options(ts.ModuleKind.NodeNext, ts.ModuleResolutionKind.NodeNext)),
      ).toEqual(["Property 'noSuchMethod' does not exist on type 'StackAdminApp'."]);
    },
  );
});
