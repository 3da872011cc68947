import { KnownErrors, type StackClientApp } from "@app/core";
import { MemoryTokenStore } from "@app/core/internal";
import { DEFAULT_ACCESS_TOKEN_LIFETIME_MS, DEMO_USER } from "@app/emulator";
import { decodeJwt } from "jose";
import { describe, expect, expectTypeOf, it, vi } from "vitest";
import { REDIRECT_PAUSE_MS } from "../context/redirect.js";
import { type RequestLog, uniqueEmail, useHarness } from "../test-utils/emulator-harness.js";

const h = useHarness();

async function signedIn(log?: RequestLog): Promise<StackClientApp> {
  const app = h.client({}, log);
  const result = await app.signInWithCredential({
    email: DEMO_USER.email,
    password: DEMO_USER.password,
  });
  expect(result.status).toBe("ok");
  return app;
}

describe("credential sign-in", () => {
  it("signs in, stores both tokens and reads the user", async () => {
    const store = new MemoryTokenStore();
    const app = h.client({ tokenStore: store });
    const result = await app.signInWithCredential({
      email: DEMO_USER.email,
      password: DEMO_USER.password,
    });
    expect(result).toEqual({ status: "ok", data: undefined });
    expect(store.get().refreshToken).toEqual(expect.any(String));
    expect(store.get().accessToken?.split(".")).toHaveLength(3);
    const user = await app.getUser();
    expect(user).toMatchObject({
      primaryEmail: DEMO_USER.email,
      displayName: "Demo User",
      primaryEmailVerified: true,
      hasPassword: true,
      isAnonymous: false,
    });
    expect(user?.signedUpAt).toBeInstanceOf(Date);
  });

  it("returns a wrong password as an error result and stores nothing", async () => {
    const store = new MemoryTokenStore();
    const app = h.client({ tokenStore: store });
    const result = await app.signInWithCredential({
      email: DEMO_USER.email,
      password: "wrong-password",
    });
    expect(result.status).toBe("error");
    expect(KnownErrors.EmailPasswordMismatch.isInstance(result.error)).toBe(true);
    expect(result.error?.message).toBe("Wrong e-mail or password.");
    expect(store.get()).toEqual({ accessToken: null, refreshToken: null });
    expect(await app.getUser()).toBeNull();
  });

  it("gives the same answer for an unknown e-mail", async () => {
    const result = await h.client().signInWithCredential({
      email: "nobody@example.com",
      password: "whatever-password",
    });
    expect(result.error?.code).toBe("EMAIL_PASSWORD_MISMATCH");
  });

  it("refuses arguments of the wrong type with a TypeError, before any request", async () => {
    const log: RequestLog = [];
    const app = h.client({}, log);
    await expect(
      app.signInWithCredential({ email: 42 as unknown as string, password: "x" }),
    ).rejects.toThrow(/email must be a string/);
    expect(log).toEqual([]);
  });
});

describe("credential sign-up", () => {
  it("creates an account and signs it in", async () => {
    const email = uniqueEmail();
    const app = h.client();
    const result = await app.signUpWithCredential({ email, password: "a-good-password" });
    expect(result.status).toBe("ok");
    const user = await app.getUser({ or: "throw" });
    expect(user?.primaryEmail).toBe(email);
    expect(user?.hasPassword).toBe(true);
  });

  it("returns a taken e-mail as USER_EMAIL_ALREADY_EXISTS", async () => {
    const result = await h
      .client()
      .signUpWithCredential({ email: DEMO_USER.email, password: "a-good-password" });
    expect(result.status).toBe("error");
    expect(KnownErrors.UserWithEmailAlreadyExists.isInstance(result.error)).toBe(true);
  });

  it("rejects a password shorter than 8 or longer than 70 characters without a request", async () => {
    const log: RequestLog = [];
    const app = h.client({}, log);
    const short = await app.signUpWithCredential({ email: uniqueEmail(), password: "1234567" });
    const long = await app.signUpWithCredential({ email: uniqueEmail(), password: "x".repeat(71) });
    expect(short.error?.code).toBe("PASSWORD_TOO_SHORT");
    expect(short.error?.details).toEqual({ min_length: 8 });
    expect(long.error?.code).toBe("PASSWORD_TOO_LONG");
    expect(KnownErrors.PasswordRequirementsNotMet.isInstance(long.error)).toBe(true);
    expect(log).toEqual([]);
  });
});

