import { SignJWT } from "jose";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { KnownErrors } from "../errors/catalogue/index.js";
import { KnownError } from "../errors/known-error.js";
import { HttpClient } from "../http/http-client.js";
import { HttpError, NetworkError } from "../http/http-errors.js";
import { refreshAccessToken } from "../resources/sessions/api.js";
import { deferred } from "../test-utils/deferred.js";
import { Session } from "./session.js";
import { MemoryTokenStore, type TokenStore } from "./token-store.js";
import type { Tokens } from "./tokens.js";

/** The injected clock; a whole second, so that JWT `exp` (seconds) lands exactly. */
const NOW = 1_700_000_000_000;
const now = () => NOW;
const key = new TextEncoder().encode("a-test-secret-of-at-least-32-bytes!!");

/** A real HS256 JWT expiring `msLeft` after NOW, or without `exp` when `msLeft` is null. */
async function jwt(msLeft: number | null, sub = "user-1"): Promise<string> {
  const token = new SignJWT({ sub, role: "authenticated" }).setProtectedHeader({ alg: "HS256" });
  if (msLeft !== null) token.setExpirationTime(Math.floor((NOW + msLeft) / 1000));
  return token.sign(key);
}

function setup(tokens: Partial<Tokens>, refresher: (refreshToken: string) => Promise<string>) {
  const store = new MemoryTokenStore(tokens);
  const refresh = vi.fn(refresher);
  const session = new Session(store, refresh, { now });
  const changes = vi.fn();
  store.subscribe(changes);
  return { store, refresh, session, changes };
}

describe("Session validity demands", () => {
  it("refreshes a token with 20 s or less left by default, refuses demands of 60 s or more, and honours 59 999 ms via a refresh", async () => {
    const fresh = await jwt(600_000);
    const current = await jwt(59_000);
    const { refresh, session } = setup(
      { accessToken: current, refreshToken: "r1" },
      async () => fresh,
    );
    expect(await session.getAccessToken()).toBe(current);
    await expect(session.getAccessToken({ minValidityMs: 60_000 })).rejects.toThrow(RangeError);
    expect(refresh).not.toHaveBeenCalled();
    expect(await session.getAccessToken({ minValidityMs: 59_999 })).toBe(fresh);
    expect(refresh).toHaveBeenCalledTimes(1);

    const atHorizon = setup(
      { accessToken: await jwt(20_000), refreshToken: "r1" },
      async () => fresh,
    );
    expect(await atHorizon.session.getAccessToken()).toBe(fresh);
    const beyond = await jwt(21_000);
    const pastHorizon = setup({ accessToken: beyond, refreshToken: "r1" }, async () => fresh);
    expect(await pastHorizon.session.getAccessToken()).toBe(beyond);
    expect(pastHorizon.refresh).not.toHaveBeenCalled();
  });
});

