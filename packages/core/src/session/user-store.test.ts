import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { TrackedPromise } from "../cache/keyed-cache.js";
import { focusManager } from "../platform/focus-manager.js";
import { onlineManager } from "../platform/online-manager.js";
import { deferred } from "../test-utils/deferred.js";
import { loadLiveUpdates } from "./load-live-updates.js";
import { MemoryTokenStore } from "./token-store.js";
import { NO_TOKENS, type Tokens } from "./tokens.js";
import { UserStore } from "./user-store.js";

// The watch of other tabs and the refetch on focus load with a store's first subscriber (their
// chunk, live-updates.ts); these tests drive timers and events right after subscribing, so the
// chunk is in before them (live-updates-load.test.ts covers a subscriber that comes first).
beforeAll(async () => {
  await loadLiveUpdates();
});

interface User {
  id: string;
}

/** Lets every pending promise callback run. */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A user store whose fetches answer with the user named after the refresh token. */
function setup(initial: Partial<Tokens> = NO_TOKENS) {
  const tokens = new MemoryTokenStore(initial);
  const fetchUser = vi.fn(async (): Promise<User | null> => {
    const { refreshToken } = tokens.get();
    return refreshToken ? { id: `user-of-${refreshToken}` } : null;
  });
  const users = new UserStore<User>(tokens, { fetchUser });
  return { tokens, fetchUser, users };
}

/** A listener that records the promise it sees when called, as React would read it. */
function recorder(users: UserStore<User>) {
  const seen: TrackedPromise<User | null>[] = [];
  const listener = vi.fn(() => {
    seen.push(users.getPromise() as TrackedPromise<User | null>);
  });
  return { listener, seen };
}

