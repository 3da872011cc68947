import { KnownErrors } from "@app/core/errors";
import { describe, expect, it } from "vitest";
import { en, type MessageKey } from "./en.js";
import { enAfterSignIn } from "./en-after-sign-in.js";
import { knownErrorMessage } from "./error-message.js";
import { formatMessage } from "./format-message.js";
import { de } from "./locales/de.js";
import type { Translation } from "./use-translation.js";

/** `t` of a table, as `useTranslation` gives it. */
const tOf =
  (table: Readonly<Partial<Record<MessageKey, string>>>): Translation["t"] =>
  (key, ...values) =>
    formatMessage(table[key] ?? key, values[0] ?? {});

const english = tOf({ ...enAfterSignIn, ...en });
const german = tOf(de);

// Issue 33: a validation text of the service ("body.profile_image_url: must be …") reached the user
// as it came, in English and with the wire's field names.
describe("the service's validation texts (SCHEMA_ERROR)", () => {
  const refused = new KnownErrors.SchemaError({
    message: "body.profile_image_url: must be an http(s) URL or a data:image URL",
  });
  const tooLong = new KnownErrors.SchemaError({
    message:
      "Request validation failed on PATCH /api/v1/users/me:\n  - body.display_name must be at most 100 characters",
  });

  it("are told in the user's language, never in the service's words", () => {
    expect(knownErrorMessage(refused, english)).toBe(
      "The service did not accept what was entered. Please check it and try again.",
    );
    expect(knownErrorMessage(refused, german)).toBe(
      "Der Dienst hat die Eingabe nicht angenommen. Bitte prüfen Sie sie und versuchen Sie es erneut.",
    );
  });

  it("tell a length limit as such, with the limit", () => {
    expect(knownErrorMessage(tooLong, english)).toBe("This is too long: at most 100 characters.");
    expect(knownErrorMessage(tooLong, german)).toBe("Das ist zu lang: höchstens 100 Zeichen.");
  });
});