describe("Session refresh sharing", () => {
  it("20 concurrent getAccessToken() calls with a stale token make exactly one refresh", async () => {
    const stale = await jwt(5_000);
    const fresh = await jwt(600_000);
    const pending = deferred<string>();
    const { store, refresh, session, changes } = setup(
      { accessToken: stale, refreshToken: "r1" },
      () => pending.promise,
    );
    const calls = Array.from({ length: 20 }, () => session.getAccessToken());
    pending.resolve(fresh);
    const results = await Promise.all(calls);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith("r1");
    expect(results).toEqual(Array(20).fill(fresh));
    expect(store.get()).toEqual({ accessToken: fresh, refreshToken: "r1" });
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it("after the shared refresh, the new token is used without another refresh", async () => {
    const fresh = await jwt(600_000);
    const { refresh, session } = setup(
      { accessToken: await jwt(-1_000), refreshToken: "r1" },
      async () => fresh,
    );
    await session.getAccessToken();
    await session.getAccessToken();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("refresh() shares the in-flight refresh with getAccessToken()", async () => {
    const pending = deferred<string>();
    const { refresh, session } = setup({ refreshToken: "r1" }, () => pending.promise);
    const explicit = session.refresh();
    const implicit = session.getAccessToken();
    pending.resolve(await jwt(600_000));
    expect(await explicit).toBe(await implicit);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("a refresh for a new refresh token does not reuse the old token's refresh", async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const { store, refresh, session } = setup({ refreshToken: "r1" }, (token) =>
      token === "r1" ? first.promise : second.promise,
    );
    const old = session.getAccessToken();
    store.set({ accessToken: null, refreshToken: "r2" });
    const next = session.getAccessToken();
    // Both refreshes start once the refresh code is in (slow to import on a busy machine).
    await vi.waitFor(() => expect(refresh.mock.calls).toEqual([["r1"], ["r2"]]), {
      timeout: 20_000,
    });
    const freshForR2 = await jwt(600_000, "user-2");
    second.resolve(freshForR2);
    first.resolve(await jwt(600_000, "user-1"));
    expect(await next).toBe(freshForR2);
    // The r1 caller ends up with the current session's token, not r1's.
    expect(await old).toBe(freshForR2);
    expect(store.get()).toEqual({ accessToken: freshForR2, refreshToken: "r2" });
  });
});

describe("Session freshness", () => {
  it("uses a token with more than 20000 ms left without refreshing", async () => {
    const token = await jwt(21_000);
    const { refresh, session } = setup({ accessToken: token, refreshToken: "r1" }, async () => "x");
    expect(await session.getAccessToken()).toBe(token);
    expect(refresh).not.toHaveBeenCalled();
  });

  it.each([
    ["less than 20000 ms left", 19_000],
    ["exactly 20000 ms left", 20_000],
    ["already expired", -60_000],
  ])("refreshes a token with %s", async (_, msLeft) => {
    const fresh = await jwt(600_000);
    const { refresh, session } = setup(
      { accessToken: await jwt(msLeft), refreshToken: "r1" },
      async () => fresh,
    );
    expect(await session.getAccessToken()).toBe(fresh);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("honours minValidityMs below 60000", async () => {
    const token = await jwt(40_000);
    const fresh = await jwt(600_000);
    const { refresh, session } = setup(
      { accessToken: token, refreshToken: "r1" },
      async () => fresh,
    );
    expect(await session.getAccessToken({ minValidityMs: 30_000 })).toBe(token);
    expect(refresh).not.toHaveBeenCalled();
    expect(await session.getAccessToken({ minValidityMs: 59_999 })).toBe(fresh);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it.each([60_000, 60_001, 3_600_000])(
    "minValidityMs of %i is a RangeError, and nothing is refreshed",
    async (minValidityMs) => {
      const { refresh, session } = setup({ refreshToken: "r1" }, async () => "x");
      await expect(session.getAccessToken({ minValidityMs })).rejects.toThrow(RangeError);
      await expect(session.getAccessToken({ minValidityMs })).rejects.toThrow(
        `An access token cannot be guaranteed valid for ${minValidityMs} ms`,
      );
      expect(refresh).not.toHaveBeenCalled();
    },
  );

  it("a token without exp counts as fresh", async () => {
    const token = await jwt(null);
    const { refresh, session } = setup({ accessToken: token, refreshToken: "r1" }, async () => "x");
    expect(await session.getAccessToken({ minValidityMs: 59_000 })).toBe(token);
    expect(refresh).not.toHaveBeenCalled();
  });

  it.each([
    ["not three parts", "opaque-token"],
    ["a payload that is not a JSON object", `a.${btoa("[1]").replace(/=+$/, "")}.c`],
  ])("an unparsable token (%s) counts as expired and is refreshed", async (_, token) => {
    const fresh = await jwt(600_000);
    const { refresh, session } = setup(
      { accessToken: token, refreshToken: "r1" },
      async () => fresh,
    );
    expect(await session.getAccessToken()).toBe(fresh);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("an unparsable token without a refresh token gives null", async () => {
    const { refresh, session } = setup({ accessToken: "opaque-token" }, async () => "x");
    expect(await session.getAccessToken()).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('the string "undefined" counts as no token, even from a store that does not normalise', async () => {
    const fresh = await jwt(600_000);
    const raw: TokenStore = {
      get: () => ({ accessToken: "undefined", refreshToken: "r1" }),
      set: () => {},
      subscribe: () => () => {},
    };
    const refresh = vi.fn(async () => fresh);
    expect(await new Session(raw, refresh, { now }).getAccessToken()).toBe(fresh);
    expect(refresh).toHaveBeenCalledTimes(1);

    const { session } = setup(
      { accessToken: "undefined", refreshToken: "undefined" },
      async () => "x",
    );
    expect(session.isKnownInvalid()).toBe(true);
    expect(await session.getAccessToken()).toBeNull();
  });

  it("without a refresh token, a still-valid but stale token is used and an expired one is not", async () => {
    const stale = await jwt(10_000);
    const { refresh, session } = setup({ accessToken: stale }, async () => "x");
    expect(await session.getAccessToken()).toBe(stale);
    const expired = setup({ accessToken: await jwt(-1_000) }, async () => "x");
    expect(await expired.session.getAccessToken()).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
    expect(expired.refresh).not.toHaveBeenCalled();
  });

  it("a session with neither token is known invalid and gives null without a request", async () => {
    const { refresh, session } = setup({}, async () => "x");
    expect(session.isKnownInvalid()).toBe(true);
    expect(await session.getAccessToken()).toBeNull();
    expect(await session.refresh()).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
    expect(setup({ refreshToken: "r1" }, async () => "x").session.isKnownInvalid()).toBe(false);
    expect(setup({ accessToken: "a" }, async () => "x").session.isKnownInvalid()).toBe(false);
  });

  it("getTokens() gives a fresh access token and the refresh token", async () => {
    const fresh = await jwt(600_000);
    const { session } = setup(
      { accessToken: await jwt(1_000), refreshToken: "r1" },
      async () => fresh,
    );
    expect(await session.getTokens()).toEqual({ accessToken: fresh, refreshToken: "r1" });
    expect(session.tokens).toEqual({ accessToken: fresh, refreshToken: "r1" });
  });
});

describe("Session refresh failures", () => {
  it.each([
    ["REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED", () => new KnownErrors.RefreshTokenNotFoundOrExpired()],
    ["PROVIDER_REJECTED", () => new KnownErrors.ProviderRejected()],
  ])("%s invalidates the session: tokens cleared, subscribers told, null", async (_, error) => {
    const { store, refresh, session, changes } = setup(
      { accessToken: await jwt(1_000), refreshToken: "r1" },
      async () => {
        throw error();
      },
    );
    expect(await session.getAccessToken()).toBeNull();
    expect(store.get()).toEqual({ accessToken: null, refreshToken: null });
    expect(changes).toHaveBeenCalledTimes(1);
    expect(session.isKnownInvalid()).toBe(true);
    expect(await session.getAccessToken()).toBeNull();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("every concurrent caller gets null from one failed refresh", async () => {
    const { refresh, session, changes } = setup({ refreshToken: "r1" }, async () => {
      throw new KnownErrors.RefreshTokenNotFoundOrExpired();
    });
    const results = await Promise.all(Array.from({ length: 5 }, () => session.getAccessToken()));
    expect(results).toEqual([null, null, null, null, null]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["a network failure", () => new TypeError("fetch failed")],
    ["an HTTP 500", () => new HttpError("POST", "https://x/token", 500, "oops")],
    ["another known error", () => new KnownErrors.InvalidAccessToken()],
  ])("%s throws and keeps the tokens; the next call tries again", async (_, error) => {
    const stale = await jwt(1_000);
    const fresh = await jwt(600_000);
    let fail = true;
    const { store, refresh, session, changes } = setup(
      { accessToken: stale, refreshToken: "r1" },
      async () => {
        if (fail) throw error();
        return fresh;
      },
    );
    const thrown = error();
    await expect(session.getAccessToken()).rejects.toThrow(thrown.message);
    expect(store.get()).toEqual({ accessToken: stale, refreshToken: "r1" });
    expect(changes).not.toHaveBeenCalled();
    fail = false;
    expect(await session.getAccessToken()).toBe(fresh);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it("a refresh that completes after the refresh token changed does not overwrite the new tokens", async () => {
    const pending = deferred<string>();
    const { store, session } = setup(
      { accessToken: await jwt(1_000), refreshToken: "r1" },
      () => pending.promise,
    );
    const call = session.getAccessToken();
    const signedIn = { accessToken: await jwt(600_000, "user-2"), refreshToken: "r2" };
    store.set(signedIn);
    pending.resolve(await jwt(600_000, "user-1"));
    expect(await call).toBe(signedIn.accessToken);
    expect(store.get()).toEqual(signedIn);
  });

  it("a refresh that completes after sign-out does not sign the user back in", async () => {
    const pending = deferred<string>();
    const { store, session } = setup({ refreshToken: "r1" }, () => pending.promise);
    const call = session.getAccessToken();
    session.invalidate();
    pending.resolve(await jwt(600_000));
    expect(await call).toBeNull();
    expect(store.get()).toEqual({ accessToken: null, refreshToken: null });
  });

  it("a refused refresh that completes after the refresh token changed does not clear the new session", async () => {
    const pending = deferred<string>();
    const { store, session } = setup({ refreshToken: "r1" }, () => pending.promise);
    const call = session.getAccessToken();
    const signedIn = { accessToken: await jwt(600_000, "user-2"), refreshToken: "r2" };
    store.set(signedIn);
    pending.reject(new KnownErrors.RefreshTokenNotFoundOrExpired());
    expect(await call).toBeNull();
    expect(store.get()).toEqual(signedIn);
  });

  it("invalidate() clears both tokens and tells subscribers", () => {
    const { store, session, changes } = setup(
      { accessToken: "a", refreshToken: "r1" },
      async () => "x",
    );
    session.invalidate();
    expect(store.get()).toEqual({ accessToken: null, refreshToken: null });
    expect(changes).toHaveBeenCalledTimes(1);
  });
});

describe("Session.markAccessTokenExpired", () => {
  it("makes the next getAccessToken() refresh even though the token looks fresh", async () => {
    const token = await jwt(600_000);
    const next = await jwt(600_000, "user-1b");
    const { refresh, session } = setup(
      { accessToken: token, refreshToken: "r1" },
      async () => next,
    );
    session.markAccessTokenExpired(token);
    expect(await session.getAccessToken()).toBe(next);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(await session.getAccessToken()).toBe(next);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("marking another token expired does not affect the current one", async () => {
    const token = await jwt(600_000);
    const { refresh, session } = setup({ accessToken: token, refreshToken: "r1" }, async () => "x");
    session.markAccessTokenExpired("some-older-token");
    expect(await session.getAccessToken()).toBe(token);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("without a refresh token, a token marked expired gives null", async () => {
    const token = await jwt(600_000);
    const { session } = setup({ accessToken: token }, async () => "x");
    session.markAccessTokenExpired(token);
    expect(await session.getAccessToken()).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// End to end: Session + HttpClient + the refresh grant, against msw.

const BASE = "https://api.test.example";
const TOKEN_URL = `${BASE}/api/v1/auth/oauth/token`;
const ME_URL = `${BASE}/api/v1/users/me`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function httpSession(
  tokens: Partial<Tokens> | TokenStore,
  options: { publishableClientKey?: string; projectId?: string; scope?: string } = {},
) {
  const sleeps: number[] = [];
  const client = new HttpClient({
    accessType: "client",
    projectId: options.projectId ?? "p-1",
    publishableClientKey:
      "publishableClientKey" in options ? options.publishableClientKey : "pck_1",
    baseUrl: BASE,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
  });
  const store = "subscribe" in tokens ? tokens : new MemoryTokenStore(tokens);
  const session = new Session(store, (refreshToken) => refreshAccessToken(client, refreshToken), {
    now,
    scope: options.scope,
  });
  const changes = vi.fn();
  store.subscribe(changes);
  return { client, store, session, changes, sleeps };
}

interface SeenRefresh {
  contentType: string | null;
  stackHeaders: string[];
  form: Record<string, string>;
}

/** The token endpoint: answers each refresh grant with `answer()`, recording the request. */
function tokenEndpoint(answer: () => Response | Promise<Response>) {
  const seen: SeenRefresh[] = [];
  server.use(
    http.post(TOKEN_URL, async ({ request }) => {
      seen.push({
        contentType: request.headers.get("content-type"),
        stackHeaders: [...request.headers.keys()].filter((name) => name.startsWith("x-stack-")),
        form: Object.fromEntries(new URLSearchParams(await request.text())),
      });
      return answer();
    }),
  );
  return seen;
}

const grant = (accessToken: string) =>
  HttpResponse.json({
    access_token: accessToken,
    token_type: "Bearer",
    expires_in: 600,
    scope: "legacy",
  });

/** A known error as the service sends it: JSON `{code, error}` plus the x-stack-known-error header. */
function knownError(code: string, status: number, overridden = false) {
  return HttpResponse.json(
    { code, error: `message of ${code}` },
    overridden
      ? {
          status: 200,
          headers: { "x-stack-known-error": code, "x-stack-actual-status": String(status) },
        }
      : { status, headers: { "x-stack-known-error": code } },
  );
}

describe("Session through HttpClient and the refresh grant", () => {
  it("20 concurrent requests with a stale token make one refresh grant, and all carry the new token", async () => {
    const stale = await jwt(5_000);
    const fresh = await jwt(600_000);
    const refreshes = tokenEndpoint(() => grant(fresh));
    const meTokens: (string | null)[] = [];
    server.use(
      http.get(ME_URL, ({ request }) => {
        meTokens.push(request.headers.get("x-stack-access-token"));
        return HttpResponse.json({ id: "user-1" });
      }),
    );
    const { client, session, store } = httpSession({ accessToken: stale, refreshToken: "r1" });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => client.request("/users/me", { session })),
    );
    expect(answers).toEqual(Array(20).fill({ id: "user-1" }));
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]).toEqual({
      contentType: "application/x-www-form-urlencoded",
      stackHeaders: [],
      form: {
        grant_type: "refresh_token",
        refresh_token: "r1",
        client_id: "p-1",
        client_secret: "pck_1",
      },
    });
    expect(meTokens).toEqual(Array(20).fill(fresh));
    expect(store.get()).toEqual({ accessToken: fresh, refreshToken: "r1" });
  });

  it("without a publishable key, the client secret is __stack_public_client__", async () => {
    const refreshes = tokenEndpoint(async () => grant(await jwt(600_000)));
    const { session } = httpSession({ refreshToken: "r1" }, { publishableClientKey: undefined });
    await session.getAccessToken();
    expect(refreshes[0]?.form.client_secret).toBe("__stack_public_client__");
  });

  it("REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED (401) invalidates the session and notifies subscribers", async () => {
    const refreshes = tokenEndpoint(() => knownError("REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED", 401));
    const { session, store, changes } = httpSession({
      accessToken: await jwt(1_000),
      refreshToken: "r1",
    });
    expect(await session.getAccessToken()).toBeNull();
    expect(store.get()).toEqual({ accessToken: null, refreshToken: null });
    expect(changes).toHaveBeenCalledTimes(1);
    expect(await session.getAccessToken()).toBeNull();
    expect(refreshes).toHaveLength(1);
  });

  it("a network failure during the refresh throws a NetworkError and keeps the tokens", async () => {
    const stale = await jwt(1_000);
    const refreshes = tokenEndpoint(() => HttpResponse.error());
    server.use(http.get(`${BASE}/api/v1`, () => HttpResponse.text("ok")));
    const { session, store, changes, sleeps } = httpSession({
      accessToken: stale,
      refreshToken: "r1",
    });
    const error = await session.getAccessToken().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(refreshes).toHaveLength(5);
    expect(sleeps).toHaveLength(4);
    expect(store.get()).toEqual({ accessToken: stale, refreshToken: "r1" });
    expect(changes).not.toHaveBeenCalled();
  });

  it("a bad client secret (INVALID_OAUTH_CLIENT_ID_OR_SECRET) throws and keeps the tokens", async () => {
    tokenEndpoint(() => knownError("INVALID_OAUTH_CLIENT_ID_OR_SECRET", 400));
    const { session, store } = httpSession({ refreshToken: "r1" });
    const error = await session.getAccessToken().catch((e: unknown) => e);
    expect(KnownError.hasCode(error, "INVALID_OAUTH_CLIENT_ID_OR_SECRET")).toBe(true);
    expect(store.get().refreshToken).toBe("r1");
  });

  it("ACCESS_TOKEN_EXPIRED marks the token expired: one refresh, one retry with the new token", async () => {
    const rejected = await jwt(600_000);
    const fresh = await jwt(600_000, "user-1b");
    const refreshes = tokenEndpoint(() => grant(fresh));
    const meTokens: (string | null)[] = [];
    server.use(
      http.get(ME_URL, ({ request }) => {
        const token = request.headers.get("x-stack-access-token");
        meTokens.push(token);
        return token === rejected
          ? knownError("ACCESS_TOKEN_EXPIRED", 401, true)
          : HttpResponse.json({ id: "user-1" });
      }),
    );
    const { client, session } = httpSession({ accessToken: rejected, refreshToken: "r1" });
    expect(await client.request("/users/me", { session })).toEqual({ id: "user-1" });
    expect(refreshes).toHaveLength(1);
    expect(meTokens).toEqual([rejected, fresh]);
  });

  it("many requests rejected at once share one refresh", async () => {
    const rejected = await jwt(600_000);
    const fresh = await jwt(600_000, "user-1b");
    const refreshes = tokenEndpoint(() => grant(fresh));
    server.use(
      http.get(ME_URL, ({ request }) =>
        request.headers.get("x-stack-access-token") === rejected
          ? knownError("ACCESS_TOKEN_EXPIRED", 401, true)
          : HttpResponse.json({ id: "user-1" }),
      ),
    );
    const { client, session } = httpSession({ accessToken: rejected, refreshToken: "r1" });
    await Promise.all(Array.from({ length: 10 }, () => client.request("/users/me", { session })));
    expect(refreshes).toHaveLength(1);
  });

  it("retries only once: a second rejection is thrown", async () => {
    const refreshes = tokenEndpoint(async () => grant(await jwt(600_000, "another")));
    let meRequests = 0;
    server.use(
      http.get(ME_URL, () => {
        meRequests++;
        return knownError("ACCESS_TOKEN_EXPIRED", 401, true);
      }),
    );
    const { client, session } = httpSession({
      accessToken: await jwt(600_000),
      refreshToken: "r1",
    });
    const error = await client.request("/users/me", { session }).catch((e: unknown) => e);
    expect(KnownError.hasCode(error, "ACCESS_TOKEN_EXPIRED")).toBe(true);
    expect(meRequests).toBe(2);
    expect(refreshes).toHaveLength(1);
  });
});

describe("refresh sharing across Session instances of one scope", () => {
  const scope = `${BASE} p-1`;

  it("3 apps over one token store make one refresh grant", async () => {
    const fresh = await jwt(600_000);
    const refreshes = tokenEndpoint(() => grant(fresh));
    const store = new MemoryTokenStore({ accessToken: await jwt(1_000), refreshToken: "r1" });
    const apps = [1, 2, 3].map(() => httpSession(store, { scope }));
    const tokens = await Promise.all(apps.map(({ session }) => session.getAccessToken()));
    expect(tokens).toEqual([fresh, fresh, fresh]);
    expect(refreshes).toHaveLength(1);
  });

  it("20 sessions over their own stores with the same tokens make one refresh grant, and each store gets the token", async () => {
    const fresh = await jwt(600_000);
    const refreshes = tokenEndpoint(() => grant(fresh));
    const stale = await jwt(1_000);
    const sessions = Array.from({ length: 20 }, () =>
      httpSession({ accessToken: stale, refreshToken: "r1" }, { scope }),
    );
    await Promise.all(sessions.map(({ session }) => session.getAccessToken()));
    expect(refreshes).toHaveLength(1);
    expect(sessions.map(({ store }) => store.get().accessToken)).toEqual(Array(20).fill(fresh));
  });

  it("a refused shared refresh invalidates every session that still holds the token", async () => {
    tokenEndpoint(() => knownError("REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED", 401));
    const a = httpSession({ refreshToken: "r1" }, { scope });
    const b = httpSession({ refreshToken: "r1" }, { scope });
    expect(await Promise.all([a.session.getAccessToken(), b.session.getAccessToken()])).toEqual([
      null,
      null,
    ]);
    expect([a.session.isKnownInvalid(), b.session.isKnownInvalid()]).toEqual([true, true]);
  });

  it("sessions of different scopes (projects) never share a refresh", async () => {
    const refreshes = tokenEndpoint(async () => grant(await jwt(600_000)));
    const a = httpSession({ refreshToken: "r1" }, { scope });
    const b = httpSession({ refreshToken: "r1" }, { projectId: "p-2", scope: `${BASE} p-2` });
    await Promise.all([a.session.getAccessToken(), b.session.getAccessToken()]);
    expect(refreshes.map((seen) => seen.form.client_id).sort()).toEqual(["p-1", "p-2"]);
  });

  it("a settled refresh is not reused: the next refresh of the same token asks the service again", async () => {
    let issued = 0;
    const refreshes = tokenEndpoint(async () => grant(await jwt(600_000, `user-${++issued}`)));
    const first = httpSession({ refreshToken: "r1" }, { scope });
    const firstToken = await first.session.getAccessToken();
    const second = httpSession({ refreshToken: "r1" }, { scope });
    const secondToken = await second.session.getAccessToken();
    expect(refreshes).toHaveLength(2);
    expect(secondToken).not.toBe(firstToken);
  });

  it("without a scope, sessions do not share", async () => {
    const refreshes = tokenEndpoint(async () => grant(await jwt(600_000)));
    const store = new MemoryTokenStore({ refreshToken: "r1" });
    await Promise.all(
      [httpSession(store), httpSession(store)].map(({ session }) => session.getAccessToken()),
    );
    expect(refreshes).toHaveLength(2);
  });
});

describe("Session.markStale", () => {
  it("makes the next getAccessToken() refresh a token that is still valid, once", async () => {
    const updated = await jwt(600_000, "user-1-renamed");
    const refreshes = tokenEndpoint(() => grant(updated));
    const current = await jwt(600_000);
    const { session } = httpSession({ accessToken: current, refreshToken: "r1" });
    expect(await session.getAccessToken()).toBe(current);
    session.markStale();
    expect(await session.getAccessToken()).toBe(updated);
    expect(await session.getAccessToken()).toBe(updated);
    expect(refreshes).toHaveLength(1);
  });

  it("without a refresh token, the valid token stays in use", async () => {
    const current = await jwt(600_000);
    const { session } = httpSession({ accessToken: current });
    session.markStale();
    expect(await session.getAccessToken()).toBe(current);
  });
});
