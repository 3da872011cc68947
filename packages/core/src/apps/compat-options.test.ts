import { StackClientApp } from "@app/core";
import { StackAdminApp } from "@app/core/admin";
import { StackServerApp } from "@app/core/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { uniqueEmail, useHarness } from "../test-utils/emulator-harness.js";

// The reference SDK's constructor options beyond ours: extraRequestHeaders, noAutomaticPrefetch,
// inheritsFrom (oauthScopesOnSignIn is in resources/oauth/oauth.dom.test.ts).

const h = useHarness();

afterEach(() => {
  vi.unstubAllEnvs();
});

/** A fetch that records every request's headers. */
function headerLog() {
  const sent: Headers[] = [];
  const fetchFn: typeof fetch = (input, init) => {
    sent.push(new Headers(init?.headers));
    return fetch(input, init);
  };
  return { sent, fetch: fetchFn };
}

describe("extraRequestHeaders, as the reference sends them", () => {
  it("are added to every request of client and server apps", async () => {
    const log = headerLog();
    const extraRequestHeaders = { "x-trace-id": "trace-1", "x-tenant": "acme" };
    const client = h.client({ fetch: log.fetch, extraRequestHeaders });
    await client.getProject();
    await client.signInWithCredential({
      email: "demo@example.com",
      password: "demo-password",
      noRedirect: true,
    });
    const server = h.server(undefined, { fetch: log.fetch, extraRequestHeaders });
    await server.listUsers({ limit: 1 });
    expect(log.sent.length).toBeGreaterThanOrEqual(3);
    for (const headers of log.sent) {
      expect(headers.get("x-trace-id")).toBe("trace-1");
      expect(headers.get("x-tenant")).toBe("acme");
    }
  });

  it("come from STACK_EXTRA_REQUEST_HEADERS (JSON) when the option is not given", async () => {
    vi.stubEnv("STACK_EXTRA_REQUEST_HEADERS", JSON.stringify({ "x-from-env": "yes" }));
    const log = headerLog();
    await h.client({ fetch: log.fetch }).getProject();
    expect(log.sent[0]?.get("x-from-env")).toBe("yes");
    vi.stubEnv("STACK_EXTRA_REQUEST_HEADERS", "{not json");
    expect(() => h.client()).toThrow(
      new TypeError(
        "STACK_EXTRA_REQUEST_HEADERS must hold a JSON object of header names to strings; its 9 characters are not JSON: it breaks at line 1, column 2 (the text is not shown: it may hold credentials).",
      ),
    );
  });

  it("that are not an object of strings are a TypeError naming the option, not showing values", () => {
    for (const [bad, problem] of [
      [["x"], "got an array"],
      [{ "x-a": 1 }, '"x-a" holds a number'],
      ["x-a: 1", "got a string"],
    ] as const) {
      expect(() => h.client({ extraRequestHeaders: bad as never })).toThrow(
        `extraRequestHeaders must be an object of header names to strings; ${problem} (values are not shown: they may hold credentials).`,
      );
    }
  });
});

describe("noAutomaticPrefetch", () => {
  it("is accepted, and no app sends a request before a method is called, with or without it", () => {
    const log = headerLog();
    for (const noAutomaticPrefetch of [true, false, undefined]) {
      h.client({ fetch: log.fetch, noAutomaticPrefetch });
      h.server(undefined, { fetch: log.fetch, noAutomaticPrefetch });
    }
    expect(log.sent).toEqual([]);
    expect(() => h.client({ noAutomaticPrefetch: "yes" as never })).toThrow(
      new TypeError('noAutomaticPrefetch must be a boolean; got "yes".'),
    );
  });
});

describe("inheritsFrom: an app built from another app's options", () => {
  it("a server app from a client app takes its project, key and base URL, and adds the secret", async () => {
    const client = h.client({ urls: { afterSignIn: "/dashboard" } });
    const server = new StackServerApp({
      inheritsFrom: client,
      secretServerKey: h.emulator.secretServerKey,
    });
    expect(server.projectId).toBe(h.emulator.projectId);
    expect(server.urls.afterSignIn).toBe("/dashboard");
    const email = uniqueEmail();
    const created = await server.createUser({ primaryEmail: email });
    expect((await server.getUser(created.id))?.primaryEmail).toBe(email);
  });

  it("an option given replaces the inherited one; one given as undefined does not", () => {
    const parent = h.client({ urls: { afterSignIn: "/a" } });
    const child = new StackClientApp({
      inheritsFrom: parent,
      urls: { afterSignIn: "/b" },
      projectId: undefined,
    });
    expect(child.urls.afterSignIn).toBe("/b");
    expect(child.projectId).toBe(h.emulator.projectId);
    // Inheritance goes through generations.
    expect(new StackClientApp({ inheritsFrom: child }).urls.afterSignIn).toBe("/b");
  });

  it("a client app from a server or admin app leaves the secret keys behind", async () => {
    const client = new StackClientApp({ inheritsFrom: h.server(), tokenStore: "memory" });
    expect(await client.getProject()).toMatchObject({ id: h.emulator.projectId });
    const fromAdmin = new StackClientApp({ inheritsFrom: h.admin(), tokenStore: "memory" });
    expect(fromAdmin.projectId).toBe(h.emulator.projectId);
    // An admin app from a server app is still refused without its admin key.
    expect(
      () => new StackAdminApp({ inheritsFrom: h.server(), dangerouslyAllowBrowser: true }),
    ).toThrow(/The superSecretAdminKey option is required/);
  });

  it("anything but an app is a TypeError naming the option", () => {
    expect(
      () => new StackClientApp({ inheritsFrom: { projectId: "p" } as never, tokenStore: "memory" }),
    ).toThrow(/^inheritsFrom must be a StackClientApp, StackServerApp or StackAdminApp; got /);
  });
});
