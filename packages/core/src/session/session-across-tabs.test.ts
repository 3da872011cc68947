import { SignJWT } from "jose";
import { describe, expect, it, vi } from "vitest";
import { deferred } from "../test-utils/deferred.js";
import { fakeTabLocks } from "../test-utils/fake-tab-locks.js";
import type { Session as SessionClass } from "./session.js";
import type { TabLocks } from "./tab-lock.js";
import { MemoryTokenStore, type TokenStore } from "./token-store.js";
import { UserStore } from "./user-store.js";

const NOW = 1_700_000_000_000;
const now = () => NOW;
const SCOPE = "https://api.example.com p1";
const LOCK = `stack-auth refresh ${SCOPE}`;
const key = new TextEncoder().encode("a-test-secret-of-at-least-32-bytes!!");
// The waits below include the first import of the refresh code (refresh-grant.ts, loaded with
// the first refresh), slow on a busy machine: they wait up to 20 s for the tabs, not 1 s.

/** A real HS256 JWT expiring `msLeft` after NOW. */
function jwt(msLeft: number, sub = "user-1"): Promise<string> {
  return new SignJWT({ sub })
    .setProtectedHeader({ alg: "HS256" })
    .setExpirationTime(Math.floor((NOW + msLeft) / 1000))
    .sign(key);
}

/**
 * One browser tab's copy of the session module: its own map of refreshes in flight, as a tab
 * has. Tabs share what a browser shares: the cookies (one store) and the Web Locks.
 */
async function tab(
  store: TokenStore,
  refresh: (refreshToken: string) => Promise<string>,
  locks: TabLocks | undefined,
): Promise<SessionClass> {
  vi.resetModules();
  const { Session } = await import("./session.js");
  return new Session(store, refresh, { now, scope: SCOPE, locks });
}

async function threeTabs(locks: TabLocks | undefined) {
  const stale = await jwt(5_000);
  const fresh = await jwt(600_000);
  const cookies = new MemoryTokenStore({ accessToken: stale, refreshToken: "r1" });
  const grant = deferred<string>();
  const refresh = vi.fn(() => grant.promise);
  const tabs = [
    await tab(cookies, refresh, locks),
    await tab(cookies, refresh, locks),
    await tab(cookies, refresh, locks),
  ];
  return { stale, fresh, cookies, grant, refresh, tabs };
}

describe("a session shared by several tabs", () => {
  it("three tabs with a stale token make ONE refresh: the others take the token once the lock is free", async () => {
    const tabLocks = fakeTabLocks();
    const { fresh, grant, refresh, tabs } = await threeTabs(tabLocks.locks);
    const calls = tabs.map((session) => session.getAccessToken());
    await vi.waitFor(() => expect(tabLocks.waiting(LOCK)).toBe(2), { timeout: 20_000 });
    expect(refresh).toHaveBeenCalledTimes(1);
    grant.resolve(fresh);
    expect(await Promise.all(calls)).toEqual([fresh, fresh, fresh]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(tabLocks.isHeld(LOCK)).toBe(false);
  });

  it("without Web Locks (older browsers) each tab refreshes on its own", async () => {
    const { fresh, grant, refresh, tabs } = await threeTabs(undefined);
    const calls = tabs.map((session) => session.getAccessToken());
    grant.resolve(fresh);
    expect(await Promise.all(calls)).toEqual([fresh, fresh, fresh]);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it("a tab refreshes itself when the refresh of the tab before it failed", async () => {
    const tabLocks = fakeTabLocks();
    const fresh = await jwt(600_000);
    const cookies = new MemoryTokenStore({ accessToken: await jwt(5_000), refreshToken: "r1" });
    const failing = deferred<string>();
    const first = await tab(cookies, () => failing.promise, tabLocks.locks);
    const secondRefresh = vi.fn(async () => fresh);
    const second = await tab(cookies, secondRefresh, tabLocks.locks);
    const firstCall = first.getAccessToken();
    const secondCall = second.getAccessToken();
    await vi.waitFor(() => expect(tabLocks.waiting(LOCK)).toBe(1), { timeout: 20_000 });
    failing.reject(new TypeError("Failed to fetch"));
    await expect(firstCall).rejects.toThrow("Failed to fetch");
    expect(await secondCall).toBe(fresh);
    expect(secondRefresh).toHaveBeenCalledTimes(1);
  });

  it("a forced refresh (the token's claims are out of date) is not satisfied by the token it replaces", async () => {
    const tabLocks = fakeTabLocks();
    const current = await jwt(600_000);
    const renewed = await jwt(600_000, "user-1-renamed");
    const cookies = new MemoryTokenStore({ accessToken: current, refreshToken: "r1" });
    const refresh = vi.fn(async () => renewed);
    const session = await tab(cookies, refresh, tabLocks.locks);
    session.markStale();
    expect(await session.getAccessToken()).toBe(renewed);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("takes the browser's Web Locks only for a store shared across tabs", async () => {
    const tabLocks = fakeTabLocks();
    vi.stubGlobal("navigator", { locks: tabLocks.locks });
    try {
      const fresh = await jwt(600_000);
      const { Session } = await import("./session.js");
      const memory = new MemoryTokenStore({ accessToken: await jwt(5_000), refreshToken: "r1" });
      await new Session(memory, async () => fresh, { now }).getAccessToken();
      expect(tabLocks.requests()).toBe(0);
      const cookies: TokenStore = Object.assign(
        new MemoryTokenStore({ accessToken: await jwt(5_000), refreshToken: "r2" }),
        { sharedAcrossTabs: true },
      );
      await new Session(cookies, async () => fresh, { now }).getAccessToken();
      expect(tabLocks.requests()).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  // React StrictMode mounts, unmounts and mounts again: the user store is subscribed twice while
  // the refresh waits for another tab's lock. Regression guard: no second lock request that would
  // wait on the first, and the user shows once the other tab is done.
  it("under StrictMode's double mount, while another tab holds the lock: one refresh, the user shows", async () => {
    const tabLocks = fakeTabLocks();
    const fresh = await jwt(600_000);
    const cookies = new MemoryTokenStore({ accessToken: await jwt(5_000), refreshToken: "r1" });
    const refresh = vi.fn(async () => fresh);
    const session = await tab(cookies, refresh, tabLocks.locks);
    const users = new UserStore(cookies, {
      fetchUser: async () => ({ id: "u1", token: await session.getAccessToken() }),
    });
    tabLocks.hold(LOCK);
    const shown: unknown[] = [];
    const listener = () => users.getPromise().then((user) => shown.push(user));
    const firstMount = users.subscribe(listener);
    const pending = users.getPromise();
    firstMount();
    const secondMount = users.subscribe(listener);
    await vi.waitFor(() => expect(tabLocks.waiting(LOCK)).toBe(1), { timeout: 20_000 });
    tabLocks.release(LOCK);
    expect(await pending).toEqual({ id: "u1", token: fresh });
    expect(await users.getPromise()).toEqual({ id: "u1", token: fresh });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(tabLocks.requests()).toBe(1);
    secondMount();
  });
});
