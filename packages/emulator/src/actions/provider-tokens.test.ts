import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { call, DEMO_PROJECT, knownError, readResult, refreshGrant } from "../test-utils/harness.js";
import { authorizeUrl, exchangeCode, pkce } from "../test-utils/oauth-flow.js";
import { useEmulatorWithOpenIdProvider, walkToCallback } from "../test-utils/openid-provider.js";
import { ACCESS_TOKEN_MIN_REMAINING_MS } from "./provider-tokens.js";

// Connected accounts of a shared provider signed in at a real OpenID provider (oauthMockUrl): the
// provider's own access token is kept, reused while the provider accepts it, refreshed (and the
// refresh token rotated) when not, and a refresh the provider refuses ends the connection.

const { emulator, idp } = useEmulatorWithOpenIdProvider();

afterEach(() => emulator.reset());

/** Signs in at GitHub through the provider as a new account: the user's access token and sub. */
async function signedInUser() {
  const sub = `idp-${randomUUID()}@example.com`;
  const flow = pkce();
  const handBack = await walkToCallback(emulator, idp, authorizeUrl(emulator, "github", flow), {
    sub,
  });
  const callback = await fetch(handBack.callbackUrl, {
    redirect: "manual",
    headers: { cookie: handBack.emulatorCookie },
  });
  const code = new URL(callback.headers.get("location") ?? "").searchParams.get("code") ?? "";
  const tokens = await exchangeCode(emulator, code, flow.verifier);
  return {
    accessToken: tokens.body.access_token as string,
    refreshToken: tokens.body.refresh_token as string,
    sub,
  };
}

/** `POST /connected-accounts/me/github/access-token` for the user. */
function providerToken(accessToken: string, scope = "openid", path = "me/github") {
  return call(emulator, "POST", `/connected-accounts/${path}/access-token`, {
    accessToken,
    body: { scope },
  });
}

