import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstLoadOutputs } from "../packages/core/src/test-utils/first-load.js";

// What a server components bundler (Next.js) makes of the built packages under the
// `react-server` condition (issue 29, sections 1 and 2): a module marked "use client" is replaced
// by client references (React's `react.client.reference` objects), everything else is imported
// as itself, with React's server build, which has no createContext, useState… So an app class, an
// error or `dehydrate` that came from a "use client" module would be a reference here, not the
// class; and a module that makes a context without being marked would fail to load.

const root = fileURLToPath(new URL("..", import.meta.url));
const CLIENT_REFERENCE = Symbol.for("react.client.reference");

/** Replaces each "use client" module by references to its exports, as React's bundlers do. */
const clientReferences: Plugin = {
  name: "client-references",
  setup(bundler) {
    bundler.onLoad({ filter: /[\\/]packages[\\/]\w+[\\/]dist[\\/].*\.js$/ }, async (args) => {
      const source = await import("node:fs/promises").then((fs) => fs.readFile(args.path, "utf8"));
      if (!/^\s*["']use client["']/.test(source)) return undefined;
      const scan = await build({
        entryPoints: [args.path],
        bundle: false,
        write: false,
        metafile: true,
        format: "esm",
        outdir: "/virtual-out",
        logLevel: "silent",
      });
      const names = Object.values(scan.metafile.outputs).flatMap((output) => output.exports);
      const reference = (name: string) =>
        `Object.defineProperties(function () { throw new Error(${JSON.stringify(`client reference ${name} called on the server`)}); }, { $$typeof: { value: Symbol.for("react.client.reference") }, $$id: { value: ${JSON.stringify(`${args.path}#${name}`)} } })`;
      const contents = names
        .map((name) =>
          name === "default"
            ? `export default ${reference(name)};`
            : `export const ${name} = ${reference(name)};`,
        )
        .join("\n");
      return { contents, loader: "js" };
    });
  },
};

let outDir: string;
beforeAll(async () => {
  // In @app/next's folder, so that what stays external (Next.js, its dev dependency) resolves.
  outDir = await mkdtemp(join(root, "packages", "next", ".react-server-"));
});
afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

/** `specifier` as a server components bundle imports it, run in Node. */
async function serverImport(specifier: string): Promise<Record<string, unknown>> {
  const result = await build({
    stdin: { contents: `export * from ${JSON.stringify(specifier)};`, resolveDir: root },
    bundle: true,
    platform: "node",
    format: "esm",
    conditions: ["react-server"],
    // Next.js is the app's; its server modules are loaded as they are.
    external: ["next", "next/*"],
    plugins: [clientReferences],
    write: false,
    logLevel: "silent",
  });
  const file = join(outDir, `${specifier.replace(/\W/g, "_")}.mjs`);
  await writeFile(file, result.outputFiles[0]?.text ?? "");
  return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
}

const isClientReference = (value: unknown) =>
  typeof value === "function" &&
  (value as unknown as { $$typeof?: symbol }).$$typeof === CLIENT_REFERENCE;

/** A class as itself: a function with its methods, not a client reference. */
const isClass = (value: unknown, method: string) =>
  typeof value === "function" &&
  !isClientReference(value) &&
  typeof (value as { prototype?: Record<string, unknown> }).prototype?.[method] === "function";

describe("@app/react under the react-server condition", () => {
  it("imports the apps, errors and dehydrate as themselves, the provider and hooks as client references", async () => {
    const react = await serverImport("@app/react");
    expect(isClass(react.StackClientApp, "getUser")).toBe(true);
    expect(isClass(react.StackServerApp, "listUsers")).toBe(true);
    expect(isClass(react.StackAdminApp, "getProject")).toBe(true);
    expect(isClass(react.KnownError, "toJSON")).toBe(true);
    expect(isClientReference(react.dehydrate)).toBe(false);
    expect(typeof react.dehydrate).toBe("function");
    expect(isClientReference(react.StackProvider)).toBe(true);
    expect(isClientReference(react.useUser)).toBe(true);
    expect(isClientReference(react.useStackApp)).toBe(true);
    // A server app built from it is a real one.
    const App = react.StackServerApp as new (options: object) => { projectId: string };
    expect(
      new App({ projectId: "p", publishableClientKey: "k", secretServerKey: "s" }).projectId,
    ).toBe("p");
  });
});

describe("@app/ui under the react-server condition", () => {
  it("loads with React's server build, every component a client reference", async () => {
    const ui = await serverImport("@app/ui");
    for (const name of ["StackHandler", "SignIn", "UserButton", "StackTheme", "AccountSettings"]) {
      expect(isClientReference(ui[name]), name).toBe(true);
    }
  });
});

describe("@app/next under the react-server condition", () => {
  it("imports the Next apps, the server provider, the handler and the middleware as themselves", async () => {
    const next = await serverImport("@app/next");
    expect(isClass(next.StackServerApp, "getUser")).toBe(true);
    expect(isClass(next.StackClientApp, "getUser")).toBe(true);
    expect(isClass(next.StackAdminApp, "getProject")).toBe(true);
    for (const name of ["StackProvider", "StackHandler", "stackMiddleware", "dehydrate"]) {
      expect(isClientReference(next[name]), name).toBe(false);
      expect(typeof next[name], name).toBe("function");
    }
    for (const name of ["useUser", "useStackApp", "UserButton", "SignIn", "StackTheme"]) {
      expect(isClientReference(next[name]), name).toBe(true);
    }
    // Built outside a request, with the request's cookies as its store: no throw.
    const App = next.StackServerApp as new (options: object) => { getUser(): Promise<unknown> };
    const app = new App({ projectId: "p", publishableClientKey: "k", secretServerKey: "s" });
    await expect(app.getUser()).rejects.toThrow(/outside a request scope/);
  });
});

describe("@app/next's client entry in a browser bundle", () => {
  it("loads no server code with the page: no server or admin app, no jose, nothing of next/headers", async () => {
    const result = await build({
      stdin: {
        contents: `
          import { StackClientApp, StackProvider, StackHandler, useUser, UserButton } from "@app/next";
          export { StackClientApp, StackProvider, StackHandler, useUser, UserButton };`,
        resolveDir: root,
      },
      bundle: true,
      splitting: true,
      platform: "browser",
      format: "esm",
      jsx: "automatic",
      external: ["react", "react-dom", "react/*", "react-dom/*", "next", "next/*"],
      loader: { ".css": "empty" },
      outdir: "/virtual-out",
      write: false,
      metafile: true,
      logLevel: "silent",
    });
    const { outputs } = result.metafile;
    const firstLoad = firstLoadOutputs(result.metafile).flatMap((path) =>
      Object.keys(outputs[path]?.inputs ?? {}),
    );
    expect(firstLoad.some((m) => m.includes("packages/next/dist/index.js"))).toBe(true);
    const serverCode = firstLoad.filter((m) =>
      /core\/dist\/apps\/(server|admin)-app\.js$|[\\/]jose[\\/]|next\/dist\/server\//.test(m),
    );
    expect(serverCode).toEqual([]);
    // Nowhere in the bundle, lazy chunks included.
    const every = Object.values(outputs).flatMap((output) => Object.keys(output.inputs));
    expect(every.filter((m) => m.includes("packages/next/dist/server/"))).toEqual([]);
    const code = result.outputFiles.map((file) => file.text).join("\n");
    expect(code).not.toMatch(/["']next\/headers["']/);
  });
});

describe("@app/next's built entries as a drop-in for @stackframe/stack", () => {
  /** The names `@app/next`'s build exports under `conditions`, read by esbuild without running it. */
  async function builtNames(conditions: string[], platform: "node" | "browser") {
    const result = await build({
      stdin: { contents: `export * from "@app/next";`, resolveDir: root },
      bundle: true,
      platform,
      format: "esm",
      conditions,
      external: ["react", "react-dom", "react/*", "react-dom/*", "next", "next/*"],
      loader: { ".css": "empty" },
      outdir: "/virtual-out",
      write: false,
      metafile: true,
      logLevel: "silent",
    });
    return Object.values(result.metafile.outputs).flatMap((output) => output.exports);
  }

  it("exports every runtime name of @stackframe/stack 2.8.108 under react-server and in the browser", async () => {
    const reference = createRequire(join(root, "test/reference-app/package.json"))(
      "@stackframe/stack",
    ) as Record<string, unknown>;
    // Not offered (docs/migrating.md): the reference's Convex integration, its page prompts and
    // the key into its internals.
    const notOffered = ["getConvexProvidersConfig", "getPagePrompt", "stackAppInternalsSymbol"];
    const names = Object.keys(reference).filter((name) => !notOffered.includes(name));
    expect(names.length).toBeGreaterThan(30);
    const server = await builtNames(["react-server"], "node");
    const browser = await builtNames([], "browser");
    expect(names.filter((name) => !server.includes(name))).toEqual([]);
    expect(names.filter((name) => !browser.includes(name))).toEqual([]);
  });
});
