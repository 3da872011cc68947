import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// What an application sees of the apps: the package's declarations as the build emits them
// (tsup.config.ts: `stripInternal`), compiled here in memory from the sources, and a user's code
// type-checked against them. The context an app is built over, the constructor overloads that hand
// it from subclass to base, and the stores the apps read for their hooks are internal: code
// written against the published types cannot pass a context or read them.

const core = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const out = join(core, ".published-types"); // never written: served from memory

function publishedDeclarations(): Map<string, string> {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(core, "tsconfig.json"),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
      },
    },
  );
  if (!config) throw new Error("tsconfig.json of @app/core not found");
  const program = ts.createProgram(
    ["index.ts", "server.ts", "admin.ts"].map((entry) => join(core, "src", entry)),
    {
      ...config.options,
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      stripInternal: true,
      rootDir: join(core, "src"),
      outDir: out,
    },
  );
  const files = new Map<string, string>();
  const emitted = program.emit(undefined, (name, text) => files.set(resolve(name), text));
  if (emitted.emitSkipped) throw new Error("the declarations were not emitted");
  return files;
}

/** The diagnostics of `code` compiled against the published declarations, as `line: TScode`. */
function compileAgainst(declarations: Map<string, string>, code: string): string[] {
  const user = join(out, "user-code.ts");
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
    skipLibCheck: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const read = (name: string) => (resolve(name) === user ? code : declarations.get(resolve(name)));
  const { fileExists, readFile, getSourceFile, directoryExists } = host;
  host.directoryExists = (name) =>
    resolve(name) === out ||
    resolve(name).startsWith(`${out}/`) ||
    (directoryExists?.call(host, name) ?? true);
  host.fileExists = (name) => read(name) !== undefined || fileExists.call(host, name);
  host.readFile = (name) => read(name) ?? readFile.call(host, name);
  host.getSourceFile = (name, language, ...rest) => {
    const text = read(name);
    return text === undefined
      ? getSourceFile.call(host, name, language, ...rest)
      : ts.createSourceFile(name, text, language);
  };
  const program = ts.createProgram([user], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file?.fileName === user)
    .map((diagnostic) => {
      const { line } = (diagnostic.file as ts.SourceFile).getLineAndCharacterOfPosition(
        diagnostic.start ?? 0,
      );
      return `${line + 1}: TS${diagnostic.code}`;
    });
}

