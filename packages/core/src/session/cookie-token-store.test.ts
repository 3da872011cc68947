import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { focusManager } from "../platform/focus-manager.js";
import type { CookieJar } from "./cookie-jar.js";
import {
  COOKIE_POLL_INTERVAL_MS,
  CookieTokenStore,
  type CookieTokenStoreOptions,
  loadCookieWriter,
  tokensChannelName,
} from "./cookie-token-store.js";
import {
  ACCESS_COOKIE_MAX_AGE_SECONDS,
  encodeAccessCookie,
  encodeRefreshCookie,
  REFRESH_COOKIE_MAX_AGE_SECONDS,
} from "./cookie-writer.js";
import type { TabChannel } from "./live-updates.js";
import { loadLiveUpdates } from "./load-live-updates.js";
import { NO_TOKENS } from "./tokens.js";

// The watch of other tabs and the refetch on focus load with a store's first subscriber (their
// chunk, live-updates.ts); these tests drive timers and events right after subscribing, so the
// chunk is in before them (live-updates-load.test.ts covers a subscriber that comes first). The
// same for the code that writes the cookies, which these tests read right after a write
// (cookie-writer-load.test.ts covers a write that comes first).
beforeAll(async () => {
  await Promise.all([loadLiveUpdates(), loadCookieWriter()]);
});

const P = "proj-1";
const NOW = 1_700_000_000_000;

interface Write {
  name: string;
  value: string;
  maxAgeSeconds: number;
  secure: boolean;
}

/** An in-memory jar that records writes and counts reads. */
class FakeJar implements CookieJar {
  readonly cookies = new Map<string, string>();
  readonly writes: Write[] = [];
  readonly removals: { name: string; secure: boolean }[] = [];
  reads = 0;

  snapshot(): string {
    this.reads++;
    return JSON.stringify([...this.cookies]);
  }
  getAll(): Record<string, string> {
    return Object.fromEntries(this.cookies);
  }
  set(name: string, value: string, options: { maxAgeSeconds: number; secure: boolean }): void {
    this.writes.push({ name, value, ...options });
    this.cookies.set(name, value);
  }
  remove(name: string, options: { secure: boolean }): void {
    this.removals.push({ name, ...options });
    this.cookies.delete(name);
  }
}

/** A store over a fake jar; without BroadcastChannel (it polls) unless the options give one. */
function setup(options: Partial<CookieTokenStoreOptions> = {}) {
  const jar = new FakeJar();
  const store = new CookieTokenStore({
    projectId: P,
    jar,
    now: () => NOW,
    broadcastChannel: null,
    ...options,
  });
  return { jar, store };
}

