import { describe, expect, it, vi } from "vitest";
import type { AppContext } from "../../context/app-context.js";
import { MemoryTokenStore, NO_STORE_MESSAGE } from "../../session/token-store.js";
import { signInWithTokens } from "./sign-in-with-tokens.js";

const tokens = { access_token: "access-1", refresh_token: "refresh-1" };

describe("signInWithTokens", () => {
  it("stores the new session's tokens, then waits for the user to be loaded", async () => {
    const store = new MemoryTokenStore();
    const sync = vi.fn(async () => {
      expect(store.get()).toEqual({ accessToken: "access-1", refreshToken: "refresh-1" });
    });
    const context = { tokenStore: store, users: { sync } } as unknown as AppContext;
    await signInWithTokens(context, tokens);
    expect(sync).toHaveBeenCalledTimes(1);
  });

  it("stores them in the request's store when the app has a store per request", async () => {
    const store = new MemoryTokenStore();
    const context = {
      tokenStore: null,
      users: null,
      requestSession: async () => ({ store }),
    } as unknown as AppContext;
    await signInWithTokens(context, tokens);
    expect(store.get().refreshToken).toBe("refresh-1");
  });

  it("fails with the reference SDK's message when the app has no token store", async () => {
    const context = { tokenStore: null, users: null } as unknown as AppContext;
    await expect(signInWithTokens(context, tokens)).rejects.toThrow(NO_STORE_MESSAGE);
  });
});
