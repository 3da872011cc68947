import { afterEach, describe, expect, it, vi } from "vitest";
import {
  assertTrustedRedirect,
  currentRelativeUrl,
  navigate,
  returnToFromLocation,
  withReturnTo,
} from "./navigate.js";
import { AFTER_AUTH_RETURN_TO, isTrustedRedirect, REDIRECT_PAUSE_MS } from "./redirect.js";

const ORIGIN = "https://app.example.com";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("isTrustedRedirect", () => {
  it.each<[string, boolean]>([
    ["/a", true],
    ["/", true],
    ["/a/b?c=d#e", true],
    ["?x", true],
    ["#top", true],
    ["//evil.com", false],
    ["/\\evil.com", false],
    ["\\\\evil.com", false],
    ["https:evil.com", false],
    ["javascript:alert(1)", false],
    ["JavaScript:alert(1)", false],
    ["data:text/html,<script>alert(1)</script>", false],
    ["/\t/evil.com", false],
    ["/\n/evil.com", false],
    ["/\r/evil.com", false],
    [" /a", false],
    ["/a\u0000", false],
    ["", false],
    [`${ORIGIN}/dashboard`, true],
    [`${ORIGIN}`, true],
    ["https://evil.com/dashboard", false],
    ["http://app.example.com/dashboard", false],
    ["https://app.example.com.evil.com/", false],
    ["https://app.example.com:8443/", false],
  ])("isTrustedRedirect(%j) is %s", (url, expected) => {
    expect(isTrustedRedirect(url, ORIGIN)).toBe(expected);
  });

  it("outside browsers (no origin) trusts only relative URLs", () => {
    expect(typeof location).toBe("undefined");
    expect(isTrustedRedirect("/a")).toBe(true);
    expect(isTrustedRedirect(`${ORIGIN}/a`)).toBe(false);
  });

  // Regression: on a page with an opaque origin (sandboxed iframe, some file: pages) location.origin
  // is the string "null", and so is the origin of javascript: and data: URLs, which then passed.
  it.each(["javascript:alert(1)", "data:text/html,hi", "about:blank"])(
    "an opaque page origin ('null') does not trust %j",
    (url) => {
      expect(isTrustedRedirect(url, "null")).toBe(false);
    },
  );
});

describe("assertTrustedRedirect", () => {
  it("throws the exact message for an untrusted URL", () => {
    expect(() => assertTrustedRedirect("//evil.com")).toThrow(
      "Redirect URL //evil.com is not trusted; should be relative.",
    );
    expect(() => assertTrustedRedirect("/fine")).not.toThrow();
  });

  it("tokens in URLs: the refusal shows the URL with its credentials redacted", () => {
    expect(() =>
      assertTrustedRedirect("https://evil.example/cb?code=abc123&access_token=eyJ.x.y&next=/"),
    ).toThrow(
      "Redirect URL https://evil.example/cb?code=[redacted]&access_token=[redacted]&next=/ is not trusted; should be relative.",
    );
  });
});

describe("navigate", () => {
  it.each(["//evil.com", "https://evil.com/", "javascript:alert(1)"])(
    "refuses the untrusted URL %j before navigating",
    async (url) => {
      const router = { navigate: vi.fn() };
      const sleep = vi.fn(async () => {});
      await expect(navigate(router, url, sleep)).rejects.toThrow(
        `Redirect URL ${url} is not trusted; should be relative.`,
      );
      expect(router.navigate).not.toHaveBeenCalled();
      expect(sleep).not.toHaveBeenCalled();
    },
  );

  it("hands a trusted URL to the app's router and waits for it", async () => {
    const order: string[] = [];
    const router = {
      navigate: vi.fn(async (url: string) => {
        await Promise.resolve();
        order.push(`navigated ${url}`);
      }),
    };
    await navigate(router, "/dashboard", async () => {});
    order.push("returned");
    expect(order).toEqual(["navigated /dashboard", "returned"]);
  });

  it('"none" does nothing (but still refuses untrusted URLs)', async () => {
    const sleep = vi.fn(async () => {});
    await navigate("none", "/dashboard", sleep);
    expect(sleep).not.toHaveBeenCalled();
    await expect(navigate("none", "//evil.com", sleep)).rejects.toThrow("is not trusted");
  });

  it('"window" assigns location, then pauses 2000 ms', async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { origin: ORIGIN, assign });
    const sleep = vi.fn(async () => {});
    await navigate("window", `${ORIGIN}/dashboard`, sleep);
    expect(assign).toHaveBeenCalledWith(`${ORIGIN}/dashboard`);
    expect(REDIRECT_PAUSE_MS).toBe(2000);
    expect(sleep).toHaveBeenCalledWith(2000);
  });

  it('"window" outside browsers returns without pausing', async () => {
    const sleep = vi.fn(async () => {});
    await navigate("window", "/dashboard", sleep);
    expect(sleep).not.toHaveBeenCalled();
  });
});

describe("withReturnTo", () => {
  it("leaves the URL alone without a page to return to", () => {
    expect(withReturnTo("/handler/sign-in", undefined)).toBe("/handler/sign-in");
  });

  it("adds after_auth_return_to, encoded", () => {
    expect(AFTER_AUTH_RETURN_TO).toBe("after_auth_return_to");
    expect(withReturnTo("/handler/sign-in", "/dashboard?tab=1#x")).toBe(
      "/handler/sign-in?after_auth_return_to=%2Fdashboard%3Ftab%3D1%23x",
    );
  });

  it("appends to an existing query and keeps the hash last", () => {
    const url = withReturnTo("/handler/sign-in?lang=en#form", "/a&b");
    expect(url).toBe("/handler/sign-in?lang=en&after_auth_return_to=%2Fa%26b#form");
    const parsed = new URL(url, ORIGIN);
    expect(parsed.searchParams.get("lang")).toBe("en");
    expect(parsed.searchParams.get(AFTER_AUTH_RETURN_TO)).toBe("/a&b");
    expect(parsed.hash).toBe("#form");
  });

  it("keeps a hash that itself contains '#'", () => {
    expect(withReturnTo("/sign-in#a#b", "/x")).toBe("/sign-in?after_auth_return_to=%2Fx#a#b");
  });
});

describe("location helpers outside browsers", () => {
  it("are undefined", () => {
    expect(currentRelativeUrl()).toBeUndefined();
    expect(returnToFromLocation()).toBeUndefined();
  });

  it("read a stubbed location", () => {
    vi.stubGlobal("location", {
      origin: ORIGIN,
      pathname: "/p",
      search: "?after_auth_return_to=%2Fnext",
      hash: "#h",
    });
    expect(currentRelativeUrl()).toBe("/p?after_auth_return_to=%2Fnext#h");
    expect(returnToFromLocation()).toBe("/next");
  });
});
