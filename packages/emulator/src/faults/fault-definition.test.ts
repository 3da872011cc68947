// FaultDefinition is written out for the API reference; it must stay the schema's input type, or
// `emulator.faults.add()` would accept what the schema refuses (or the other way round).
import type * as v from "valibot";
import { describe, expectTypeOf, it } from "vitest";
import type { FaultDefinition, faultDefinitionSchema } from "./fault-definition.js";

type Assignable<From, To> = [From] extends [To] ? true : false;

describe("FaultDefinition", () => {
  // Assignable both ways: the written type is an intersection, the inferred one a flat union.
  it("is the input type of the schema that checks it", () => {
    type Input = v.InferInput<typeof faultDefinitionSchema>;
    expectTypeOf<Assignable<FaultDefinition, Input>>().toEqualTypeOf<true>();
    expectTypeOf<Assignable<Input, FaultDefinition>>().toEqualTypeOf<true>();
  });
});
