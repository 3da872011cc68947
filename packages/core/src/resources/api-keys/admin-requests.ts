import * as v from "valibot";
import { apiKeyUpdateEntries } from "./requests.js";

// The bodies of the internal API key endpoints (admin only), declared once for
// `createInternalApiKey()` (`admin-update.ts`) and the emulator.

/** The fields of `POST /internal/api-keys`, every one required. */
export const internalApiKeyCreateEntries = {
  description: v.string(),
  expires_at_millis: v.pipe(v.number(), v.integer(), v.minValue(0)),
  has_publishable_client_key: v.boolean(),
  has_secret_server_key: v.boolean(),
  has_super_secret_admin_key: v.boolean(),
};

/**
 * `POST /internal/api-keys`: which keys to make, and when they expire.
 *
 * @example
 * ```ts
 * v.is(internalApiKeyCreateRequestSchema, { description: "CI" }); // false: the flags are required
 * ```
 */
export const internalApiKeyCreateRequestSchema = v.strictObject(internalApiKeyCreateEntries);

/**
 * `PATCH /internal/api-keys/{id}`: a new description, or revoking.
 *
 * @example
 * ```ts
 * v.is(internalApiKeyUpdateRequestSchema, { revoked: true }); // true
 * ```
 */
export const internalApiKeyUpdateRequestSchema = v.strictObject(apiKeyUpdateEntries);
