import * as v from "valibot";

// The bodies of the command-line login endpoints, declared once, for the emulator's checks and as
// the types of what `promptCliLogin()` and the confirmation page send (`api.ts`).

/** The longest a command-line login may wait for its confirmation: 24 hours. */
export const CLI_LOGIN_MAX_LIFETIME_MS = 24 * 60 * 60 * 1000;

const nonEmpty = v.pipe(v.string(), v.minLength(1, "is required"));

/**
 * `POST /auth/cli`: how long the login waits (default 2 hours), and an anonymous session to hand
 * over.
 *
 * @example
 * ```ts
 * v.is(cliLoginStartRequestSchema, { expires_in_millis: 25 * 60 * 60 * 1000 }); // false
 * ```
 */
export const cliLoginStartRequestSchema = v.strictObject({
  expires_in_millis: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(CLI_LOGIN_MAX_LIFETIME_MS)),
  ),
  anon_refresh_token: v.optional(nonEmpty),
});
/** The body of `POST /auth/cli`. */
export type CliLoginStartRequest = v.InferOutput<typeof cliLoginStartRequestSchema>;

/**
 * `POST /auth/cli/poll`: the program's polling code.
 *
 * @example
 * ```ts
 * v.is(cliLoginPollRequestSchema, { polling_code: "" }); // false
 * ```
 */
export const cliLoginPollRequestSchema = v.strictObject({ polling_code: nonEmpty });

/**
 * `POST /auth/cli/complete`: the login code, and the signed-in user's refresh token to hand over.
 *
 * @example
 * ```ts
 * v.is(cliLoginCompleteRequestSchema, { login_code: "abc", mode: "check" }); // true
 * ```
 */
export const cliLoginCompleteRequestSchema = v.strictObject({
  login_code: nonEmpty,
  refresh_token: v.optional(nonEmpty),
  mode: v.optional(v.picklist(["check", "claim-anon-session", "complete"])),
});
/** The body of `POST /auth/cli/complete`. */
export type CliLoginCompleteRequest = v.InferOutput<typeof cliLoginCompleteRequestSchema>;
