import { beforeAll, describe, expect, it } from "vitest";
import { loadLiveUpdates } from "../session/load-live-updates.js";
import { type RequestLog, uniqueEmail, useHarness } from "../test-utils/emulator-harness.js";

const h = useHarness();

// The refetch on focus and reconnect loads with a store's first subscriber (the live updates'
// chunk); an event dispatched before it arrives is not heard, so these tests load it first.
// Regression: the first test failed under load, its focus event sent before the chunk was in
// (live-updates-load.test.ts covers a subscriber that comes first).
beforeAll(async () => {
  await loadLiveUpdates();
});

/** A signed-in app whose user store has a subscriber (as a mounted useUser would). */
async function watchedUser(log?: RequestLog) {
  const app = h.client({}, log);
  await app.signUpWithCredential({ email: uniqueEmail(), password: "a-good-password" });
  const user = await app.getUser({ or: "throw" });
  const shown: (string | null)[] = [];
  const stop = app.userStore.subscribe(() => {
    app.userStore.getPromise().then((u) => shown.push(u?.id ?? null));
  });
  return { app, user: user!, shown, stop };
}

/** Waits until the store has shown signed-out. */
async function signedOutShown(shown: (string | null)[]) {
  await expect.poll(() => shown.at(-1), { interval: 5 }).toBeNull();
}

// Regression: a user deleted on the server, or whose sessions were revoked, stayed signed in
// locally until the page reloaded.
describe("the current user is checked again when the page comes back", () => {
  it("a user deleted on the server reads as signed out after the window regains focus", async () => {
    const { app, user, shown, stop } = await watchedUser();
    try {
      await h.server().deleteUser(user.id);
      window.dispatchEvent(new Event("focus"));
      await signedOutShown(shown);
      expect(await app.getUser()).toBeNull();
    } finally {
      stop();
    }
  });

  it("a session revoked by a password change reads as signed out when back online", async () => {
    const { app, user, shown, stop } = await watchedUser();
    try {
      await h.server().updateUser(user.id, { password: "a-new-good-password" });
      window.dispatchEvent(new Event("offline"));
      window.dispatchEvent(new Event("online"));
      await signedOutShown(shown);
      expect(await app.getUser()).toBeNull();
    } finally {
      stop();
    }
  });

  it("a still valid session stays signed in, with one check for a burst of events", async () => {
    const log: RequestLog = [];
    const { app, user, shown, stop } = await watchedUser(log);
    try {
      log.length = 0;
      window.dispatchEvent(new Event("focus"));
      document.dispatchEvent(new Event("visibilitychange"));
      window.dispatchEvent(new Event("offline"));
      window.dispatchEvent(new Event("online"));
      await expect.poll(() => shown.length, { interval: 5 }).toBe(1);
      expect(shown).toEqual([user.id]);
      // One refresh (is the session still alive?) and one read of the user, for three events.
      expect(log).toEqual(["POST /auth/oauth/token", "GET /users/me"]);
      expect((await app.getUser())?.id).toBe(user.id);
    } finally {
      stop();
    }
  });

  it("without a subscriber, focus sends nothing", async () => {
    const log: RequestLog = [];
    const { stop } = await watchedUser(log);
    stop();
    log.length = 0;
    window.dispatchEvent(new Event("focus"));
    window.dispatchEvent(new Event("offline"));
    window.dispatchEvent(new Event("online"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toEqual([]);
  });
});
