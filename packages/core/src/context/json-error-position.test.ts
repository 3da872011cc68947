import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonish, trickyKey } from "../test-utils/arbitraries.js";
import { jsonErrorPosition } from "./json-error-position.js";

const RUNS = { numRuns: 400, seed: 31_011 };

/** Whether the engine takes `text` as JSON. */
function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

describe("jsonErrorPosition", () => {
  it.each([
    ["{not json", 1],
    ['{"a": 1,}', 8],
    ['{"a" 1}', 5],
    ["[1, 2", 5],
    ['{"a": "b"', 9],
    ['{"a": "b', 8],
    ["", 0],
    ["   ", 3],
    ["'single'", 0],
    ['{"a": tru}', 6],
    ['{"a": 01}', 7],
    ['{"a": "x"} x', 11],
    ['["\\q"]', 2],
    ['{"x-key": "abc\ndef"}', 14],
  ])("finds where %j stops being JSON: %i", (text, position) => {
    expect(isJson(text)).toBe(false);
    expect(jsonErrorPosition(text)).toBe(position);
  });

  it("answers -1 for JSON, whitespace around it included", () => {
    for (const text of [
      '{"a": "b"}',
      " [1, -2.5e3, true, false, null] ",
      '"\\u00e9\\n"',
      "0",
      "{}",
    ]) {
      expect(jsonErrorPosition(text)).toBe(-1);
    }
  });

  it("agrees with JSON.parse on which texts are JSON, and places the error inside the text", () => {
    const nearJson = fc
      .tuple(
        jsonish(3).map((value) => JSON.stringify(value) ?? "null"),
        fc.nat(),
        fc.string({ maxLength: 2 }),
      )
      .map(([text, at, insert]) => {
        const cut = at % (text.length + 1);
        return text.slice(0, cut) + insert + text.slice(cut + (at % 2));
      });
    const text = fc.oneof(
      nearJson,
      fc.string({ maxLength: 20 }),
      fc.dictionary(trickyKey, fc.string()).map((value) => JSON.stringify(value)),
    );
    fc.assert(
      fc.property(text, (input) => {
        const position = jsonErrorPosition(input);
        if (isJson(input)) expect(position).toBe(-1);
        else {
          expect(position).toBeGreaterThanOrEqual(0);
          expect(position).toBeLessThanOrEqual(input.length);
          // The text before that point is sound: JSON already, or JSON that ends too soon.
          expect([-1, position]).toContain(jsonErrorPosition(input.slice(0, position)));
        }
      }),
      RUNS,
    );
  });
});
