import { describe, expect, expectTypeOf, it } from "vitest";
import * as catalogue from "./catalogue/index.js";
import {
  type DefineErrors,
  defineError,
  defineErrors,
  type KnownErrorClass,
  type Pascal,
} from "./define-error.js";
import { KnownError } from "./known-error.js";

describe("defineErrors", () => {
  const Base = defineErrors({
    TEST_QUOTA_ERROR: [429, "The quota cannot be used."],
    TEST_QUOTA_EXCEEDED: [
      "TEST_QUOTA_ERROR",
      (d: { limit: number }) => `The quota of ${d.limit} is used up.`,
    ],
    TEST_QUOTA_GONE: ["TEST_QUOTA_ERROR", "The quota is gone.", 410],
    TEST_QUOTA_NOT_FOUND: ["TEST_QUOTA_ERROR", 404],
    TEST_OAUTH_WEBAUTHN_API_ID_EMAIL: [400],
  });

  it("keys each class by the PascalCase name of its code, and names the class so", () => {
    expect(Object.keys(Base)).toEqual([
      "TestQuotaError",
      "TestQuotaExceeded",
      "TestQuotaGone",
      "TestQuotaNotFound",
      "TestOAuthWebAuthnApiIdEmail",
    ]);
    for (const [key, errorClass] of Object.entries(Base)) expect(errorClass.name).toBe(key);
  });

  it("reads each row form: status, parent, parent and status, with or without a message", () => {
    const { TestQuotaError, TestQuotaExceeded, TestQuotaGone, TestQuotaNotFound } = Base;
    expect(
      [TestQuotaError, TestQuotaExceeded, TestQuotaGone, TestQuotaNotFound].map((c) => c.status),
    ).toEqual([429, 429, 410, 404]);
    expect(new TestQuotaExceeded({ limit: 5 }).message).toBe("The quota of 5 is used up.");
    expect(new TestQuotaGone().message).toBe("The quota is gone.");
    expect(new TestQuotaNotFound().codes).toEqual(["TEST_QUOTA_NOT_FOUND", "TEST_QUOTA_ERROR"]);
    expect(new TestQuotaNotFound()).toBeInstanceOf(TestQuotaError);
    expect(new TestQuotaNotFound()).toBeInstanceOf(KnownError);
  });

  it("reads a row without a message as its code, with the usual spellings", () => {
    expect(new Base.TestQuotaNotFound().message).toBe("Test quota not found.");
    expect(new Base.TestOAuthWebAuthnApiIdEmail().message).toBe(
      "Test OAuth WebAuthn API ID e-mail.",
    );
    expect(new (defineError("USER_GONE", { status: 410 }))().message).toBe("User gone.");
    expect(new (defineError("CLI_REDIRECT_URL_GONE", { status: 410 }))().message).toBe(
      "CLI redirect URL gone.",
    );
  });

  it("finds parents in the classes it is given, such as another table", () => {
    const Child = defineErrors({ TEST_QUOTA_FROZEN: ["TEST_QUOTA_ERROR", 423] }, Base);
    const error = new Child.TestQuotaFrozen();
    expect(error).toBeInstanceOf(Base.TestQuotaError);
    expect(Base.TestQuotaError.isInstance(error)).toBe(true);
    expect(error.codes).toEqual(["TEST_QUOTA_FROZEN", "TEST_QUOTA_ERROR"]);
    expect(error.status).toBe(423);
  });

  it("refuses a parent that is not defined yet, and a code that is not UPPER_SNAKE", () => {
    expect(() => defineErrors({ TEST_CHILD: ["TEST_LATER", "x"], TEST_LATER: [400] })).toThrow(
      /TEST_CHILD names TEST_LATER as parent/,
    );
    expect(() => defineErrors({ lower_case: [400] })).toThrow(TypeError);
  });

  it("types each class with its code and the details of its message function", () => {
    expectTypeOf<Pascal<"OUTER_OAUTH_TIMEOUT">>().toEqualTypeOf<"OuterOAuthTimeout">();
    expectTypeOf<Pascal<"PASSKEY_WEBAUTHN_ERROR">>().toEqualTypeOf<"PasskeyWebAuthnError">();
    expectTypeOf<Pascal<"API_KEY_NOT_FOUND">>().toEqualTypeOf<"ApiKeyNotFound">();
    expectTypeOf(Base.TestQuotaExceeded).toEqualTypeOf<
      KnownErrorClass<"TEST_QUOTA_EXCEEDED", { limit: number }>
    >();
    expectTypeOf(Base.TestQuotaNotFound).toEqualTypeOf<
      KnownErrorClass<"TEST_QUOTA_NOT_FOUND", Record<string, never>>
    >();
    // @ts-expect-error the details of TEST_QUOTA_EXCEEDED are required.
    void new Base.TestQuotaExceeded();
    // @ts-expect-error a table only has the keys of its codes.
    void Base.TestQuotaMissing;
  });

  it("types details from a type-only map, for rows without a message function", () => {
    interface Details {
      TEST_TEAM_GONE: { team_id: string };
    }
    const Typed = (defineErrors as DefineErrors<Details>)({
      TEST_TEAM_GONE: [410],
      TEST_TEAM_FROZEN: [423],
      TEST_TEAM_FULL: [409, (d: { limit: number }) => `Full at ${d.limit}.`],
    });
    const gone = new Typed.TestTeamGone({ team_id: "t1" });
    expect(gone.message).toBe("Test team gone.");
    expect(gone.details).toEqual({ team_id: "t1" });
    expect(new Typed.TestTeamFull({ limit: 3 }).message).toBe("Full at 3.");
    expectTypeOf(Typed.TestTeamGone).toEqualTypeOf<
      KnownErrorClass<"TEST_TEAM_GONE", { team_id: string }>
    >();
    expectTypeOf(Typed.TestTeamFrozen).toEqualTypeOf<
      KnownErrorClass<"TEST_TEAM_FROZEN", Record<string, never>>
    >();
    expectTypeOf(Typed.TestTeamFull).toEqualTypeOf<
      KnownErrorClass<"TEST_TEAM_FULL", { limit: number }>
    >();
    // @ts-expect-error the details of TEST_TEAM_GONE are required.
    void new Typed.TestTeamGone();
    // @ts-expect-error the map names only codes of the table.
    void (defineErrors as DefineErrors<{ TEST_TYPO: { a: 1 } }>)({ TEST_TEAM: [400] });
  });
});

describe("the reference SDK's names", () => {
  it("errorCode is the code and statusCode the status, so code written for it runs unchanged", () => {
    const { KnownErrors } = catalogue;
    const error = new KnownErrors.UserNotFound();
    expect(error.errorCode).toBe("USER_NOT_FOUND");
    expect(error.statusCode).toBe(error.status);
    expectTypeOf(error.errorCode).toEqualTypeOf<"USER_NOT_FOUND">();
  });
});
