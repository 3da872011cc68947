// @vitest-environment-options {"url":"https://app.example.com/"}
import Cookies from "js-cookie";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CookieTokenStore, loadCookieWriter } from "./cookie-token-store.js";
import { encodeAccessCookie, encodeRefreshCookie } from "./cookie-writer.js";
import { NO_TOKENS } from "./tokens.js";

// The code that writes the cookies loads with a store's first write; these tests read the cookies
// right after writing, so it is in before them (cookie-writer-load.test.ts covers a first write).
beforeAll(async () => {
  await loadCookieWriter();
});

const P = "proj-1";
const NOW = 1_700_000_000_000;

/** The raw cookies of the page, values still URI-encoded as the browser holds them. */
function rawCookies(): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of document.cookie.split("; ")) {
    const index = part.indexOf("=");
    if (index > 0) cookies.set(part.slice(0, index), part.slice(index + 1));
  }
  return cookies;
}

function decoded(name: string): string | undefined {
  const raw = rawCookies().get(name);
  return raw === undefined ? undefined : decodeURIComponent(raw);
}

/** Writes a cookie the way another tab or a server would. */
function writeCookie(name: string, value: string, secure = false): void {
  Cookies.set(name, value, { path: "/", secure, sameSite: "lax" });
}

function clearCookies(): void {
  for (const name of rawCookies().keys()) {
    for (const domain of [undefined, "example.com"]) {
      Cookies.remove(name, { path: "/", secure: true, domain });
      Cookies.remove(name, { path: "/", domain });
    }
  }
}

beforeEach(clearCookies);
afterEach(() => {
  vi.useRealTimers();
  clearCookies();
});

