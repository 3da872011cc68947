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
