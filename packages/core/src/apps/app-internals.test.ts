import { describe, expect, it } from "vitest";
import type { PerRequestTokenStore } from "../session/token-store.js";
import { MemoryTokenStore } from "../session/token-store.js";
import { signUpUser, useHarness } from "../test-utils/emulator-harness.js";
import { clientAppConfig, nameRequestTokenStore, refuseLoads, sessionOf } from "./app-internals.js";
import { dehydrate } from "./dehydrate.js";
import { hydrate } from "./hydration.js";

const h = useHarness();

describe("clientAppConfig (what @app/next's provider hands the browser)", () => {
  it("holds what a browser app is built from, and no key but the publishable one", () => {
    const server = h.server(undefined, {
      urls: { signIn: "/login" },
      oauthScopesOnSignIn: { github: ["repo"] },
      extraRequestHeaders: { "x-internal": "secret" },
    });
    const config = clientAppConfig(server);
    expect(config).toEqual({
      projectId: h.emulator.projectId,
      publishableClientKey: h.emulator.publishableClientKey,
      baseUrl: h.emulator.url,
      urls: expect.objectContaining({ signIn: "/login", handler: "/handler" }),
      oauthScopesOnSignIn: { github: ["repo"] },
    });
    const json = JSON.stringify(config);
    expect(json).not.toContain(h.emulator.secretServerKey);
    // A server app's extra headers may carry secrets: only a client app's are handed on.
    expect(json).not.toContain("x-internal");
    expect(clientAppConfig(h.client({ extraRequestHeaders: { "x-a": "1" } }))).toMatchObject({
      extraRequestHeaders: { "x-a": "1" },
    });
  });
});

describe("refuseLoads (a browser app rendered on a server without its tokens)", () => {
  it("shows what it was handed and fails every other read with the reason, sending nothing", async () => {
    const ada = await signUpUser(h);
    await ada.app.getProject();
    const state = dehydrate(ada.app);
    const sent: string[] = [];
    const app = h.client({
      tokenStore: new MemoryTokenStore({ refreshToken: "server-render", accessToken: null }),
      fetch: async (input) => {
        sent.push(String(input));
        throw new Error("no request may be sent");
      },
    });
    refuseLoads(app, (key) => new Error(`not loaded: ${JSON.stringify(key)}`));
    hydrate(app, state);
    expect((await app.getUser())?.id).toBe(ada.user.id);
    expect((await app.getProject()).id).toBe(h.emulator.projectId);
    const user = await app.getUser({ or: "throw" });
    await expect(user.listTeams()).rejects.toThrow(/^not loaded: \["teams"/);
    expect(sent).toEqual([]);
  });
});

describe("sessionOf (middleware's refresh)", () => {
  it("refreshes an expired access token into the given store", async () => {
    const ada = await signUpUser(h);
    const { refreshToken } = await ada.app.getAuthJson();
    const store = new MemoryTokenStore({ refreshToken, accessToken: null });
    const token = await sessionOf(h.server(), store).getAccessToken();
    expect(token).toBeTypeOf("string");
    expect(store.get()).toEqual({ refreshToken, accessToken: token });
  });
});

describe('nameRequestTokenStore (@app/next\'s per-call tokenStore: "nextjs-cookie")', () => {
  /** "The request being served", as Next.js's cookies() finds it: the test sets it. */
  function requestSource() {
    let current: MemoryTokenStore | undefined;
    const source: PerRequestTokenStore = {
      forRequest: async () => {
        if (!current) throw new Error("no request is being served");
        return current;
      },
    };
    return { source, serve: (store: MemoryTokenStore) => (current = store) };
  }

  it("regression (issue 29): getUser({ tokenStore: name }) reads the request's store, whatever the app's own", async () => {
    const ada = await signUpUser(h);
    const { refreshToken, accessToken } = await ada.app.getAuthJson();
    const requests = requestSource();
    // The app's own store is not the request's: only the call names it.
    const server = h.server(undefined, { tokenStore: "memory" });
    nameRequestTokenStore(server, "nextjs-cookie", requests.source);
    await expect(server.getUser({ tokenStore: "nextjs-cookie" })).rejects.toThrow(
      "no request is being served",
    );
    requests.serve(new MemoryTokenStore({ refreshToken, accessToken }));
    expect((await server.getUser({ tokenStore: "nextjs-cookie" }))?.id).toBe(ada.user.id);
    expect((await server.getUser({ tokenStore: "nextjs-cookie", or: "throw" })).id).toBe(
      ada.user.id,
    );
    expect((await server.getPartialUser({ from: "token", tokenStore: "nextjs-cookie" }))?.id).toBe(
      ada.user.id,
    );
    // The app's own session is untouched.
    expect(await server.getUser()).toBeNull();
    // Another request's store, another user: nobody.
    requests.serve(new MemoryTokenStore({}));
    expect(await server.getUser({ tokenStore: "nextjs-cookie" })).toBeNull();
  });

  it("writes a refreshed access token into the request's store", async () => {
    const ada = await signUpUser(h);
    const { refreshToken } = await ada.app.getAuthJson();
    const requests = requestSource();
    const server = h.server();
    nameRequestTokenStore(server, "nextjs-cookie", requests.source);
    const store = requests.serve(new MemoryTokenStore({ refreshToken, accessToken: null }));
    expect((await server.getUser({ tokenStore: "nextjs-cookie" }))?.id).toBe(ada.user.id);
    expect(store.get().accessToken).toBeTypeOf("string");
  });

  it('leaves other apps as they were: there, a server\'s "nextjs-cookie" says what is missing', async () => {
    const server = h.server();
    await expect(server.getUser({ tokenStore: "nextjs-cookie" })).rejects.toThrow(
      /tokenStore "nextjs-cookie" reads the request's cookies through Next\.js/,
    );
  });

  it("takes a per-request store as a call's tokenStore, as the option's type says", async () => {
    const ada = await signUpUser(h);
    const requests = requestSource();
    requests.serve(new MemoryTokenStore(await ada.app.getAuthJson()));
    expect((await h.server().getUser({ tokenStore: requests.source }))?.id).toBe(ada.user.id);
    expect(
      (await h.client({ tokenStore: "memory" }).getUser({ tokenStore: requests.source }))?.id,
    ).toBe(ada.user.id);
  });
});
