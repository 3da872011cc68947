import { createHash, randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { followMockOAuth, type MockOAuthIdentity } from "../oauth/follow-mock-oauth.js";
import { OAUTH_FLOW_LIFETIME_MS } from "../store/oauth-store.js";
import {
  call,
  DEMO_PROJECT,
  knownError,
  readResult,
  refreshGrant,
  setProjectConfig,
  signIn,
  signUp,
  useTestEmulator,
} from "../test-utils/harness.js";
import {
  APP_CALLBACK,
  APP_ERROR_PAGE,
  exchangeCode,
  pkce,
  authorizeUrl as sharedAuthorizeUrl,
} from "../test-utils/oauth-flow.js";

const emulator = useTestEmulator();

const APP = "http://localhost:3000";
const CALLBACK = APP_CALLBACK;
const ERROR_PAGE = APP_ERROR_PAGE;

afterEach(() => emulator.reset());

/** The authorize URL of the demo project, as the SDK signs in: every parameter it sends. */
function authorizeUrl(
  provider: string,
  flow: { challenge: string; state: string },
  extra: Record<string, string> = {},
): string {
  return sharedAuthorizeUrl(emulator, provider, flow, {
    type: "authenticate",
    error_redirect_url: ERROR_PAGE,
    ...extra,
  });
}

/** GET without following redirects, reading JSON errors. */
async function get(url: string) {
  return readResult(await fetch(url, { redirect: "manual" }));
}

function exchange(code: string, verifier: string, redirectUri = CALLBACK) {
  return exchangeCode(emulator, code, verifier, { redirectUri });
}

/** A whole sign-in through the mock provider: the token endpoint's answer. */
async function oauthSignIn(
  identity: MockOAuthIdentity,
  options: { provider?: string; extra?: Record<string, string> } = {},
) {
  const flow = pkce();
  const landed = new URL(
    await followMockOAuth(
      authorizeUrl(options.provider ?? "github", flow, options.extra),
      identity,
    ),
  );
  if (landed.searchParams.has("errorCode")) return { landed, tokens: undefined };
  expect(landed.origin + landed.pathname).toBe(CALLBACK);
  expect(landed.searchParams.get("state")).toBe(flow.state);
  const tokens = await exchange(landed.searchParams.get("code") ?? "", flow.verifier);
  return { landed, tokens };
}

const uniqueEmail = () => `oauth-${randomBytes(6).toString("hex")}@example.com`;

async function me(accessToken: string) {
  return (await call(emulator, "GET", "/users/me", { accessToken })).body;
}

describe("GET /auth/oauth/authorize/{provider}", () => {
  it("sends the browser to the mock provider's page (307) with the flow's inner cookie", async () => {
    const res = await get(authorizeUrl("github", pkce()));
    expect(res.status).toBe(307);
    const [cookie, ...others] = res.headers.getSetCookie();
    expect(others).toEqual([]);
    expect(cookie).toMatch(
      /^stack-oauth-inner-[^;]+=true; Path=\/; Expires=[^;]+; Max-Age=600; HttpOnly$/,
    );
    const location = new URL(res.headers.get("location") ?? "");
    expect(location.pathname).toBe("/emulator/oauth-provider/github/authorize");
    expect(location.searchParams.get("redirect_uri")).toBe(
      `${emulator.url}/api/v1/auth/oauth/callback/github`,
    );
    const page = await get(location.toString());
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.text).toContain("<h1>Sign in with GitHub</h1>");
    expect(page.text).toContain("Continue as github.user@example.com");
    expect(page.text).toContain("Demo Project");
  });

  it("answers {location} in JSON mode, as the SDK asks", async () => {
    const res = await get(authorizeUrl("google", pkce(), { stack_response_mode: "json" }));
    expect(res.status).toBe(200);
    expect(new URL(res.body.location).pathname).toBe("/emulator/oauth-provider/google/authorize");
    // PKCE protects a flow the app started itself: no cookie is needed, none is set.
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it.each([
    ["a wrong client secret", { client_secret: "nope" }, 401, "INVALID_PUBLISHABLE_CLIENT_KEY"],
    ["an unknown project", { client_id: "nope" }, 400, "INVALID_OAUTH_CLIENT_ID_OR_SECRET"],
    [
      "an untrusted after_callback_redirect_url",
      { after_callback_redirect_url: "https://evil.example/next" },
      400,
      "REDIRECT_URL_NOT_WHITELISTED",
    ],
    ["an unknown parameter", { prompt: "consent" }, 400, "SCHEMA_ERROR"],
    ["a link with a bad token", { type: "link", token: "x.y.z" }, 401, "UNPARSABLE_ACCESS_TOKEN"],
  ])("refuses %s", async (_, extra, status, code) => {
    const res = await get(authorizeUrl("github", pkce(), extra));
    expect(knownError(res)).toEqual({ status, code, header: code });
  });

  it("a wrong client secret answers INVALID_PUBLISHABLE_CLIENT_KEY with the project id", async () => {
    const res = await get(authorizeUrl("github", pkce(), { client_secret: "pck_wrong" }));
    expect(knownError(res)).toEqual({
      status: 401,
      code: "INVALID_PUBLISHABLE_CLIENT_KEY",
      header: "INVALID_PUBLISHABLE_CLIENT_KEY",
    });
    expect(res.body.details).toEqual({ project_id: DEMO_PROJECT.id });
  });

  it("a link without a token is the service's plain-text 400", async () => {
    const res = await get(authorizeUrl("github", pkce(), { type: "link" }));
    expect(res.status).toBe(400);
    expect(res.headers.get("x-stack-known-error")).toBeNull();
    expect(res.text).toBe("?token= query parameter is required for link type");
  });

  it("refuses a provider the project has not enabled", async () => {
    const res = await get(authorizeUrl("discord", pkce()));
    expect(knownError(res).code).toBe("OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED");
  });

  it("accepts what the service accepts: any scope, type defaulting to authenticate", async () => {
    const flow = pkce();
    const url = new URL(authorizeUrl("github", flow, { scope: "openid" }));
    url.searchParams.delete("type");
    const landed = new URL(await followMockOAuth(url.toString(), { email: uniqueEmail() }));
    expect(landed.origin + landed.pathname).toBe(CALLBACK);
    const tokens = await exchange(landed.searchParams.get("code") ?? "", flow.verifier);
    expect(tokens.body.is_new_user).toBe(true);
  });

  it("accepts code_challenge_method=plain: the verifier is the challenge itself", async () => {
    const verifier = randomBytes(32).toString("base64url");
    const flow = { challenge: verifier, state: randomBytes(16).toString("base64url") };
    const extra = { code_challenge_method: "plain" };
    const first = new URL(
      await followMockOAuth(authorizeUrl("github", flow, extra), { email: uniqueEmail() }),
    );
    // Its S256 hash does not answer a plain challenge...
    const hashed = createHash("sha256").update(verifier).digest("base64url");
    const wrong = await exchange(first.searchParams.get("code") ?? "", hashed);
    expect(knownError(wrong).code).toBe("INVALID_AUTHORIZATION_CODE");
    // ...the verifier does.
    const second = new URL(
      await followMockOAuth(authorizeUrl("github", flow, extra), { email: uniqueEmail() }),
    );
    const tokens = await exchange(second.searchParams.get("code") ?? "", verifier);
    expect(tokens.status).toBe(200);
    expect(tokens.body.is_new_user).toBe(true);
  });

  it("asks the provider for its base scope plus provider_scope (GitHub: user:email repo)", async () => {
    await setProjectConfig(emulator, {
      oauth_providers: [
        { id: "github", type: "standard", client_id: "gh-id", client_secret: "gh-secret" },
        { id: "google", type: "standard", client_id: "g-id", client_secret: "g-secret" },
      ],
    });
    const scopeAsked = async (provider: string, extra: Record<string, string> = {}) => {
      const res = await get(authorizeUrl(provider, pkce(), extra));
      return new URL(res.headers.get("location") ?? "").searchParams.get("scope");
    };
    expect(await scopeAsked("github", { provider_scope: "repo" })).toBe("user:email repo");
    expect(await scopeAsked("github")).toBe("user:email");
    expect(await scopeAsked("github", { provider_scope: "user:email read:org" })).toBe(
      "user:email read:org",
    );
    expect(await scopeAsked("google")).toBe(
      "https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile",
    );
  });

  it("a connected account linked with provider_scope gives tokens for the base scope and provider_scope", async () => {
    await setProjectConfig(emulator, {
      oauth_providers: [
        { id: "github", type: "standard", client_id: "gh-id", client_secret: "gh-secret" },
      ],
    });
    const user = await signUp(emulator, uniqueEmail());
    await oauthSignIn(
      { email: uniqueEmail() },
      { extra: { type: "link", token: user.access_token, provider_scope: "repo" } },
    );
    const tokenFor = (scope: string) =>
      call(emulator, "POST", "/connected-accounts/me/github/access-token", {
        accessToken: user.access_token,
        body: { scope },
      });
    expect((await tokenFor("user:email repo")).status).toBe(201);
    expect(knownError(await tokenFor("read:org")).code).toBe(
      "OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE",
    );
  });
});

describe("OAuth sign-in through the mock provider", () => {
  it("signs up a new user with the provider's e-mail and name (is_new_user)", async () => {
    const email = uniqueEmail();
    const { tokens } = await oauthSignIn({ email, name: "Ada Lovelace" });
    expect(tokens?.status).toBe(200);
    expect(tokens?.body).toMatchObject({
      token_type: "Bearer",
      scope: "legacy",
      is_new_user: true,
      newUser: true,
      after_callback_redirect_url: null,
    });
    const user = await me(tokens?.body.access_token);
    expect(user).toMatchObject({
      primary_email: email,
      primary_email_verified: true,
      display_name: "Ada Lovelace",
      has_password: false,
      oauth_providers: [{ id: "github", account_id: expect.any(String), email }],
    });
    // The refresh token is a real session.
    const refreshed = await refreshGrant(emulator, {
      grant_type: "refresh_token",
      refresh_token: tokens?.body.refresh_token,
      client_id: DEMO_PROJECT.id,
      client_secret: DEMO_PROJECT.publishableClientKey,
    });
    expect(refreshed.status).toBe(200);
  });

  it("signs a returning user in to the same account (not new)", async () => {
    const email = uniqueEmail();
    const first = await oauthSignIn({ email });
    const again = await oauthSignIn({ email, name: "Changed" });
    expect(again.tokens?.body.is_new_user).toBe(false);
    expect((await me(again.tokens?.body.access_token)).id).toBe(
      (await me(first.tokens?.body.access_token)).id,
    );
  });

  it("gives the app back its after_callback_redirect_url", async () => {
    const { tokens } = await oauthSignIn(
      { email: uniqueEmail() },
      { extra: { after_callback_redirect_url: `${APP}/dashboard?tab=2` } },
    );
    expect(tokens?.body.after_callback_redirect_url).toBe(`${APP}/dashboard?tab=2`);
    expect(tokens?.body.afterCallbackRedirectUrl).toBe(`${APP}/dashboard?tab=2`);
  });

  it("replaces code and state already on the redirect URI", async () => {
    const flow = pkce();
    const landed = new URL(
      await followMockOAuth(
        authorizeUrl("github", flow, { redirect_uri: `${CALLBACK}?code=old&state=old&x=1` }),
        { email: uniqueEmail() },
      ),
    );
    expect(landed.searchParams.getAll("code")).toHaveLength(1);
    expect(landed.searchParams.get("code")).not.toBe("old");
    expect(landed.searchParams.get("state")).toBe(flow.state);
    expect(landed.searchParams.get("x")).toBe("1");
  });

  it("sends a Cancel at the provider to the error page as OAUTH_PROVIDER_ACCESS_DENIED", async () => {
    const { landed } = await oauthSignIn({ deny: true });
    expect(landed.origin + landed.pathname).toBe(ERROR_PAGE);
    expect(landed.searchParams.get("errorCode")).toBe("OAUTH_PROVIDER_ACCESS_DENIED");
    expect(JSON.parse(landed.searchParams.get("details") ?? "")).toEqual({});
  });

  it("times out a flow whose callback comes more than 10 minutes after the authorize call", async () => {
    const res = await get(authorizeUrl("github", pkce()));
    const cookie = res.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    const page = new URL(res.headers.get("location") ?? "");
    const submitted = await fetch(page, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        state: page.searchParams.get("state") ?? "",
        email: uniqueEmail(),
        action: "allow",
      }),
      redirect: "manual",
    });
    expect(submitted.status).toBe(303);
    emulator.clock.advance(OAUTH_FLOW_LIFETIME_MS + 1000);
    const callback = await fetch(submitted.headers.get("location") ?? "", {
      redirect: "manual",
      headers: { cookie },
    });
    expect(callback.status).toBe(307);
    const landed = new URL(callback.headers.get("location") ?? "");
    expect(landed.origin + landed.pathname).toBe(ERROR_PAGE);
    expect(landed.searchParams.get("errorCode")).toBe("OUTER_OAUTH_TIMEOUT");
    expect(landed.searchParams.get("message")).toBe(
      "The OAuth flow has timed out. Please sign in again.",
    );
  });

  it("answers the service's 400 text for a callback of no flow; a finished flow's page has ended", async () => {
    const res = await get(`${emulator.url}/api/v1/auth/oauth/callback/github?state=x&code=y`);
    expect(res.status).toBe(400);
    expect(res.text).toBe("Invalid OAuth state. Please try signing in again.");
    expect(res.headers.get("set-cookie")).toBeNull();
    const flow = pkce();
    const started = await get(authorizeUrl("github", flow, { stack_response_mode: "json" }));
    const page = started.body.location as string;
    await followMockOAuth(page, { email: uniqueEmail() });
    const replayed = await fetch(page, { redirect: "manual" });
    expect(replayed.status).toBe(400);
    expect(await replayed.text()).toContain("This sign-in has ended");
  });

  it("answers the callback as the service does: the inner cookie required in redirect mode, 303 on success, deleted either way", async () => {
    const flow = pkce();
    const res = await get(authorizeUrl("github", flow));
    const cookie = res.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    const page = new URL(res.headers.get("location") ?? "");
    const submitted = await fetch(page, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        state: page.searchParams.get("state") ?? "",
        email: uniqueEmail(),
        action: "allow",
      }),
      redirect: "manual",
    });
    const callbackUrl = submitted.headers.get("location") ?? "";
    const deleted = /^stack-oauth-inner-[^=]+=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT$/;
    const without = await get(callbackUrl);
    expect(without.status).toBe(400);
    expect(without.text).toMatch(/^Inner OAuth cookie not found\./);
    expect(without.headers.getSetCookie()).toEqual([expect.stringMatching(deleted)]);
    const withCookie = await readResult(
      await fetch(callbackUrl, { redirect: "manual", headers: { cookie } }),
    );
    expect(withCookie.status).toBe(303);
    expect(withCookie.headers.getSetCookie()).toEqual([expect.stringMatching(deleted)]);
    expect(new URL(withCookie.headers.get("location") ?? "").searchParams.get("state")).toBe(
      flow.state,
    );
  });

  it("sends a known error of the sign-in back to redirect_uri with error=server_error (307)", async () => {
    await setProjectConfig(emulator, { sign_up_enabled: false });
    const { landed } = await oauthSignIn({ email: uniqueEmail() });
    expect(landed.origin + landed.pathname).toBe(CALLBACK);
    expect(landed.searchParams.get("error")).toBe("server_error");
    expect(landed.searchParams.get("errorCode")).toBe("SIGN_UP_NOT_ENABLED");
    expect(landed.searchParams.get("error_description")).toBe(landed.searchParams.get("message"));
  });

  /** Posts the mock provider's "Continue" form of a new GitHub flow with `email`. */
  async function submitMockProviderEmail(email: string): Promise<Response> {
    const page = new URL((await get(authorizeUrl("github", pkce()))).headers.get("location") ?? "");
    return fetch(page, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        state: page.searchParams.get("state") ?? "",
        email,
        action: "allow",
      }),
      redirect: "manual",
    });
  }

  it("asks the mock provider page again for a malformed e-mail", async () => {
    const res = await submitMockProviderEmail("not-an-email");
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain("Please enter a valid e-mail address.");
    expect(html).toContain('value="not-an-email"');
  });

  it("escapes what the page shows", async () => {
    const res = await submitMockProviderEmail('"><script>alert(1)</script>');
    const html = await res.text();
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});

