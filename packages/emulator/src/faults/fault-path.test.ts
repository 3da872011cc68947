import { describe, expect, it } from "vitest";
import { pathMatcher } from "./fault-path.js";

describe("pathMatcher", () => {
  it("matches a literal path, ignoring a trailing slash", () => {
    const match = pathMatcher("/api/v1/users/me");
    expect(match("/api/v1/users/me")).toBe(true);
    expect(match("/api/v1/users/me/")).toBe(true);
    expect(match("/api/v1/users/mee")).toBe(false);
  });

  it("matches one segment with *", () => {
    const match = pathMatcher("/api/v1/users/*");
    expect(match("/api/v1/users/me")).toBe(true);
    expect(match("/api/v1/users/me/x")).toBe(false);
    expect(match("/api/v1/users")).toBe(false);
  });

  it("matches a prefix with a trailing /**, the prefix itself included", () => {
    const match = pathMatcher("/api/v1/auth/**");
    expect(match("/api/v1/auth")).toBe(true);
    expect(match("/api/v1/auth/password/sign-in")).toBe(true);
    expect(match("/api/v1/authx")).toBe(false);
  });

  it("treats regular expression characters literally", () => {
    expect(pathMatcher("/a.b")("/axb")).toBe(false);
    expect(pathMatcher("/a.b")("/a.b")).toBe(true);
  });
});

// Regression (issue 31): the glob became one regular expression of `.*` parts, which backtracks
// exponentially in the number of wildcards: this fault would have held the emulator's only thread
// for hours on each request.
describe("pathMatcher with many wildcards (exponential matching)", () => {
  it("answers at once for a long path", () => {
    const match = pathMatcher(`/api/v1/${"**a".repeat(12)}/never`);
    expect(match(`/api/v1/${"a".repeat(8000)}/x`)).toBe(false);
    expect(match(`/api/v1/${"a".repeat(8000)}/never`)).toBe(true);
  });

  it("ignores any number of trailing slashes", () => {
    expect(pathMatcher("/api/v1/users/me")(`/api/v1/users/me${"/".repeat(10_000)}`)).toBe(true);
  });
});
