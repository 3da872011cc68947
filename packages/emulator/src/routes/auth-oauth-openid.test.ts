import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import {
  call,
  DEMO_PROJECT,
  INTERNAL_PROJECT,
  knownError,
  readResult,
  setProjectConfig,
  signUp,
  startTestEmulator,
} from "../test-utils/harness.js";
import {
  APP_CALLBACK,
  APP_ERROR_PAGE,
  authorizeUrl,
  exchangeCode,
  pkce,
} from "../test-utils/oauth-flow.js";
import {
  startTestOpenIdProvider,
  useEmulatorWithOpenIdProvider,
  walkToCallback,
} from "../test-utils/openid-provider.js";

// OAuth flows against a real OpenID provider started in the test (oauthMockUrl): the service's
// protocol, point by point, as its own e2e suite asserts it.

const { emulator, idp } = useEmulatorWithOpenIdProvider();

afterEach(() => emulator.reset());

const newSub = () => `idp-${randomUUID()}@example.com`;

const DELETED_COOKIE = /^stack-oauth-inner-[^=]+=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT$/;

/** Calls the callback the provider handed back, with or without the browser's inner cookie. */
async function callBack(url: URL | string, cookie?: string) {
  return readResult(await fetch(url, { redirect: "manual", headers: cookie ? { cookie } : {} }));
}

/** A whole sign-in as `sub` through the provider: the callback's answer and the flow. */
async function signInAt(
  provider: string,
  sub: string,
  extra: Record<string, string> = {},
  project: typeof DEMO_PROJECT | typeof INTERNAL_PROJECT = DEMO_PROJECT,
) {
  const flow = pkce();
  const url = authorizeUrl(emulator, provider, flow, extra, project);
  const handBack = await walkToCallback(emulator, idp, url, { sub });
  const callback = await callBack(handBack.callbackUrl, handBack.emulatorCookie);
  return { flow, handBack, callback };
}

/** A whole sign-in as `sub`, then the code exchange: the token endpoint's answer. */
async function signedIn(sub: string, provider = "github") {
  const { flow, callback } = await signInAt(provider, sub);
  expect(callback.status).toBe(303);
  const landed = new URL(callback.headers.get("location") ?? "");
  return exchangeCode(emulator, landed.searchParams.get("code") ?? "", flow.verifier);
}