describe("getUser({ or })", () => {
  it("return-null (the default) gives null when signed out", async () => {
    expect(await h.client().getUser()).toBeNull();
    expect(await h.client().getUser({ or: "return-null" })).toBeNull();
  });

  it("throw raises the documented message", async () => {
    await expect(h.client().getUser({ or: "throw" })).rejects.toThrow(
      "User is not signed in but getUser was called with { or: 'throw' }",
    );
  });

  it("redirect goes to the sign-in page and never resolves", async () => {
    const navigate = vi.fn();
    const app = h.client({ redirectMethod: { navigate } });
    const settled = vi.fn();
    app.getUser({ or: "redirect" }).then(settled, settled);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith("/handler/sign-in"));
    // Past the redirect's pause (the only timer left), the promise has still not settled.
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    try {
      await vi.advanceTimersByTimeAsync(REDIRECT_PAUSE_MS + 1);
    } finally {
      vi.useRealTimers();
    }
    expect(settled).not.toHaveBeenCalled();
  });

  it("anonymous signs up an anonymous user once; other modes hide or show it", async () => {
    const log: RequestLog = [];
    const app = h.client({}, log);
    const [a, b] = await Promise.all([
      app.getUser({ or: "anonymous" }),
      app.getUser({ or: "anonymous" }),
    ]);
    expect(a?.isAnonymous).toBe(true);
    expect(b?.id).toBe(a?.id);
    expect(log.filter((l) => l === "POST /auth/anonymous/sign-up")).toHaveLength(1);
    expect(await app.getUser()).toBeNull();
    expect((await app.getUser({ or: "anonymous-if-exists" }))?.id).toBe(a?.id);
    await expect(app.getUser({ or: "throw" })).rejects.toThrow(/or: 'throw'/);
  });

  it("anonymous-if-exists gives null when there is no user at all", async () => {
    expect(await h.client().getUser({ or: "anonymous-if-exists" })).toBeNull();
  });

  it("an unknown or value is a TypeError", async () => {
    await expect(h.client().getUser({ or: "later" as unknown as "throw" })).rejects.toBeInstanceOf(
      TypeError,
    );
  });
});

describe("the signed-in user", () => {
  it("updates display name, client metadata and profile image, and the cache follows", async () => {
    const email = uniqueEmail();
    const app = h.client();
    await app.signUpWithCredential({ email, password: "a-good-password" });
    const user = await app.getUser({ or: "throw" });
    await user?.update({
      displayName: "Ada Lovelace",
      clientMetadata: { theme: "dark" },
      // A client uploads the image itself, as base64 data (the service refuses a link).
      profileImageUrl: "data:image/png;base64,aGVsbG8=",
    });
    const fresh = await app.getUser({ or: "throw" });
    expect(fresh).toMatchObject({
      displayName: "Ada Lovelace",
      clientMetadata: { theme: "dark" },
      profileImageUrl: "data:image/png;base64,aGVsbG8=",
    });
    // Another app on the same session sees it on the service too.
    const server = await h.server().getUser(fresh!.id);
    expect(server?.displayName).toBe("Ada Lovelace");
  });

  it("refuses a bad update with a TypeError naming the field and changes nothing", async () => {
    const log: RequestLog = [];
    const app = h.client({}, log);
    await app.signUpWithCredential({ email: uniqueEmail(), password: "a-good-password" });
    const user = await app.getUser({ or: "throw" });
    log.length = 0;
    await expect(user!.update({ displayName: 7 as unknown as string })).rejects.toThrow(
      /displayName/,
    );
    await expect(
      user!.update({ nickname: "x" } as unknown as { displayName: string }),
    ).rejects.toThrow(/unknown option "nickname"/);
    expect(log).toEqual([]);
    expect((await app.getUser())?.displayName).toBe(user!.displayName);
  });

  it("signs out: the service forgets the session and the tokens are cleared", async () => {
    const store = new MemoryTokenStore();
    const app = h.client({ tokenStore: store });
    await app.signInWithCredential({ email: DEMO_USER.email, password: DEMO_USER.password });
    const { refreshToken } = store.get();
    await app.signOut();
    expect(store.get()).toEqual({ accessToken: null, refreshToken: null });
    expect(await app.getUser()).toBeNull();
    // The old refresh token no longer works anywhere.
    const replay = h.client({ tokenStore: { refreshToken, accessToken: null } });
    expect(await replay.getUser()).toBeNull();
  });

  it("signOut redirects to the after-sign-out page unless noRedirect", async () => {
    const navigate = vi.fn();
    const app = h.client({ redirectMethod: { navigate }, urls: { afterSignOut: "/bye" } });
    await app.signInWithCredential({
      email: DEMO_USER.email,
      password: DEMO_USER.password,
      noRedirect: true,
    });
    await app.signOut();
    expect(navigate).toHaveBeenCalledWith("/bye");
  });

  it("signIn redirects to the after-sign-in page unless noRedirect", async () => {
    const navigate = vi.fn();
    const app = h.client({ redirectMethod: { navigate }, urls: { afterSignIn: "/dashboard" } });
    await app.signInWithCredential({ email: DEMO_USER.email, password: DEMO_USER.password });
    expect(navigate).toHaveBeenCalledWith("/dashboard");
  });
});

