import { afterEach, describe, expect, it } from "vitest";
import { call, knownError, signUp, useTestEmulator } from "../test-utils/harness.js";
import { exchangeCode, pkce } from "../test-utils/oauth-flow.js";

const emulator = useTestEmulator();

afterEach(() => emulator.reset());

const HANDLER = "http://localhost:3000/handler/oauth-callback?stack_cross_domain_auth=1";
const AFTER = "http://localhost:3000/after-sign-in";

/** `POST /auth/oauth/cross-domain/authorize` as the SDK's hand-off sends it. */
function handOff(
  user: { access_token?: string; refresh_token?: string },
  flow: { challenge: string; state: string },
  body: Record<string, string> = {},
) {
  return call(emulator, "POST", "/auth/oauth/cross-domain/authorize", {
    ...(user.access_token ? { accessToken: user.access_token } : {}),
    ...(user.refresh_token ? { refreshToken: user.refresh_token } : {}),
    body: {
      redirect_uri: HANDLER,
      state: flow.state,
      code_challenge: flow.challenge,
      code_challenge_method: "S256",
      after_callback_redirect_url: AFTER,
      ...body,
    },
  });
}

describe("POST /auth/oauth/cross-domain/authorize", () => {
  it("answers a one-time code on redirect_uri, exchanged with PKCE for the same session's refresh token", async () => {
    const user = await signUp(emulator);
    const flow = pkce();
    const res = await handOff(user, flow);
    expect(res.status).toBe(200);
    const target = new URL(res.body.redirect_url);
    expect(target.origin + target.pathname).toBe("http://localhost:3000/handler/oauth-callback");
    expect(target.searchParams.get("stack_cross_domain_auth")).toBe("1");
    expect(target.searchParams.get("state")).toBe(flow.state);
    const code = target.searchParams.get("code") ?? "";
    const tokens = await exchangeCode(emulator, code, flow.verifier, { redirectUri: HANDLER });
    expect(tokens.status).toBe(200);
    expect(tokens.body).toMatchObject({
      refresh_token: user.refresh_token,
      after_callback_redirect_url: AFTER,
      afterCallbackRedirectUrl: AFTER,
      is_new_user: false,
    });
    const me = await call(emulator, "GET", "/users/me", { accessToken: tokens.body.access_token });
    expect(me.body.id).toBe(user.user_id);
    // Once only.
    const again = await exchangeCode(emulator, code, flow.verifier, { redirectUri: HANDLER });
    expect(knownError(again).code).toBe("INVALID_AUTHORIZATION_CODE");
  });

  it("refuses a verifier that does not answer the challenge", async () => {
    const user = await signUp(emulator);
    const flow = pkce();
    const res = await handOff(user, flow);
    const code = new URL(res.body.redirect_url).searchParams.get("code") ?? "";
    const tokens = await exchangeCode(emulator, code, "this-is-an-invalid-pkce-verifier", {
      redirectUri: HANDLER,
    });
    expect(knownError(tokens).code).toBe("INVALID_AUTHORIZATION_CODE");
  });

  it("needs a signed-in user (401), even with a refresh token alone", async () => {
    const user = await signUp(emulator);
    const none = await handOff({}, pkce());
    expect(knownError(none)).toEqual({
      status: 401,
      code: "USER_AUTHENTICATION_REQUIRED",
      header: "USER_AUTHENTICATION_REQUIRED",
    });
    const refreshOnly = await handOff({ refresh_token: user.refresh_token }, pkce());
    expect(knownError(refreshOnly).code).toBe("USER_AUTHENTICATION_REQUIRED");
  });

  it("needs the session's own refresh token, in the service's words", async () => {
    const user = await signUp(emulator);
    const missing = await handOff({ access_token: user.access_token }, pkce());
    expect(missing.status).toBe(400);
    expect(missing.text).toBe(
      "Cross-domain auth handoff requires passing the current refresh token.",
    );
    const other = await signUp(emulator);
    for (const refresh_token of ["not-a-refresh-token", other.refresh_token]) {
      const wrong = await handOff({ access_token: user.access_token, refresh_token }, pkce());
      expect(wrong.status).toBe(401);
      expect(wrong.text).toBe(
        "Cross-domain auth handoff refresh token does not match the authenticated session.",
      );
    }
  });

  it("refuses untrusted redirect URLs before issuing a code", async () => {
    const user = await signUp(emulator);
    const untrusted: Record<string, string>[] = [
      { redirect_uri: "https://evil.example.com/oauth/callback" },
      { after_callback_redirect_url: "https://evil.example.com/post-auth" },
    ];
    for (const body of untrusted) {
      const res = await handOff(user, pkce(), body);
      expect(knownError(res).code).toBe("REDIRECT_URL_NOT_WHITELISTED");
    }
  });

  it("refuses a code whose session ended before the exchange", async () => {
    const user = await signUp(emulator);
    const flow = pkce();
    const res = await handOff(user, flow);
    const code = new URL(res.body.redirect_url).searchParams.get("code") ?? "";
    await call(emulator, "DELETE", "/auth/sessions/current", {
      accessToken: user.access_token,
      refreshToken: user.refresh_token,
    });
    const tokens = await exchangeCode(emulator, code, flow.verifier, { redirectUri: HANDLER });
    expect(knownError(tokens).code).toBe("INVALID_AUTHORIZATION_CODE");
  });

  it("checks the body as the service does: a PKCE S256 challenge, a state", async () => {
    const user = await signUp(emulator);
    const short = await handOff(user, { challenge: "too-short", state: "s" });
    expect(knownError(short).code).toBe("SCHEMA_ERROR");
    const plain = await handOff(user, pkce(), { code_challenge_method: "plain" });
    expect(knownError(plain).code).toBe("SCHEMA_ERROR");
  });
});