describe("GET /auth/oauth/authorize/{provider} with an OpenID provider", () => {
  it("sends the browser (307) to the issuer with the service's parameters, in its order, and the inner cookie", async () => {
    const flow = pkce();
    const res = await readResult(
      await fetch(authorizeUrl(emulator, "github", flow), { redirect: "manual" }),
    );
    expect(res.status).toBe(307);
    const location = new URL(res.headers.get("location") ?? "");
    expect(location.origin).toBe(idp.issuer);
    expect([...location.searchParams.keys()]).toEqual([
      "client_id",
      "scope",
      "response_type",
      "redirect_uri",
      "code_challenge_method",
      "code_challenge",
      "state",
      "access_type",
      "prompt",
    ]);
    expect(location.search).toContain(
      "client_id=github&scope=openid+offline_access&response_type=code",
    );
    expect(location.searchParams.get("redirect_uri")).toBe(
      `${emulator.url}/api/v1/auth/oauth/callback/github`,
    );
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    // The emulator's own PKCE pair and state, not the app's.
    expect(location.searchParams.get("code_challenge")).not.toBe(flow.challenge);
    expect(location.searchParams.get("state")).not.toBe(flow.state);
    expect(location.search).toContain("&access_type=offline&prompt=consent");
    const state = location.searchParams.get("state");
    expect(res.headers.getSetCookie()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^stack-oauth-inner-${state}=true; Path=/; Expires=[^;]+; Max-Age=600; HttpOnly$`,
        ),
      ),
    ]);
  });

  it("answers {location} in JSON mode and sets no cookie", async () => {
    const res = await readResult(
      await fetch(authorizeUrl(emulator, "google", pkce(), { stack_response_mode: "json" })),
    );
    expect(res.status).toBe(200);
    expect(new URL(res.body.location).origin).toBe(idp.issuer);
    expect(new URL(res.body.location).searchParams.get("client_id")).toBe("google");
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("accepts a client_id with the project's branch (project#main), and no other branch", async () => {
    const withBranch = await fetch(
      authorizeUrl(emulator, "github", pkce(), { client_id: `${DEMO_PROJECT.id}#main` }),
      { redirect: "manual" },
    );
    expect(withBranch.status).toBe(307);
    const other = await readResult(
      await fetch(
        authorizeUrl(emulator, "github", pkce(), { client_id: `${DEMO_PROJECT.id}#dev` }),
        {
          redirect: "manual",
        },
      ),
    );
    expect(knownError(other).code).toBe("INVALID_OAUTH_CLIENT_ID_OR_SECRET");
    expect(other.body.details).toEqual({ client_id: `${DEMO_PROJECT.id}#dev` });
  });

  it("refuses provider_scope on a shared provider, with or without a link token", async () => {
    const plain = await readResult(
      await fetch(authorizeUrl(emulator, "github", pkce(), { provider_scope: "repo" }), {
        redirect: "manual",
      }),
    );
    expect(knownError(plain)).toEqual({
      status: 400,
      code: "OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS",
      header: "OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS",
    });
    const user = await signUp(emulator);
    const link = await readResult(
      await fetch(
        authorizeUrl(emulator, "github", pkce(), {
          type: "link",
          token: user.access_token,
          provider_scope: "repo",
        }),
        { redirect: "manual" },
      ),
    );
    expect(knownError(link).code).toBe("OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS");
  });

  it("answers PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT to the public-client secret of a project that requires keys", async () => {
    const res = await readResult(
      await fetch(
        authorizeUrl(emulator, "github", pkce(), { client_secret: "__stack_public_client__" }),
        { redirect: "manual" },
      ),
    );
    expect(knownError(res)).toEqual({
      status: 401,
      code: "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT",
      header: "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT",
    });
    expect(res.body.details).toEqual({ project_id: DEMO_PROJECT.id });
  });

  it("judges after_callback_redirect_url here, but neither redirect_uri nor the error page", async () => {
    const after = await readResult(
      await fetch(
        authorizeUrl(emulator, "github", pkce(), {
          after_callback_redirect_url: "https://evil.example/next",
        }),
        { redirect: "manual" },
      ),
    );
    expect(knownError(after).code).toBe("REDIRECT_URL_NOT_WHITELISTED");
    const untrusted = await fetch(
      authorizeUrl(emulator, "github", pkce(), {
        redirect_uri: "https://evil.example/cb",
        error_redirect_uri: "https://evil.example/error",
      }),
      { redirect: "manual" },
    );
    expect(untrusted.status).toBe(307);
  });

  it("keeps the stand-in page for a provider with the project's own keys", async () => {
    await setProjectConfig(emulator, {
      oauth_providers: [
        { id: "github", type: "standard", client_id: "gh-id", client_secret: "gh-secret" },
      ],
    });
    const res = await fetch(authorizeUrl(emulator, "github", pkce()), { redirect: "manual" });
    expect(res.status).toBe(307);
    expect(new URL(res.headers.get("location") ?? "").pathname).toBe(
      "/emulator/oauth-provider/github/authorize",
    );
  });
});

