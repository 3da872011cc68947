import { describe, expect, it } from "vitest";
import { type AnyKnownErrorClass, codeSentence, defineError, pascalCase } from "../define-error.js";
import { KnownError } from "../known-error.js";
import { AuthErrors } from "./auth.js";
import { type AnyKnownError, type KnownErrorCode, KnownErrors } from "./index.js";

const { PasswordTooLong, PasswordTooShort } = AuthErrors;
const classes: AnyKnownErrorClass[] = Object.values(KnownErrors);
const byCode = new Map(classes.map((errorClass) => [errorClass.code, errorClass]));

/** Every code of SPEC.md section 8 and WIRE.md section 7, with the status they give. */
const specified: Record<number, string[]> = {
  400: [
    // request and access type
    "BODY_PARSING_ERROR",
    "SCHEMA_ERROR",
    "ALL_OVERLOADS_FAILED",
    "ACCESS_TYPE_REQUIRED",
    "PROJECT_KEY_WITHOUT_ACCESS_TYPE",
    "INVALID_ACCESS_TYPE",
    "ACCESS_TYPE_WITHOUT_PROJECT_ID",
    "CURRENT_PROJECT_NOT_FOUND",
    // account and auth
    "CANNOT_DELETE_CURRENT_SESSION",
    "EMAIL_NOT_VERIFIED",
    "CANNOT_GET_OWN_USER_WITHOUT_USER",
    "USER_ID_DOES_NOT_EXIST",
    "BRANCH_DOES_NOT_EXIST",
    "SIGN_UP_NOT_ENABLED",
    "PASSWORD_AUTHENTICATION_NOT_ENABLED",
    "PASSKEY_AUTHENTICATION_NOT_ENABLED",
    "ANONYMOUS_ACCOUNTS_NOT_ENABLED",
    "EMAIL_PASSWORD_MISMATCH",
    "REDIRECT_URL_NOT_WHITELISTED",
    "PASSWORD_TOO_SHORT",
    "PASSWORD_TOO_LONG",
    "PASSWORD_REQUIREMENTS_NOT_MET",
    "USER_DOES_NOT_HAVE_PASSWORD",
    "VERIFICATION_CODE_EXPIRED",
    "VERIFICATION_CODE_MAX_ATTEMPTS_REACHED",
    "PASSWORD_CONFIRMATION_MISMATCH",
    "EMAIL_NOT_ASSOCIATED_WITH_USER",
    "EMAIL_IS_NOT_PRIMARY_EMAIL",
    "PASSKEY_REGISTRATION_FAILED",
    "PASSKEY_AUTHENTICATION_FAILED",
    "PASSKEY_WEBAUTHN_ERROR",
    "CONTAINED_PERMISSION_NOT_FOUND",
    "PERMISSION_ID_ALREADY_EXISTS",
    // OAuth
    "OAUTH_CONNECTION_NOT_CONNECTED_TO_USER",
    "OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE",
    "OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS",
    "OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS",
    "INVALID_OAUTH_CLIENT_ID_OR_SECRET",
    "INVALID_SCOPE",
    "INVALID_SHARED_OAUTH_PROVIDER_ID",
    "INVALID_STANDARD_OAUTH_PROVIDER_ID",
    "INVALID_AUTHORIZATION_CODE",
    "OAUTH_PROVIDER_ACCESS_DENIED",
    "OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED",
    // MFA, polling, CLI, API keys
    "MULTI_FACTOR_AUTHENTICATION_REQUIRED",
    "INVALID_TOTP_CODE",
    "INVALID_POLLING_CODE",
    "CLI_AUTH_ERROR",
    "CLI_AUTH_EXPIRED_ERROR",
    "CLI_AUTH_USED_ERROR",
    "WRONG_API_KEY_TYPE",
    "PUBLIC_API_KEY_CANNOT_BE_REVOKED",
  ],
  401: [
    // keys and admin tokens
    "INSUFFICIENT_ACCESS_TYPE",
    "INVALID_PUBLISHABLE_CLIENT_KEY",
    "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT",
    "INVALID_SECRET_SERVER_KEY",
    "INVALID_SUPER_SECRET_ADMIN_KEY",
    "UNPARSABLE_ADMIN_ACCESS_TOKEN",
    "ADMIN_ACCESS_TOKEN_EXPIRED",
    "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN",
    "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN",
    "CLIENT_AUTHENTICATION_REQUIRED",
    "SERVER_AUTHENTICATION_REQUIRED",
    "CLIENT_OR_SERVER_AUTHENTICATION_REQUIRED",
    "CLIENT_OR_ADMIN_AUTHENTICATION_REQUIRED",
    "CLIENT_OR_SERVER_OR_ADMIN_AUTHENTICATION_REQUIRED",
    "ADMIN_AUTHENTICATION_REQUIRED",
    // user tokens and permissions
    "UNPARSABLE_ACCESS_TOKEN",
    "ACCESS_TOKEN_EXPIRED",
    "INVALID_PROJECT_FOR_ACCESS_TOKEN",
    "EXPECTED_INTERNAL_PROJECT",
    "REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED",
    "PROVIDER_REJECTED",
    "USER_AUTHENTICATION_REQUIRED",
    "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED",
    "PROJECT_PERMISSION_REQUIRED",
    "TEAM_PERMISSION_REQUIRED",
    "TEAM_PERMISSION_NOT_FOUND",
    "API_KEY_EXPIRED",
    "API_KEY_REVOKED",
  ],
  403: ["RESTRICTED_USER_NOT_ALLOWED"],
  404: [
    "VERIFICATION_CODE_NOT_FOUND",
    "USER_NOT_FOUND",
    "PROJECT_NOT_FOUND",
    "PERMISSION_NOT_FOUND",
    "WRONG_PERMISSION_SCOPE",
    "TEAM_NOT_FOUND",
    "TEAM_MEMBERSHIP_NOT_FOUND",
    "API_KEY_NOT_FOUND",
  ],
  408: ["OUTER_OAUTH_TIMEOUT"],
  409: [
    "USER_EMAIL_ALREADY_EXISTS",
    "VERIFICATION_CODE_ALREADY_USED",
    "EMAIL_ALREADY_VERIFIED",
    "TEAM_ALREADY_EXISTS",
    "EMAIL_TEMPLATE_ALREADY_EXISTS",
    "OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER",
    "USER_ALREADY_CONNECTED_TO_ANOTHER_OAUTH_CONNECTION",
    "TEAM_MEMBERSHIP_ALREADY_EXISTS",
    "CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE",
  ],
  500: ["UNSUPPORTED_ERROR"],
  503: ["OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE"],
};

