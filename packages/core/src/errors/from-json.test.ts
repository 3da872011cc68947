import { describe, expect, it, vi } from "vitest";
import { KnownErrors } from "./catalogue/index.js";
import type { AnyKnownErrorClass } from "./define-error.js";
import { knownErrorFromJSON } from "./from-json.js";
import { KnownError } from "./known-error.js";

const classes: AnyKnownErrorClass[] = Object.values(KnownErrors);

/** Sends `value` through the wire: JSON text and back. */
function overTheWire(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

describe("knownErrorFromJSON", () => {
  it.each(classes.map((errorClass) => [errorClass.code, errorClass] as const))(
    "round-trips %s with its class, status, message and details",
    (code, errorClass) => {
      const details = { probe: code, count: 2, nested: { list: [1, null, "x"] } };
      for (const original of [new errorClass(details), new errorClass(details, `custom ${code}`)]) {
        const decoded = knownErrorFromJSON(overTheWire(original.toJSON()));
        expect(decoded).toBeInstanceOf(errorClass);
        expect(decoded.constructor).toBe(errorClass);
        expect(decoded.code).toBe(code);
        expect(decoded.codes).toEqual(original.codes);
        expect(decoded.status).toBe(errorClass.status);
        expect(decoded.message).toBe(original.message);
        expect(decoded.details).toEqual(details);
      }
    },
  );

  it("round-trips an error built without details", () => {
    const original = new KnownErrors.UserNotFound();
    const decoded = knownErrorFromJSON(overTheWire(original.toJSON()));
    expect(decoded).toBeInstanceOf(KnownErrors.UserNotFound);
    expect(decoded.details).toEqual(original.details);
    expect(decoded.message).toBe(original.message);
  });

  it("decodes a body as the service sends it, keeping the server's message", () => {
    const error = knownErrorFromJSON({
      code: "PASSWORD_TOO_LONG",
      error: "Password too long. Maximum length is 70.",
      details: { maxLength: 70 },
    });
    expect(error).toBeInstanceOf(KnownErrors.PasswordTooLong);
    expect(KnownErrors.PasswordRequirementsNotMet.isInstance(error)).toBe(true);
    expect(error.message).toBe("Password too long. Maximum length is 70.");
    expect(error.details).toEqual({ maxLength: 70 });
    expect(error.status).toBe(400);
  });

  it("reads the message from body.message when body.error is absent, and prefers body.error", () => {
    expect(knownErrorFromJSON({ code: "USER_NOT_FOUND", message: "from message" }).message).toBe(
      "from message",
    );
    const both = { code: "USER_NOT_FOUND", error: "from error", message: "from message" };
    expect(knownErrorFromJSON(both).message).toBe("from error");
  });

  it("falls back to the default message, computed from the details", () => {
    const error = knownErrorFromJSON({ code: "PASSWORD_TOO_SHORT", details: { min_length: 8 } });
    expect(error.message).toBe(KnownErrors.PasswordTooShort.defaultMessage({ min_length: 8 }));
    expect(error.message).toContain("8");
    const team = knownErrorFromJSON({ code: "TEAM_NOT_FOUND", details: { team_id: "t-42" } });
    expect(team.message).toBe("Team not found.");
    expect(knownErrorFromJSON({ code: "USER_NOT_FOUND", error: "" }).message).toBe(
      new KnownErrors.UserNotFound().message,
    );
  });

  it("turns an unknown code into UNSUPPORTED_ERROR (500), keeping the original code", () => {
    const error = knownErrorFromJSON(
      { code: "SOMETHING_NEW", error: "A brand new failure.", details: { a: 1 } },
      418,
    );
    expect(error).toBeInstanceOf(KnownErrors.UnsupportedError);
    expect(error.code).toBe("UNSUPPORTED_ERROR");
    expect(error.status).toBe(500);
    expect(error.details).toEqual({ originalErrorCode: "SOMETHING_NEW" });
    expect(error.message).toContain("SOMETHING_NEW");
    expect(error.message).toMatch(/updat\w* the SDK/i);
    expect(error.message).toContain("A brand new failure.");

    const again = knownErrorFromJSON(overTheWire(error.toJSON()));
    expect(again).toBeInstanceOf(KnownErrors.UnsupportedError);
    expect(again.message).toBe(error.message);
    expect(again.details).toEqual(error.details);
  });

  it("takes the status the service answered with for a known code", () => {
    const error = knownErrorFromJSON({ code: "VERIFICATION_ERROR", error: "Bad code." }, 404);
    expect(error.status).toBe(404);
    expect(knownErrorFromJSON({ code: "VERIFICATION_ERROR" }).status).toBe(400);
  });

  it.each([
    [null, /object, got null/],
    ["USER_NOT_FOUND", /object, got "USER_NOT_FOUND"/],
    [42, /object, got number/],
    [[{ code: "USER_NOT_FOUND" }], /object, got an array/],
    [{ error: "no code" }, /code, got undefined/],
    [{ code: 404 }, /code, got number/],
    [{ code: "" }, /code, got ""/],
    [{ code: "USER_NOT_FOUND", details: "oops" }, /details to be an object, got "oops"/],
    [{ code: "USER_NOT_FOUND", details: [1] }, /details to be an object, got an array/],
  ])("throws a TypeError naming the problem for %j", (json, problem) => {
    expect(() => knownErrorFromJSON(json)).toThrow(TypeError);
    expect(() => knownErrorFromJSON(json)).toThrow(problem);
  });

  it("throws a TypeError for a status that is not an HTTP error status", () => {
    expect(() => knownErrorFromJSON({ code: "USER_NOT_FOUND" }, 200)).toThrow(TypeError);
    expect(() => knownErrorFromJSON({ code: "USER_NOT_FOUND" }, 404.5)).toThrow(/400-599/);
  });

  it("treats null details as none", () => {
    const error = knownErrorFromJSON({ code: "USER_NOT_FOUND", details: null });
    expect(error.details).toEqual({});
  });
});

describe("two copies of the package", () => {
  it("fail instanceof but pass isInstance and isKnownError", async () => {
    vi.resetModules();
    const copy = await import("./catalogue/index.js");
    const copyFromJson = await import("./from-json.js");
    const copyBase = await import("./known-error.js");
    expect(copy.KnownErrors.AccessTokenExpired).not.toBe(KnownErrors.AccessTokenExpired);
    expect(copyBase.KnownError).not.toBe(KnownError);

    const foreign = new copy.KnownErrors.AccessTokenExpired({ expired_at_millis: 0 });
    expect(foreign).not.toBeInstanceOf(KnownError);
    expect(foreign).not.toBeInstanceOf(KnownErrors.AccessTokenExpired);
    expect(KnownError.isKnownError(foreign)).toBe(true);
    expect(KnownErrors.AccessTokenExpired.isInstance(foreign)).toBe(true);
    expect(KnownErrors.InvalidAccessToken.isInstance(foreign)).toBe(true);
    expect(KnownErrors.RefreshTokenError.isInstance(foreign)).toBe(false);

    const decodedElsewhere = copyFromJson.knownErrorFromJSON({ code: "TEAM_NOT_FOUND" });
    expect(decodedElsewhere).not.toBeInstanceOf(KnownErrors.TeamNotFound);
    expect(KnownErrors.TeamNotFound.isInstance(decodedElsewhere)).toBe(true);

    const ours = new KnownErrors.ApiKeyRevoked();
    expect(copyBase.KnownError.isKnownError(ours)).toBe(true);
    expect(copy.KnownErrors.ApiKeyNotValid.isInstance(ours)).toBe(true);

    expect(KnownError.isKnownError(new Error("plain"))).toBe(false);
    expect(KnownError.isKnownError({ code: "USER_NOT_FOUND", codes: ["USER_NOT_FOUND"] })).toBe(
      false,
    );
  });
});
