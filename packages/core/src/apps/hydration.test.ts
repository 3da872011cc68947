import { dehydrate, hydrate, type StackClientApp } from "@app/core";
import { MemoryTokenStore, type TrackedPromise } from "@app/core/internal";
import { DEMO_USER } from "@app/emulator";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  encodeAccessCookie,
  encodeRefreshCookie,
  refreshCookieName,
} from "../session/cookie-writer.js";
import type { Tokens } from "../session/tokens.js";
import { type RequestLog, recordingFetch, useHarness } from "../test-utils/emulator-harness.js";

const h = useHarness();
afterEach(() => {
  vi.restoreAllMocks();
});

/** The Cookie header of a page request from a browser whose cookie store holds `tokens`. */
function cookieHeader(tokens: Tokens): string {
  if (!tokens.refreshToken || !tokens.accessToken) return "theme=dark";
  const refresh = encodeRefreshCookie(tokens.refreshToken, Date.now());
  const access = encodeAccessCookie(tokens.refreshToken, tokens.accessToken);
  return [
    "theme=dark",
    `${refreshCookieName(h.emulator.projectId, false)}=${encodeURIComponent(refresh)}`,
    `stack-access=${encodeURIComponent(access)}`,
  ].join("; ");
}

/** The demo user's tokens, signed in once per test (the "browser's cookies"). */
async function demoTokens(): Promise<Tokens> {
  const store = new MemoryTokenStore();
  const app = h.client({ tokenStore: store });
  await app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
  return store.get();
}

/** What a server render does per request: a client app over the request, data loaded. */
async function serverRender(tokens: Tokens, log: RequestLog): Promise<StackClientApp> {
  const app = h.client({ tokenStore: { headers: { cookie: cookieHeader(tokens) } } }, log);
  await Promise.all([app.getUser(), app.getProject()]);
  return app;
}

