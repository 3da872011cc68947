import { describe, expect, it, vi } from "vitest";
import { deferred } from "../test-utils/deferred.js";
import { fulfilled, KeyedCache, track } from "./keyed-cache.js";

/** A loader whose calls are answered by hand, in any order. */
function manualLoader<T>() {
  const calls: { key: string; answer: ReturnType<typeof deferred<T>> }[] = [];
  const load = vi.fn((key: string) => {
    const answer = deferred<T>();
    calls.push({ key, answer });
    return answer.promise;
  });
  return { load, calls };
}

/** Lets every pending promise callback run. */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe("track and fulfilled", () => {
  it("track() records how the promise settled", async () => {
    const ok = track(Promise.resolve(1));
    expect(ok.status).toBe("pending");
    await ok;
    expect(ok.status).toBe("fulfilled");
    expect(ok.value).toBe(1);

    const failure = new Error("no");
    const bad = track(Promise.reject(failure));
    await expect(bad).rejects.toBe(failure);
    expect(bad.status).toBe("rejected");
    expect(bad.reason).toBe(failure);
  });

  it("track() returns an already tracked promise as it is", () => {
    const once = track(Promise.resolve(1));
    expect(track(once)).toBe(once);
  });

  it("fulfilled() is settled from the start, so use() need not suspend", async () => {
    const promise = fulfilled("x");
    expect(promise.status).toBe("fulfilled");
    expect(promise.value).toBe("x");
    await expect(promise).resolves.toBe("x");
  });
});

