import { afterEach, describe, expect, it, vi } from "vitest";
import type { CookieJar } from "./cookie-jar.js";

// The watch of other tabs loads with a store's first subscriber (live-updates.ts): a sign-in that
// another tab writes while that chunk is still loading must reach this tab once it is in.

afterEach(() => {
  vi.resetModules();
});

function memoryJar(): CookieJar & { cookies: Map<string, string> } {
  const cookies = new Map<string, string>();
  return {
    cookies,
    snapshot: () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    getAll: () => Object.fromEntries(cookies),
    set: (name, value) => {
      cookies.set(name, value);
    },
    remove: (name) => {
      cookies.delete(name);
    },
  };
}

describe("the live updates, loaded with the first subscriber", () => {
  it("tells a subscriber of another tab's sign-in written while the watch was loading", async () => {
    vi.resetModules();
    const { CookieTokenStore } = await import("./cookie-token-store.js");
    const { encodeRefreshCookie } = await import("./cookie-writer.js");
    const { loadLiveUpdates } = await import("./load-live-updates.js");
    const jar = memoryJar();
    // A channel on which nothing arrives, so that only the watch's first check can see the change.
    const silentChannel = class {
      onmessage = null;
      postMessage() {}
      close() {}
    };
    const store = new CookieTokenStore({
      projectId: "proj-1",
      jar,
      broadcastChannel: silentChannel,
    });
    const listener = vi.fn();
    store.subscribe(listener);
    // Another tab signs in before this tab's watch is running.
    jar.cookies.set("stack-refresh-proj-1--default", encodeRefreshCookie("r-other-tab", 1));
    // The store waits on the same import and was first in line: once it is in, the watch has
    // made its first check (a wait for the import, not for a time: it is slow on a busy machine).
    await loadLiveUpdates();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get().refreshToken).toBe("r-other-tab");
  });

  it("starts no watch for a subscriber that left before the chunk arrived", async () => {
    vi.resetModules();
    const { CookieTokenStore } = await import("./cookie-token-store.js");
    const { loadLiveUpdates } = await import("./load-live-updates.js");
    const setInterval = vi.spyOn(globalThis, "setInterval");
    const jar = memoryJar();
    const store = new CookieTokenStore({ projectId: "proj-1", jar, broadcastChannel: null });
    const unsubscribe = store.subscribe(() => {});
    unsubscribe();
    await loadLiveUpdates();
    expect(setInterval).not.toHaveBeenCalled();
    setInterval.mockRestore();
  });
});
