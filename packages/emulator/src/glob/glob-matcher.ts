// Wildcard patterns of trusted domains (`https://*.example.com`, `https://**.example.org`) and of
// fault paths (`/api/v1/users/*`, `/api/v1/**`), matched in one pass over the text with the set
// of pattern positions it may have reached: no backtracking, so a pattern of many wildcards
// cannot take exponential time (a regular expression of `.+` parts took 38 s on a 409-character
// host with five of them). Time is at most the text's length times the pattern's.

/** How a pattern's wildcards match. */
export interface GlobOptions {
  /** The character a single `*` does not cross: `.` between host labels, `/` between path segments. */
  separator: string;
  /**
   * Whether a wildcard may match no character: paths (`[^/]*`, `.*`), yes; host names (`[^.]+`,
   * `.+`), no.
   */
  allowEmpty: boolean;
}

/** A pattern's parts: a literal character, `*` (within one label or segment) or `**` (across them). */
type Token = { kind: "char"; char: string } | { kind: "one" } | { kind: "any" };

function tokenize(pattern: string): Token[] {
  const tokens: Token[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i] as string;
    if (char === "*" && pattern[i + 1] === "*") {
      tokens.push({ kind: "any" });
      i++;
    } else {
      tokens.push(char === "*" ? { kind: "one" } : { kind: "char", char });
    }
  }
  return tokens;
}

/**
 * A matcher of whole texts against `pattern`, where `**` matches any characters, `*` any
 * characters but `separator`, and every other character itself. Each text character is read
 * once, against at most every position of the pattern.
 *
 * @example
 * ```ts
 * const host = globMatcher("**.example.org", { separator: ".", allowEmpty: false });
 * host("a.b.example.org"); // true
 * host("example.org"); // false: ** matches at least one character
 * const path = globMatcher("/api/v1/users/*", { separator: "/", allowEmpty: true });
 * path("/api/v1/users/me"); // true
 * ```
 */
export function globMatcher(pattern: string, options: GlobOptions): (text: string) => boolean {
  const tokens = tokenize(pattern);
  const size = tokens.length;
  // `at[i]`: the tokens before i matched, token i not begun; `inside[i]`: wildcard i matched at
  // least one character and may take more.
  const close = (at: Uint8Array, inside: Uint8Array) => {
    for (let i = 0; i < size; i++) {
      const token = tokens[i] as Token;
      const wildcard = token.kind !== "char";
      if (inside[i] || (wildcard && options.allowEmpty && at[i])) at[i + 1] = 1;
    }
  };
  return (text) => {
    let at = new Uint8Array(size + 1);
    let inside = new Uint8Array(size + 1);
    at[0] = 1;
    close(at, inside);
    // By UTF-16 unit, as the pattern is read (and as a regular expression without `u` reads).
    for (let index = 0; index < text.length; index++) {
      const char = text[index] as string;
      const nextAt = new Uint8Array(size + 1);
      const nextInside = new Uint8Array(size + 1);
      let alive = false;
      for (let i = 0; i < size; i++) {
        if (!at[i] && !inside[i]) continue;
        const token = tokens[i] as Token;
        if (token.kind === "char") {
          if (at[i] && token.char === char) {
            nextAt[i + 1] = 1;
            alive = true;
          }
        } else if (token.kind === "any" || char !== options.separator) {
          nextInside[i] = 1;
          alive = true;
        }
      }
      if (!alive) return false;
      close(nextAt, nextInside);
      at = nextAt;
      inside = nextInside;
    }
    return at[size] === 1;
  };
}
