import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { globMatcher } from "./glob-matcher.js";

const HOST = { separator: ".", allowEmpty: false };
const PATH = { separator: "/", allowEmpty: true };

/** What the emulator matched with before: a regular expression (fine on tiny inputs only). */
function reference(pattern: string, options: typeof HOST): RegExp {
  const sep = options.separator === "." ? "\\." : "/";
  const plus = options.allowEmpty ? "*" : "+";
  const source = pattern
    .split(/(\*\*|\*)/)
    .map((part) =>
      part === "**"
        ? `.${plus}`
        : part === "*"
          ? `[^${sep}]${plus}`
          : part.replace(/[.+?^${}()|[\]\\/]/g, "\\$&"),
    )
    .join("");
  return new RegExp(`^${source}$`, "s");
}

describe("globMatcher", () => {
  it("host names: * is one or more characters of a label, ** one or more of any", () => {
    const one = globMatcher("*.preview.example.com", HOST);
    expect(one("pr-1.preview.example.com")).toBe(true);
    expect(one("a.b.preview.example.com")).toBe(false);
    expect(one(".preview.example.com")).toBe(false);
    const any = globMatcher("**.example.org", HOST);
    expect(any("a.b.example.org")).toBe(true);
    expect(any("example.org")).toBe(false);
    expect(any("example.org.evil.com")).toBe(false);
    expect(globMatcher("pr-*.example.com", HOST)("pr-12.example.com")).toBe(true);
  });

  it("paths: * is any characters of a segment, ** any characters, both possibly none", () => {
    expect(globMatcher("/users/*", PATH)("/users/")).toBe(true);
    expect(globMatcher("/users/*", PATH)("/users/me/x")).toBe(false);
    expect(globMatcher("/a/**", PATH)("/a/b/c")).toBe(true);
    expect(globMatcher("/a.b", PATH)("/axb")).toBe(false);
  });

  it("answers as the regular expressions it replaces, on small random patterns and texts", () => {
    const char = fc.constantFrom("a", "b", ".", "/", "*");
    const text = fc.string({ unit: fc.constantFrom("a", "b", ".", "/"), maxLength: 8 });
    fc.assert(
      fc.property(fc.string({ unit: char, maxLength: 6 }), text, fc.boolean(), (p, t, host) => {
        const options = host ? HOST : PATH;
        expect(globMatcher(p, options)(t)).toBe(reference(p, options).test(t));
      }),
      { numRuns: 500, seed: 31 },
    );
  });

  // Regression (issue 31): each `**` was `.+` in one regular expression, whose backtracking is
  // exponential in the number of wildcards. This pattern and host would run for hours that way.
  it("matches many wildcards against a long text in one pass (exponential matching)", () => {
    const matches = globMatcher(`${"**a".repeat(12)}.example.com`, HOST);
    expect(matches(`${"a".repeat(240)}.example.org`)).toBe(false);
    expect(matches(`${"a".repeat(240)}.example.com`)).toBe(true);
    const path = globMatcher(`/${"**a".repeat(12)}/x`, PATH);
    expect(path(`/${"a".repeat(5000)}/y`)).toBe(false);
  });
});