describe("POST /auth/oauth/token (authorization code grant)", () => {
  async function codeOf() {
    const flow = pkce();
    const landed = new URL(
      await followMockOAuth(authorizeUrl("github", flow), { email: uniqueEmail() }),
    );
    return { ...flow, code: landed.searchParams.get("code") ?? "" };
  }

  it("works once: a reused code is INVALID_AUTHORIZATION_CODE", async () => {
    const { code, verifier } = await codeOf();
    expect((await exchange(code, verifier)).status).toBe(200);
    const again = await exchange(code, verifier);
    expect(knownError(again)).toEqual({
      status: 400,
      code: "INVALID_AUTHORIZATION_CODE",
      header: "INVALID_AUTHORIZATION_CODE",
    });
  });

  it("refuses a verifier that does not match the challenge, and the code is then spent", async () => {
    const { code, verifier } = await codeOf();
    const wrong = await exchange(code, randomBytes(32).toString("base64url"));
    expect(knownError(wrong).code).toBe("INVALID_AUTHORIZATION_CODE");
    expect(knownError(await exchange(code, verifier)).code).toBe("INVALID_AUTHORIZATION_CODE");
  });

  it("refuses another redirect_uri than the authorize call's with the service's 400 text, and spends the code", async () => {
    const { code, verifier } = await codeOf();
    const res = await exchange(code, verifier, `${APP}/elsewhere`);
    expect(res.status).toBe(400);
    expect(res.text).toBe(
      "Invalid redirect URI. Your redirect URI must be the same as the one used to get the authorization code.",
    );
    expect(knownError(await exchange(code, verifier)).code).toBe("INVALID_AUTHORIZATION_CODE");
  });

  it("refuses a code after 10 minutes", async () => {
    const { code, verifier } = await codeOf();
    emulator.clock.advance(10 * 60 * 1000 + 1);
    expect(knownError(await exchange(code, verifier)).code).toBe("INVALID_AUTHORIZATION_CODE");
  });

  it("refuses a code of another project's client", async () => {
    const { code, verifier } = await codeOf();
    const res = await refreshGrant(emulator, {
      grant_type: "authorization_code",
      code,
      redirect_uri: CALLBACK,
      code_verifier: verifier,
      client_id: DEMO_PROJECT.id,
      client_secret: "wrong",
    });
    expect(knownError(res).code).toBe("INVALID_OAUTH_CLIENT_ID_OR_SECRET");
    // The code was not spent by the refused client.
    expect((await exchange(code, verifier)).status).toBe(200);
  });

  it("names a missing field", async () => {
    const res = await refreshGrant(emulator, {
      grant_type: "authorization_code",
      client_id: DEMO_PROJECT.id,
      client_secret: DEMO_PROJECT.publishableClientKey,
    });
    expect(res.body.error).toBe("body.code: is required");
  });

  it("asks a user with TOTP for the second factor: MULTI_FACTOR_AUTHENTICATION_REQUIRED", async () => {
    const email = uniqueEmail();
    const first = await oauthSignIn({ email });
    await call(emulator, "PATCH", "/users/me", {
      accessToken: first.tokens?.body.access_token,
      body: { totp_secret_base64: Buffer.from("12345678901234567890").toString("base64") },
    });
    const { tokens } = await oauthSignIn({ email });
    expect(knownError(tokens as never).code).toBe("MULTI_FACTOR_AUTHENTICATION_REQUIRED");
    expect(tokens?.body.details.attempt_code).toMatch(/^[a-z0-9]{45}$/);
    expect(tokens?.body.access_token).toBeUndefined();
  });
});

