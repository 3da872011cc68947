import { describe, expect, it } from "vitest";
import {
  ACCESS_COOKIE_NAME,
  COOKIE_CLOCK_SKEW_MS,
  customRefreshCookieName,
  domainFromCustomRefreshCookieName,
  parseCookieHeader,
  readTokensFromCookies,
} from "./cookie-names.js";
import {
  encodeAccessCookie,
  encodeRefreshCookie,
  refreshCookieCandidates,
  refreshCookieName,
} from "./cookie-writer.js";

const P = "proj-1";

describe("cookie names", () => {
  it("writes stack-refresh-{projectId}--default, with __Host- when secure", () => {
    expect(refreshCookieName(P, false)).toBe("stack-refresh-proj-1--default");
    expect(refreshCookieName(P, true)).toBe("__Host-stack-refresh-proj-1--default");
    expect(ACCESS_COOKIE_NAME).toBe("stack-access");
  });

  it("reads every known variant, the legacy ones included", () => {
    expect(refreshCookieCandidates(P)).toEqual([
      "__Host-stack-refresh-proj-1--default",
      "stack-refresh-proj-1--default",
      "__Host-hexclave-refresh-proj-1--default",
      "hexclave-refresh-proj-1--default",
      "stack-refresh-proj-1",
      "stack-refresh",
    ]);
  });

  it("encodes the refresh and access cookies as the wire formats", () => {
    expect(JSON.parse(encodeRefreshCookie("r1", 123))).toEqual({
      refresh_token: "r1",
      updated_at_millis: 123,
    });
    expect(JSON.parse(encodeAccessCookie("r1", "a1"))).toEqual(["r1", "a1"]);
  });
});

