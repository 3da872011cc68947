import * as v from "valibot";

// The bodies a user sends about their connected OAuth accounts, declared once: the option table
// (`update.ts`) takes its rules from these entries, and the emulator checks requests with them.

/** The fields of `PATCH /oauth-providers/{user_id}/{provider_id}` with client access. */
export const clientOAuthProviderUpdateEntries = {
  allow_sign_in: v.optional(v.boolean()),
  allow_connected_accounts: v.optional(v.boolean()),
};

/**
 * `PATCH /oauth-providers/{user_id}/{provider_id}` with client access.
 *
 * @example
 * ```ts
 * v.is(clientOAuthProviderUpdateRequestSchema, { allow_sign_in: false }); // true
 * ```
 */
export const clientOAuthProviderUpdateRequestSchema = v.strictObject(
  clientOAuthProviderUpdateEntries,
);

/**
 * `POST /connected-accounts/{user_id}/{provider_id}/access-token`: the scopes the token must
 * carry, separated by spaces.
 *
 * @example
 * ```ts
 * v.is(providerAccessTokenRequestSchema, { scope: "repo" }); // true
 * ```
 */
export const providerAccessTokenRequestSchema = v.strictObject({ scope: v.optional(v.string()) });
