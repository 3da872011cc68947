import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { jsonObjectSchema, profileImageUrlSchema } from "./fields.js";
import { emailSchema } from "./formats.js";
import { type FieldSpec, toWire } from "./to-wire.js";

const FIELDS: Record<string, FieldSpec> = {
  displayName: ["display_name", v.nullable(v.string())],
  primaryEmail: ["primary_email", emailSchema],
  clientMetadata: ["client_metadata", v.nullable(jsonObjectSchema)],
  profileImageUrl: ["profile_image_url", v.nullable(profileImageUrlSchema)],
  address: ["address", v.object({ city: v.string(), zip: v.optional(v.number()) })],
};
const CONTEXT = "user.update()";

function thrown(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected a throw");
}

describe("toWire", () => {
  it("renames camelCase options to their wire names and keeps the values", () => {
    const metadata = { plan: "pro" };
    expect(
      toWire(
        { displayName: "Ada", clientMetadata: metadata, profileImageUrl: null },
        FIELDS,
        CONTEXT,
      ),
    ).toEqual({ display_name: "Ada", client_metadata: metadata, profile_image_url: null });
  });

  it("skips undefined values, so they are not sent", () => {
    const wire = toWire(
      { displayName: undefined, primaryEmail: "ada@example.com" },
      FIELDS,
      CONTEXT,
    );
    expect(wire).toEqual({ primary_email: "ada@example.com" });
    expect("display_name" in wire).toBe(false);
  });

  it("an undefined value of an unknown option is skipped too", () => {
    expect(toWire({ nickname: undefined }, FIELDS, CONTEXT)).toEqual({});
  });

  it("sends null, which clears a field", () => {
    expect(toWire({ displayName: null }, FIELDS, CONTEXT)).toEqual({ display_name: null });
  });

  it("an unknown option is a TypeError naming it and the known ones", () => {
    const error = thrown(() => toWire({ display_name: "Ada" }, FIELDS, CONTEXT));
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toBe(
      'user.update() got an unknown option "display_name"; known options: displayName, primaryEmail, clientMetadata, profileImageUrl, address.',
    );
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    ["a number for a string", { displayName: 42 }, /^user\.update\(\): displayName .*; got 42\.$/],
    [
      "an array for an object",
      { clientMetadata: [1, 2] },
      /^user\.update\(\): clientMetadata .*; got an array\.$/,
    ],
    [
      "a number for an e-mail",
      { primaryEmail: 7 },
      /^user\.update\(\): primaryEmail must be string; got 7\.$/,
    ],
  ])("a value of the wrong type (%s) is a TypeError naming the option", (_, options, message) => {
    const error = thrown(() => toWire(options, FIELDS, CONTEXT));
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toMatch(message);
  });

  it("a string of the right type that breaks a rule is sent for the service to judge, as @stackframe/js sends it", () => {
    expect(
      toWire({ primaryEmail: "not-an-email", profileImageUrl: "/me.png" }, FIELDS, CONTEXT),
    ).toEqual({ primary_email: "not-an-email", profile_image_url: "/me.png" });
  });

  it("a field judged here keeps its rule on the client (the service has no known error for it)", () => {
    const fields: Record<string, FieldSpec> = {
      passwordHash: ["password_hash", emailSchema, undefined, "judgedHere"],
    };
    const error = thrown(() => toWire({ passwordHash: "not-an-email" }, fields, CONTEXT));
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toBe(
      'user.update(): passwordHash must be a valid email; got "not-an-email".',
    );
  });

  it("a value with a conversion keeps its rules on the client (the conversion needs a valid value)", () => {
    const fields: Record<string, FieldSpec> = {
      email: ["email", emailSchema, (value: string) => value.toLowerCase()],
    };
    expect(() => toWire({ email: "bad" }, fields, CONTEXT)).toThrow(TypeError);
  });

  it("a nested schema failure is a TypeError naming the option and the nested path", () => {
    const error = thrown(() => toWire({ address: { city: 7 } }, FIELDS, CONTEXT));
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toMatch(/^user\.update\(\): address\.city .*; got an object\.$/);
  });

  it("a nested failure deeper down names the full path", () => {
    const error = thrown(() =>
      toWire({ address: { city: "Paris", zip: "75001" } }, FIELDS, CONTEXT),
    );
    expect(error.message).toMatch(/^user\.update\(\): address\.zip /);
  });

  it("shortens long string values in the message", () => {
    const long = thrown(() =>
      toWire({ address: "x".repeat(200) } as Record<string, unknown>, FIELDS, CONTEXT),
    );
    expect(long.message).toContain(`got "${"x".repeat(60)}…"`);
    expect(long.message).not.toContain("x".repeat(61));
  });

  it("checks every option before returning: the first bad one throws, nothing is half-built", () => {
    expect(() => toWire({ displayName: "Ada", address: "Paris" }, FIELDS, CONTEXT)).toThrow(
      /address/,
    );
  });

  it.each<[unknown, string]>([
    [null, "null"],
    [undefined, "undefined"],
    ["Ada", '"Ada"'],
    [[{ displayName: "Ada" }], "an array"],
  ])("options that are not an object (%j) are a TypeError", (options, described) => {
    const error = thrown(() => toWire(options, FIELDS, CONTEXT));
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toBe(`user.update() expects an object of options; got ${described}.`);
  });
});