describe("CookieTokenStore writes", () => {
  it("on https writes a Secure __Host- refresh cookie for 1 year and the access cookie for 1 day", () => {
    const { jar, store } = setup({ secure: true });
    store.set({ accessToken: "a1", refreshToken: "r1" });
    expect(jar.writes).toEqual([
      {
        name: "__Host-stack-refresh-proj-1--default",
        value: JSON.stringify({ refresh_token: "r1", updated_at_millis: NOW }),
        maxAgeSeconds: 31_536_000,
        secure: true,
      },
      {
        name: "stack-access",
        value: JSON.stringify(["r1", "a1"]),
        maxAgeSeconds: 86_400,
        secure: true,
      },
    ]);
    expect(REFRESH_COOKIE_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(ACCESS_COOKIE_MAX_AGE_SECONDS).toBe(86_400);
  });

  it("on http writes stack-refresh-{projectId}--default without Secure", () => {
    const { jar, store } = setup({ secure: false });
    store.set({ accessToken: "a1", refreshToken: "r1" });
    expect(jar.writes.map(({ name, secure }) => [name, secure])).toEqual([
      ["stack-refresh-proj-1--default", false],
      ["stack-access", false],
    ]);
  });

  it("outside browsers (no location) defaults to non-secure names", () => {
    expect(typeof location).toBe("undefined");
    const jar = new FakeJar();
    new CookieTokenStore({ projectId: P, jar, broadcastChannel: null }).set({
      accessToken: "a",
      refreshToken: "r",
    });
    expect(jar.writes[0]?.name).toBe("stack-refresh-proj-1--default");
  });

  it("reads back what it wrote", () => {
    const { store } = setup({ secure: true });
    store.set({ accessToken: "a1", refreshToken: "r1" });
    expect(store.get()).toEqual({ accessToken: "a1", refreshToken: "r1" });
  });

  it("a refresh token without access token removes a stale access cookie", () => {
    const { jar, store } = setup({ secure: false });
    store.set({ accessToken: "a1", refreshToken: "r1" });
    store.set({ accessToken: null, refreshToken: "r2" });
    expect(jar.cookies.has("stack-access")).toBe(false);
    expect(store.get()).toEqual({ accessToken: null, refreshToken: "r2" });
  });

  it("clearing removes every refresh cookie variant and the access cookie", () => {
    const { jar, store } = setup({ secure: false });
    jar.cookies.set("stack-refresh-proj-1", "legacy");
    jar.cookies.set("stack-refresh", "legacy-2");
    jar.cookies.set("hexclave-refresh-proj-1--default", encodeRefreshCookie("h", 1));
    store.set({ accessToken: "a1", refreshToken: "r1" });
    store.set(NO_TOKENS);
    expect(jar.removals.map((r) => r.name).sort()).toEqual(
      [
        "__Host-hexclave-refresh-proj-1--default",
        "__Host-stack-refresh-proj-1--default",
        "hexclave-refresh-proj-1--default",
        "stack-access",
        "stack-refresh",
        "stack-refresh-proj-1",
        "stack-refresh-proj-1--default",
      ].sort(),
    );
    expect(jar.cookies.size).toBe(0);
    expect(store.get()).toEqual(NO_TOKENS);
  });

  it("removes __Host- cookies as Secure even on http (a browser ignores it otherwise)", () => {
    const { jar, store } = setup({ secure: false });
    store.set(NO_TOKENS);
    for (const { name, secure } of jar.removals) {
      expect(secure, name).toBe(name.startsWith("__Host-"));
    }
  });

  it("treats 'undefined' tokens as absent (clears instead of writing the string)", () => {
    const { jar, store } = setup({ secure: false });
    store.set({ accessToken: "undefined", refreshToken: "undefined" });
    expect(jar.writes).toEqual([]);
    expect(store.get()).toEqual(NO_TOKENS);
  });
});

describe("CookieTokenStore reads", () => {
  it("picks the newest refresh cookie and the access cookie that belongs to it", () => {
    const { jar, store } = setup();
    jar.cookies.set("stack-refresh-proj-1--default", encodeRefreshCookie("r-old", 1));
    jar.cookies.set("__Host-stack-refresh-proj-1--default", encodeRefreshCookie("r-new", 2));
    jar.cookies.set("stack-access", encodeAccessCookie("r-new", "a-new"));
    expect(store.get()).toEqual({ refreshToken: "r-new", accessToken: "a-new" });
  });

  it("returns the same object while the cookies do not change", () => {
    const { jar, store } = setup();
    jar.cookies.set("stack-refresh", "legacy");
    const first = store.get();
    expect(store.get()).toBe(first);
  });

  it("sees cookie changes on the next get() even without subscribers", () => {
    const { jar, store } = setup();
    expect(store.get()).toEqual(NO_TOKENS);
    jar.cookies.set("stack-refresh", "legacy");
    expect(store.get().refreshToken).toBe("legacy");
  });
});

describe("CookieTokenStore where there is no BroadcastChannel: polling", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("polls every 100 ms", () => {
    expect(COOKIE_POLL_INTERVAL_MS).toBe(100);
  });

  it("set() notifies subscribers once, synchronously", () => {
    const { store } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    store.set({ accessToken: "a1", refreshToken: "r1" });
    expect(listener).toHaveBeenCalledTimes(1);
    store.set({ accessToken: "a1", refreshToken: "r1" });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("notices a cookie changed by another tab within 100 ms and notifies once", () => {
    const { jar, store } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    jar.cookies.set("stack-refresh-proj-1--default", encodeRefreshCookie("r-other-tab", 1));
    vi.advanceTimersByTime(99);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get().refreshToken).toBe("r-other-tab");
    vi.advanceTimersByTime(1000);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("a cookie change that leaves the tokens as they were does not notify", () => {
    const { jar, store } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    jar.cookies.set("unrelated", "x");
    vi.advanceTimersByTime(500);
    expect(listener).not.toHaveBeenCalled();
  });

  it("does not poll without subscribers", () => {
    const { jar } = setup();
    vi.advanceTimersByTime(1000);
    expect(jar.reads).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("one timer serves every subscriber, and polling stops after the last unsubscribe", () => {
    const { jar, store } = setup();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = store.subscribe(first);
    const stopSecond = store.subscribe(second);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(300);
    expect(jar.reads).toBeGreaterThanOrEqual(3);

    stopFirst();
    jar.cookies.set("stack-refresh", "legacy");
    vi.advanceTimersByTime(100);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);

    stopSecond();
    expect(vi.getTimerCount()).toBe(0);
    const reads = jar.reads;
    jar.cookies.set("stack-refresh", "legacy-2");
    vi.advanceTimersByTime(1000);
    expect(jar.reads).toBe(reads);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it("starts polling again for a new subscriber after everyone left", () => {
    const { jar, store } = setup();
    store.subscribe(() => {})();
    const listener = vi.fn();
    store.subscribe(listener);
    jar.cookies.set("stack-refresh", "legacy");
    vi.advanceTimersByTime(100);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("honours a custom poll interval", () => {
    const { jar, store } = setup({ pollIntervalMs: 1000 });
    const listener = vi.fn();
    store.subscribe(listener);
    jar.cookies.set("stack-refresh", "legacy");
    vi.advanceTimersByTime(999);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

/**
 * BroadcastChannel as browsers deliver it: a message goes to every OTHER open channel of the same
 * name, later (here when the test calls `deliver()`), and never to a channel closed meanwhile.
 */
function channelHub() {
  const open = new Set<FakeChannel>();
  const queue: (() => void)[] = [];
  const posted: { name: string; message: unknown }[] = [];
  class FakeChannel implements TabChannel {
    onmessage: ((event: MessageEvent) => void) | null = null;
    received = 0;
    constructor(readonly name: string) {
      open.add(this);
    }
    postMessage(message: unknown): void {
      posted.push({ name: this.name, message });
      for (const other of open) {
        if (other === this || other.name !== this.name) continue;
        queue.push(() => {
          if (!open.has(other)) return;
          other.received++;
          other.onmessage?.({ data: message } as MessageEvent);
        });
      }
    }
    close(): void {
      open.delete(this);
    }
  }
  const deliver = () => {
    while (queue.length > 0) queue.shift()?.();
  };
  return { FakeChannel, open, posted, deliver };
}

/** Two tabs of one browser: the same cookies, one BroadcastChannel hub. */
function twoTabs() {
  const hub = channelHub();
  const jar = new FakeJar();
  const tab = () =>
    new CookieTokenStore({ projectId: P, jar, now: () => NOW, broadcastChannel: hub.FakeChannel });
  return { hub, jar, a: tab(), b: tab() };
}

describe("CookieTokenStore across tabs, with BroadcastChannel", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    focusManager.setFocused(undefined);
    vi.useRealTimers();
  });

  it("a sign-in in one tab reaches a listening tab as soon as the message arrives, with no polling", () => {
    const { hub, a, b } = twoTabs();
    const listener = vi.fn();
    b.subscribe(listener);
    expect(vi.getTimerCount()).toBe(0);
    a.set({ accessToken: "a1", refreshToken: "r1" });
    expect(listener).not.toHaveBeenCalled();
    hub.deliver();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(b.get()).toEqual({ accessToken: "a1", refreshToken: "r1" });
    expect(hub.posted.map((p) => p.name)).toEqual([tokensChannelName(P)]);
  });

  it("announces sign-in, refresh and sign-out, and carries no token", () => {
    const { hub, a, b } = twoTabs();
    const listener = vi.fn();
    b.subscribe(listener);
    a.set({ accessToken: "a1", refreshToken: "r1" });
    hub.deliver();
    a.set({ accessToken: "a2", refreshToken: "r1" });
    hub.deliver();
    a.set(NO_TOKENS);
    hub.deliver();
    expect(hub.posted).toHaveLength(3);
    expect(listener).toHaveBeenCalledTimes(3);
    expect(b.get()).toEqual(NO_TOKENS);
    const sent = JSON.stringify(hub.posted.map((p) => p.message));
    for (const token of ["a1", "a2", "r1"]) expect(sent).not.toContain(token);
  });

  it("writing the tokens already stored announces nothing", () => {
    const { hub, a } = twoTabs();
    a.set({ accessToken: "a1", refreshToken: "r1" });
    a.set({ accessToken: "a1", refreshToken: "r1" });
    expect(hub.posted).toHaveLength(1);
  });

  it("a tab does not hear its own announcement", () => {
    const { hub, a } = twoTabs();
    const listener = vi.fn();
    a.subscribe(listener);
    a.set({ accessToken: "a1", refreshToken: "r1" });
    hub.deliver();
    expect(listener).toHaveBeenCalledTimes(1);
    expect([...hub.open].map((channel) => channel.received)).toEqual([0]);
  });

  it("does not loop: a tab that writes back what it heard announces nothing, a refresh announces once", () => {
    const { hub, a, b } = twoTabs();
    // Each tab's listener writes the tokens it reads, as a careless listener might.
    a.subscribe(() => a.set(a.get()));
    b.subscribe(() => b.set(b.get()));
    a.set({ accessToken: "a1", refreshToken: "r1" });
    hub.deliver();
    b.set({ accessToken: "a2", refreshToken: "r1" });
    hub.deliver();
    expect(hub.posted).toHaveLength(2);
    expect(a.get()).toEqual({ accessToken: "a2", refreshToken: "r1" });
  });

  it("without listeners keeps no channel open: a change is announced on one that closes at once", () => {
    const { hub, a, b } = twoTabs();
    const stop = b.subscribe(() => {});
    expect(hub.open.size).toBe(1);
    a.set({ accessToken: "a1", refreshToken: "r1" });
    expect(hub.open.size).toBe(1);
    stop();
    expect(hub.open.size).toBe(0);
    a.set(NO_TOKENS);
    expect(hub.posted).toHaveLength(2);
    expect(hub.open.size).toBe(0);
  });

  it("reads cookies that other code changed (a server's Set-Cookie) when the page is focused again", () => {
    const { jar, b } = twoTabs();
    const listener = vi.fn();
    const stop = b.subscribe(listener);
    jar.cookies.set("stack-refresh-proj-1--default", encodeRefreshCookie("r-from-server", 1));
    vi.advanceTimersByTime(1000);
    expect(listener).not.toHaveBeenCalled();
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(b.get().refreshToken).toBe("r-from-server");
    stop();
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("is shared across tabs, so that its sessions refresh one tab at a time", () => {
    expect(twoTabs().a.sharedAcrossTabs).toBe(true);
  });
});

describe("Secure and __Host- decided from window.location, as @stackframe/js decides them", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("a page that defines window.location only (https) gets Secure __Host- cookies", () => {
    expect(typeof (globalThis as { location?: unknown }).location).toBe("undefined");
    vi.stubGlobal("window", { location: { protocol: "https:" } });
    const { jar, store } = setup();
    store.set({ refreshToken: "r1", accessToken: "a1" });
    expect(jar.writes.map(({ name, secure }) => [name, secure])).toEqual([
      [`__Host-stack-refresh-${P}--default`, true],
      ["stack-access", true],
    ]);
  });

  it("on http, plain cookies", () => {
    vi.stubGlobal("window", { location: { protocol: "http:" } });
    const { jar, store } = setup();
    store.set({ refreshToken: "r1", accessToken: "a1" });
    expect(jar.writes.map(({ name, secure }) => [name, secure])).toEqual([
      [`stack-refresh-${P}--default`, false],
      ["stack-access", false],
    ]);
  });
});
