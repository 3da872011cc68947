import { describe, expect, it } from "vitest";
import { KnownErrors } from "../errors/catalogue/index.js";
import { getPasswordError } from "./password.js";

describe("getPasswordError", () => {
  it("7 characters is PASSWORD_TOO_SHORT with details { min_length: 8 }", () => {
    const error = getPasswordError("1234567");
    expect(error?.code).toBe("PASSWORD_TOO_SHORT");
    expect(error?.details).toEqual({ min_length: 8 });
    expect(KnownErrors.PasswordTooShort.isInstance(error)).toBe(true);
    expect(KnownErrors.PasswordRequirementsNotMet.isInstance(error)).toBe(true);
  });

  it("71 characters is PASSWORD_TOO_LONG with details { maxLength: 70 }", () => {
    const error = getPasswordError("a".repeat(71));
    expect(error?.code).toBe("PASSWORD_TOO_LONG");
    expect(error?.details).toEqual({ maxLength: 70 });
    expect(KnownErrors.PasswordTooLong.isInstance(error)).toBe(true);
  });

  it.each([8, 9, 69, 70])("%i characters is fine", (length) => {
    expect(getPasswordError("p".repeat(length))).toBeUndefined();
  });

  it("the empty password is too short", () => {
    expect(getPasswordError("")?.code).toBe("PASSWORD_TOO_SHORT");
  });

  it("counts UTF-16 code units, as the service's length check does", () => {
    // Four emoji are 8 code units: accepted, like the service's `.length` check.
    expect(getPasswordError("😀😀😀😀")).toBeUndefined();
  });
});
