import { StackAdminApp } from "@app/core/admin";
import { StackServerApp } from "@app/core/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StackClientApp } from "./client-app.js";

const base = { projectId: "p-1", publishableClientKey: "pck", tokenStore: "memory" as const };
const server = { projectId: "p-1", publishableClientKey: "pck", secretServerKey: "ssk" };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("construction checks every option before anything is stored or sent", () => {
  it("a projectId that is not a string is a TypeError naming it", () => {
    expect(() => new StackClientApp({ ...base, projectId: 123 as unknown as string })).toThrow(
      new TypeError("The projectId option must be a string; got number 123."),
    );
  });

  it("a baseUrl that is not an http(s) URL is a TypeError naming it", () => {
    for (const baseUrl of ["api.example.com", "ftp://api.example.com", "javascript:alert(1)"]) {
      expect(() => new StackClientApp({ ...base, baseUrl })).toThrow(
        `baseUrl must be an http(s) URL; got ${JSON.stringify(baseUrl)}.`,
      );
    }
    expect(new StackClientApp({ ...base, baseUrl: "http://127.0.0.1:8102" }).projectId).toBe("p-1");
  });

  // Regression: a foreign afterSignIn stored the tokens and then threw, so the caller saw an
  // error while signed in.
  it("in a browser, a urls entry of another origin is a TypeError at construction", () => {
    vi.stubGlobal("location", new URL("https://app.example.com/page"));
    expect(
      () => new StackClientApp({ ...base, urls: { afterSignIn: "https://evil.example/steal" } }),
    ).toThrow(
      'urls.afterSignIn must be a relative URL or one of this site\'s origin; got "https://evil.example/steal".',
    );
    expect(() => new StackClientApp({ ...base, urls: { signIn: "//evil.example" } })).toThrow(
      /urls.signIn/,
    );
    const same = new StackClientApp({
      ...base,
      urls: { afterSignIn: "https://app.example.com/dashboard", signIn: "/login" },
    });
    expect(same.urls.afterSignIn).toBe("https://app.example.com/dashboard");
  });

  it("anywhere, javascript: and data: URLs in urls are refused", () => {
    for (const url of ["javascript:alert(1)", "data:text/html,hi"]) {
      expect(() => new StackClientApp({ ...base, urls: { home: url } })).toThrow(/urls.home/);
    }
    expect(() => new StackClientApp({ ...base, urls: { home: 7 as unknown as string } })).toThrow(
      "urls.home must be a relative URL or one of this site's origin; got number 7.",
    );
  });

  it("timeoutMs bounds every request of the app", async () => {
    const hang: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      });
    const app = new StackClientApp({ ...base, timeoutMs: 20, fetch: hang });
    await expect(
      app.signInWithCredential({ email: "ada@example.com", password: "a-password" }),
    ).rejects.toThrow(/timed out after 20 ms/);
  });

  it("StackClientApp given a secret key refuses and points to StackServerApp", () => {
    for (const key of ["secretServerKey", "superSecretAdminKey"]) {
      expect(() => new StackClientApp({ ...base, [key]: "secret" } as typeof base)).toThrow(
        `StackClientApp does not take a ${key}: use StackServerApp (@app/core/server) on your server.`,
      );
    }
  });
});

describe("a missing id or key names the variables of each setup", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  // Issue 33: a Vite app without .env was told only of NEXT_PUBLIC_STACK_PROJECT_ID, which a
  // browser bundle of Vite cannot read.
  it("issue 33: a client app's project id and key name the VITE_ variable and import.meta.env as well as NEXT_PUBLIC_", () => {
    for (const name of ["NEXT_PUBLIC_STACK_PROJECT_ID", "STACK_PROJECT_ID"]) vi.stubEnv(name, "");
    expect(() => new StackClientApp({ ...base, projectId: undefined })).toThrow(
      new TypeError(
        "The projectId option is required: pass it or set NEXT_PUBLIC_STACK_PROJECT_ID or STACK_PROJECT_ID; in a Vite app, import.meta.env.VITE_STACK_PROJECT_ID from .env.",
      ),
    );
    for (const name of [
      "NEXT_PUBLIC_STACK_PUBLISHABLE_CLIENT_KEY",
      "STACK_PUBLISHABLE_CLIENT_KEY",
    ]) {
      vi.stubEnv(name, "");
    }
    expect(() => new StackClientApp({ ...base, publishableClientKey: undefined })).toThrow(
      /; in a Vite app, import\.meta\.env\.VITE_STACK_PUBLISHABLE_CLIENT_KEY from \.env\.$/,
    );
  });

  it("a server's secret key names its server variable only: a secret never goes into a Vite bundle", () => {
    vi.stubEnv("STACK_SECRET_SERVER_KEY", "");
    expect(() => new StackServerApp({ ...server, secretServerKey: undefined })).toThrow(
      new TypeError(
        "The secretServerKey option is required: pass it or set STACK_SECRET_SERVER_KEY.",
      ),
    );
  });
});

describe("server and admin apps refuse browser-like environments", () => {
  const environments: [string, Record<string, unknown>][] = [
    ["a page (window and document)", { window: {}, document: {} }],
    ["window alone", { window: {} }],
    [
      "a web worker (self and WorkerGlobalScope, no document)",
      { self: {}, WorkerGlobalScope: class {} },
    ],
    // Regression: a worker seen as self and importScripts alone was let through.
    ["a web worker (self and importScripts, no window)", { self: {}, importScripts: () => {} }],
  ];
  for (const [name, globals] of environments) {
    it(`in ${name}`, () => {
      for (const [key, value] of Object.entries(globals)) vi.stubGlobal(key, value);
      expect(() => new StackServerApp(server)).toThrow(
        /StackServerApp holds a secret key and must not run in a browser/,
      );
      expect(() => new StackAdminApp({ ...server, superSecretAdminKey: "sak" })).toThrow(
        /StackAdminApp holds a secret key and must not run in a browser/,
      );
    });
  }

  it("unless dangerouslyAllowBrowser is set, for test environments such as jsdom", () => {
    vi.stubGlobal("window", {});
    vi.stubGlobal("document", {});
    expect(new StackServerApp({ ...server, dangerouslyAllowBrowser: true }).projectId).toBe("p-1");
  });

  it("run on a server (no window, document or worker scope)", () => {
    expect(new StackServerApp(server).projectId).toBe("p-1");
  });

  it("run on an edge worker that has self but no importScripts (Cloudflare, Deno)", () => {
    vi.stubGlobal("self", {});
    expect(new StackServerApp(server).projectId).toBe("p-1");
  });

  it("in a web worker too with dangerouslyAllowBrowser", () => {
    vi.stubGlobal("self", {});
    vi.stubGlobal("importScripts", () => {});
    expect(new StackServerApp({ ...server, dangerouslyAllowBrowser: true }).projectId).toBe("p-1");
  });
});