describe("UserStore", () => {
  it("keys the session by the refresh token, else the access token", () => {
    const { tokens, users } = setup();
    expect(users.currentKey()).toBe("");
    tokens.set({ accessToken: "a1", refreshToken: null });
    expect(users.currentKey()).toBe("a1");
    tokens.set({ accessToken: "a1", refreshToken: "r1" });
    expect(users.currentKey()).toBe("r1");
  });

  it("loads the signed-in user once and keeps the same promise", async () => {
    const { users, fetchUser } = setup({ accessToken: "a1", refreshToken: "r1" });
    const promise = users.getPromise();
    expect(users.getPromise()).toBe(promise);
    expect(await promise).toEqual({ id: "user-of-r1" });
    expect(users.getPromise()).toBe(promise);
    expect(fetchUser).toHaveBeenCalledTimes(1);
  });

  it("signed out, gives an already-fulfilled null without fetching", async () => {
    const { users, fetchUser } = setup();
    const promise = users.getPromise() as TrackedPromise<User | null>;
    expect(promise.status).toBe("fulfilled");
    expect(promise.value).toBeNull();
    expect(await users.sync()).toBeNull();
    expect(fetchUser).not.toHaveBeenCalled();
  });

  it("a token refresh (new access token, same refresh token) does not refetch the user", async () => {
    const { tokens, users, fetchUser } = setup({ accessToken: "a1", refreshToken: "r1" });
    const { listener } = recorder(users);
    users.subscribe(listener);
    const before = users.getPromise();
    await before;
    tokens.set({ accessToken: "a2", refreshToken: "r1" });
    await flush();
    expect(await users.sync()).toEqual({ id: "user-of-r1" });
    expect(fetchUser).toHaveBeenCalledTimes(1);
    expect(listener).not.toHaveBeenCalled();
    expect(users.getPromise()).toBe(before);
  });

  it("a sign-in fetches once, keeps showing the old value meanwhile, then notifies once with a settled promise", async () => {
    const { tokens, users, fetchUser } = setup();
    const answer = deferred<User | null>();
    fetchUser.mockImplementationOnce(() => answer.promise);
    const { listener, seen } = recorder(users);
    users.subscribe(listener);
    const signedOut = users.getPromise();

    tokens.set({ accessToken: "a2", refreshToken: "r2" });
    await flush();
    expect(fetchUser).toHaveBeenCalledTimes(1);
    expect(listener).not.toHaveBeenCalled();
    expect(users.getPromise()).toBe(signedOut);

    answer.resolve({ id: "ada" });
    await flush();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(seen[0]?.status).toBe("fulfilled");
    expect(seen[0]?.value).toEqual({ id: "ada" });
    expect(fetchUser).toHaveBeenCalledTimes(1);
  });

  it("a sign-in followed by sync() (as signInWithTokens does) still fetches and notifies once", async () => {
    const { tokens, users, fetchUser } = setup();
    const { listener } = recorder(users);
    users.subscribe(listener);
    tokens.set({ accessToken: "a2", refreshToken: "r2" });
    expect(await users.sync()).toEqual({ id: "user-of-r2" });
    await flush();
    expect(fetchUser).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("a switch to another user shows the new user after one fetch", async () => {
    const { tokens, users, fetchUser } = setup({ accessToken: "a1", refreshToken: "r1" });
    const { listener, seen } = recorder(users);
    users.subscribe(listener);
    await users.getPromise();
    tokens.set({ accessToken: "b1", refreshToken: "r-bob" });
    await flush();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(seen[0]?.value).toEqual({ id: "user-of-r-bob" });
    expect(fetchUser).toHaveBeenCalledTimes(2);
  });

  it("a sign-out (tokens cleared) gives null without any fetch and notifies once", async () => {
    const { tokens, users, fetchUser } = setup({ accessToken: "a1", refreshToken: "r1" });
    const { listener, seen } = recorder(users);
    users.subscribe(listener);
    await users.getPromise();
    tokens.set(NO_TOKENS);
    await flush();
    expect(fetchUser).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(seen[0]?.status).toBe("fulfilled");
    expect(seen[0]?.value).toBeNull();
    expect(await users.getPromise()).toBeNull();
  });

  it("set() stores the user and notifies subscribers without fetching", async () => {
    const { users, fetchUser } = setup({ accessToken: "a1", refreshToken: "r1" });
    const { listener, seen } = recorder(users);
    users.subscribe(listener);
    await users.getPromise();
    users.set({ id: "renamed" });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(seen[0]?.status).toBe("fulfilled");
    expect(seen[0]?.value).toEqual({ id: "renamed" });
    expect(fetchUser).toHaveBeenCalledTimes(1);
  });

  it("refresh() fetches again and notifies once", async () => {
    const { users, fetchUser } = setup({ accessToken: "a1", refreshToken: "r1" });
    const { listener, seen } = recorder(users);
    users.subscribe(listener);
    await users.getPromise();
    fetchUser.mockResolvedValueOnce({ id: "reloaded" });
    expect(await users.refresh()).toEqual({ id: "reloaded" });
    expect(fetchUser).toHaveBeenCalledTimes(2);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(seen[0]?.value).toEqual({ id: "reloaded" });
  });

  it("a failed fetch is seen through getPromise and retried by sync()", async () => {
    const { users, fetchUser } = setup({ accessToken: "a1", refreshToken: "r1" });
    fetchUser.mockRejectedValueOnce(new Error("offline"));
    await expect(users.getPromise()).rejects.toThrow("offline");
    expect(await users.sync()).toEqual({ id: "user-of-r1" });
    expect(fetchUser).toHaveBeenCalledTimes(2);
  });

  it("stops watching the tokens after the last unsubscribe", async () => {
    const { tokens, users, fetchUser } = setup();
    const listener = vi.fn();
    const unsubscribe = users.subscribe(listener);
    unsubscribe();
    tokens.set({ accessToken: "a1", refreshToken: "r1" });
    await flush();
    expect(listener).not.toHaveBeenCalled();
    expect(fetchUser).not.toHaveBeenCalled();
  });

  it("without subscribers, getPromise() follows the current tokens", async () => {
    const { tokens, users } = setup();
    expect(await users.getPromise()).toBeNull();
    tokens.set({ accessToken: "a1", refreshToken: "r1" });
    expect(await users.getPromise()).toEqual({ id: "user-of-r1" });
  });

  // Regression: tokens that changed while nobody listened (after an unsubscribe, or between a
  // render's getPromise() and its subscription) kept the old user shown until the next token
  // change, because subscribing did not re-sync.
  it("a subscriber that arrives after an unwatched sign-in gets the new user", async () => {
    const { tokens, users } = setup();
    const stop = users.subscribe(() => {});
    expect(await users.getPromise()).toBeNull();
    stop();
    tokens.set({ accessToken: "a1", refreshToken: "r1" });
    const { listener, seen } = recorder(users);
    users.subscribe(listener);
    await flush();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(seen[0]?.value).toEqual({ id: "user-of-r1" });
  });

  it("a sign-in between getPromise() and subscribe() (render, then commit) is not lost", async () => {
    const { tokens, users } = setup();
    expect(await users.getPromise()).toBeNull();
    tokens.set({ accessToken: "a1", refreshToken: "r1" });
    const { listener, seen } = recorder(users);
    users.subscribe(listener);
    await flush();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(seen[0]?.value).toEqual({ id: "user-of-r1" });
  });

  it("subscribing with unchanged tokens neither fetches again nor notifies", async () => {
    const { users, fetchUser } = setup({ accessToken: "a1", refreshToken: "r1" });
    await users.getPromise();
    const listener = vi.fn();
    users.subscribe(listener);
    await flush();
    expect(listener).not.toHaveBeenCalled();
    expect(fetchUser).toHaveBeenCalledTimes(1);
  });
});

describe("UserStore revalidation through the focus and online managers", () => {
  afterEach(() => {
    focusManager.setFocused(undefined);
    onlineManager.setOnline(true);
    vi.useRealTimers();
  });

  /** A watched, loaded store, and a way to count the checks that follow. */
  async function watched() {
    const fetchUser = vi.fn(async (): Promise<User | null> => ({ id: "user-of-r1" }));
    const beforeRevalidate = vi.fn();
    const tokens = new MemoryTokenStore({ accessToken: "a1", refreshToken: "r1" });
    const users = new UserStore<User>(tokens, { fetchUser, beforeRevalidate });
    const stop = users.subscribe(() => {});
    await users.getPromise();
    fetchUser.mockClear();
    return { fetchUser, beforeRevalidate, stop };
  }

  it("checks the user again when the app is focused again (as React Native's AppState would say)", async () => {
    const { fetchUser, beforeRevalidate, stop } = await watched();
    focusManager.setFocused(false);
    expect(fetchUser).not.toHaveBeenCalled();
    focusManager.setFocused(true);
    await flush();
    expect(beforeRevalidate).toHaveBeenCalledTimes(1);
    expect(fetchUser).toHaveBeenCalledTimes(1);
    stop();
  });

  it("checks the user again on reconnection", async () => {
    const { fetchUser, stop } = await watched();
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await flush();
    expect(fetchUser).toHaveBeenCalledTimes(1);
    stop();
  });

  it("a burst of focus events makes one check", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { fetchUser, stop } = await watched();
    for (let i = 0; i < 4; i++) {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
      await flush();
      vi.setSystemTime(Date.now() + 300);
    }
    expect(fetchUser).toHaveBeenCalledTimes(1);
    stop();
  });

  it("checks nothing once nobody listens", async () => {
    const { fetchUser, stop } = await watched();
    stop();
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await flush();
    expect(fetchUser).not.toHaveBeenCalled();
  });
});