describe("sessions and refresh", () => {
  it("refreshes an expired access token once, even for 20 concurrent calls", async () => {
    const signedInApp = await signedIn();
    const { refreshToken } = JSON.parse((await signedInApp.getAuthHeaders())["x-stack-auth"]!);
    const log: RequestLog = [];
    const expired = "eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjEwMDAwMDAwMDB9.c2lnbmF0dXJlLW5vdC1jaGVja2Vk"; // exp in 2001
    const app = h.client({ tokenStore: { accessToken: expired, refreshToken } }, log);
    const users = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.getUser({ tokenStore: { accessToken: expired, refreshToken } }),
      ),
    );
    expect(users.every((u) => u?.primaryEmail === DEMO_USER.email)).toBe(true);
    // Regression: each per-call store was its own session, so 20 calls made 20 refreshes.
    expect(log.filter((l) => l === "POST /auth/oauth/token")).toHaveLength(1);
    log.length = 0;
    const shared = await Promise.all(Array.from({ length: 20 }, () => app.getUser()));
    expect(shared.every((u) => u?.primaryEmail === DEMO_USER.email)).toBe(true);
    expect(log.filter((l) => l === "POST /auth/oauth/token")).toHaveLength(1);
    expect(log.filter((l) => l === "GET /users/me")).toHaveLength(1);
  });

  // Regression: refresh sharing was per app instance, so three apps made three refreshes.
  it("three apps over one token store share one refresh", async () => {
    const signedInApp = await signedIn();
    const { refreshToken } = JSON.parse((await signedInApp.getAuthHeaders())["x-stack-auth"]!);
    const expired = "eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjEwMDAwMDAwMDB9.c2lnbmF0dXJlLW5vdC1jaGVja2Vk";
    const store = new MemoryTokenStore({ accessToken: expired, refreshToken });
    const log: RequestLog = [];
    const apps = [1, 2, 3].map(() => h.client({ tokenStore: store }, log));
    const users = await Promise.all(apps.map((app) => app.getUser()));
    expect(users.map((u) => u?.primaryEmail)).toEqual(Array(3).fill(DEMO_USER.email));
    expect(log.filter((l) => l === "POST /auth/oauth/token")).toHaveLength(1);
  });

  it("a dead refresh token signs the session out", async () => {
    const store = new MemoryTokenStore({ refreshToken: "not-a-real-token", accessToken: null });
    const app = h.client({ tokenStore: store });
    expect(await app.getUser()).toBeNull();
    expect(store.get()).toEqual({ accessToken: null, refreshToken: null });
  });

  it("carries the session to a backend with getAuthorizationHeader (Bearer stackauth_…), as @stackframe/js", async () => {
    const app = await signedIn();
    const authorization = (await app.getAuthorizationHeader()) as string;
    expect(authorization).toMatch(/^Bearer stackauth_[A-Za-z0-9+/]+=*$/);
    const viaRequest = await h.server().getUser({
      tokenStore: new Request("http://backend.example/", { headers: { authorization } }),
    });
    expect(viaRequest?.primaryEmail).toBe(DEMO_USER.email);
    // The header wins over x-stack-auth and the cookies of the same request.
    const withOthers = await h.server().getUser({
      tokenStore: {
        headers: {
          Authorization: authorization,
          "x-stack-auth": '{"accessToken":null,"refreshToken":null}',
        },
      },
    });
    expect(withOthers?.id).toBe(viaRequest?.id);
    const user = await app.getUser({ or: "throw" });
    expect(await user.getAuthorizationHeader()).toBe(authorization);
    await app.signOut();
    expect(await app.getAuthorizationHeader()).toBeNull();
  });

  it("carries the session to a backend with getAuthHeaders (x-stack-auth)", async () => {
    const app = await signedIn();
    const headers = await app.getAuthHeaders();
    const user = await h.server().getUser({ tokenStore: { headers } });
    expect(user?.primaryEmail).toBe(DEMO_USER.email);
    expect(user?.serverMetadata).toBeDefined();
    const viaRequest = await h
      .server()
      .getUser({ tokenStore: new Request("http://backend.example/", { headers }) });
    expect(viaRequest?.id).toBe(user?.id);
  });
});