describe("connected accounts of an OpenID provider", () => {
  it("answers the provider's own access token, which its userinfo accepts, and reuses it", async () => {
    const user = await signedInUser();
    const first = await providerToken(user.accessToken);
    expect(first.status).toBe(201);
    expect(await idp.acceptsAccessToken(first.body.access_token)).toBe(true);
    const refreshes = idp.refreshCount;
    const again = await providerToken(user.accessToken);
    expect(again.body.access_token).toBe(first.body.access_token);
    expect(idp.refreshCount).toBe(refreshes);
    // By account id too.
    const byAccount = await providerToken(
      user.accessToken,
      "openid",
      `me/github/${encodeURIComponent(user.sub)}`,
    );
    expect(byAccount.body.access_token).toBe(first.body.access_token);
  });

  it("refreshes a token the provider revoked, and rotates the refresh token", async () => {
    const user = await signedInUser();
    const first = (await providerToken(user.accessToken)).body.access_token;
    await idp.revokeAccessToken(first);
    const refreshes = idp.refreshCount;
    const second = await providerToken(user.accessToken);
    expect(second.status).toBe(201);
    expect(second.body.access_token).not.toBe(first);
    expect(await idp.acceptsAccessToken(second.body.access_token)).toBe(true);
    expect(idp.refreshCount).toBe(refreshes + 1);
    // The rotated refresh token works the next time (the first one would be refused).
    await idp.revokeAccessToken(second.body.access_token);
    const third = await providerToken(user.accessToken);
    expect(third.status).toBe(201);
    expect(await idp.acceptsAccessToken(third.body.access_token)).toBe(true);
  });

  it("refreshes a token that expires within five minutes", async () => {
    const user = await signedInUser();
    const first = (await providerToken(user.accessToken)).body.access_token;
    // The provider's tokens live an hour: 56 minutes on, fewer than five remain.
    emulator.clock.advance(60 * 60 * 1000 - ACCESS_TOKEN_MIN_REMAINING_MS + 60 * 1000);
    // The emulator's own access token has expired by then: the app refreshes its session.
    const session = await refreshGrant(emulator, {
      grant_type: "refresh_token",
      refresh_token: user.refreshToken,
      client_id: DEMO_PROJECT.id,
      client_secret: DEMO_PROJECT.publishableClientKey,
    });
    const refreshes = idp.refreshCount;
    const second = await providerToken(session.body.access_token);
    expect(second.status).toBe(201);
    expect(second.body.access_token).not.toBe(first);
    expect(idp.refreshCount).toBe(refreshes + 1);
  });

  it("answers OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE once the provider revoked the grant, and asks no more", async () => {
    const user = await signedInUser();
    const token = (await providerToken(user.accessToken)).body.access_token;
    await idp.revokeGrant(token);
    const refused = await providerToken(user.accessToken);
    expect(knownError(refused)).toEqual({
      status: 400,
      code: "OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE",
      header: "OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE",
    });
    // The refused refresh token was dropped: the provider is not asked again.
    const refreshes = idp.refreshCount;
    expect(knownError(await providerToken(user.accessToken)).code).toBe(
      "OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE",
    );
    expect(idp.refreshCount).toBe(refreshes);
  });

  it.each(["access_denied", "consent_required", "invalid_token", "unauthorized_client"])(
    "answers OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE when the refresh fails with %s",
    async (error) => {
      const user = await signedInUser();
      const token = (await providerToken(user.accessToken)).body.access_token;
      idp.failNextRefresh(error);
      await idp.revokeAccessToken(token);
      const refused = await providerToken(user.accessToken);
      expect(knownError(refused).code).toBe("OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE");
    },
  );

  it("answers OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE for a scope the sign-in did not ask", async () => {
    const user = await signedInUser();
    const refreshes = idp.refreshCount;
    const refused = await providerToken(user.accessToken, "openid email");
    expect(knownError(refused).code).toBe("OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE");
    expect(idp.refreshCount).toBe(refreshes);
    expect((await providerToken(user.accessToken, "openid offline_access")).status).toBe(201);
  });

  it("has no token for an account attached by the server, and none for an unknown account id", async () => {
    const user = await signedInUser();
    const me = await call(emulator, "GET", "/users/me", { accessToken: user.accessToken });
    const attached = await call(emulator, "POST", "/oauth-providers", {
      access: "server",
      body: {
        user_id: me.body.id,
        provider_config_id: "github",
        email: "second@example.com",
        account_id: "second-github-account",
        allow_sign_in: false,
        allow_connected_accounts: true,
      },
    });
    expect(attached.status).toBe(201);
    const listed = await call(emulator, "GET", "/connected-accounts/me", {
      accessToken: user.accessToken,
    });
    expect(listed.body.items).toHaveLength(2);
    const none = await providerToken(user.accessToken, "openid", "me/github/second-github-account");
    expect(knownError(none).code).toBe("OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE");
    const unknown = await providerToken(user.accessToken, "openid", "me/github/no-such-account");
    expect(knownError(unknown).code).toBe("OAUTH_CONNECTION_NOT_CONNECTED_TO_USER");
    // The signed-in account still answers by provider alone.
    expect((await providerToken(user.accessToken)).status).toBe(201);
  });

  it("keeps the tokens of a link flow too", async () => {
    const signUp = await call(emulator, "POST", "/auth/password/sign-up", {
      body: { email: `linker-${randomUUID()}@example.com`, password: "correct horse battery" },
    });
    const accessToken = signUp.body.access_token as string;
    const flow = pkce();
    const url = authorizeUrl(emulator, "github", flow, { type: "link", token: accessToken });
    const handBack = await walkToCallback(emulator, idp, url, {
      sub: `idp-${randomUUID()}@example.com`,
    });
    const callback = await readResult(
      await fetch(handBack.callbackUrl, {
        redirect: "manual",
        headers: { cookie: handBack.emulatorCookie },
      }),
    );
    expect(callback.status).toBe(303);
    const token = await providerToken(accessToken);
    expect(token.status).toBe(201);
    expect(await idp.acceptsAccessToken(token.body.access_token)).toBe(true);
  });
});