describe("the published types of the apps", () => {
  const declarations = publishedDeclarations();

  it("are built with stripInternal, as this test emits them", () => {
    expect(readFileSync(join(core, "tsup.config.ts"), "utf8")).toMatch(
      /const dts = \{ entry, compilerOptions: \{ stripInternal: true \} \}/,
    );
  });

  it("compile a user's code that builds each app from its options", () => {
    const code = [
      'import { StackClientApp } from "./index.js";',
      'import { StackServerApp } from "./server.js";',
      'import { StackAdminApp } from "./admin.js";',
      'const client = new StackClientApp({ projectId: "p", publishableClientKey: "k", tokenStore: "memory" });',
      'const server = new StackServerApp({ projectId: "p", publishableClientKey: "k", secretServerKey: "s" });',
      'const admin = new StackAdminApp({ projectId: "p", superSecretAdminKey: "a" });',
      "export const ids: string[] = [client.projectId, server.projectId, admin.projectId];",
    ].join("\n");
    expect(compileAgainst(declarations, code)).toEqual([]);
  });

  it("give a project the user owns its whole admin app, in code that imports the server entry alone", () => {
    // resources/ leaves the owned project's app a type parameter (so that it imports nothing of
    // apps/); apps/public-types.ts fills it in. A consumer of one entry must see StackAdminApp.
    const code = [
      'import { StackServerApp } from "./server.js";',
      'const server = new StackServerApp({ projectId: "p", publishableClientKey: "k", secretServerKey: "s" });',
      "export async function run() {",
      '  const user = await server.getUser({ or: "throw" });',
      "  const [project] = await user.listOwnedProjects();",
      "  await project?.app.getProject();",
      "  await project?.app.listInternalApiKeys();",
      "  project?.app.noSuchMethod();",
      "}",
    ].join("\n");
    expect(compileAgainst(declarations, code)).toEqual([
      "8: TS2339", // Property 'noSuchMethod' does not exist on type 'StackAdminApp'.
    ]);
  });

  it("give a project the user owns its whole admin app, in code that imports the client entry alone", () => {
    // The client app cannot import the admin app (which extends it): the entries pass its type in
    // (`AppCoreTypes`, a global interface that index.ts, server.ts and admin.ts complete).
    const code = [
      'import { StackClientApp } from "./index.js";',
      'const client = new StackClientApp({ projectId: "p", publishableClientKey: "k", tokenStore: "memory" });',
      "export async function run() {",
      '  const user = await client.getUser({ or: "throw" });',
      '  const project = await user.createProject({ displayName: "Mine" });',
      "  await project.app.listInternalApiKeys();",
      "  const [listed] = await user.listOwnedProjects();",
      "  listed?.app.noSuchMethod();",
      "}",
    ].join("\n");
    expect(compileAgainst(declarations, code)).toEqual([
      "8: TS2339", // Property 'noSuchMethod' does not exist on type 'StackAdminApp'.
    ]);
  });

  it("refuse a second constructor argument (the app context) and the internal fields", () => {
    const code = [
      'import { StackClientApp } from "./index.js";',
      'import { StackServerApp } from "./server.js";',
      'import { StackAdminApp } from "./admin.js";',
      'const options = { projectId: "p", publishableClientKey: "k", secretServerKey: "s", superSecretAdminKey: "a" };',
      'const client = new StackClientApp({ ...options, tokenStore: "memory" }, {});',
      "new StackServerApp(options, {});",
      "new StackAdminApp(options, {});",
      "new StackClientApp(undefined, {});",
      "export const internals = [client.context, client.userStore, client.projectStore, client.selectUser];",
    ].join("\n");
    expect(compileAgainst(declarations, code)).toEqual([
      "5: TS2554", // Expected 1 arguments, but got 2.
      "6: TS2554",
      "7: TS2554",
      "8: TS2554",
      "9: TS2339", // Property 'context' does not exist on type 'StackClientApp'.
      "9: TS2339",
      "9: TS2339",
      "9: TS2339",
    ]);
  });

  it("offer no hook to a user of @app/core alone (issue 32: app.useUser() type-checked, then threw)", () => {
    // The hook twins' types come with @app/react (its hook-types.ts merges them in).
    const code = [
      'import { StackClientApp, type CurrentUser, type Team } from "./index.js";',
      'import { StackServerApp } from "./server.js";',
      'import { StackAdminApp } from "./admin.js";',
      'const client = new StackClientApp({ projectId: "p", publishableClientKey: "k", tokenStore: "memory" });',
      'const server = new StackServerApp({ projectId: "p", publishableClientKey: "k", secretServerKey: "s" });',
      'const admin = new StackAdminApp({ projectId: "p", superSecretAdminKey: "a" });',
      "export function run(user: CurrentUser, team: Team) {",
      "  // @ts-expect-error",
      "  client.useUser();",
      "  // @ts-expect-error",
      "  client.useAccessToken();",
      "  // @ts-expect-error",
      "  user.useTeams();",
      "  // @ts-expect-error",
      "  team.useUsers();",
      "  // @ts-expect-error",
      "  server.useUsers();",
      "  // @ts-expect-error",
      "  admin.useProject();",
      "  return [client.getUser(), user.listTeams(), team.listUsers(), server.listUsers()];",
      "}",
    ].join("\n");
    expect(compileAgainst(declarations, code)).toEqual([]);
  });
});
