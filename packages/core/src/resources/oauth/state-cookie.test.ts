import { describe, expect, it } from "vitest";
import type { CookieJar } from "../../session/cookie-jar.js";
import {
  consumeOAuthVerifier,
  OAUTH_STATE_COOKIE_MAX_AGE_SECONDS,
  oauthStateCookieName,
  saveOAuthVerifier,
} from "./state-cookie.js";

function memoryJar() {
  const cookies = new Map<string, string>();
  const writes: { name: string; maxAgeSeconds: number }[] = [];
  const jar: CookieJar = {
    snapshot: () => [...cookies].join(";"),
    getAll: () => Object.fromEntries(cookies),
    set: (name, value, { maxAgeSeconds }) => {
      cookies.set(name, value);
      writes.push({ name, maxAgeSeconds });
    },
    remove: (name) => {
      cookies.delete(name);
    },
  };
  return { jar, cookies, writes };
}

describe("the OAuth state cookie", () => {
  it("is stack-oauth-outer-{state}, holds the verifier and lives 1 hour", () => {
    const { jar, cookies, writes } = memoryJar();
    saveOAuthVerifier("s1", "verifier-1", jar);
    expect(oauthStateCookieName("s1")).toBe("stack-oauth-outer-s1");
    expect(cookies.get("stack-oauth-outer-s1")).toBe("verifier-1");
    expect(writes).toEqual([{ name: "stack-oauth-outer-s1", maxAgeSeconds: 3600 }]);
    expect(OAUTH_STATE_COOKIE_MAX_AGE_SECONDS).toBe(3600);
  });

  it("is consumed once", () => {
    const { jar } = memoryJar();
    saveOAuthVerifier("s1", "verifier-1", jar);
    expect(consumeOAuthVerifier("s1", jar)).toBe("verifier-1");
    expect(consumeOAuthVerifier("s1", jar)).toBeNull();
  });

  it("belongs to its state only", () => {
    const { jar } = memoryJar();
    saveOAuthVerifier("s1", "verifier-1", jar);
    expect(consumeOAuthVerifier("s2", jar)).toBeNull();
    expect(consumeOAuthVerifier("s1", jar)).toBe("verifier-1");
  });

  it("reads (and removes) the cookie newer reference builds write", () => {
    const { jar, cookies } = memoryJar();
    cookies.set("hexclave-oauth-outer-s1", "verifier-h");
    expect(consumeOAuthVerifier("s1", jar)).toBe("verifier-h");
    expect(cookies.size).toBe(0);
  });
});
