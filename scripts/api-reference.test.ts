// The API reference's generator and check (scripts/api-reference.mjs), on a small package of
// its own: what fails the check, and what a refactor leaves unchanged.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { compareWarnings, diffTrees, generateReference } from "./api-reference.mjs";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "api-reference-test-"));
  made.push(dir);
  return dir;
}

/**
 * A package `@fixture/lib` with these source files (or the given packages, `entries` naming each
 * entry's file, `paths` their import names); resolves to its reference and warnings.
 */
async function reference(
  files: Record<string, string>,
  {
    entries = [["@fixture/lib", "src/index.ts"]],
    paths,
  }: { entries?: [string, string][]; paths?: Record<string, string[]> } = {},
) {
  const root = tempDir();
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write("package.json", JSON.stringify({ name: "@fixture/lib", version: "1.0.0", type: "module" }));
  write(
    "tsconfig.json",
    JSON.stringify({
      compilerOptions: {
        strict: true,
        target: "ES2022",
        module: "ESNext",
        moduleResolution: "Bundler",
        types: [],
        noEmit: true,
        ...(paths && { paths }),
      },
      include: paths ? ["packages"] : ["src"],
    }),
  );
  for (const [path, text] of Object.entries(files)) write(path, text);
  const out = join(root, "out");
  const { messages } = await generateReference({
    root,
    entries,
    packages: entries.map(([name]) => name),
    tsconfig: join(root, "tsconfig.json"),
    out,
    print: false,
  });
  const page = (path: string) => readFileSync(join(out, path), "utf8");
  return { messages, out, page };
}

const greet = `
/**
 * Greets someone by name.
 *
 * @example
 * \`\`\`ts
 * greet({ name: "Ada" }); // "Hello, Ada"
 * \`\`\`
 */
export function greet(options: GreetOptions): string {
  return \`Hello, \${options.name}\`;
}

/**
 * Whom {@link greet} greets.
 *
 * @example
 * \`\`\`ts
 * const options: GreetOptions = { name: "Ada" };
 * \`\`\`
 */
export interface GreetOptions {
  /** The name to greet. */
  name: string;
}
`;

