import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { jsonish as arbitraryJson, trickyKey } from "../test-utils/arbitraries.js";
import { ACCESS_COOKIE_NAME, parseCookieHeader, readTokensFromCookies } from "./cookie-names.js";
import { refreshCookieCandidates } from "./cookie-writer.js";
import { readRequestTokens, requestTokenStore } from "./request-token-store.js";
import { MemoryTokenStore } from "./token-store.js";
import { accessTokenExpiresAt, normalizeToken, normalizeTokens, type Tokens } from "./tokens.js";

/** Bounded and deterministic: a failure prints its seed and path, and replays the same way. */
const RUNS = { numRuns: 300, seed: 20_261_122 };
const PROJECT = "p-1";

const jsonish = arbitraryJson(3);
const jsonText = jsonish.map((value) => JSON.stringify(value) ?? "");

/** A token field as it might be found: a real token, a word that means none, or anything. */
const tokenish = fc.oneof(
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.constantFrom("", "undefined", "null"),
  jsonish,
);

/** A token of a store: null, or a non-empty string that is no word for "none". */
function expectStoredToken(token: unknown): void {
  if (token === null) return;
  expect(typeof token).toBe("string");
  expect(["", "undefined", "null"]).not.toContain(token);
}

function expectTokens(tokens: Tokens): void {
  expectStoredToken(tokens.accessToken);
  expectStoredToken(tokens.refreshToken);
}

const base64url = (text: string) => Buffer.from(text).toString("base64url");

describe("token parsers against arbitrary input", () => {
  it("normalizeToken keeps a real token and turns anything else into null", () => {
    fc.assert(
      fc.property(fc.oneof(tokenish, fc.anything()), (value) => {
        const token = normalizeToken(value);
        expectStoredToken(token);
        if (token !== null) expect(token).toBe(value);
      }),
      RUNS,
    );
  });

  it("normalizeTokens and a MemoryTokenStore never hold anything but tokens", () => {
    const pair = fc.record(
      { accessToken: fc.oneof(tokenish, fc.anything()), refreshToken: tokenish },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(pair, fc.constantFrom(null, undefined)), pair, (first, second) => {
        expectTokens(normalizeTokens(first as Partial<Tokens>));
        const store = new MemoryTokenStore((first ?? undefined) as Partial<Tokens>);
        expectTokens(store.get());
        store.set(second as Tokens);
        expectTokens(store.get());
      }),
      RUNS,
    );
  });

  it("accessTokenExpiresAt reads exp, or says the token is no JWT, and never throws", () => {
    const jwtLike = fc
      .record({
        header: fc.oneof(fc.constant('{"alg":"RS256"}'), jsonText, fc.string()),
        payload: fc.oneof(
          jsonText,
          fc.string(),
          fc.record({ exp: jsonish }, { requiredKeys: [] }).map((claims) => JSON.stringify(claims)),
        ),
        signature: fc.string({ maxLength: 10 }),
        encode: fc.boolean(),
      })
      .map(({ header, payload, signature, encode }) =>
        encode
          ? `${base64url(header)}.${base64url(payload)}.${base64url(signature)}`
          : `${header}.${payload}.${signature}`,
      );
    fc.assert(
      fc.property(fc.oneof(jwtLike, fc.string()), (token) => {
        const expiresAt = accessTokenExpiresAt(token);
        expect(expiresAt === null || typeof expiresAt === "number").toBe(true);
        expect(Number.isNaN(expiresAt)).toBe(false);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), (exp) => {
        const token = `${base64url('{"alg":"RS256"}')}.${base64url(JSON.stringify({ exp }))}.sig`;
        expect(accessTokenExpiresAt(token)).toBe(exp * 1000);
      }),
      RUNS,
    );
  });
});

/** Cookie names the readers look for, and others. */
const cookieName = fc.oneof(
  fc.constantFrom(...refreshCookieCandidates(PROJECT), ACCESS_COOKIE_NAME),
  trickyKey,
  fc.string({ maxLength: 10 }),
);

/** Cookie values: raw tokens, refresh-cookie JSON, access-cookie JSON, and anything. */
const cookieValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  jsonText,
  fc
    .record({ refresh_token: tokenish, updated_at_millis: jsonish }, { requiredKeys: [] })
    .map((value) => JSON.stringify(value)),
  fc.tuple(tokenish, tokenish).map((pair) => JSON.stringify(pair)),
);

describe("cookie readers against arbitrary cookies", () => {
  it("readTokensFromCookies gives tokens or null, an access token only with its refresh token", () => {
    fc.assert(
      fc.property(fc.dictionary(cookieName, cookieValue, { maxKeys: 6 }), (cookies) => {
        const tokens = readTokensFromCookies(cookies, PROJECT);
        expectTokens(tokens);
        if (tokens.accessToken !== null) expect(tokens.refreshToken).not.toBeNull();
      }),
      RUNS,
    );
  });

  it("parseCookieHeader reads any header into trimmed names and string values", () => {
    fc.assert(
      fc.property(fc.option(fc.string({ maxLength: 60 }), { nil: undefined }), (header) => {
        for (const [name, value] of Object.entries(parseCookieHeader(header))) {
          expect(name).toBe(name.trim());
          expect(name).not.toBe("");
          expect(typeof value).toBe("string");
        }
      }),
      RUNS,
    );
  });

  it("parseCookieHeader reads back the cookies a Cookie header was built from", () => {
    // RFC 6265 cookie names: token characters only.
    const name = fc.oneof(
      trickyKey.filter((key) => key !== "__proto__"),
      fc.stringMatching(/^[A-Za-z0-9!#$%&'*+\-.^_`|~]{1,12}$/),
    );
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(name, cookieValue), { selector: ([n]) => n }),
        (pairs) => {
          const header = pairs
            .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
            .join("; ");
          const cookies = parseCookieHeader(header);
          for (const [name, value] of pairs) {
            expect(Object.hasOwn(cookies, name)).toBe(true);
            expect(cookies[name]).toBe(value);
          }
        },
      ),
      RUNS,
    );
  });

  it("a request token store holds tokens or null, whatever its headers (a malformed one reads as signed out)", () => {
    const cookieHeader = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc
        .array(fc.tuple(cookieName, cookieValue), { maxLength: 5 })
        .map((pairs) => pairs.map(([n, v]) => `${n}=${encodeURIComponent(v)}`).join("; ")),
    );
    const authHeader = fc.oneof(
      fc.string({ maxLength: 30 }),
      jsonText,
      fc
        .record({ accessToken: tokenish, refreshToken: tokenish }, { requiredKeys: [] })
        .map((value) => JSON.stringify(value)),
    );
    const headers = fc.record(
      {
        cookie: fc.oneof(cookieHeader, fc.array(cookieHeader, { maxLength: 3 })),
        auth: authHeader,
      },
      { requiredKeys: [] },
    );
    // A malformed header is warned about once; the warning is not this test's subject.
    vi.spyOn(console, "warn").mockImplementation(() => {});
    fc.assert(
      fc.property(headers, fc.boolean(), ({ cookie, auth }, fetchHeaders) => {
        const record: Record<string, string | string[]> = {};
        if (cookie !== undefined) record.Cookie = cookie;
        if (auth !== undefined) record["X-Stack-Auth"] = auth;
        const request = fetchHeaders
          ? {
              headers: new Headers(
                Object.entries(record).map(([k, v]): [string, string] => [k, String(v)]),
              ),
            }
          : { headers: record };
        expectTokens(readRequestTokens(request, PROJECT));
        expectTokens(requestTokenStore(request, PROJECT).get());
      }),
      RUNS,
    );
  });
});
