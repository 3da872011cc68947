import { describe, expect, it } from "vitest";
import { uniqueEmail, useHarness } from "../test-utils/emulator-harness.js";

// The reference SDK's token getters on the app: what a client sends to its own backend.
const h = useHarness();

describe("app.getAuthJson(), getAccessToken() and getRefreshToken()", () => {
  it("are null while nobody is signed in, then the session's tokens", async () => {
    const app = h.client();
    expect(await app.getAuthJson()).toEqual({ accessToken: null, refreshToken: null });
    expect(await app.getAccessToken()).toBeNull();
    const email = uniqueEmail();
    await app.signUpWithCredential({ email, password: "password-123", noRedirect: true });
    const user = await app.getUser({ or: "throw" });
    const tokens = await user!.currentSession.getTokens();
    expect(await app.getAuthJson()).toEqual(tokens);
    expect(await app.getAccessToken()).toBe(tokens.accessToken);
    expect(await app.getRefreshToken()).toBe(tokens.refreshToken);
    // The server app reads the same user from the handed-over tokens.
    const seen = await h.server().getUser({ tokenStore: await app.getAuthJson() });
    expect(seen?.primaryEmail).toBe(email);
  });
});
