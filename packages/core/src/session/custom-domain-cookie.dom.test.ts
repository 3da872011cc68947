// @vitest-environment-options {"url":"https://app.example.com/"}
import Cookies from "js-cookie";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { documentCookieJar } from "./cookie-jar.js";
import { customRefreshCookieName } from "./cookie-names.js";
import { CookieTokenStore, loadCookieWriter } from "./cookie-token-store.js";
import { encodeRefreshCookie } from "./cookie-writer.js";

// The code that writes the cookies loads with a store's first write; these tests read the cookies
// right after writing, so it is in before them (cookie-writer-load.test.ts covers a first write).
beforeAll(async () => {
  await loadCookieWriter();
});

const P = "proj-1";
const CUSTOM = `stack-refresh-${P}--custom-CNW62VBGDHJJWRVFDM`;
const TOKENS = { refreshToken: "r-1", accessToken: "a-1" };

const names = () => Object.keys(documentCookieJar().getAll());

function clearCookies(): void {
  for (const name of names()) {
    for (const domain of [undefined, "example.com"]) {
      Cookies.remove(name, { path: "/", secure: true, domain });
      Cookies.remove(name, { path: "/", domain });
    }
  }
}

/** What `document.cookie` is assigned while `write` runs. */
function cookieWrites(write: () => void): string[] {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, "cookie");
  const writes: string[] = [];
  vi.spyOn(document, "cookie", "set").mockImplementation((value: string) => {
    writes.push(value);
    descriptor?.set?.call(document, value);
  });
  try {
    write();
  } finally {
    vi.restoreAllMocks();
  }
  return writes;
}

/** A Set-Cookie string's attributes as a browser reads them: lower-case names, any order. */
const attributes = (cookie: string) =>
  new Set(
    cookie
      .split(";")
      .slice(1)
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !part.startsWith("expires=")),
  );

beforeEach(clearCookies);
afterEach(() => {
  vi.restoreAllMocks();
  clearCookies();
});

describe("the refresh cookie of a trusted parent domain, as @stackframe/js writes it", () => {
  it("the jar writes Domain, path, SameSite and Secure as js-cookie does (the reference's writer)", () => {
    const value = encodeRefreshCookie("r-1", 5);
    const [ours] = cookieWrites(() =>
      documentCookieJar().set(CUSTOM, value, {
        maxAgeSeconds: 60,
        secure: true,
        domain: "example.com",
      }),
    );
    const [theirs] = cookieWrites(() =>
      Cookies.set(CUSTOM, value, {
        expires: new Date(Date.now() + 60_000),
        domain: "example.com",
        secure: true,
        path: "/",
        sameSite: "Lax",
      }),
    );
    expect(ours?.split(";")[0]).toBe(theirs?.split(";")[0]);
    expect(attributes(ours ?? "")).toEqual(attributes(theirs ?? ""));
    expect(attributes(ours ?? "")).toContain("domain=example.com");
    // A cookie of the parent domain is another cookie than the page's own of that name.
    documentCookieJar().remove(CUSTOM, { secure: true });
    expect(names()).toContain(CUSTOM);
    documentCookieJar().remove(CUSTOM, { secure: true, domain: "example.com" });
    expect(names()).not.toContain(CUSTOM);
  });

  it("signing in writes stack-refresh-{project}--custom-{base32(domain)} for the parent, in place of the page's own", async () => {
    const parentDomain = vi.fn(async () => "example.com");
    const store = new CookieTokenStore({ projectId: P, parentDomain, broadcastChannel: null });
    store.set(TOKENS);
    expect(customRefreshCookieName(P, "Example.COM")).toBe(CUSTOM);
    await expect.poll(() => names()).toContain(CUSTOM);
    expect(names()).not.toContain(`__Host-stack-refresh-${P}--default`);
    expect(JSON.parse(documentCookieJar().getAll()[CUSTOM] ?? "{}")).toMatchObject({
      refresh_token: "r-1",
    });
    // The page's own access cookie stays; the tokens read the same.
    expect(store.get()).toEqual(TOKENS);
    // Another subdomain's store of the project reads the shared cookie.
    expect(new CookieTokenStore({ projectId: P }).get().refreshToken).toBe("r-1");
    expect(parentDomain).toHaveBeenCalled();
  });

  it("signing out removes the parent domain's cookie too", async () => {
    const store = new CookieTokenStore({
      projectId: P,
      parentDomain: async () => "example.com",
      broadcastChannel: null,
    });
    store.set(TOKENS);
    await expect.poll(() => names()).toContain(CUSTOM);
    store.set({ refreshToken: null, accessToken: null });
    expect(names().filter((name) => name.includes("refresh"))).toEqual([]);
    expect(store.get()).toEqual({ refreshToken: null, accessToken: null });
  });

  it("without a trusted parent domain (or when asking fails) the page keeps its own __Host- cookie", async () => {
    for (const parentDomain of [
      async () => null,
      async () => Promise.reject(new Error("offline")),
    ]) {
      const ask = vi.fn(parentDomain);
      new CookieTokenStore({ projectId: P, parentDomain: ask, broadcastChannel: null }).set(TOKENS);
      await expect.poll(() => ask.mock.results.length).toBe(1);
      await ask.mock.results[0]?.value.catch(() => {});
      expect(names()).toContain(`__Host-stack-refresh-${P}--default`);
      expect(names()).not.toContain(CUSTOM);
      clearCookies();
    }
  });
});
