import * as v from "valibot";

const nonEmpty = v.pipe(v.string(), v.minLength(1, "must not be empty"));

/**
 * The answer of the two initiate endpoints: WebAuthn options for the browser (with the RP id
 * sentinel) and the `code` that names the ceremony.
 */
export const passkeyCeremonyJsonSchema = v.looseObject({
  options_json: v.looseObject({ challenge: nonEmpty }),
  code: nonEmpty,
});
export type PasskeyCeremonyJson = v.InferOutput<typeof passkeyCeremonyJsonSchema>;

/**
 * The relying-party id the service puts in passkey options: it cannot know the app's domain, so
 * the browser replaces this value with its own hostname before the ceremony.
 *
 * @example
 * ```ts
 * if (options.rp.id !== PASSKEY_RP_ID_SENTINEL) throw new Error("unexpected RP id");
 * ```
 */
export const PASSKEY_RP_ID_SENTINEL = "THIS_VALUE_WILL_BE_REPLACED.example.com";
