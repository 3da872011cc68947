import type { ApiKeyInvalidReason } from "./api-key.js";
import type { InternalApiKeyFirstViewJson, InternalApiKeyJson } from "./wire.js";

/**
 * What every internal API key has.
 *
 * @example
 * ```ts
 * for (const key of await adminApp.listInternalApiKeys()) if (!key.isValid()) console.log(key.description);
 * ```
 */
export interface InternalApiKeyBase {
  /** The key set's id. */
  id: string;
  /** What the keys are for, as given at creation. */
  description: string;
  /** When the keys stop working. */
  expiresAt: Date;
  /** When the keys were revoked; null when they were not. */
  manuallyRevokedAt: Date | null;
  /** When the keys were created. */
  createdAt: Date;
  /** Whether the keys still work (neither expired nor revoked). */
  isValid(): boolean;
  /** Expiry is checked before revocation, as the service does for internal keys. */
  whyInvalid(): ApiKeyInvalidReason | null;
  /** Revokes the key set for good: its keys stop working at once. */
  revoke(): Promise<void>;
}

/**
 * An internal API key (a set of project keys) as its creation returns it: the whole keys it was
 * made with, which are never shown again.
 *
 * @example
 * ```ts
 * const key = await adminApp.createInternalApiKey({ description: "backend", expiresAt, hasPublishableClientKey: false, hasSecretServerKey: true, hasSuperSecretAdminKey: false });
 * console.log(key.secretServerKey); // shown once
 * ```
 */
export interface InternalApiKeyFirstView extends InternalApiKeyBase {
  /** The whole publishable client key, shown only now. */
  publishableClientKey?: string;
  /** The whole secret server key, shown only now. */
  secretServerKey?: string;
  /** The whole super secret admin key, shown only now. */
  superSecretAdminKey?: string;
}

/**
 * An internal API key as lists show it: the last four characters of each key it has.
 *
 * @example
 * ```ts
 * for (const key of await adminApp.listInternalApiKeys()) {
 *   console.log(key.description, key.secretServerKey?.lastFour, key.whyInvalid());
 * }
 * ```
 */
export interface InternalApiKey extends InternalApiKeyBase {
  /** The publishable client key's last four characters; null when the set has none. */
  publishableClientKey: {
    /** The key's last four characters. */
    lastFour: string;
  } | null;
  /** The secret server key's last four characters; null when the set has none. */
  secretServerKey: {
    /** The key's last four characters. */
    lastFour: string;
  } | null;
  /** The super secret admin key's last four characters; null when the set has none. */
  superSecretAdminKey: {
    /** The key's last four characters. */
    lastFour: string;
  } | null;
}

/**
 * What a new internal API key is made with.
 *
 * @example
 * ```ts
 * const keys = await adminApp.createInternalApiKey({ description: "CI", expiresAt: new Date(Date.now() + 86_400_000), hasPublishableClientKey: true, hasSecretServerKey: true, hasSuperSecretAdminKey: false });
 * ```
 */
export interface InternalApiKeyCreateOptions {
  /** What the keys are for. */
  description: string;
  /** When the keys stop working. */
  expiresAt: Date;
  /** Whether the set has a publishable client key. */
  hasPublishableClientKey: boolean;
  /** Whether the set has a secret server key. */
  hasSecretServerKey: boolean;
  /** Whether the set has a super secret admin key. */
  hasSuperSecretAdminKey: boolean;
}

/**
 * Why an internal key with these times cannot be used at `now`: expiry first, then revocation.
 *
 * @example
 * ```ts
 * whyInternalApiKeyInvalid({ expiresAt: new Date(0), manuallyRevokedAt: new Date() }); // "expired"
 * ```
 */
export function whyInternalApiKeyInvalid(
  key: { expiresAt: Date; manuallyRevokedAt: Date | null },
  now = Date.now(),
): ApiKeyInvalidReason | null {
  if (key.expiresAt.getTime() < now) return "expired";
  if (key.manuallyRevokedAt) return "manually-revoked";
  return null;
}

function baseFromJson(
  json: InternalApiKeyJson | InternalApiKeyFirstViewJson,
  revoke: () => Promise<void>,
): InternalApiKeyBase {
  const fields = {
    id: json.id,
    description: json.description,
    expiresAt: new Date(json.expires_at_millis),
    manuallyRevokedAt:
      json.manually_revoked_at_millis != null ? new Date(json.manually_revoked_at_millis) : null,
    createdAt: new Date(json.created_at_millis),
  };
  return {
    ...fields,
    isValid: () => whyInternalApiKeyInvalid(fields) === null,
    whyInvalid: () => whyInternalApiKeyInvalid(fields),
    revoke,
  };
}

/** Maps a listed internal key's JSON. */
export function internalApiKeyFromJson(
  json: InternalApiKeyJson,
  revoke: () => Promise<void>,
): InternalApiKey {
  const lastFour = (key: { last_four: string } | undefined) =>
    key ? { lastFour: key.last_four } : null;
  return {
    ...baseFromJson(json, revoke),
    publishableClientKey: lastFour(json.publishable_client_key),
    secretServerKey: lastFour(json.secret_server_key),
    superSecretAdminKey: lastFour(json.super_secret_admin_key),
  };
}

/** Maps a new internal key's JSON, with its whole keys. */
export function internalApiKeyFirstViewFromJson(
  json: InternalApiKeyFirstViewJson,
  revoke: () => Promise<void>,
): InternalApiKeyFirstView {
  return {
    ...baseFromJson(json, revoke),
    ...(json.publishable_client_key ? { publishableClientKey: json.publishable_client_key } : {}),
    ...(json.secret_server_key ? { secretServerKey: json.secret_server_key } : {}),
    ...(json.super_secret_admin_key ? { superSecretAdminKey: json.super_secret_admin_key } : {}),
  };
}