describe("KeyedCache promise identity", () => {
  it("returns the same promise per key, loading once", async () => {
    const load = vi.fn(async (key: string) => `value of ${key}`);
    const cache = new KeyedCache((key) => load(key[0] as string));
    const first = cache.get(["a"]);
    expect(cache.get(["a"])).toBe(first);
    expect(await first).toBe("value of a");
    expect(cache.get(["a"])).toBe(first);
    expect(cache.get(["b"])).not.toBe(first);
    expect(load.mock.calls).toEqual([["a"], ["b"]]);
    expect(first.status).toBe("fulfilled");
  });

  it("has() is true once a key is loading", () => {
    const cache = new KeyedCache(async () => 1);
    expect(cache.has(["a"])).toBe(false);
    cache.get(["a"]);
    expect(cache.has(["a"])).toBe(true);
  });

  it("refresh() of an unknown key loads it like get()", async () => {
    const load = vi.fn(async (_key: string) => 1);
    const cache = new KeyedCache((key) => load(key[0] as string));
    const refreshed = cache.refresh(["a"]);
    expect(refreshed).toBe(cache.get(["a"]));
    expect(await refreshed).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe("KeyedCache.refresh", () => {
  it("keeps the old promise until the new value arrives, then swaps to a fulfilled one and notifies once", async () => {
    const { load, calls } = manualLoader<string>();
    const cache = new KeyedCache((key) => load(key[0] as string));
    const old = cache.get(["a"]);
    calls[0]!.answer.resolve("v1");
    await old;
    const listener = vi.fn();
    cache.subscribe(["a"], listener);

    const refreshing = cache.refresh(["a"]);
    expect(cache.get(["a"])).toBe(old);
    expect(listener).not.toHaveBeenCalled();

    calls[1]!.answer.resolve("v2");
    expect(await refreshing).toBe("v2");
    const next = cache.get(["a"]);
    expect(next).not.toBe(old);
    expect(next.status).toBe("fulfilled");
    expect(next.value).toBe("v2");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(cache.get(["a"])).toBe(next);
  });

  it("a listener reading the cache when notified already sees the settled new value", async () => {
    const { load, calls } = manualLoader<string>();
    const cache = new KeyedCache((key) => load(key[0] as string));
    cache.get(["a"]);
    calls[0]!.answer.resolve("v1");
    const seen: unknown[] = [];
    cache.subscribe(["a"], () => {
      const promise = cache.get(["a"]);
      seen.push([promise.status, promise.value]);
    });
    const refreshing = cache.refresh(["a"]);
    calls[1]!.answer.resolve("v2");
    await refreshing;
    await flush();
    expect(seen).toEqual([["fulfilled", "v2"]]);
  });

  it("an older slow refresh cannot overwrite a newer set()", async () => {
    const { load, calls } = manualLoader<string>();
    const cache = new KeyedCache((key) => load(key[0] as string));
    cache.get(["a"]);
    calls[0]!.answer.resolve("v1");
    const listener = vi.fn();
    cache.subscribe(["a"], listener);

    const slow = cache.refresh(["a"]);
    cache.set(["a"], "set-value");
    expect(listener).toHaveBeenCalledTimes(1);
    calls[1]!.answer.resolve("stale-from-server");
    await slow;
    await flush();
    expect(await cache.get(["a"])).toBe("set-value");
    expect(await cache.getLatest(["a"])).toBe("set-value");
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("an older slow refresh cannot overwrite a newer refresh", async () => {
    const { load, calls } = manualLoader<string>();
    const cache = new KeyedCache((key) => load(key[0] as string));
    cache.get(["a"]);
    calls[0]!.answer.resolve("v1");
    const older = cache.refresh(["a"]);
    const newer = cache.refresh(["a"]);
    calls[2]!.answer.resolve("newer");
    await newer;
    calls[1]!.answer.resolve("older");
    await older;
    await flush();
    expect(cache.get(["a"]).value).toBe("newer");
  });

  it("a failed refresh swaps in an already-rejected promise and notifies once", async () => {
    const { load, calls } = manualLoader<string>();
    const cache = new KeyedCache((key) => load(key[0] as string));
    cache.get(["a"]);
    calls[0]!.answer.resolve("v1");
    const seen: unknown[] = [];
    cache.subscribe(["a"], () => {
      const promise = cache.get(["a"]);
      seen.push([promise.status, promise.reason]);
    });
    const failure = new Error("offline");
    const refreshing = cache.refresh(["a"]);
    calls[1]!.answer.reject(failure);
    await expect(refreshing).rejects.toBe(failure);
    await flush();
    expect(seen).toEqual([["rejected", failure]]);
    await expect(cache.get(["a"])).rejects.toBe(failure);
  });
});

describe("KeyedCache.set", () => {
  it("stores a value as a fulfilled promise and notifies", async () => {
    const load = vi.fn(async () => "loaded");
    const cache = new KeyedCache(() => load());
    const listener = vi.fn();
    cache.set(["a"], "given");
    cache.subscribe(["a"], listener);
    expect(load).not.toHaveBeenCalled();
    const promise = cache.get(["a"]);
    expect(promise.status).toBe("fulfilled");
    expect(promise.value).toBe("given");

    cache.set(["a"], "changed");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(cache.get(["a"]).value).toBe("changed");
    expect(cache.get(["a"])).not.toBe(promise);
  });

  it("setting the same value keeps the promise (no re-render), but still notifies", () => {
    const cache = new KeyedCache(async () => ({ id: 0 }));
    const value = { id: 1 };
    cache.set(["a"], value);
    const promise = cache.get(["a"]);
    const listener = vi.fn();
    cache.subscribe(["a"], listener);
    cache.set(["a"], value);
    expect(cache.get(["a"])).toBe(promise);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("replaces a load still in flight", async () => {
    const { load, calls } = manualLoader<string>();
    const cache = new KeyedCache((key) => load(key[0] as string));
    cache.get(["a"]);
    cache.set(["a"], "given");
    calls[0]!.answer.resolve("loaded-late");
    await flush();
    expect(cache.get(["a"]).value).toBe("given");
  });
});

describe("KeyedCache.seed", () => {
  it("serves a value still on its way without loading, then reloads with the loader given", async () => {
    const cache = new KeyedCache();
    const { load, calls } = manualLoader<string>();
    const pending = deferred<string>();
    cache.seed(["user", "s"], pending.promise, (key) => load(key.join(" ")));
    const seeded = cache.get(["user", "s"]);
    expect(seeded.status).toBe("pending");
    pending.resolve("from the server render");
    expect(await seeded).toBe("from the server render");
    expect(load).not.toHaveBeenCalled();

    const refreshed = cache.refresh(["user", "s"]);
    expect(calls.map((call) => call.key)).toEqual(["user s"]);
    calls[0]?.answer.resolve("reloaded");
    expect(await refreshed).toBe("reloaded");
  });

  it("keeps a key's value", async () => {
    const cache = new KeyedCache();
    cache.set(["user", "s"], "loaded", async () => "reloaded");
    cache.seed(["user", "s"], Promise.resolve("seeded"), async () => "reloaded");
    expect(await cache.get(["user", "s"])).toBe("loaded");
  });
});

describe("KeyedCache.getLatest", () => {
  it("waits for a refresh in flight instead of returning the older value", async () => {
    const { load, calls } = manualLoader<string>();
    const cache = new KeyedCache((key) => load(key[0] as string));
    cache.get(["a"]);
    calls[0]!.answer.resolve("v1");
    const refreshing = cache.refresh(["a"]);
    const latest = cache.getLatest(["a"]);
    expect(latest).toBe(refreshing);
    calls[1]!.answer.resolve("v2");
    expect(await latest).toBe("v2");
  });

  it("retries a failed load instead of failing forever", async () => {
    let attempt = 0;
    const load = vi.fn(async () => {
      attempt++;
      if (attempt === 1) throw new Error("offline");
      return "online";
    });
    const cache = new KeyedCache(() => load());
    await expect(cache.get(["a"])).rejects.toThrow("offline");
    expect(await cache.getLatest(["a"])).toBe("online");
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.get(["a"]).status).toBe("fulfilled");
    expect(await cache.getLatest(["a"])).toBe("online");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("loads an unknown key", async () => {
    const cache = new KeyedCache(async (key) => String(key[0]).toUpperCase());
    expect(await cache.getLatest(["a"])).toBe("A");
  });
});

describe("KeyedCache.fresh (an awaited getter: what the service holds now)", () => {
  it("loads an unknown key once, and calls at once share that load", async () => {
    const { load, calls } = manualLoader<string>();
    const cache = new KeyedCache((key) => load(key[0] as string));
    const first = cache.fresh(["a"]);
    const second = cache.fresh(["a"]);
    expect(load).toHaveBeenCalledTimes(1);
    calls[0]!.answer.resolve("v1");
    expect(await Promise.all([first, second])).toEqual(["v1", "v1"]);
    expect(cache.get(["a"]).value).toBe("v1");
  });

  it("loads a settled key again, keeping the old value visible until the new one is stored and notifying", async () => {
    const { load, calls } = manualLoader<string>();
    const cache = new KeyedCache((key) => load(key[0] as string));
    cache.get(["a"]);
    calls[0]!.answer.resolve("v1");
    await flush();
    const listener = vi.fn();
    cache.subscribe(["a"], listener);
    const old = cache.get(["a"]);
    const again = cache.fresh(["a"]);
    const joined = cache.fresh(["a"]);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.get(["a"])).toBe(old);
    calls[1]!.answer.resolve("v2");
    expect(await Promise.all([again, joined])).toEqual(["v2", "v2"]);
    expect(cache.get(["a"]).value).toBe("v2");
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("joins a reload already in flight (an invalidation's) instead of sending another", async () => {
    const { load, calls } = manualLoader<string>();
    const cache = new KeyedCache((key) => load(key[0] as string));
    cache.get(["a"]);
    calls[0]!.answer.resolve("v1");
    await flush();
    const refreshing = cache.refresh(["a"]);
    expect(cache.fresh(["a"])).toBe(refreshing);
    expect(load).toHaveBeenCalledTimes(2);
    calls[1]!.answer.resolve("v2");
    expect(await refreshing).toBe("v2");
  });

  it("regression (issue 29): a cache that loads nothing (refuseLoads) answers the value it was handed, not the refusal", async () => {
    const load = vi.fn(async () => "loaded");
    const cache = new KeyedCache(load);
    cache.set(["user"], "handed over");
    cache.refuseLoads((key) => new Error(`not loaded: ${String(key[0])}`));
    expect(await cache.fresh(["user"])).toBe("handed over");
    await expect(cache.fresh(["project"])).rejects.toThrow("not loaded: project");
    expect(load).not.toHaveBeenCalled();
  });

  it("each call after the last answer asks again", async () => {
    let version = 0;
    const cache = new KeyedCache(async () => ++version);
    expect(await cache.fresh(["a"])).toBe(1);
    expect(await cache.fresh(["a"])).toBe(2);
    expect(await cache.getLatest(["a"])).toBe(2);
  });
});

describe("KeyedCache subscriptions and prune", () => {
  it("stops notifying after unsubscribe", async () => {
    const cache = new KeyedCache(async () => 1);
    const listener = vi.fn();
    const unsubscribe = cache.subscribe(["a"], listener);
    unsubscribe();
    cache.set(["a"], 2);
    expect(listener).not.toHaveBeenCalled();
  });

  it("notifies only the key's own listeners", () => {
    const cache = new KeyedCache(async () => 1);
    const a = vi.fn();
    const b = vi.fn();
    cache.subscribe(["a"], a);
    cache.subscribe(["b"], b);
    cache.set(["a"], 2);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
  });

  it("prune() forgets every key except the one kept and the ones listened to", async () => {
    const load = vi.fn(async (key: string) => key);
    const cache = new KeyedCache((key) => load(key[0] as string));
    cache.get(["keep"]);
    cache.get(["drop"]);
    cache.get(["watched"]);
    const stop = cache.subscribe(["watched"], () => {});
    cache.prune([], ["keep"]);
    expect(cache.has(["keep"])).toBe(true);
    expect(cache.has(["drop"])).toBe(false);
    expect(cache.has(["watched"])).toBe(true);

    stop();
    cache.prune([], ["keep"]);
    expect(cache.has(["watched"])).toBe(false);
    await cache.get(["drop"]);
    expect(load.mock.calls.filter(([key]) => key === "drop")).toHaveLength(2);
  });
});

describe("KeyedCache.invalidate", () => {
  it("reloads every listened key under the prefix, keeping the old value visible meanwhile", async () => {
    const { load, calls } = manualLoader<string>();
    const cache = new KeyedCache((key) => load(key.join("/")));
    const teamsA = cache.get(["teams", "s1"]);
    const team = cache.get(["team", "t1"]);
    calls[0]!.answer.resolve("teams v1");
    calls[1]!.answer.resolve("team v1");
    await Promise.all([teamsA, team]);
    const teamsListener = vi.fn();
    const teamListener = vi.fn();
    cache.subscribe(["teams", "s1"], teamsListener);
    cache.subscribe(["team", "t1"], teamListener);

    cache.invalidate(["teams"]);
    expect(calls.map((call) => call.key)).toEqual(["teams/s1", "team/t1", "teams/s1"]);
    expect(cache.get(["teams", "s1"])).toBe(teamsA);
    calls[2]!.answer.resolve("teams v2");
    await flush();
    expect(cache.get(["teams", "s1"]).value).toBe("teams v2");
    expect(teamsListener).toHaveBeenCalledTimes(1);
    expect(teamListener).not.toHaveBeenCalled();
    expect(cache.get(["team", "t1"])).toBe(team);
  });

  it("forgets keys nobody listens to, so the next read loads them again", async () => {
    let version = 0;
    const cache = new KeyedCache(async () => ++version);
    expect(await cache.get(["user", "s1"])).toBe(1);
    expect(await cache.get(["user", "s2"])).toBe(2);
    cache.invalidate(["user"]);
    expect(cache.has(["user", "s1"])).toBe(false);
    expect(cache.has(["user", "s2"])).toBe(false);
    expect(await cache.get(["user", "s1"])).toBe(3);
  });

  // Regression: a list derived from another cached list (connected accounts from the OAuth
  // accounts) reloaded first, read the other list's old value, and kept it.
  it("lets a reloading key that reads another changed key see its new value", async () => {
    let accounts = ["github"];
    const cache = new KeyedCache();
    const loadAccounts = async () => [...accounts];
    const loadDerived = async () => (await cache.getLatest(["accounts"], loadAccounts)).join(",");
    // The derived key is made first, so it comes first when both are invalidated.
    expect(await cache.get(["derived"], loadDerived)).toBe("github");
    cache.subscribe(["derived"], () => {});
    cache.subscribe(["accounts"], () => {});
    accounts = ["github", "google"];

    cache.invalidate(["derived"], ["accounts"]);
    await flush();
    expect(cache.get(["derived"]).value).toBe("github,google");
  });

  it("forgets unlistened keys before reloading, so a reload reads them anew", async () => {
    let accounts = ["github"];
    const cache = new KeyedCache();
    const loadAccounts = async () => [...accounts];
    const loadDerived = async () => (await cache.getLatest(["accounts"], loadAccounts)).join(",");
    expect(await cache.get(["derived"], loadDerived)).toBe("github");
    cache.subscribe(["derived"], () => {});
    accounts = ["google"];

    cache.invalidate(["derived"], ["accounts"]);
    await flush();
    expect(cache.get(["derived"]).value).toBe("google");
  });

  it("matches whole key parts, not string prefixes", async () => {
    const cache = new KeyedCache(async () => 1);
    await cache.get(["teams"]);
    await cache.get(["team", "t1"]);
    cache.invalidate(["team"]);
    expect(cache.has(["teams"])).toBe(true);
    expect(cache.has(["team", "t1"])).toBe(false);
  });
});

describe("KeyedCache.store", () => {
  it("is the same store object per key, with the key's promise and notifications", async () => {
    let version = 0;
    const cache = new KeyedCache();
    const load = async () => ++version;
    const store = cache.store(["project"], load);
    expect(cache.store(["project"], load)).toBe(store);
    const first = store.getPromise();
    expect(store.getPromise()).toBe(first);
    expect(await first).toBe(1);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    cache.invalidate(["project"]);
    await flush();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(await store.getPromise()).toBe(2);
    unsubscribe();
    cache.invalidate(["project"]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("a key asked for without any loader is an error naming the key", () => {
    expect(() => new KeyedCache().get(["nothing", 1])).toThrow(
      'No loader for cache key ["nothing",1].',
    );
  });
});
