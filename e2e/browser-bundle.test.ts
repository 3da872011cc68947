import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { firstLoadOutputs } from "../packages/core/src/test-utils/first-load.js";

// What a browser app's bundler makes of the built packages (dist, through their package.json
// exports): the modules of its first load, the entry chunk and every chunk it imports statically.

const root = fileURLToPath(new URL("..", import.meta.url));

async function firstLoadModules(code: string, platform: "browser" | "node"): Promise<string[]> {
  const result = await build({
    stdin: { contents: code, resolveDir: root, loader: "jsx" },
    bundle: true,
    splitting: true,
    format: "esm",
    platform,
    jsx: "automatic",
    external: ["react", "react-dom", "react/*", "react-dom/*"],
    outdir: "/virtual-out",
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  const { outputs } = result.metafile;
  return firstLoadOutputs(result.metafile).flatMap((path) =>
    Object.keys(outputs[path]?.inputs ?? {}),
  );
}

const PAGE = `
import { StackClientApp, StackProvider, useUser } from "@app/react";
const app = new StackClientApp({ projectId: "p", publishableClientKey: "k", tokenStore: "cookie" });
export const page = () => <StackProvider app={app}>{String(useUser())}</StackProvider>;
`;

// The page, naming StackServerApp too (shared code may): the build decides which one it gets.
// (A page that does not name it carries neither: the ESM build is one file per module.)
const WITH_SERVER_APP = `${PAGE}\nexport { StackServerApp } from "@app/react";`;

const serverCode = (modules: string[]) =>
  modules.filter((m) => /core\/dist\/apps\/(server|admin)-app\.js$|[\\/]jose[\\/]/.test(m));

describe("a browser bundle of @app/react", () => {
  // The bug: @app/react re-exports the server and admin apps (as @stackframe/react does); esbuild
  // put into a page's first load every module they reach that a lazy chunk also uses, so a page
  // with StackProvider and useUser loaded the server app, the admin app and jose: 58.7 KB gzip.
  it("leaves the server and admin apps and jose out of the first load (the browser build)", async () => {
    const modules = await firstLoadModules(WITH_SERVER_APP, "browser");
    // The browser build's stand-ins of the server apps (browser.js itself only re-exports).
    expect(modules.some((m) => m.includes("react/dist/server-apps-browser.js"))).toBe(true);
    expect(serverCode(modules)).toEqual([]);
  });

  it("keeps them in a server bundle, where StackServerApp is the real one", async () => {
    const modules = await firstLoadModules(WITH_SERVER_APP, "node");
    expect(modules.some((m) => m.includes("react/dist/server-apps-browser.js"))).toBe(false);
    expect(modules.some((m) => m.includes("react/dist/stack-provider.js"))).toBe(true);
    expect(serverCode(modules).length).toBeGreaterThan(0);
  });
});

describe("a browser bundle of <SignIn/>", () => {
  // The bug: @app/ui imported its helpers from the @app/core/internal barrel, which reaches every
  // request schema; esbuild put those a lazy chunk also uses into the first load (49.5 KB gzip).
  it("loads no request schema of the admin or server side", async () => {
    const modules = await firstLoadModules(
      `import { SignIn } from "@app/ui"; export const page = () => <SignIn />;`,
      "browser",
    );
    expect(modules.some((m) => m.includes("ui/dist/auth/sign-in.js"))).toBe(true);
    const serverSide = /core\/dist\/(internal\.js|resources\/.*(admin|server)-)/;
    expect(modules.filter((m) => serverSide.test(m))).toEqual([]);
  });
});
