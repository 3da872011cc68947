import { type CurrentUser, KnownErrors } from "@app/core";
import { describe, expect, it, vi } from "vitest";
import { contextOf } from "../../apps/context.js";
import { queryStore } from "../../cache/query.js";
import { type RequestLog, uniqueEmail, useHarness } from "../../test-utils/emulator-harness.js";
import type { ActiveSession } from "./active-session.js";
import { activeSessionsQuery } from "./active-sessions.js";

const h = useHarness();

const PASSWORD = "a-good-password";

/** One user signed in on two client apps: `older` first, then `newer`. */
async function twoDevices(log?: RequestLog) {
  const email = uniqueEmail();
  const older = h.client();
  await older.signUpWithCredential({ email, password: PASSWORD, noRedirect: true });
  h.emulator.clock.advance(5);
  const newer = h.client({}, log);
  await newer.signInWithCredential({ email, password: PASSWORD, noRedirect: true });
  h.emulator.clock.reset();
  const user = (await newer.getUser({ or: "throw" })) as CurrentUser;
  return { older, newer, user, email };
}

describe("user.getActiveSessions", () => {
  it("lists the user's sessions newest first, this one flagged", async () => {
    const { older, user } = await twoDevices();
    const sessions = await user.getActiveSessions();
    expect(sessions).toHaveLength(2);
    expect(sessions.map((s) => s.isCurrentSession)).toEqual([true, false]);
    expect(sessions[0]).toMatchObject({ userId: user.id, isImpersonation: false });
    expect(sessions[0]?.createdAt).toBeInstanceOf(Date);
    expect(sessions[0]?.lastUsedAt).toBeInstanceOf(Date);
    expect(sessions[1]!.createdAt.getTime()).toBeLessThan(sessions[0]!.createdAt.getTime());
    const fromOlder = await (await older.getUser({ or: "throw" }))?.getActiveSessions();
    expect(fromOlder?.map((s) => s.isCurrentSession)).toEqual([false, true]);
  });

  it("keeps no answer of its own: only a key someone reads is cached", async () => {
    const { newer, user } = await twoDevices();
    const { cache, session } = contextOf(newer);
    await user.getActiveSessions();
    expect(cache.has(["sessions", session?.tokens.refreshToken ?? ""])).toBe(false);
  });

  it("asks the service on every call, so a new sign-in shows", async () => {
    const log: RequestLog = [];
    const { user, email } = await twoDevices(log);
    expect(await user.getActiveSessions()).toHaveLength(2);
    await h.client().signInWithCredential({ email, password: PASSWORD, noRedirect: true });
    expect(await user.getActiveSessions()).toHaveLength(3);
    expect(log.filter((line) => line.startsWith("GET /auth/sessions"))).toHaveLength(2);
  });

  it("refreshes a subscribed list in place", async () => {
    const { newer, user } = await twoDevices();
    const context = contextOf(newer);
    const { cache, session } = context;
    const key = ["sessions", session?.tokens.refreshToken ?? ""];
    const changed = vi.fn();
    // What a mounted `user.useActiveSessions()` listens to.
    const query = activeSessionsQuery(context, { userId: user.id, session });
    const stop = queryStore(cache, query).subscribe(changed);
    await cache.get(key);
    try {
      const [, other] = await user.getActiveSessions();
      // The call above refreshed the list in place: subscribers were told.
      expect(changed).toHaveBeenCalledTimes(1);
      await user.revokeSession(other?.id ?? "");
      await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(2));
      expect(await cache.get<ActiveSession[]>(key)).toHaveLength(1);
    } finally {
      stop();
    }
  });
});

describe("user.revokeSession", () => {
  it("ends another session: that device reads as signed out", async () => {
    const { older, user } = await twoDevices();
    const [, other] = await user.getActiveSessions();
    await user.revokeSession(other?.id ?? "");
    expect((await user.getActiveSessions()).map((s) => s.isCurrentSession)).toEqual([true]);
    const stale = h.client({
      tokenStore: { refreshToken: contextOf(older).tokenStore?.get().refreshToken ?? "" },
    });
    expect(await stale.getUser()).toBeNull();
  });

  it("refuses to end this session (that is signOut)", async () => {
    const { user } = await twoDevices();
    const [current] = await user.getActiveSessions();
    const error = await user.revokeSession(current?.id ?? "").catch((e: unknown) => e);
    expect(KnownErrors.CannotDeleteCurrentSession.isInstance(error)).toBe(true);
    expect(await user.getActiveSessions()).toHaveLength(2);
  });

  it("refuses an empty id before any request", async () => {
    const log: RequestLog = [];
    const { user } = await twoDevices(log);
    log.length = 0;
    await expect(user.revokeSession("")).rejects.toThrow(
      'revokeSession: sessionId must be a non-empty string; got "".',
    );
    expect(log).toEqual([]);
  });
});

describe("server users' sessions", () => {
  it("lists and ends any user's sessions", async () => {
    const { user: current, older } = await twoDevices();
    const user = await h.server().getUser(current.id);
    const sessions = (await user?.getActiveSessions()) ?? [];
    expect(sessions).toHaveLength(2);
    expect(sessions.every((s) => !s.isCurrentSession)).toBe(true);
    await user?.revokeSession(sessions[1]?.id ?? "");
    expect(await user?.getActiveSessions()).toHaveLength(1);
    const olderTokens = contextOf(older).tokenStore?.get();
    const stale = h.client({ tokenStore: { refreshToken: olderTokens?.refreshToken ?? "" } });
    expect(await stale.getUser()).toBeNull();
  });

  it("shows sessions the server makes, and none once a new password ends them", async () => {
    const server = h.server();
    const user = await server.createUser({ primaryEmail: uniqueEmail(), password: PASSWORD });
    await user.createSession();
    expect(await user.getActiveSessions()).toHaveLength(1);
    await user.update({ password: "another-good-password" });
    expect(await user.getActiveSessions()).toEqual([]);
  });
});
