import * as v from "valibot";

const nonEmpty = v.pipe(v.string(), v.minLength(1, "must not be empty"));

/** The answer of `POST /auth/cli`. */
export const cliLoginJsonSchema = v.looseObject({
  polling_code: nonEmpty,
  login_code: nonEmpty,
  expires_at: v.optional(v.string()),
});

/**
 * The answer of `POST /auth/cli/poll`: `waiting`, `expired`, `used`, or `success` with the refresh
 * token. Any other status is kept, for the caller to report.
 */
export const cliPollJsonSchema = v.looseObject({
  status: v.string(),
  refresh_token: v.optional(v.string()),
});
export type CliPollJson = v.InferOutput<typeof cliPollJsonSchema>;
