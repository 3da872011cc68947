import { afterEach, describe, expect, it, vi } from "vitest";
import { checkedExtraRequestHeaders } from "./extra-request-headers.js";
import { checkedExtraRequestHeaders as browserCheck } from "./extra-request-headers-browser.js";

// Issue 31, item 11: a bad STACK_EXTRA_REQUEST_HEADERS was echoed in the error, secrets included.

const SECRET = "sk_live_PROXY_SECRET_VALUE";

afterEach(() => {
  vi.unstubAllEnvs();
});

/** The TypeError `check` throws. */
function refusal(check: () => unknown): TypeError {
  try {
    check();
  } catch (error) {
    expect(error).toBeInstanceOf(TypeError);
    return error as TypeError;
  }
  throw new Error("no refusal");
}

describe("checkedExtraRequestHeaders", () => {
  it("takes the option, else the JSON of NEXT_PUBLIC_STACK_EXTRA_REQUEST_HEADERS or STACK_EXTRA_REQUEST_HEADERS", () => {
    expect(checkedExtraRequestHeaders(undefined)).toBeUndefined();
    vi.stubEnv("STACK_EXTRA_REQUEST_HEADERS", '{"x-b": "2"}');
    expect(checkedExtraRequestHeaders(undefined)).toEqual({ "x-b": "2" });
    vi.stubEnv("NEXT_PUBLIC_STACK_EXTRA_REQUEST_HEADERS", '{"x-a": "1"}');
    expect(checkedExtraRequestHeaders(undefined)).toEqual({ "x-a": "1" });
    expect(checkedExtraRequestHeaders({ "x-c": "3" })).toEqual({ "x-c": "3" });
  });

  it("a bad STACK_EXTRA_REQUEST_HEADERS is not echoed: the error says where the JSON breaks, not what it holds", () => {
    // A trailing comma on line 3, after a secret.
    const text = `{\n  "x-proxy-key": "${SECRET}",\n}`;
    vi.stubEnv("STACK_EXTRA_REQUEST_HEADERS", text);
    const error = refusal(() => checkedExtraRequestHeaders(undefined));
    expect(error.message).toBe(
      `STACK_EXTRA_REQUEST_HEADERS must hold a JSON object of header names to strings; its ${text.length} characters are not JSON: it breaks at line 3, column 1 (the text is not shown: it may hold credentials).`,
    );
    expect(String(error)).not.toContain(SECRET);
    expect(error.cause).toBeUndefined();
  });

  it.each([
    [`{"x-proxy-key": ${SECRET}}`, "line 1, column 17"],
    [`{'x-proxy-key': '${SECRET}'}`, "line 1, column 2"],
    [`"${SECRET}`, "it ends too soon"],
    [`${SECRET}`, "line 1, column 1"],
  ])(
    "names the place, never the text, for %j (whatever the engine's own message quotes)",
    (text, where) => {
      vi.stubEnv("NEXT_PUBLIC_STACK_EXTRA_REQUEST_HEADERS", text);
      const error = refusal(() => checkedExtraRequestHeaders(undefined));
      expect(error.message).toMatch(
        /^NEXT_PUBLIC_STACK_EXTRA_REQUEST_HEADERS must hold a JSON object/,
      );
      expect(error.message).toContain(where);
      expect(error.message).not.toContain(SECRET);
      expect(error.message).not.toContain(SECRET.slice(0, 8));
    },
  );

  it.each([
    [`"${SECRET}"`, "got a string"],
    [`["${SECRET}"]`, "got an array"],
    ["null", "got null"],
    [`{"x-ok": "${SECRET}", "x-port": 8080}`, '"x-port" holds a number'],
    [`{"x-proxy": {"key": "${SECRET}"}}`, '"x-proxy" holds an object'],
  ])(
    "JSON that is no object of strings (%j) says what is wrong, not the values",
    (text, problem) => {
      vi.stubEnv("STACK_EXTRA_REQUEST_HEADERS", text);
      const error = refusal(() => checkedExtraRequestHeaders(undefined));
      expect(error.message).toBe(
        `STACK_EXTRA_REQUEST_HEADERS must be an object of header names to strings; ${problem} (values are not shown: they may hold credentials).`,
      );
      expect(error.message).not.toContain(SECRET);
    },
  );

  it("the option given in code is refused the same way, naming the option", () => {
    const error = refusal(() => checkedExtraRequestHeaders({ authorization: SECRET, "x-n": 1 }));
    expect(error.message).toBe(
      'extraRequestHeaders must be an object of header names to strings; "x-n" holds a number (values are not shown: they may hold credentials).',
    );
    expect(refusal(() => checkedExtraRequestHeaders(SECRET)).message).not.toContain(SECRET);
  });
});

describe("the browser bundle's checkedExtraRequestHeaders", () => {
  it("reads the same, and refuses the same without showing any value", () => {
    vi.stubEnv("STACK_EXTRA_REQUEST_HEADERS", '{"x-b": "2"}');
    expect(browserCheck(undefined)).toEqual({ "x-b": "2" });
    expect(browserCheck({ "x-c": "3" })).toEqual({ "x-c": "3" });
    for (const text of [`{"x": ${SECRET}}`, `"${SECRET}"`, `{"x": "${SECRET}", "y": 1}`]) {
      vi.stubEnv("STACK_EXTRA_REQUEST_HEADERS", text);
      const error = refusal(() => browserCheck(undefined));
      expect(error.message).toBe(
        "STACK_EXTRA_REQUEST_HEADERS must be a JSON object of header names to strings (its value is not shown).",
      );
    }
    expect(refusal(() => browserCheck(SECRET)).message).toBe(
      "extraRequestHeaders must be a JSON object of header names to strings (its value is not shown).",
    );
  });
});