describe("the project", () => {
  it("reads the public config", async () => {
    const project = await h.client().getProject();
    expect(project).toEqual({
      id: h.emulator.projectId,
      displayName: "Demo Project",
      config: expect.objectContaining({ signUpEnabled: true, credentialEnabled: true }),
    });
  });

  it("a wrong publishable key gives INVALID_PUBLISHABLE_CLIENT_KEY", async () => {
    const error = await h
      .client({ publishableClientKey: "pck_wrong" })
      .getProject()
      .catch((e: unknown) => e);
    expect(KnownErrors.InvalidPublishableClientKey.isInstance(error)).toBe(true);
  });
});

describe("stale tokens and ended sessions", () => {
  const claims = (token: string | null) => decodeJwt(token ?? "");

  it("after update(), the next access token carries the new name (the old one is stale)", async () => {
    const log: RequestLog = [];
    const app = h.client({}, log);
    await app.signUpWithCredential({ email: uniqueEmail(), password: "a-good-password" });
    const user = await app.getUser({ or: "throw" });
    expect(claims((await user!.currentSession.getTokens()).accessToken).name).toBeNull();
    await user!.update({ displayName: "Fresh Claims" });
    log.length = 0;
    const tokens = await user!.currentSession.getTokens();
    expect(claims(tokens.accessToken).name).toBe("Fresh Claims");
    expect(log).toEqual(["POST /auth/oauth/token"]);
  });

  it("currentSession.getTokens() gives the session's tokens, as the reference SDK does", async () => {
    const store = new MemoryTokenStore();
    const app = h.client({ tokenStore: store });
    await app.signInWithCredential({ email: DEMO_USER.email, password: DEMO_USER.password });
    const user = await app.getUser({ or: "throw" });
    expect(await user!.currentSession.getTokens()).toEqual(store.get());
  });

  it("a session revoked elsewhere reads as signed out after the next invalid-token answer", async () => {
    const email = uniqueEmail();
    const app = h.client();
    await app.signUpWithCredential({ email, password: "a-good-password" });
    const user = await app.getUser({ or: "throw" });
    const seen: (string | null | undefined)[] = [];
    const stop = app.userStore.subscribe(() => {
      app.userStore.getPromise().then((u) => seen.push(u?.primaryEmail));
    });
    try {
      // A new password revokes every session of the user. Access tokens are stateless, as on the
      // service: the one in hand keeps working until it expires, and then its refresh fails.
      await h.server().updateUser(user!.id, { password: "another-good-password" });
      h.emulator.clock.advance(DEFAULT_ACCESS_TOKEN_LIFETIME_MS + 1000);
      await expect(user!.update({ displayName: "x" })).rejects.toThrow();
      await vi.waitFor(() => expect(seen.at(-1)).toBeUndefined());
      expect(await app.getUser()).toBeNull();
    } finally {
      stop();
    }
  });
});

describe("typed results", () => {
  it("names the exact errors each call can return", async () => {
    const app = h.client();
    const signIn = await app.signInWithCredential({ email: uniqueEmail(), password: "wrong-one" });
    if (signIn.status === "error") {
      expectTypeOf(signIn.error).toEqualTypeOf<
        KnownErrors["EmailPasswordMismatch"] | KnownErrors["InvalidTotpCode"]
      >();
      expect(signIn.error.errorCode).toBe("EMAIL_PASSWORD_MISMATCH");
    }
    expect(signIn.status).toBe("error");
    const signUp = await app.signUpWithCredential({
      email: DEMO_USER.email,
      password: "long-enough",
    });
    if (signUp.status === "error") {
      expectTypeOf(signUp.error).toEqualTypeOf<
        | KnownErrors["UserWithEmailAlreadyExists"]
        | KnownErrors["PasswordRequirementsNotMet"]
        | KnownErrors["BotChallengeFailed"]
      >();
      expect(signUp.error.errorCode).toBe("USER_EMAIL_ALREADY_EXISTS");
    }
    expect(signUp.status).toBe("error");
  });
});