describe("readTokensFromCookies", () => {
  const NOW = 1_700_000_000_000;
  const refresh = (token: string, at: number) => encodeRefreshCookie(token, at);

  it("reads the refresh cookie and the access cookie that belongs to it", () => {
    expect(
      readTokensFromCookies(
        {
          "stack-refresh-proj-1--default": refresh("r1", 1),
          "stack-access": encodeAccessCookie("r1", "a1"),
        },
        P,
      ),
    ).toEqual({ refreshToken: "r1", accessToken: "a1" });
  });

  it("finds nothing in an empty jar", () => {
    expect(readTokensFromCookies({}, P)).toEqual({ refreshToken: null, accessToken: null });
  });

  it("ignores another project's refresh cookie", () => {
    expect(
      readTokensFromCookies({ "stack-refresh-other--default": refresh("r1", 1) }, P).refreshToken,
    ).toBeNull();
  });

  it.each([
    ["stack-refresh-proj-1", "legacy-1"],
    ["stack-refresh", "legacy-2"],
  ])("reads the raw token of the legacy cookie %s", (name, token) => {
    expect(readTokensFromCookies({ [name]: token }, P).refreshToken).toBe(token);
  });

  it("picks the structured refresh cookie with the newest updated_at_millis, whichever SDK's", () => {
    expect(
      readTokensFromCookies(
        {
          "stack-refresh-proj-1--default": refresh("oldest", 50),
          "hexclave-refresh-proj-1--default": refresh("newest", 200),
          "stack-refresh": "legacy",
        },
        P,
        NOW,
      ).refreshToken,
    ).toBe("newest");
    expect(
      readTokensFromCookies(
        {
          "__Host-stack-refresh-proj-1--default": refresh("older", 100),
          "__Host-hexclave-refresh-proj-1--default": refresh("newer", 150),
        },
        P,
        NOW,
      ).refreshToken,
    ).toBe("newer");
  });

  it("a planted unprefixed cookie with a newer timestamp does not take over a __Host- session", () => {
    // A sibling subdomain can write `stack-refresh-{projectId}--default` (or a custom-domain
    // name) for the parent domain, with any timestamp; only this host can write a __Host- one.
    const custom = customRefreshCookieName(P, "example.com");
    expect(
      readTokensFromCookies(
        {
          "__Host-stack-refresh-proj-1--default": refresh("victim", NOW - 86_400_000),
          "stack-refresh-proj-1--default": refresh("attacker", NOW),
          "hexclave-refresh-proj-1--default": refresh("attacker", NOW),
          [custom]: refresh("attacker", NOW),
          "stack-access": encodeAccessCookie("attacker", "attacker-access"),
        },
        P,
        NOW,
      ),
    ).toEqual({ refreshToken: "victim", accessToken: null });
  });

  it("a planted cookie timestamped in the future does not win: its timestamp counts as none", () => {
    expect(
      readTokensFromCookies(
        {
          "stack-refresh-proj-1--default": refresh("own", NOW - 1000),
          "hexclave-refresh-proj-1--default": refresh("planted", NOW + 365 * 86_400_000),
        },
        P,
        NOW,
      ).refreshToken,
    ).toBe("own");
    // Within the allowed clock skew (COOKIE_CLOCK_SKEW_MS, 1 minute) a later clock is believed.
    expect(COOKIE_CLOCK_SKEW_MS).toBe(60_000);
    expect(
      readTokensFromCookies(
        {
          "stack-refresh-proj-1--default": refresh("own", NOW - 1000),
          "hexclave-refresh-proj-1--default": refresh("server", NOW + 59_000),
        },
        P,
        NOW,
      ).refreshToken,
    ).toBe("server");
    // Alone, a future-dated cookie is still the session (a server whose clock runs ahead).
    expect(
      readTokensFromCookies(
        { "stack-refresh-proj-1--default": refresh("ahead", NOW + 3_600_000) },
        P,
        NOW,
      ).refreshToken,
    ).toBe("ahead");
  });

  it("a planted legacy cookie is read only when no structured cookie exists, whatever it holds", () => {
    expect(
      readTokensFromCookies(
        {
          "stack-refresh": refresh("planted", NOW),
          "stack-refresh-proj-1": "planted-raw",
          "stack-refresh-proj-1--default": refresh("own", 1),
        },
        P,
        NOW,
      ).refreshToken,
    ).toBe("own");
    expect(readTokensFromCookies({ "stack-refresh": refresh("legacy-json", NOW) }, P, NOW)).toEqual(
      { refreshToken: "legacy-json", accessToken: null },
    );
  });

  it("a negative timestamp counts as none and cannot push a structured cookie below a legacy one", () => {
    expect(
      readTokensFromCookies(
        { "stack-refresh-proj-1--default": refresh("own", -1e16), "stack-refresh": "legacy" },
        P,
        NOW,
      ).refreshToken,
    ).toBe("own");
  });

  it("a legacy raw cookie loses against any cookie with a timestamp, even 0", () => {
    expect(
      readTokensFromCookies(
        { "stack-refresh-proj-1": "legacy", "stack-refresh-proj-1--default": refresh("json", 0) },
        P,
      ).refreshToken,
    ).toBe("json");
  });

  it("ignores an access cookie whose first element is another refresh token", () => {
    expect(
      readTokensFromCookies(
        {
          "stack-refresh-proj-1--default": refresh("r1", 1),
          "stack-access": encodeAccessCookie("r-other", "a-other"),
        },
        P,
      ),
    ).toEqual({ refreshToken: "r1", accessToken: null });
  });

  it("ignores an access cookie when there is no refresh cookie", () => {
    expect(readTokensFromCookies({ "stack-access": encodeAccessCookie("r1", "a1") }, P)).toEqual({
      refreshToken: null,
      accessToken: null,
    });
  });

  it.each([
    ["not JSON", "not-json"],
    ["an object", JSON.stringify({ refresh: "r1", access: "a1" })],
    ["an array with an 'undefined' token", JSON.stringify(["r1", "undefined"])],
  ])("ignores an access cookie that is %s", (_, value) => {
    expect(
      readTokensFromCookies(
        { "stack-refresh-proj-1--default": refresh("r1", 1), "stack-access": value },
        P,
      ).accessToken,
    ).toBeNull();
  });

  it("skips refresh cookies whose token is empty or 'undefined'", () => {
    expect(
      readTokensFromCookies(
        {
          "stack-refresh-proj-1--default": refresh("undefined", 500),
          "stack-refresh-proj-1": "legacy",
        },
        P,
      ).refreshToken,
    ).toBe("legacy");
    expect(readTokensFromCookies({ "stack-refresh": "" }, P).refreshToken).toBeNull();
  });

  it("treats a missing or non-numeric timestamp as 0", () => {
    expect(
      readTokensFromCookies(
        {
          "stack-refresh-proj-1--default": JSON.stringify({ refresh_token: "no-time" }),
          "hexclave-refresh-proj-1--default": JSON.stringify({
            refresh_token: "bad-time",
            updated_at_millis: "soon",
          }),
          "stack-refresh": "legacy",
        },
        P,
      ).refreshToken,
    ).toBe("no-time");
  });
});

