import fc from "fast-check";

/** Keys that trip naive code: prototypes and conversion methods. */
export const trickyKey = fc.constantFrom(
  "__proto__",
  "constructor",
  "toString",
  "valueOf",
  "toJSON",
);

/** JSON-like values whose objects may use the tricky keys, up to `maxKeys` keys each. */
export function jsonish(maxKeys = 4): fc.Arbitrary<unknown> {
  return fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: "small" },
      fc.jsonValue({ maxDepth: 2 }),
      fc.dictionary(fc.oneof(trickyKey, fc.string({ maxLength: 8 })), tie("value"), { maxKeys }),
    ),
  })).value;
}