/** The parent chain (nearest first) of every code that has parents; all others have none. */
const ancestry: Record<string, string[]> = {};
function family(parents: string[], children: string[]): void {
  for (const child of children) ancestry[child] = parents;
}
const projectAuth = ["PROJECT_AUTHENTICATION_ERROR"];
const invalidProjectAuth = ["INVALID_PROJECT_AUTHENTICATION", ...projectAuth];
const projectAuthRequired = ["PROJECT_AUTHENTICATION_REQUIRED", ...projectAuth];
const invalidAdminToken = ["INVALID_ADMIN_ACCESS_TOKEN", ...invalidProjectAuth];
const session = ["SESSION_AUTHENTICATION_ERROR"];
const invalidAccessToken = ["INVALID_ACCESS_TOKEN", "INVALID_SESSION_AUTHENTICATION", ...session];
family(projectAuth, [
  "INVALID_PROJECT_AUTHENTICATION",
  "PROJECT_AUTHENTICATION_REQUIRED",
  "EXPECTED_INTERNAL_PROJECT",
]);
family(invalidProjectAuth, [
  "PROJECT_KEY_WITHOUT_ACCESS_TYPE",
  "INVALID_ACCESS_TYPE",
  "ACCESS_TYPE_WITHOUT_PROJECT_ID",
  "ACCESS_TYPE_REQUIRED",
  "INSUFFICIENT_ACCESS_TYPE",
  "INVALID_PUBLISHABLE_CLIENT_KEY",
  "INVALID_SECRET_SERVER_KEY",
  "INVALID_SUPER_SECRET_ADMIN_KEY",
  "INVALID_ADMIN_ACCESS_TOKEN",
]);
family(invalidAdminToken, [
  "UNPARSABLE_ADMIN_ACCESS_TOKEN",
  "ADMIN_ACCESS_TOKEN_EXPIRED",
  "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN",
  "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN",
]);
family(projectAuthRequired, [
  "CLIENT_AUTHENTICATION_REQUIRED",
  "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT",
  "SERVER_AUTHENTICATION_REQUIRED",
  "CLIENT_OR_SERVER_AUTHENTICATION_REQUIRED",
  "CLIENT_OR_ADMIN_AUTHENTICATION_REQUIRED",
  "CLIENT_OR_SERVER_OR_ADMIN_AUTHENTICATION_REQUIRED",
  "ADMIN_AUTHENTICATION_REQUIRED",
]);
family(session, ["INVALID_SESSION_AUTHENTICATION"]);
family(["INVALID_SESSION_AUTHENTICATION", ...session], ["INVALID_ACCESS_TOKEN"]);
family(invalidAccessToken, [
  "UNPARSABLE_ACCESS_TOKEN",
  "ACCESS_TOKEN_EXPIRED",
  "INVALID_PROJECT_FOR_ACCESS_TOKEN",
]);
family(
  ["REFRESH_TOKEN_ERROR"],
  ["REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED", "CANNOT_DELETE_CURRENT_SESSION", "PROVIDER_REJECTED"],
);
family(["PASSWORD_REQUIREMENTS_NOT_MET"], ["PASSWORD_TOO_SHORT", "PASSWORD_TOO_LONG"]);
family(
  ["VERIFICATION_ERROR"],
  [
    "VERIFICATION_CODE_NOT_FOUND",
    "VERIFICATION_CODE_EXPIRED",
    "VERIFICATION_CODE_ALREADY_USED",
    "VERIFICATION_CODE_MAX_ATTEMPTS_REACHED",
  ],
);
family(
  ["API_KEY_NOT_VALID"],
  [
    "API_KEY_EXPIRED",
    "API_KEY_REVOKED",
    "WRONG_API_KEY_TYPE",
    "API_KEY_NOT_FOUND",
    "PUBLIC_API_KEY_CANNOT_BE_REVOKED",
  ],
);

