import { afterEach, describe, expect, it, vi } from "vitest";
import type { CookieJar } from "./cookie-jar.js";

// The code that writes the cookie store's cookies (cookie-writer.ts) is a chunk of its own, loaded
// when a browser app is built or with the store's first write (issue 17 §1: a page that only reads
// its session never writes a cookie). A write made before it arrives must not be lost, nor
// reordered, nor hidden from the page meanwhile.

afterEach(() => {
  vi.resetModules();
});

function memoryJar() {
  const cookies = new Map<string, string>();
  const jar: CookieJar & { cookies: Map<string, string> } = {
    cookies,
    snapshot: () => JSON.stringify([...cookies]),
    getAll: () => Object.fromEntries(cookies),
    set: (name, value) => {
      cookies.set(name, value);
    },
    remove: (name) => {
      cookies.delete(name);
    },
  };
  return jar;
}

/** A channel class that records what the store tells the other tabs. */
function recordingChannel() {
  const posted: unknown[] = [];
  const Channel = class {
    onmessage = null;
    postMessage(message: unknown) {
      posted.push(message);
    }
    close() {}
  };
  return { Channel, posted };
}

async function freshStore() {
  vi.resetModules();
  const { CookieTokenStore, loadCookieWriter } = await import("./cookie-token-store.js");
  const jar = memoryJar();
  const channel = recordingChannel();
  const store = new CookieTokenStore({
    projectId: "proj-1",
    jar,
    now: () => 7,
    broadcastChannel: channel.Channel,
  });
  return { store, jar, posted: channel.posted, loadCookieWriter };
}

const SIGNED_IN = { refreshToken: "r-1", accessToken: "a-1" };

describe("the cookie writer, loaded with the first write", () => {
  it("shows a sign-in made before the writer arrives at once, then writes its cookies and tells the other tabs", async () => {
    const { store, jar, posted, loadCookieWriter } = await freshStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(SIGNED_IN);
    // The page sees the session at once, before any cookie is written.
    expect(store.get()).toEqual(SIGNED_IN);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(jar.cookies.size).toBe(0);
    // The store waits on the same import, and was first in line: once it is in, the store has
    // written (a wait for the import, not for a time: it is slow on a busy machine).
    await loadCookieWriter();
    expect(jar.cookies.get("stack-access")).toBe('["r-1","a-1"]');
    expect(JSON.parse(jar.cookies.get("stack-refresh-proj-1--default") ?? "")).toEqual({
      refresh_token: "r-1",
      updated_at_millis: 7,
    });
    expect(posted).toEqual(["tokens"]);
    expect(store.get()).toEqual(SIGNED_IN);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("writes what came while it loaded in order: a sign-out then a sign-in leaves only the new session", async () => {
    const { store, jar, loadCookieWriter } = await freshStore();
    // A session the reference SDK wrote, newer than the next sign-in's clock: only the sign-out's
    // removal keeps it from winning over the new session when the cookies are read again.
    jar.cookies.set(
      "hexclave-refresh-proj-1--default",
      JSON.stringify({ refresh_token: "r-old", updated_at_millis: 100 }),
    );
    expect(store.get().refreshToken).toBe("r-old");
    store.set({ refreshToken: null, accessToken: null });
    store.set({ refreshToken: "r-2", accessToken: null });
    expect(store.get()).toEqual({ refreshToken: "r-2", accessToken: null });
    await loadCookieWriter();
    expect(jar.cookies.has("stack-refresh-proj-1--default")).toBe(true);
    expect(jar.cookies.has("hexclave-refresh-proj-1--default")).toBe(false);
    expect(store.get()).toEqual({ refreshToken: "r-2", accessToken: null });
  });

  it("keeps the session in the page when the writer cannot load, and writes it with the next write", async () => {
    const { jar } = await freshStore();
    const { CookieTokenStore } = await import("./cookie-token-store.js");
    const { lazyModule } = await import("../cache/keyed-cache.js");
    // A network that drops the chunk once (a writer given to the store, rather than a module mock:
    // vi.doMock did not always take hold when two suites ran at once).
    let offline = true;
    const loadWriter = lazyModule(async () => {
      if (offline) throw new TypeError("Failed to fetch dynamically imported module");
      return import("./cookie-writer.js");
    });
    const store = new CookieTokenStore({ projectId: "proj-1", jar, loadWriter });
    store.set(SIGNED_IN);
    await expect(loadWriter()).rejects.toThrow("Failed to fetch");
    expect(store.get()).toEqual(SIGNED_IN);
    expect(jar.cookies.size).toBe(0);

    offline = false;
    store.set({ refreshToken: "r-1", accessToken: "a-2" });
    await loadWriter();
    expect(jar.cookies.get("stack-access")).toBe('["r-1","a-2"]');
    expect(store.get()).toEqual({ refreshToken: "r-1", accessToken: "a-2" });
  });

  it("writes at once when the writer is in: a browser app starts loading it when it is built", async () => {
    const { store, jar, loadCookieWriter } = await freshStore();
    await loadCookieWriter();
    store.set(SIGNED_IN);
    expect(jar.cookies.get("stack-access")).toBe('["r-1","a-1"]');
  });
});