describe("GET /auth/oauth/callback/{provider} with an OpenID provider", () => {
  it("signs up the provider's user (303 to redirect_uri with code and state), deleting the inner cookie", async () => {
    const sub = newSub();
    const { flow, callback } = await signInAt("github", sub);
    expect(callback.status).toBe(303);
    expect(callback.headers.getSetCookie()).toEqual([expect.stringMatching(DELETED_COOKIE)]);
    const landed = new URL(callback.headers.get("location") ?? "");
    expect(landed.origin + landed.pathname).toBe(APP_CALLBACK);
    expect(Object.fromEntries(landed.searchParams)).toEqual({
      code: expect.any(String),
      state: flow.state,
    });
    const tokens = await exchangeCode(
      emulator,
      landed.searchParams.get("code") ?? "",
      flow.verifier,
    );
    expect(tokens.status).toBe(200);
    expect(tokens.headers.get("pragma")).toBe("no-cache");
    expect(tokens.body).toMatchObject({ is_new_user: true, scope: "legacy", token_type: "Bearer" });
    const me = await call(emulator, "GET", "/users/me", { accessToken: tokens.body.access_token });
    // The userinfo's sub is the account id and the e-mail, which the provider vouches for.
    expect(me.body).toMatchObject({
      primary_email: sub,
      primary_email_verified: true,
      display_name: null,
      oauth_providers: [{ id: "github", account_id: sub, email: sub }],
    });
  });

  it("signs a returning account in to the same user", async () => {
    const sub = newSub();
    const first = await signedIn(sub);
    const again = await signedIn(sub);
    expect(again.body.is_new_user).toBe(false);
    expect(again.body.newUser).toBe(false);
    const ids = await Promise.all(
      [first, again].map(
        async (t) =>
          (await call(emulator, "GET", "/users/me", { accessToken: t.body.access_token })).body.id,
      ),
    );
    expect(ids[1]).toBe(ids[0]);
  });

  it("gives the internal project's users a personal team, as the service does", async () => {
    const sub = newSub();
    const { flow, callback } = await signInAt("spotify", sub, {}, INTERNAL_PROJECT);
    const landed = new URL(callback.headers.get("location") ?? "");
    const tokens = await exchangeCode(
      emulator,
      landed.searchParams.get("code") ?? "",
      flow.verifier,
      {
        project: INTERNAL_PROJECT,
      },
    );
    const me = await call(emulator, "GET", "/users/me", {
      project: INTERNAL_PROJECT,
      accessToken: tokens.body.access_token,
    });
    expect(me.body.oauth_providers).toEqual([{ id: "spotify", account_id: sub, email: sub }]);
    expect(me.body.selected_team.display_name).toBe(`${sub}'s Team`);
  });

  it("sends a refused consent to the error page as OAUTH_PROVIDER_ACCESS_DENIED (307)", async () => {
    const url = authorizeUrl(emulator, "github", pkce(), { error_redirect_uri: APP_ERROR_PAGE });
    const handBack = await walkToCallback(emulator, idp, url, {
      sub: newSub(),
      refuseConsent: true,
    });
    expect(handBack.callbackUrl.searchParams.get("error")).toBe("access_denied");
    const res = await callBack(handBack.callbackUrl, handBack.emulatorCookie);
    expect(res.status).toBe(307);
    const landed = new URL(res.headers.get("location") ?? "");
    expect(landed.origin + landed.pathname).toBe(APP_ERROR_PAGE);
    expect(landed.searchParams.get("errorCode")).toBe("OAUTH_PROVIDER_ACCESS_DENIED");
    expect(landed.searchParams.get("details")).toBe("{}");
    expect(res.headers.getSetCookie()).toEqual([expect.stringMatching(DELETED_COOKIE)]);
  });

  it("answers a refused consent itself when the error page is not trusted", async () => {
    const url = authorizeUrl(emulator, "github", pkce(), {
      error_redirect_uri: "https://evil.example/error",
    });
    const handBack = await walkToCallback(emulator, idp, url, {
      sub: newSub(),
      refuseConsent: true,
    });
    const res = await callBack(handBack.callbackUrl, handBack.emulatorCookie);
    expect(knownError(res)).toEqual({
      status: 400,
      code: "OAUTH_PROVIDER_ACCESS_DENIED",
      header: "OAUTH_PROVIDER_ACCESS_DENIED",
    });
  });

  it("answers a code the provider refuses with the service's 400 text", async () => {
    const handBack = await walkToCallback(
      emulator,
      idp,
      authorizeUrl(emulator, "github", pkce(), { error_redirect_uri: APP_ERROR_PAGE }),
      { sub: newSub() },
    );
    handBack.callbackUrl.searchParams.set("code", "invalid-authorization-code");
    const res = await callBack(handBack.callbackUrl, handBack.emulatorCookie);
    expect(res.status).toBe(400);
    expect(res.text).toBe("Inner OAuth callback failed due to invalid grant. Please try again.");
    expect(res.headers.getSetCookie()).toEqual([expect.stringMatching(DELETED_COOKIE)]);
  });

  it("refuses a code replayed at another provider's callback (another client at the issuer)", async () => {
    const handBack = await walkToCallback(emulator, idp, authorizeUrl(emulator, "github", pkce()), {
      sub: newSub(),
    });
    const elsewhere = new URL(handBack.callbackUrl);
    elsewhere.pathname = "/api/v1/auth/oauth/callback/google";
    const res = await callBack(elsewhere, handBack.emulatorCookie);
    expect(res.status).toBe(400);
    expect(res.text).toBe("Inner OAuth callback failed due to invalid grant. Please try again.");
  });

  it("refuses a callback without the inner cookie, and a reload after it was deleted", async () => {
    const handBack = await walkToCallback(emulator, idp, authorizeUrl(emulator, "github", pkce()), {
      sub: newSub(),
    });
    const missing = await callBack(handBack.callbackUrl);
    expect(missing.status).toBe(400);
    expect(missing.text).toBe(
      "Inner OAuth cookie not found. This is likely because you refreshed the page during the OAuth sign in process. Please try signing in again",
    );
    expect(missing.headers.getSetCookie()).toEqual([expect.stringMatching(DELETED_COOKIE)]);
    const state = handBack.callbackUrl.searchParams.get("state");
    const unknown = new URL(handBack.callbackUrl);
    unknown.searchParams.set("state", "invalid-state");
    const res = await callBack(unknown, handBack.emulatorCookie);
    expect(res.status).toBe(400);
    expect(res.text).toBe("Invalid OAuth state. Please try signing in again.");
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(state).not.toBe("invalid-state");
  });

  it("refuses an untrusted redirect_uri at the callback: REDIRECT_URL_NOT_WHITELISTED", async () => {
    const { callback } = await signInAt("github", newSub(), {
      redirect_uri: "https://untrusted.example/cb",
    });
    expect(knownError(callback)).toEqual({
      status: 400,
      code: "REDIRECT_URL_NOT_WHITELISTED",
      header: "REDIRECT_URL_NOT_WHITELISTED",
    });
    expect(callback.headers.getSetCookie()).toEqual([expect.stringMatching(DELETED_COOKIE)]);
  });

  it("sends a known error of the sign-in back to redirect_uri (307, error=server_error)", async () => {
    await setProjectConfig(emulator, { sign_up_enabled: false });
    const { flow, callback } = await signInAt("github", newSub(), {
      error_redirect_uri: APP_ERROR_PAGE,
    });
    expect(callback.status).toBe(307);
    const landed = new URL(callback.headers.get("location") ?? "");
    expect(landed.origin + landed.pathname).toBe(APP_CALLBACK);
    expect(landed.searchParams.get("error")).toBe("server_error");
    expect(landed.searchParams.get("errorCode")).toBe("SIGN_UP_NOT_ENABLED");
    const message = landed.searchParams.get("message");
    expect(message).toBeTruthy();
    expect(landed.searchParams.get("error_description")).toBe(message);
    expect(landed.searchParams.get("details")).toBe("{}");
    expect(landed.searchParams.get("state")).toBe(flow.state);
    expect(callback.headers.getSetCookie()).toEqual([expect.stringMatching(DELETED_COOKIE)]);
  });

  it("needs no cookie for a flow started in JSON mode (the app's PKCE protects it)", async () => {
    const flow = pkce();
    const started = await readResult(
      await fetch(authorizeUrl(emulator, "github", flow, { stack_response_mode: "json" })),
    );
    const handBack = await walkToCallback(emulator, idp, started.body.location, { sub: newSub() });
    const res = await callBack(handBack.callbackUrl);
    expect(res.status).toBe(303);
  });

  it("links the provider's account to the signed-in user", async () => {
    const user = await signUp(emulator);
    const sub = newSub();
    const { callback } = await signInAt("github", sub, {
      type: "link",
      token: user.access_token,
    });
    expect(callback.status).toBe(303);
    const me = await call(emulator, "GET", "/users/me", { accessToken: user.access_token });
    expect(me.body.oauth_providers).toEqual([{ id: "github", account_id: sub, email: sub }]);
    const other = await signUp(emulator);
    const taken = await signInAt("github", sub, { type: "link", token: other.access_token });
    expect(taken.callback.status).toBe(307);
    expect(
      new URL(taken.callback.headers.get("location") ?? "").searchParams.get("errorCode"),
    ).toBe("OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER");
  });
});

