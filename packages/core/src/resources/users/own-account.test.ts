import { type CurrentUser, HttpError, KnownErrors } from "@app/core";
import { MemoryTokenStore } from "@app/core/internal";
import { describe, expect, it } from "vitest";
import { type RequestLog, uniqueEmail, useHarness } from "../../test-utils/emulator-harness.js";

const h = useHarness();

const PASSWORD = "a-good-password";

/** A new user signed in on a client app (recording its requests into `log`), and their e-mail. */
async function signedUp(log?: RequestLog) {
  const email = uniqueEmail();
  const store = new MemoryTokenStore();
  const app = h.client({ tokenStore: store }, log);
  await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true });
  const user = (await app.getUser({ or: "throw" })) as CurrentUser;
  return { app, user, email, store };
}

/** A user without a password, signed in through a server-made session. */
async function withoutPassword(log?: RequestLog) {
  const created = await h
    .server()
    .createUser({ primaryEmail: uniqueEmail(), primaryEmailAuthEnabled: true });
  const { accessToken, refreshToken } = await created.createSession();
  const app = h.client({ tokenStore: { accessToken, refreshToken } }, log);
  const user = (await app.getUser({ or: "throw" })) as CurrentUser;
  return { app, user };
}

/** A client app holding only the refresh token of `store`: its access token has expired. */
const onRefreshTokenOf = (store: MemoryTokenStore) =>
  h.client({ tokenStore: { refreshToken: store.get().refreshToken } });

const signIn = (email: string, password: string) =>
  h.client().signInWithCredential({ email, password, noRedirect: true });

describe("user.updatePassword", () => {
  it("changes the password; other sessions end, this one stays", async () => {
    const { app, user, email } = await signedUp();
    const otherStore = new MemoryTokenStore();
    const other = h.client({ tokenStore: otherStore });
    await other.signInWithCredential({ email, password: PASSWORD, noRedirect: true });
    const error = await user.updatePassword({
      oldPassword: PASSWORD,
      newPassword: "a-new-good-password",
    });
    expect(error).toBeUndefined();
    expect(await user.getActiveSessions()).toHaveLength(1);
    // The other device's session ended. Its access token is a stateless JWT that lives on until it
    // expires (as on the service); then its refresh fails and the app finds nobody.
    expect(await onRefreshTokenOf(otherStore).getUser()).toBeNull();
    expect((await app.getUser())?.id).toBe(user.id);
    expect((await signIn(email, "a-new-good-password")).status).toBe("ok");
    expect((await signIn(email, PASSWORD)).status).toBe("error");
  });

  it("returns a wrong old password as PASSWORD_CONFIRMATION_MISMATCH, changing nothing", async () => {
    const { user, email } = await signedUp();
    const error = await user.updatePassword({
      oldPassword: "not-the-password",
      newPassword: "a-new-good-password",
    });
    expect(KnownErrors.PasswordConfirmationMismatch.isInstance(error)).toBe(true);
    expect(error?.message).toBe("Passwords do not match.");
    expect((await signIn(email, PASSWORD)).status).toBe("ok");
  });

  it("returns a new password of the wrong length before any request", async () => {
    const log: RequestLog = [];
    const { user } = await signedUp(log);
    log.length = 0;
    const short = await user.updatePassword({ oldPassword: PASSWORD, newPassword: "short" });
    expect(KnownErrors.PasswordTooShort.isInstance(short)).toBe(true);
    expect(KnownErrors.PasswordRequirementsNotMet.isInstance(short)).toBe(true);
    expect(short?.message).toBe("Password must be at least 8 characters.");
    const long = await user.updatePassword({ oldPassword: PASSWORD, newPassword: "x".repeat(71) });
    expect(long?.code).toBe("PASSWORD_TOO_LONG");
    expect(log).toEqual([]);
  });

  it("refuses arguments of the wrong type with a TypeError, before any request", async () => {
    const log: RequestLog = [];
    const { user } = await signedUp(log);
    log.length = 0;
    const update = (options: unknown) =>
      user.updatePassword(options as Parameters<typeof user.updatePassword>[0]);
    await expect(update({ newPassword: "a-new-good-password" })).rejects.toThrow(
      "user.updatePassword(): oldPassword must be a string; got undefined.",
    );
    await expect(update(null)).rejects.toThrow(/expects \{ oldPassword, newPassword \}/);
    expect(log).toEqual([]);
  });

  it("throws USER_DOES_NOT_HAVE_PASSWORD for a user without a password", async () => {
    const { user } = await withoutPassword();
    const error = await user
      .updatePassword({ oldPassword: PASSWORD, newPassword: "a-new-good-password" })
      .catch((e: unknown) => e);
    expect(KnownErrors.UserDoesNotHavePassword.isInstance(error)).toBe(true);
  });
});

describe("user.setPassword", () => {
  it("gives a password to a user who has none; hasPassword follows", async () => {
    const { app, user } = await withoutPassword();
    expect(user.hasPassword).toBe(false);
    expect(await user.setPassword({ password: "a-first-password" })).toBeUndefined();
    expect((await app.getUser())?.hasPassword).toBe(true);
    const email = user.primaryEmail ?? "";
    expect((await signIn(email, "a-first-password")).status).toBe("ok");
  });

  it("returns a password of the wrong length before any request", async () => {
    const log: RequestLog = [];
    const { user } = await withoutPassword(log);
    log.length = 0;
    const error = await user.setPassword({ password: "short" });
    expect(KnownErrors.PasswordTooShort.isInstance(error)).toBe(true);
    expect(log).toEqual([]);
  });

  it("throws the service's 400 for a user who already has one", async () => {
    const { user } = await signedUp();
    const error = await user.setPassword({ password: "another-password" }).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).body).toBe("User already has a password set.");
  });

  it("on a server user, sets it and ends all the user's sessions", async () => {
    const { user: current, email, store } = await signedUp();
    const user = await h.server().getUser(current.id);
    expect(await user?.setPassword({ password: "server-chosen-password" })).toBeUndefined();
    // The client's session ended: once its access token expires, an app finds nobody.
    expect(await onRefreshTokenOf(store).getUser()).toBeNull();
    expect((await signIn(email, "server-chosen-password")).status).toBe("ok");
    const short = await user?.setPassword({ password: "short" });
    expect(short?.code).toBe("PASSWORD_TOO_SHORT");
  });
});

describe("user.delete", () => {
  it("throws the service's 400 while the project does not let clients delete users", async () => {
    const { app, user } = await signedUp();
    const error = await user.delete().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect((await app.getUser())?.id).toBe(user.id);
  });

  it("deletes the account; the app is signed out and the cached user is null", async () => {
    await h.admin().updateProject({ config: { clientUserDeletionEnabled: true } });
    try {
      const { app, user, store } = await signedUp();
      const seen: (string | null)[] = [];
      const stop = app.userStore.subscribe(() => {
        app.userStore.getPromise().then((u) => seen.push(u?.id ?? null));
      });
      try {
        await user.delete();
        expect(await app.getUser()).toBeNull();
        expect(store.get()).toEqual({ accessToken: null, refreshToken: null });
        expect(await app.userStore.getPromise()).toBeNull();
        expect(seen.at(-1)).toBeNull();
      } finally {
        stop();
      }
      expect(await h.server().getUser(user.id)).toBeNull();
    } finally {
      await h.admin().updateProject({ config: { clientUserDeletionEnabled: false } });
    }
  });
});