describe("api-reference", () => {
  it("documents a documented export under its import name, naming no source file or line", async () => {
    const { messages, page } = await reference({ "src/index.ts": greet });
    expect(messages).toEqual([]);
    const text = page("lib/functions/greet.md");
    expect(text).toContain("Greets someone by name.");
    expect(text).toContain('greet({ name: "Ada" });');
    expect(text).toContain("[`GreetOptions`](../interfaces/GreetOptions.md)");
    expect(text).not.toMatch(/Defined in|src\/|index\.ts/);
    expect(page("README.md")).toContain("[@fixture/lib](lib/README.md)");
  });

  it("warns by name about an export without TSDoc, a member without a description and an export without @example", async () => {
    const { messages } = await reference({
      "src/index.ts": `
export function undocumented(): void {}

/** Options without an example. */
export interface Bare {
  /** Described. */
  described: string;
  silent: number;
}
`,
    });
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/undocumented .*does not have any documentation/),
        expect.stringMatching(/Bare\.silent .*does not have any documentation/),
        expect.stringContaining("@fixture/lib: undocumented (Function) has no @example"),
        expect.stringContaining("@fixture/lib: Bare (Interface) has no @example"),
      ]),
    );
    expect(messages.join("\n")).not.toContain("Bare.described");
  });

  it("warns about a {@link} to nothing and a public type that names an unexported one", async () => {
    const { messages } = await reference({
      "src/index.ts": `
interface Hidden {
  /** A field. */
  field: string;
}

/**
 * Reads {@link Missing}.
 *
 * @example
 * \`\`\`ts
 * read();
 * \`\`\`
 */
export function read(): Hidden {
  return { field: "" };
}
`,
    });
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Failed to resolve link to "Missing"/),
        expect.stringMatching(/Hidden, defined in .*, is referenced by .*read/),
      ]),
    );
  });

  it("a refactor of internals (a declaration moved to another module) leaves the reference unchanged", async () => {
    const before = await reference({ "src/index.ts": greet });
    const after = await reference({
      "src/index.ts": `\n\n// The entry.\nexport { greet, type GreetOptions } from "./internal/greeting.js";\n`,
      "src/internal/greeting.ts": `// Moved here, below other lines.\n\n\n${greet}`,
    });
    expect(after.messages).toEqual([]);
    expect(diffTrees(before.out, after.out)).toEqual([]);
  });

  it("a refactor that makes the type checker meet a union's members in another order leaves the reference unchanged", async () => {
    const pick = (value: string) => `
/**
 * Picks a side.
 *
 * @example
 * \`\`\`ts
 * pick(true); // "alpha"
 * \`\`\`
 */
export function pick(first: boolean) {
  return first ? "alpha" : ${value};
}
`;
    const before = await reference({
      "src/index.ts": `export { pick } from "./pick.js";\n`,
      "src/pick.ts": pick(`"zeta"`),
    });
    // The same function, its second value now read from a module the checker reads first.
    const after = await reference({
      "src/index.ts": `export { pick } from "./pick.js";\n`,
      "src/pick.ts": `import { LAST } from "./last.js";\n${pick("LAST")}`,
      "src/last.ts": `export const LAST = "zeta";\n`,
    });
    expect(after.messages).toEqual([]);
    expect(before.page("lib/functions/pick.md")).toContain('"alpha" | "zeta"');
    expect(diffTrees(before.out, after.out)).toEqual([]);
  });

  it("documents a type alias computed by internal helpers as the union of literals it comes to", async () => {
    const { messages, page } = await reference({
      "src/index.ts": `
const KINDS = ["user", "team"] as const;

/**
 * A kind of key.
 *
 * @example
 * \`\`\`ts
 * const kind: KeyKind = "team";
 * \`\`\`
 */
export type KeyKind = (typeof KINDS)[number];
`,
    });
    expect(messages).toEqual([]);
    expect(page("lib/type-aliases/KeyKind.md")).toContain(`type KeyKind = "team" | "user";`);
  });

  it("documents a declaration under its declared name when an alias comes first in the export list", async () => {
    const { messages, page } = await reference({
      "src/index.ts": `export { greet as hello, greet, type GreetOptions } from "./greeting.js";\n`,
      "src/greeting.ts": greet,
    });
    expect(messages).toEqual([]);
    expect(page("lib/functions/greet.md")).toContain("Greets someone by name.");
    expect(page("lib/README.md")).toContain("Renames and re-exports [greet](functions/greet.md)");
  });

  it("names the files a check finds added, removed or changed", () => {
    const committed = tempDir();
    const generated = tempDir();
    for (const [dir, files] of [
      [committed, { "a.md": "same", "b.md": "old", "gone.md": "x" }],
      [generated, { "a.md": "same", "b.md": "new", "sub/new.md": "y" }],
    ] as const) {
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), text);
      }
    }
    expect(diffTrees(committed, generated)).toEqual([
      "changed: b.md",
      "not generated any more: gone.md",
      "new, not committed: sub/new.md",
    ]);
  });

  it("a new undocumented export fails against the known warnings, and a fixed one must leave the list", async () => {
    const { messages } = await reference({
      "src/index.ts": `${greet}\nexport const undocumented = 1;\n`,
    });
    const known = ["warning: @fixture/lib.greet.old (Property) does not have any documentation"];
    const { added, fixed } = compareWarnings(known, messages);
    expect(added).toEqual([
      expect.stringContaining(
        "@fixture/lib.undocumented (Variable) does not have any documentation",
      ),
      expect.stringContaining("undocumented (Variable) has no @example"),
    ]);
    // The list names exports, not source files: moving code between modules leaves it as it was.
    expect(added.join("\n")).not.toContain("src/");
    expect(fixed).toEqual(known);
    expect(compareWarnings(added, messages)).toEqual({ added: [], fixed: [] });
  });

  it("a property inferred from a schema keeps its one comment without a 'multiple declarations' warning", async () => {
    const { messages, page } = await reference({
      "src/index.ts": `
const entries = {
  /** The user's id. */
  id: "",
};
// Like valibot's InferOutput: the same entries mapped twice, so the property has its one
// declaration twice.
type Infer<T> = { [K in keyof T]: T[K] } & { readonly [K in keyof T]: T[K] };

/**
 * A user as the service sends it.
 *
 * @example
 * \`\`\`ts
 * const json: UserJson = { id: "u1" };
 * \`\`\`
 *
 * @interface
 */
export type UserJson = Infer<typeof entries>;
`,
    });
    expect(messages).toEqual([]);
    expect(page("lib/interfaces/UserJson.md")).toContain("The user's id.");
  });

  it("a class and an interface that a module augmentation merges onto keep their one page, found by every reference", async () => {
    // As @app/react's hook-types.ts does to the core: an augmentation of a module that re-exports
    // the types (`@app/core/hooks`), adding a base interface and a member.
    const doc = (text: string) =>
      `/**\n * ${text}\n *\n * @example\n * \`\`\`ts\n * x;\n * \`\`\`\n */`;
    const { messages, page, out } = await reference({
      "src/index.ts": `export { Store, Store as NewStore } from "./store.js";\nexport type { Shelf } from "./shelf.js";\n`,
      "src/store.ts": `${doc("A store.")}\nexport class Store {\n  /** Its name. */\n  name = "";\n  /** Its shelves. */\n  shelves(): import("./shelf.js").Shelf[] {\n    return [];\n  }\n}\n`,
      "src/shelf.ts": `${doc("A shelf.")}\nexport interface Shelf {\n  /** Its store. */\n  store: import("./store.js").Store;\n}\n`,
      "src/merge-target.ts": `export type { Store } from "./store.js";\nexport type { Shelf } from "./shelf.js";\n`,
      "src/extras.ts": `${doc("What the augmentation adds.")}\nexport interface Extras {\n  /** Added. */\n  extra(): void;\n}\ndeclare module "./merge-target.js" {\n  interface Store extends Extras {}\n  interface Shelf extends Extras {}\n}\n`,
    });
    expect(messages).toEqual([]);
    expect(page("lib/README.md")).toContain("Renames and re-exports [Store](classes/Store.md)");
    expect(page("lib/interfaces/Shelf.md")).toContain("Its store.");
    expect(diffTrees(out, out)).toEqual([]);
    expect(() => page("lib/classes/NewStore.md")).toThrow();
  });

  it("members another package merges onto a package's types are documented by that package only", async () => {
    // As @app/react's hook twins on the core's app and its subclass: none on the core's pages.
    const doc = (text: string) =>
      `/**\n * ${text}\n *\n * @example\n * \`\`\`ts\n * x;\n * \`\`\`\n */`;
    const pkg = (name: string) => JSON.stringify({ name, version: "1.0.0", type: "module" });
    const { messages, page } = await reference(
      {
        "packages/a/package.json": pkg("@fixture/a"),
        "packages/a/src/index.ts": `export { App, ServerApp } from "./app.js";\n`,
        "packages/a/src/app.ts": `${doc("An app.")}\nexport class App {\n  /** Its items. */\n  async listItems(): Promise<string[]> {\n    return [];\n  }\n}\n${doc("A server app.")}\nexport class ServerApp extends App {}\n`,
        "packages/a/src/hooks.ts": `export type { App } from "./app.js";\n`,
        "packages/b/package.json": pkg("@fixture/b"),
        "packages/b/src/index.ts": `export type { AppHooks } from "./hook-types.js";\n`,
        "packages/b/src/hook-types.ts": `${doc("The app's hooks.")}\nexport interface AppHooks {\n  /** The hook twin of listItems(). */\n  useItems(): string[];\n}\ndeclare module "@fixture/a/hooks" {\n  interface App extends AppHooks {}\n}\n`,
      },
      {
        entries: [
          ["@fixture/a", "packages/a/src/index.ts"],
          ["@fixture/b", "packages/b/src/index.ts"],
        ],
        paths: { "@fixture/a/*": ["./packages/a/src/*.ts"] },
      },
    );
    expect(messages).toEqual([]);
    expect(page("a/classes/App.md")).not.toContain("useItems");
    expect(page("a/classes/ServerApp.md")).toContain("listItems");
    expect(page("a/classes/ServerApp.md")).not.toContain("useItems");
    expect(page("b/interfaces/AppHooks.md")).toContain("The hook twin of listItems().");
  });

  it("a member a subclass declares on an interface merged with it overrides the base's (the admin app's getProject() was called inherited)", async () => {
    // As the admin app's getters, declared on `interface StackAdminApp` and put on the prototype
    // by addGetters: TypeDoc looks for overrides in the class body only.
    const doc = (text: string) =>
      `/**\n * ${text}\n *\n * @example\n * \`\`\`ts\n * x;\n * \`\`\`\n */`;
    const { messages, page } = await reference({
      "src/index.ts": `export { App, AdminApp } from "./app.js";\n`,
      "src/app.ts": `${doc("An app.")}\nexport class App {\n  /** The project. */\n  async getProject(): Promise<string> {\n    return "";\n  }\n  /** Its items. */\n  async listItems(): Promise<string[]> {\n    return [];\n  }\n}\n${doc("An admin app.")}\nexport class AdminApp extends App {}\nexport interface AdminApp {\n  /** The project, configuration included. */\n  getProject(): Promise<"configured">;\n}\n`,
    });
    expect(messages).toEqual([]);
    const admin = page("lib/classes/AdminApp.md");
    const section = (name: string) => admin.slice(admin.indexOf(`### ${name}`)).split("***")[0];
    expect(section("getProject")).toContain("The project, configuration included.");
    expect(section("getProject")).toContain("Overrides");
    expect(section("getProject")).not.toContain("Inherited from");
    expect(section("listItems")).toContain("Inherited from");
  });
});
