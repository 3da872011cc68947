import * as v from "valibot";
import { emailSchema, userIdOrMeSchema } from "../../schemas/formats.js";
import { clientOAuthProviderUpdateEntries } from "./requests.js";

// The bodies a server sends about connected OAuth accounts, declared once for
// `createOAuthProvider()` / `oauthProvider.update()` (`server-update.ts`) and the emulator.
// Server-only: a browser bundle does not import it.

const accountId = v.pipe(v.string(), v.minLength(1, "must not be empty"));

/** The fields of `PATCH /oauth-providers/{user_id}/{provider_id}` with server access. */
export const serverOAuthProviderUpdateEntries = {
  ...clientOAuthProviderUpdateEntries,
  email: v.optional(emailSchema),
  account_id: v.optional(accountId),
};

/**
 * `PATCH /oauth-providers/{user_id}/{provider_id}` with server access: the account id and e-mail
 * may change too.
 *
 * @example
 * ```ts
 * v.is(serverOAuthProviderUpdateRequestSchema, { account_id: "" }); // false
 * ```
 */
export const serverOAuthProviderUpdateRequestSchema = v.strictObject(
  serverOAuthProviderUpdateEntries,
);

/** The fields of `POST /oauth-providers`. */
export const oauthProviderCreateEntries = {
  user_id: userIdOrMeSchema,
  provider_config_id: v.pipe(v.string(), v.minLength(1, "must not be empty")),
  account_id: accountId,
  email: v.optional(emailSchema),
  allow_sign_in: v.boolean(),
  allow_connected_accounts: v.boolean(),
};

/**
 * `POST /oauth-providers` (server): attaches an account at a configured provider to a user.
 *
 * @example
 * ```ts
 * v.is(oauthProviderCreateRequestSchema, { user_id: "ada" }); // false: not a uuid
 * ```
 */
export const oauthProviderCreateRequestSchema = v.strictObject(oauthProviderCreateEntries);
