import * as v from "valibot";
import type { FieldSpec } from "../../schemas/to-wire.js";
import { optionFields } from "../../schemas/to-wire.js";
import { internalApiKeyCreateEntries } from "./admin-requests.js";
import type { InternalApiKeyCreateOptions } from "./internal-api-key.js";

/** A valid Date whose time the request takes (`expires_at_millis`). */
const expiry = v.pipe(
  v.unknown(),
  v.check(
    (value) =>
      value instanceof Date && v.is(internalApiKeyCreateEntries.expires_at_millis, value.getTime()),
    "must be a valid Date",
  ),
);

/**
 * The options of `createInternalApiKey()`, every one required: the rules of `admin-requests.ts`,
 * and the expiry as a Date (sent as milliseconds).
 */
export const INTERNAL_API_KEY_CREATE_FIELDS: Record<keyof InternalApiKeyCreateOptions, FieldSpec> =
  {
    ...optionFields(internalApiKeyCreateEntries, {
      description: "description",
      hasPublishableClientKey: "has_publishable_client_key",
      hasSecretServerKey: "has_secret_server_key",
      hasSuperSecretAdminKey: "has_super_secret_admin_key",
    }),
    expiresAt: ["expires_at_millis", expiry],
  };