describe("account merging on an e-mail another user signs in with", () => {
  /** A user who signs in with a verified e-mail and a password. */
  async function verifiedUser() {
    const email = uniqueEmail();
    const res = await call(emulator, "POST", "/users", {
      access: "server",
      body: {
        primary_email: email,
        primary_email_verified: true,
        primary_email_auth_enabled: true,
        password: "correct horse battery",
      },
    });
    expect(res.status).toBe(201);
    return { id: res.body.id as string, email };
  }

  it("link_method: joins the user when both sides verified the e-mail", async () => {
    const existing = await verifiedUser();
    const { tokens } = await oauthSignIn({ email: existing.email });
    expect(tokens?.body.is_new_user).toBe(false);
    const user = await me(tokens?.body.access_token);
    expect(user.id).toBe(existing.id);
    expect(user.oauth_providers).toEqual([
      { id: "github", account_id: expect.any(String), email: existing.email },
    ]);
    // The password still works too.
    expect((await signIn(emulator, existing.email, "correct horse battery")).user_id).toBe(
      existing.id,
    );
  });

  it("link_method: refuses an e-mail the provider did not verify", async () => {
    const existing = await verifiedUser();
    const { landed } = await oauthSignIn({ email: existing.email, emailVerified: false });
    expect(landed.searchParams.get("errorCode")).toBe(
      "CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE",
    );
    expect(JSON.parse(landed.searchParams.get("details") ?? "")).toMatchObject({
      would_work_if_email_was_verified: false,
    });
  });

  it("link_method: refuses when the existing user's e-mail is not verified", async () => {
    const { email } = await signUp(emulator, uniqueEmail());
    const { landed } = await oauthSignIn({ email });
    expect(landed.searchParams.get("errorCode")).toBe(
      "CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE",
    );
    expect(JSON.parse(landed.searchParams.get("details") ?? "")).toEqual({
      type: "email",
      contact_channel_value: email,
      would_work_if_email_was_verified: true,
    });
  });

  it("raise_error: refuses, and no user is made", async () => {
    const existing = await verifiedUser();
    await setProjectConfig(emulator, { oauth_account_merge_strategy: "raise_error" });
    const before = await call(emulator, "GET", "/users", { access: "server" });
    const { landed } = await oauthSignIn({ email: existing.email });
    expect(landed.searchParams.get("errorCode")).toBe(
      "CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE",
    );
    const after = await call(emulator, "GET", "/users", { access: "server" });
    expect(after.body.items).toHaveLength(before.body.items.length);
  });

  it("allow_duplicates: makes a second user whose e-mail does not sign in", async () => {
    const existing = await verifiedUser();
    await setProjectConfig(emulator, { oauth_account_merge_strategy: "allow_duplicates" });
    const { tokens } = await oauthSignIn({ email: existing.email });
    expect(tokens?.body.is_new_user).toBe(true);
    const user = await me(tokens?.body.access_token);
    expect(user.id).not.toBe(existing.id);
    expect(user.primary_email).toBe(existing.email);
    const server = await call(emulator, "GET", `/users/${user.id}`, { access: "server" });
    expect(server.body.primary_email_auth_enabled).toBe(false);
    expect((await signIn(emulator, existing.email, "correct horse battery")).user_id).toBe(
      existing.id,
    );
  });

  it("refuses a new user when sign-up is off, but lets a returning one in", async () => {
    const email = uniqueEmail();
    await oauthSignIn({ email });
    await setProjectConfig(emulator, { sign_up_enabled: false });
    const returning = await oauthSignIn({ email });
    expect(returning.tokens?.status).toBe(200);
    const newcomer = await oauthSignIn({ email: uniqueEmail() });
    expect(newcomer.landed.searchParams.get("errorCode")).toBe("SIGN_UP_NOT_ENABLED");
  });
});

