import { describe, expect, it } from "vitest";
import { MemoryTokenStore } from "../session/token-store.js";
import { signUpUser, useHarness } from "../testing/emulator-harness.js";
import { clientAppConfig, refuseLoads, sessionOf } from "./app-internals.js";
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
