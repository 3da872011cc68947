import { getPasswordError } from "@app/core/internal";
import { describe, expect, it } from "vitest";
import { en } from "../i18n/en.js";
import { knownErrorMessage } from "../i18n/error-message.js";
import { formatMessage } from "../i18n/format-message.js";
import type { Translation } from "../i18n/use-translation.js";
import { passwordError } from "./password-errors.js";

const t = ((key: keyof typeof en, values?: Record<string, string | number>) =>
  formatMessage(en[key], values)) as Translation["t"];

describe("the new-password message of the forms", () => {
  // The forms tell the length rule without building core's known error (which would load the
  // error catalogue with the sign-in page): the message must stay the one of that error.
  it("is core's message for a password too short, too long, and nothing for a good one", () => {
    for (const password of ["short", "x".repeat(71), "x".repeat(8), "x".repeat(70)]) {
      const broken = getPasswordError(password);
      expect(passwordError(password, t)).toBe(broken && knownErrorMessage(broken, t));
    }
    expect(passwordError("short", t)).toBe("Password must be at least 8 characters.");
    expect(passwordError("x".repeat(71), t)).toBe("Password must be at most 70 characters.");
  });

  it("asks for a password when none is typed", () => {
    expect(passwordError("", t)).toBe("Please enter your password");
  });
});