/** Keys that follow the reference SDK's names (used by SPEC.md) rather than the code. */
const renamed: Record<string, string> = {
  UserWithEmailAlreadyExists: "USER_EMAIL_ALREADY_EXISTS",
  VerificationCodeError: "VERIFICATION_ERROR",
};

const rows = Object.entries(specified).flatMap(([status, codes]) =>
  codes.map((code) => [code, Number(status)] as const),
);

describe("the catalogue", () => {
  it.each(rows)("defines %s with status %i", (code, status) => {
    const errorClass = byCode.get(code);
    expect(errorClass, code).toBeDefined();
    expect(errorClass?.status).toBe(status);
    expect(new (errorClass as AnyKnownErrorClass)().status).toBe(status);
  });

  it("has unique codes, each under the key named after it", () => {
    expect(byCode.size).toBe(classes.length);
    for (const [key, errorClass] of Object.entries(KnownErrors)) {
      expect(errorClass.code).toMatch(/^[A-Z][A-Z0-9_]*$/);
      const renamedCode = renamed[key];
      if (renamedCode) expect(errorClass.code).toBe(renamedCode);
      else expect(key).toBe(pascalCase(errorClass.code));
      expect(errorClass.name).toBe(pascalCase(errorClass.code));
    }
  });

  it("uses the spellings SPEC.md uses for its handled errors", () => {
    const named = [
      "OAuthConnectionDoesNotHaveRequiredScope",
      "OAuthConnectionNotConnectedToUser",
      "MultiFactorAuthenticationRequired",
      "InvalidTotpCode",
      "RefreshTokenError",
      "CannotGetOwnUserWithoutUser",
      "ApiKeyNotValid",
      "UserNotFound",
      "EmailAlreadyVerified",
      "RedirectUrlNotWhitelisted",
      "VerificationCodeError",
      "PasswordConfirmationMismatch",
      "PasswordRequirementsNotMet",
      "PasskeyRegistrationFailed",
      "PasskeyAuthenticationFailed",
      "PasskeyWebAuthnError",
      "EmailPasswordMismatch",
      "UserWithEmailAlreadyExists",
      "ProjectNotFound",
      "SchemaError",
      "InvalidAccessToken",
      "InvalidAdminAccessToken",
      "ApiKeyNotFound",
    ];
    expect(named.filter((key) => !(key in KnownErrors))).toEqual([]);
  });

  it.each(classes.map((errorClass) => [errorClass.code, errorClass] as const))(
    "gives %s the right parent chain, as codes and as classes",
    (code, errorClass) => {
      const parents = ancestry[code] ?? [];
      expect(errorClass.parentCodes).toEqual(parents);
      const error = new errorClass();
      expect(error.codes).toEqual([code, ...parents]);
      expect(error).toBeInstanceOf(KnownError);
      for (const parentCode of parents) {
        const parent = byCode.get(parentCode) as AnyKnownErrorClass;
        expect(error).toBeInstanceOf(parent);
        expect(parent.isInstance(error)).toBe(true);
      }
    },
  );

  it("lists a chain for codes that exist only", () => {
    for (const [code, parents] of Object.entries(ancestry)) {
      expect(byCode.has(code), code).toBe(true);
      for (const parent of parents) expect(byCode.has(parent), parent).toBe(true);
    }
  });

  it("lets a parent claim its children, never the reverse", () => {
    const { InvalidAccessToken, AccessTokenExpired } = KnownErrors;
    expect(InvalidAccessToken.isInstance(new AccessTokenExpired())).toBe(true);
    expect(AccessTokenExpired.isInstance(new InvalidAccessToken())).toBe(false);
    expect(new AccessTokenExpired()).toBeInstanceOf(InvalidAccessToken);
    expect(new InvalidAccessToken()).not.toBeInstanceOf(AccessTokenExpired);
  });

  it("matches isInstance exactly with the code hierarchy, across all pairs", () => {
    const instances = classes.map((errorClass) => new errorClass());
    for (const errorClass of classes) {
      for (const error of instances) {
        const expected = error.code === errorClass.code || error.codes.includes(errorClass.code);
        if (errorClass.isInstance(error) !== expected) {
          throw new Error(`${errorClass.code}.isInstance(${error.code}) should be ${expected}`);
        }
      }
    }
    expect(KnownErrors.UserNotFound.isInstance(new Error("USER_NOT_FOUND"))).toBe(false);
    expect(KnownErrors.UserNotFound.isInstance({ code: "USER_NOT_FOUND" })).toBe(false);
    expect(KnownErrors.UserNotFound.isInstance(null)).toBe(false);
  });

  it("keeps the messages SPEC.md quotes", () => {
    expect(new KnownErrors.EmailPasswordMismatch().message).toBe("Wrong e-mail or password.");
    expect(new KnownErrors.PasswordConfirmationMismatch().message).toBe("Passwords do not match.");
    expect(new KnownErrors.OuterOAuthTimeout().message).toBe(
      "The OAuth flow has timed out. Please sign in again.",
    );
    expect(new KnownErrors.CliAuthExpiredError().message).toBe(
      "CLI authentication request expired. Please try again.",
    );
    expect(new KnownErrors.CliAuthUsedError().message).toBe(
      "This authentication token has already been used.",
    );
    expect(new KnownErrors.InvalidTotpCode().message).toBe("Invalid TOTP code");
    expect(new KnownErrors.SignUpNotEnabled().message).toBe(
      "New account registration is not allowed",
    );
  });

  it("builds messages from the wire details, and takes a message of the caller's", () => {
    const short = new PasswordTooShort({ min_length: 8 });
    expect(short.message).toContain("8");
    expect(short.toJSON()).toEqual({
      code: "PASSWORD_TOO_SHORT",
      error: short.message,
      details: { min_length: 8 },
    });
    expect(new PasswordTooLong({ maxLength: 70 }).toJSON().details).toEqual({ maxLength: 70 });
    expect(new KnownErrors.UserNotFound(undefined, "No such user.").message).toBe("No such user.");
    const unsupported = new KnownErrors.UnsupportedError({ originalErrorCode: "NEW_THING" });
    expect(unsupported.status).toBe(500);
    expect(unsupported.message).toContain("NEW_THING");
  });

  // The server's prose is the emulator's (`packages/emulator/src/http/error-messages.ts`), and
  // decoding keeps the server's message: the browser bundle carries only the messages above and
  // those of the errors the SDK raises itself.
  it("reads every other code as a sentence, with no prose of its own", () => {
    const ownMessages = [
      "EMAIL_PASSWORD_MISMATCH",
      "PASSWORD_CONFIRMATION_MISMATCH",
      "OUTER_OAUTH_TIMEOUT",
      "CLI_AUTH_EXPIRED_ERROR",
      "CLI_AUTH_USED_ERROR",
      "INVALID_TOTP_CODE",
      "SIGN_UP_NOT_ENABLED",
      "PASSWORD_TOO_SHORT",
      "PASSWORD_TOO_LONG",
      "UNSUPPORTED_ERROR",
    ];
    const withProse = classes
      .filter((errorClass) => {
        const sentence = codeSentence(errorClass.code);
        return new errorClass({ team_id: "t1" }).message !== sentence;
      })
      .map((errorClass) => errorClass.code);
    expect(withProse.sort()).toEqual(ownMessages.sort());
    expect(new KnownErrors.TeamNotFound({ team_id: "t1" }).message).toBe("Team not found.");
    expect(new KnownErrors.UserNotFound().message).toBe("User not found.");
  });

  // A body without details must still decode; a missing key may then read "undefined".
  it("gives every class a non-empty default message, even without details", () => {
    const withoutText = classes.filter((errorClass) => {
      const { message } = new errorClass();
      return typeof message !== "string" || message.trim() === "";
    });
    expect(withoutText.map((errorClass) => errorClass.code)).toEqual([]);
  });

  it("narrows the union by code", () => {
    const explain = (error: AnyKnownError): string => {
      switch (error.code) {
        case "PASSWORD_TOO_SHORT":
          return `min ${error.details.min_length}`;
        case "PASSWORD_TOO_LONG":
          // @ts-expect-error PASSWORD_TOO_LONG has maxLength, not min_length: the union is not `any`.
          void error.details.min_length;
          return `max ${error.details.maxLength}`;
        default:
          return error.code;
      }
    };
    expect(explain(new PasswordTooShort({ min_length: 8 }))).toBe("min 8");
    expect(explain(new PasswordTooLong({ maxLength: 70 }))).toBe("max 70");
    expect(explain(new KnownErrors.UserNotFound())).toBe("USER_NOT_FOUND");

    const codes: KnownErrorCode[] = ["USER_NOT_FOUND", "UNSUPPORTED_ERROR"];
    // @ts-expect-error a code outside the catalogue is not a KnownErrorCode.
    codes.push("NOT_A_CODE");
    expect(codes.every((code) => byCode.has(code))).toBe(false);
  });
});