describe("dehydrate and hydrate (server rendering)", () => {
  it("sends the request's user and the project; the browser app then loads neither again", async () => {
    const tokens = await demoTokens();
    const serverLog: RequestLog = [];
    const state = dehydrate(await serverRender(tokens, serverLog));
    expect(serverLog.sort()).toEqual(["GET /projects/current", "GET /users/me"]);
    expect(state.projectId).toBe(h.emulator.projectId);
    expect(state.user?.primary_email).toBe(DEMO_USER.email);
    expect(state.project?.id).toBe(h.emulator.projectId);
    // Plain JSON, without the session's tokens.
    const json = JSON.stringify(state);
    expect(JSON.parse(json)).toEqual(state);
    expect(json).not.toContain(tokens.refreshToken);
    expect(json).not.toContain(tokens.accessToken);

    const browserLog: RequestLog = [];
    const browser = h.client({ tokenStore: new MemoryTokenStore(tokens) }, browserLog);
    hydrate(browser, JSON.parse(json));
    // What the page's hooks read (`useUser()`, `useProject()`): the cache, which holds both.
    const user = await browser.userStore.getPromise();
    expect(user?.primaryEmail).toBe(DEMO_USER.email);
    expect((await browser.projectStore.getPromise()).displayName).toBe(state.project?.displayName);
    expect(browserLog).toEqual([]);
    // The hydrated user is a working user of the browser's session.
    await user?.setDisplayName("Hydrated");
    expect((await browser.userStore.getPromise())?.displayName).toBe("Hydrated");
    expect(browserLog).toEqual(["PATCH /users/me"]);
    // An awaited getter asks the service what it holds now (issue 29), as the reference's does.
    expect((await browser.getUser())?.displayName).toBe("Hydrated");
    expect(browserLog.at(-1)).toBe("GET /users/me");
  });

  // Regression: a browser app loads the user object's module with its first GET /users/me, which a
  // hydrated page never makes; hydrate() threw "used before prepareCurrentUser loaded it".
  it("shows a signed-in user on a page that has read no user before hydrating", async () => {
    const tokens = await demoTokens();
    const state = dehydrate(await serverRender(tokens, []));
    vi.resetModules();
    const page = await import("../index.js");
    const { MemoryTokenStore: FreshMemoryStore } = await import("../session/token-store.js");
    const browserLog: RequestLog = [];
    const browser = new page.StackClientApp({
      baseUrl: h.emulator.url,
      projectId: h.emulator.projectId,
      publishableClientKey: h.emulator.publishableClientKey,
      tokenStore: new FreshMemoryStore(tokens),
      redirectMethod: "none",
      fetch: recordingFetch(browserLog),
    });
    page.hydrate(browser, JSON.parse(JSON.stringify(state)));
    // The module loads lazily (not in the page's first load): the user is on its way meanwhile.
    expect((browser.userStore.getPromise() as TrackedPromise<unknown>).status).toBe("pending");
    expect((await browser.getUser())?.primaryEmail).toBe(DEMO_USER.email);
    expect(browserLog).toEqual([]);
  });

  it("sends 'signed out' for a request without a session, which the browser takes as is", async () => {
    const serverLog: RequestLog = [];
    const state = dehydrate(
      await serverRender({ accessToken: null, refreshToken: null }, serverLog),
    );
    expect(serverLog).toEqual(["GET /projects/current"]);
    expect(state.user).toBeNull();
    const browserLog: RequestLog = [];
    const browser = h.client({}, browserLog);
    hydrate(browser, state);
    expect(await browser.userStore.getPromise()).toBeNull();
    await browser.projectStore.getPromise();
    expect(browserLog).toEqual([]);
    // Without a session there is nobody to ask about.
    expect(await browser.getUser()).toBeNull();
    expect(browserLog).toEqual([]);
  });

  it("never sends server-only fields, even from a server app", async () => {
    const tokens = await demoTokens();
    const server = h.server();
    const demo = await server.getUser({ tokenStore: tokens });
    await demo?.update({ serverMetadata: { plan: "secret-plan" } });
    const serverApp = h.server(undefined, {
      tokenStore: { headers: { cookie: cookieHeader(tokens) } },
    });
    expect((await serverApp.getUser())?.serverMetadata).toEqual({ plan: "secret-plan" });
    const state = dehydrate(serverApp);
    expect(state.user?.id).toBe(demo?.id);
    expect(JSON.stringify(state)).not.toContain("secret-plan");
    expect(state.user).not.toHaveProperty("server_metadata");
  });

  it("sends only what is loaded: a state made before loading holds the project id alone", () => {
    const app = h.client({ tokenStore: { headers: { cookie: "" } } });
    expect(dehydrate(app)).toEqual({ projectId: h.emulator.projectId });
  });

  it("keeps what the browser app has loaded already", async () => {
    const tokens = await demoTokens();
    const state = dehydrate(await serverRender(tokens, []));
    const browser = h.client({ tokenStore: new MemoryTokenStore(tokens) });
    const loaded = await browser.getUser();
    hydrate(browser, { ...state, user: state.user && { ...state.user, display_name: "Stale" } });
    expect(await browser.userStore.getPromise()).toBe(loaded);
    expect(loaded?.displayName).not.toBe("Stale");
  });

  it("refuses another project's state or a malformed one with a TypeError, storing nothing", async () => {
    const tokens = await demoTokens();
    const state = dehydrate(await serverRender(tokens, []));
    const log: RequestLog = [];
    const browser = h.client({ tokenStore: new MemoryTokenStore(tokens) }, log);
    expect(() => hydrate(browser, { ...state, projectId: "another-project" })).toThrow(
      'hydrate(): the state is of project "another-project", this app of',
    );
    const { id: _, ...userWithoutId } = state.user ?? {};
    expect(() => hydrate(browser, { ...state, user: userWithoutId as never })).toThrow(
      /^hydrate\(\) takes the object dehydrate\(\) made on the server; user\.id: /,
    );
    expect(() => hydrate(browser, "{}" as never)).toThrow(TypeError);
    await browser.getUser();
    await browser.getProject();
    expect(log.sort()).toEqual(["GET /projects/current", "GET /users/me"]);
  });

  it("does not show a server's signed-in user in a browser app that holds no session", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const state = dehydrate(await serverRender(await demoTokens(), []));
    const browser = h.client();
    hydrate(browser, state);
    expect(await browser.getUser()).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("holds no session"));
  });
});
