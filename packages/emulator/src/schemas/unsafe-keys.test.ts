import { describe, expect, it } from "vitest";
import { describeJsonPath, findUnsafeKey } from "./unsafe-keys.js";

describe("findUnsafeKey", () => {
  it.each(["__proto__", "constructor", "prototype"])(
    "finds %s as a key at any depth, in objects and arrays, with its path",
    (key) => {
      const value = JSON.parse(`{"a":[1,{"b":{"${key}":{"x":1}}}]}`);
      expect(findUnsafeKey(value)).toEqual({ kind: "unsafe-key", path: ["a", 1, "b", key], key });
    },
  );

  it("finds an unsafe part of a dotted key only when asked to split them", () => {
    const override = { "apps.__proto__.polluted": true };
    expect(findUnsafeKey(override)).toBeUndefined();
    expect(findUnsafeKey(override, { splitDots: true })).toEqual({
      kind: "unsafe-key",
      path: ["apps.__proto__.polluted"],
      key: "__proto__",
    });
  });

  it("passes JSON whose keys and values are ordinary, an unsafe word as a value included", () => {
    expect(findUnsafeKey({ a: { b: ["__proto__", "constructor"] }, proto: 1 })).toBeUndefined();
    expect(findUnsafeKey("__proto__")).toBeUndefined();
    expect(findUnsafeKey(null)).toBeUndefined();
  });

  it("reports the first value nested deeper than maxDepth, and walks any depth without overflowing", () => {
    const deep = JSON.parse(`${"[".repeat(100_000)}${"]".repeat(100_000)}`);
    expect(findUnsafeKey(deep)).toBeUndefined();
    const found = findUnsafeKey(deep, { maxDepth: 3 });
    expect(found).toEqual({ kind: "too-deep", path: [0, 0, 0] });
    expect(findUnsafeKey({ a: { b: 1 } }, { maxDepth: 2 })).toBeUndefined();
  });
});

describe("describeJsonPath", () => {
  it("names keys with dots and indexes with brackets", () => {
    expect(describeJsonPath("body", ["items", 2, "__proto__"])).toBe("body.items[2].__proto__");
    expect(describeJsonPath("body", [])).toBe("body");
  });
});