describe("CookieTokenStore in a browser", () => {
  it("on https writes __Host-stack-refresh-{projectId}--default and stack-access", () => {
    expect(location.protocol).toBe("https:");
    const store = new CookieTokenStore({ projectId: P, now: () => NOW });
    store.set({ accessToken: "a1", refreshToken: "r1" });
    expect(JSON.parse(decoded("__Host-stack-refresh-proj-1--default") ?? "null")).toEqual({
      refresh_token: "r1",
      updated_at_millis: NOW,
    });
    expect(JSON.parse(decoded("stack-access") ?? "null")).toEqual(["r1", "a1"]);
    expect(rawCookies().has("stack-refresh-proj-1--default")).toBe(false);
    expect(store.get()).toEqual({ accessToken: "a1", refreshToken: "r1" });
  });

  it("with secure: false writes stack-refresh-{projectId}--default", () => {
    const store = new CookieTokenStore({ projectId: P, secure: false, now: () => NOW });
    store.set({ accessToken: "a1", refreshToken: "r1" });
    expect(JSON.parse(decoded("stack-refresh-proj-1--default") ?? "null")).toEqual({
      refresh_token: "r1",
      updated_at_millis: NOW,
    });
    expect(rawCookies().has("__Host-stack-refresh-proj-1--default")).toBe(false);
  });

  it("reads the legacy stack-refresh-{projectId} raw value", () => {
    writeCookie("stack-refresh-proj-1", "legacy-project-token");
    expect(new CookieTokenStore({ projectId: P }).get().refreshToken).toBe("legacy-project-token");
  });

  it("reads the legacy stack-refresh raw value", () => {
    writeCookie("stack-refresh", "legacy-site-token");
    expect(new CookieTokenStore({ projectId: P }).get().refreshToken).toBe("legacy-site-token");
  });

  it("picks the structured refresh cookie with the newest updated_at_millis", () => {
    writeCookie("stack-refresh-proj-1--default", encodeRefreshCookie("r-old", 100));
    writeCookie("hexclave-refresh-proj-1--default", encodeRefreshCookie("r-new", 200));
    writeCookie("stack-refresh-proj-1", "r-legacy");
    writeCookie("stack-access", encodeAccessCookie("r-new", "a-new"));
    expect(new CookieTokenStore({ projectId: P, now: () => NOW }).get()).toEqual({
      refreshToken: "r-new",
      accessToken: "a-new",
    });
  });

  it("a planted unprefixed cookie with a newer timestamp does not take over the __Host- session", () => {
    const store = new CookieTokenStore({ projectId: P, now: () => NOW });
    store.set({ accessToken: "a-victim", refreshToken: "r-victim" });
    // A sibling subdomain (evil.example.com) writes for the whole of example.com: the default
    // name and a custom-domain one, timestamped a year ahead, with a matching access cookie.
    const planted = encodeRefreshCookie("r-attacker", NOW + 365 * 86_400_000);
    for (const name of ["stack-refresh-proj-1--default", "hexclave-refresh-proj-1--default"]) {
      Cookies.set(name, planted, { path: "/", domain: "example.com" });
    }
    Cookies.set(
      "stack-refresh-proj-1--custom-CNW62VBGDHJJWRVFDM",
      encodeRefreshCookie("r-attacker", NOW),
      { path: "/", domain: "example.com" },
    );
    expect(document.cookie).toContain("r-attacker");
    expect(new CookieTokenStore({ projectId: P, now: () => NOW }).get()).toEqual({
      refreshToken: "r-victim",
      accessToken: "a-victim",
    });
  });

  it("a planted cookie timestamped in the future does not win over the page's own unprefixed one", () => {
    writeCookie("stack-refresh-proj-1--default", encodeRefreshCookie("r-own", NOW - 5000));
    Cookies.set(
      "hexclave-refresh-proj-1--default",
      encodeRefreshCookie("r-attacker", NOW + 86_400_000),
      { path: "/", domain: "example.com" },
    );
    expect(new CookieTokenStore({ projectId: P, now: () => NOW }).get().refreshToken).toBe("r-own");
  });

  it("ignores an access cookie whose first element is another refresh token", () => {
    writeCookie("stack-refresh-proj-1--default", encodeRefreshCookie("r1", 1));
    writeCookie("stack-access", encodeAccessCookie("r-of-another-project", "a-other"));
    expect(new CookieTokenStore({ projectId: P }).get()).toEqual({
      refreshToken: "r1",
      accessToken: null,
    });
  });

  it("clearing removes every variant, secure and legacy ones included", () => {
    writeCookie("__Host-stack-refresh-proj-1--default", encodeRefreshCookie("a", 1), true);
    writeCookie("stack-refresh-proj-1--default", encodeRefreshCookie("b", 2));
    writeCookie("__Host-hexclave-refresh-proj-1--default", encodeRefreshCookie("c", 3), true);
    writeCookie("hexclave-refresh-proj-1--default", encodeRefreshCookie("d", 4));
    writeCookie("stack-refresh-proj-1", "e");
    writeCookie("stack-refresh", "f");
    writeCookie("stack-access", encodeAccessCookie("d", "access"));
    writeCookie("unrelated", "stays");
    const store = new CookieTokenStore({ projectId: P });
    // The newest __Host- cookie wins.
    expect(store.get().refreshToken).toBe("c");
    store.set(NO_TOKENS);
    expect([...rawCookies().keys()]).toEqual(["unrelated"]);
    expect(store.get()).toEqual(NO_TOKENS);
  });

  it("hears a sign-in of another tab's store through the real BroadcastChannel, and a sign-out", async () => {
    expect(typeof BroadcastChannel).toBe("function");
    const otherTab = new CookieTokenStore({ projectId: P });
    const store = new CookieTokenStore({ projectId: P });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    otherTab.set({ accessToken: "a-tab-2", refreshToken: "r-tab-2" });
    await expect.poll(() => listener.mock.calls.length).toBe(1);
    expect(store.get()).toEqual({ refreshToken: "r-tab-2", accessToken: "a-tab-2" });
    otherTab.set(NO_TOKENS);
    await expect.poll(() => listener.mock.calls.length).toBe(2);
    expect(store.get()).toEqual(NO_TOKENS);
    unsubscribe();
  });

  it("without BroadcastChannel, notices a sign-in in another tab within 100 ms and calls the listener once", () => {
    vi.useFakeTimers();
    const store = new CookieTokenStore({ projectId: P, broadcastChannel: null });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    writeCookie("__Host-stack-refresh-proj-1--default", encodeRefreshCookie("r-tab-2", 1), true);
    writeCookie("stack-access", encodeAccessCookie("r-tab-2", "a-tab-2"));
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual({ refreshToken: "r-tab-2", accessToken: "a-tab-2" });
    vi.advanceTimersByTime(500);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it("without BroadcastChannel, notices a sign-out in another tab", () => {
    writeCookie("stack-refresh-proj-1--default", encodeRefreshCookie("r1", 1));
    vi.useFakeTimers();
    const store = new CookieTokenStore({ projectId: P, broadcastChannel: null });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    expect(store.get().refreshToken).toBe("r1");
    Cookies.remove("stack-refresh-proj-1--default", { path: "/" });
    vi.advanceTimersByTime(100);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual(NO_TOKENS);
    unsubscribe();
  });
});