describe("defineError", () => {
  it("refuses a row without status or parent, and a code that is not UPPER_SNAKE", () => {
    expect(() => defineError("NO_STATUS", { message: "x" })).toThrow(TypeError);
    expect(() => defineError("NO_STATUS", { message: "x" })).toThrow(/NO_STATUS needs a status/);
    expect(() => defineError("lower_case", { status: 400, message: "x" })).toThrow(TypeError);
  });

  it("inherits the parent's status unless the row gives its own", () => {
    const Parent = defineError("TEST_PARENT", { status: 401, message: "parent" });
    const Inherits = defineError("TEST_INHERITS", { parent: Parent, message: "child" });
    const Own = defineError("TEST_OWN", { parent: Parent, status: 404, message: "own" });
    expect([Inherits.status, Own.status]).toEqual([401, 404]);
    expect(new Own().codes).toEqual(["TEST_OWN", "TEST_PARENT"]);
  });

  it("spells OAuth and WebAuthn as the reference SDK does", () => {
    expect(pascalCase("OUTER_OAUTH_TIMEOUT")).toBe("OuterOAuthTimeout");
    expect(pascalCase("PASSKEY_WEBAUTHN_ERROR")).toBe("PasskeyWebAuthnError");
    expect(pascalCase("API_KEY_NOT_FOUND")).toBe("ApiKeyNotFound");
  });
});
