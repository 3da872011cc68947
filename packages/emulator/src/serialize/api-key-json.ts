import type {
  ApiKeyFirstViewJson,
  ApiKeyJson,
  InternalApiKeyFirstViewJson,
  InternalApiKeyJson,
} from "@app/core/internal";
import type { ApiKeyRecord, InternalApiKeyRecord } from "../store/api-key-store.js";

/** The last four characters of a secret, the only part shown after creation. */
const lastFour = (value: string) => ({ last_four: value.slice(-4) });

/** The fields of a user or team key besides its value; unset times are left out, as the service does. */
function apiKeyBase(key: ApiKeyRecord) {
  return {
    id: key.id,
    description: key.description,
    ...(key.expiresAtMillis !== null ? { expires_at_millis: key.expiresAtMillis } : {}),
    ...(key.manuallyRevokedAtMillis !== null
      ? { manually_revoked_at_millis: key.manuallyRevokedAtMillis }
      : {}),
    created_at_millis: key.createdAtMillis,
    is_public: key.isPublic,
  };
}

function owner(key: ApiKeyRecord) {
  return key.type === "user"
    ? { type: "user" as const, user_id: key.ownerId }
    : { type: "team" as const, team_id: key.ownerId };
}

/** A user or team key as lists, reads, updates and checks answer it: the value's last four only. */
export function apiKeyJson(key: ApiKeyRecord): ApiKeyJson {
  return { ...apiKeyBase(key), value: lastFour(key.value), ...owner(key) };
}

/** A user or team key as its creation answers it, with the whole value (shown only this once). */
export function apiKeyFirstViewJson(key: ApiKeyRecord): ApiKeyFirstViewJson {
  return { ...apiKeyBase(key), value: key.value, ...owner(key) };
}

function internalBase(key: InternalApiKeyRecord) {
  return {
    id: key.id,
    description: key.description,
    created_at_millis: key.createdAtMillis,
    expires_at_millis: key.expiresAtMillis,
    ...(key.manuallyRevokedAtMillis !== null
      ? { manually_revoked_at_millis: key.manuallyRevokedAtMillis }
      : {}),
  };
}

/** An internal key with the last four characters of each key it has. */
export function internalApiKeyJson(key: InternalApiKeyRecord): InternalApiKeyJson {
  const { publishableClientKey, secretServerKey, superSecretAdminKey } = key.keys;
  return {
    ...internalBase(key),
    ...(publishableClientKey ? { publishable_client_key: lastFour(publishableClientKey) } : {}),
    ...(secretServerKey ? { secret_server_key: lastFour(secretServerKey) } : {}),
    ...(superSecretAdminKey ? { super_secret_admin_key: lastFour(superSecretAdminKey) } : {}),
  };
}

/** An internal key as its creation answers it, with the whole keys. */
export function internalApiKeyFirstViewJson(
  key: InternalApiKeyRecord,
): InternalApiKeyFirstViewJson {
  const { publishableClientKey, secretServerKey, superSecretAdminKey } = key.keys;
  return {
    ...internalBase(key),
    ...(publishableClientKey ? { publishable_client_key: publishableClientKey } : {}),
    ...(secretServerKey ? { secret_server_key: secretServerKey } : {}),
    ...(superSecretAdminKey ? { super_secret_admin_key: superSecretAdminKey } : {}),
  };
}