describe("type=link and anonymous users", () => {
  it("links an account to the signed-in user", async () => {
    const tokens = await signUp(emulator, uniqueEmail());
    const email = uniqueEmail();
    const { tokens: linked } = await oauthSignIn(
      { email },
      { extra: { type: "link", token: tokens.access_token } },
    );
    expect(linked?.body.is_new_user).toBe(false);
    const user = await me(tokens.access_token);
    expect(user.id).toBe(tokens.user_id);
    expect(user.oauth_providers).toEqual([{ id: "github", account_id: expect.any(String), email }]);
  });

  it("refuses to link an account another user has", async () => {
    const email = uniqueEmail();
    await oauthSignIn({ email });
    const other = await signUp(emulator, uniqueEmail());
    const { landed } = await oauthSignIn(
      { email },
      { extra: { type: "link", token: other.access_token } },
    );
    expect(landed.searchParams.get("errorCode")).toBe(
      "OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER",
    );
    expect((await me(other.access_token)).oauth_providers).toEqual([]);
  });

  it("upgrades the anonymous user who signs in, keeping their id", async () => {
    const anonymous = await call(emulator, "POST", "/auth/anonymous/sign-up", { body: {} });
    const email = uniqueEmail();
    const { tokens } = await oauthSignIn(
      { email },
      { extra: { token: anonymous.body.access_token } },
    );
    expect(tokens?.body.is_new_user).toBe(true);
    const user = await me(tokens?.body.access_token);
    expect(user).toMatchObject({
      id: anonymous.body.user_id,
      is_anonymous: false,
      primary_email: email,
    });
  });
});