describe("parseCookieHeader", () => {
  it("splits on ';', trims and URI-decodes values", () => {
    expect(parseCookieHeader("a=1; b=%7B%22x%22%3A1%7D;c = two words ")).toEqual({
      a: "1",
      b: '{"x":1}',
      c: "two words",
    });
  });

  it("keeps the first of duplicate names (the most specific path, as browsers send it)", () => {
    expect(parseCookieHeader("a=1; a=2")).toEqual({ a: "1" });
  });

  it("keeps '=' inside values and skips parts without a name or '='", () => {
    expect(parseCookieHeader("a=x=y; junk; =nameless")).toEqual({ a: "x=y" });
  });

  it("keeps a value that is not valid URI encoding as it is", () => {
    expect(parseCookieHeader("a=100%")).toEqual({ a: "100%" });
  });

  it("is empty for a missing header", () => {
    expect(parseCookieHeader(undefined)).toEqual({});
    expect(parseCookieHeader(null)).toEqual({});
    expect(parseCookieHeader("")).toEqual({});
  });
});

describe("custom-domain refresh cookies, as @stackframe/js names and reads them", () => {
  it("names stack-refresh-{projectId}--custom-{base32(lower-case domain)} and decodes either SDK's name", () => {
    expect(customRefreshCookieName(P, "Example.com")).toBe(
      "stack-refresh-proj-1--custom-CNW62VBGDHJJWRVFDM",
    );
    for (const base of ["stack-refresh-proj-1", "hexclave-refresh-proj-1"]) {
      expect(domainFromCustomRefreshCookieName(P, `${base}--custom-CNW62VBGDHJJWRVFDM`)).toBe(
        "example.com",
      );
    }
    expect(domainFromCustomRefreshCookieName(P, "stack-refresh-proj-1--default")).toBeNull();
    expect(domainFromCustomRefreshCookieName(P, "stack-refresh-other--custom-C4")).toBeNull();
    expect(domainFromCustomRefreshCookieName(P, "stack-refresh-proj-1--custom-U!")).toBeNull();
    // Bytes that are no UTF-8 text are no domain.
    expect(domainFromCustomRefreshCookieName(P, "stack-refresh-proj-1--custom-ZW")).toBeNull();
  });

  it("reads a custom-domain cookie, and the reference 2.8.108's hexclave-access", () => {
    const custom = customRefreshCookieName(P, "example.com");
    expect(
      readTokensFromCookies(
        {
          [custom]: encodeRefreshCookie("r-shared", 20),
          "stack-refresh-proj-1--default": encodeRefreshCookie("r-own", 10),
          "hexclave-access": encodeAccessCookie("r-shared", "a-shared"),
        },
        P,
      ),
    ).toEqual({ refreshToken: "r-shared", accessToken: "a-shared" });
    // A __Host- cookie wins over the parent domain's; another project's is not read.
    expect(
      readTokensFromCookies(
        {
          [custom]: encodeRefreshCookie("r-shared", 10),
          "__Host-hexclave-refresh-proj-1--default": encodeRefreshCookie("r-new", 30),
          [customRefreshCookieName("proj-2", "example.com")]: encodeRefreshCookie("r-x", 99),
        },
        P,
      ).refreshToken,
    ).toBe("r-new");
  });
});
