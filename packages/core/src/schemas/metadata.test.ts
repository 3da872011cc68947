import { describe, expect, it } from "vitest";
import { METADATA_MAX_BYTES, METADATA_MAX_DEPTH, metadataLimitProblem } from "./metadata.js";

const tooDeep = `must be nested at most ${METADATA_MAX_DEPTH} levels deep`;
const tooBig = `must be at most ${METADATA_MAX_BYTES} bytes as JSON`;

describe("metadataLimitProblem", () => {
  it.each<[string, unknown]>([
    ["an object", { theme: "dark", n: 1.5, ok: true, none: null }],
    ["arrays and nested objects", { list: [1, "two", [3, { four: 4 }], []], empty: {} }],
    ["escaped keys and values", { 'quo"te': "line\nbreak", é: "ü" }],
  ])("counts the bytes of the compact JSON exactly (%s)", (_, value) => {
    const bytes = new TextEncoder().encode(JSON.stringify(value)).length;
    const padded = { ...(value as object), pad: "x".repeat(METADATA_MAX_BYTES - bytes - 9) };
    expect(new TextEncoder().encode(JSON.stringify(padded)).length).toBe(METADATA_MAX_BYTES);
    expect(metadataLimitProblem(padded)).toBeUndefined();
    const over = { ...padded, pad: `${padded.pad}x` };
    expect(metadataLimitProblem(over)).toBe(tooBig);
  });

  it("counts UTF-8 bytes, not characters", () => {
    expect(metadataLimitProblem({ s: "é".repeat(49_990) })).toBeUndefined();
    expect(metadataLimitProblem({ s: "é".repeat(50_000) })).toBe(tooBig);
  });

  it("counts each object and array as a level", () => {
    let objects: unknown = "leaf";
    for (let level = 0; level < METADATA_MAX_DEPTH; level++) objects = { a: objects };
    expect(metadataLimitProblem(objects)).toBeUndefined();
    expect(metadataLimitProblem({ a: objects })).toBe(tooDeep);
    expect(metadataLimitProblem({ a: [objects] })).toBe(tooDeep);
  });

  it("stops at the limit on input deeper than any stack, and on a cycle", () => {
    const deep = JSON.parse(`${"[".repeat(100_000)}${"]".repeat(100_000)}`);
    expect(metadataLimitProblem(deep)).toBe(tooDeep);
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(metadataLimitProblem(cycle)).toBe(tooDeep);
  });
});