describe("POST /auth/oauth/token after an OpenID sign-in", () => {
  it("refuses another redirect_uri than the authorize call's with the service's 400 text", async () => {
    const { flow, callback } = await signInAt("github", newSub());
    const code = new URL(callback.headers.get("location") ?? "").searchParams.get("code") ?? "";
    const res = await exchangeCode(emulator, code, flow.verifier, {
      redirectUri: "http://localhost:3000/elsewhere",
    });
    expect(res.status).toBe(400);
    expect(res.text).toBe(
      "Invalid redirect URI. Your redirect URI must be the same as the one used to get the authorization code.",
    );
  });
});

describe("oauthMockUrl", () => {
  it("must be an http(s) URL: anything else is a TypeError that names the option", async () => {
    await expect(startTestEmulator({ oauthMockUrl: "localhost:8114" })).rejects.toThrow(
      new TypeError(
        'oauthMockUrl must be the http(s) URL of an OpenID provider\'s issuer, such as http://localhost:8114, got "localhost:8114".',
      ),
    );
  });

  it("answers 502 naming the issuer when the provider does not answer its discovery document", async () => {
    // A port nothing listens on: the stopped provider's.
    const stopped = await startTestOpenIdProvider();
    await stopped.stop();
    const lonely = await startTestEmulator({ oauthMockUrl: stopped.issuer });
    try {
      const res = await readResult(
        await fetch(authorizeUrl(lonely, "github", pkce()), { redirect: "manual" }),
      );
      expect(res.status).toBe(502);
      expect(res.text).toContain(`The OpenID provider at ${stopped.issuer} did not answer`);
    } finally {
      await lonely.stop();
    }
  });
});
