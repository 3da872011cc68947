import type { ApiKeyFirstViewJson, ApiKeyJson } from "./wire.js";

/**
 * Whom an API key belongs to: a user or a team.
 *
 * @example
 * ```ts
 * const type: ApiKeyType = key.type; // "user" or "team"
 * ```
 */
export type ApiKeyType = "user" | "team";

/**
 * Why a key cannot be used: revoked by hand, or past its expiry.
 *
 * @example
 * ```ts
 * const reason: ApiKeyInvalidReason | null = key.whyInvalid(); // "expired", "manually-revoked" or null
 * ```
 */
export type ApiKeyInvalidReason = "manually-revoked" | "expired";

/**
 * What may change about a key: its description, and revocation (for good). `_Type` (the key's
 * owner) is accepted for the reference SDK's signature; both kinds take the same options.
 *
 * @example
 * ```ts
 * await key.update({ description: "CI (old)", revoked: true });
 * ```
 */
export interface ApiKeyUpdateOptions<_Type extends ApiKeyType = ApiKeyType> {
  /** What the key is for. */
  description?: string;
  /** `true` revokes the key; a revoked key cannot be restored, and a public key cannot be revoked. */
  revoked?: boolean;
  /** A new expiry, or null for a key that never expires. */
  expiresAt?: Date | null;
}

/**
 * What a new key is made with. `_Type` (user or team) is accepted for the reference SDK's
 * signature (`ApiKeyCreationOptions<"team">`); both kinds take the same options.
 *
 * @example
 * ```ts
 * const key = await user.createApiKey({ description: "CI", expiresAt: null });
 * ```
 */
export interface ApiKeyCreationOptions<_Type extends ApiKeyType = ApiKeyType> {
  /** What the key is for. */
  description: string;
  /** When the key stops working; `null` for a key that never expires. */
  expiresAt: Date | null;
  /**
   * A public key is one meant to be seen (for example in a browser): secret scanners leave it
   * alone, and it cannot be revoked. Default false.
   */
  isPublic?: boolean;
}

/**
 * A user or team API key. Its whole `value` is known only on the key returned at creation (the
 * "first view"); afterwards only `value.lastFour`. `isValid()` and `whyInvalid()` read the
 * key's fields against the current time: revocation first, then expiry.
 *
 * @example
 * ```ts
 * const key = await user.createApiKey({ description: "CI", expiresAt: null });
 * console.log(key.value); // shown once: store it now
 * const [listed] = await user.listApiKeys();
 * if (listed?.isValid()) await listed.revoke();
 * ```
 */
export type ApiKey<Type extends ApiKeyType = ApiKeyType, IsFirstView extends boolean = false> = {
  /** The key's id. */
  id: string;
  /** What the key is for. */
  description: string;
  /** When the key stops working; undefined for a key that never expires. */
  expiresAt?: Date;
  /** When the key was revoked, or null. */
  manuallyRevokedAt?: Date | null;
  /** When the key was created. */
  createdAt: Date;
  /** The whole key (only when it was just created), or its last four characters. */
  value: IsFirstView extends true
    ? string
    : {
        /** The key's last four characters. */
        lastFour: string;
      };
  /** Changes the description or the expiry, or revokes the key; the cached key lists reload. */
  update(options: ApiKeyUpdateOptions): Promise<void>;
  /** Revokes the key for good (`update({ revoked: true })`). */
  revoke(): Promise<void>;
  /** Whether the key still works (neither expired nor revoked). */
  isValid(): boolean;
  /** Why the key no longer works; null when it does. */
  whyInvalid(): ApiKeyInvalidReason | null;
} & (
  | ("user" extends Type
      ? {
          /** Whose key it is: a user's. */
          type: "user";
          /** The id of the user the key belongs to. */
          userId: string;
        }
      : never)
  | ("team" extends Type
      ? {
          /** Whose key it is: a team's. */
          type: "team";
          /** The id of the team the key belongs to. */
          teamId: string;
        }
      : never)
);

/**
 * A user's key as lists show it.
 *
 * @example
 * ```ts
 * const keys: UserApiKey[] = await user.listApiKeys();
 * ```
 */
export type UserApiKey = ApiKey<"user">;
/**
 * A user's key as its creation returns it, with the whole value.
 *
 * @example
 * ```ts
 * const key: UserApiKeyFirstView = await user.createApiKey({ description: "CLI", expiresAt: null });
 * console.log(key.value); // shown only now
 * ```
 */
export type UserApiKeyFirstView = ApiKey<"user", true>;
/**
 * A team's key as lists show it.
 *
 * @example
 * ```ts
 * const keys: TeamApiKey[] = await team.listApiKeys();
 * ```
 */
export type TeamApiKey = ApiKey<"team">;
/**
 * A team's key as its creation returns it, with the whole value.
 *
 * @example
 * ```ts
 * const key: TeamApiKeyFirstView = await team.createApiKey({ description: "CI", expiresAt: null });
 * console.log(key.value); // shown only now
 * ```
 */
export type TeamApiKeyFirstView = ApiKey<"team", true>;

/**
 * Why a key with these times cannot be used at `now`: revocation is checked before expiry.
 *
 * @example
 * ```ts
 * whyApiKeyInvalid({ manuallyRevokedAt: null, expiresAt: new Date(0) }); // "expired"
 * ```
 */
export function whyApiKeyInvalid(
  key: { manuallyRevokedAt?: Date | null | undefined; expiresAt?: Date | undefined },
  now = Date.now(),
): ApiKeyInvalidReason | null {
  if (key.manuallyRevokedAt) return "manually-revoked";
  if (key.expiresAt && key.expiresAt.getTime() < now) return "expired";
  return null;
}

/** Maps a key's JSON, giving it `update` (and `revoke`, through it). */
export function apiKeyFromJson(
  json: ApiKeyJson | ApiKeyFirstViewJson,
  update: (options: ApiKeyUpdateOptions) => Promise<void>,
): ApiKey<ApiKeyType, boolean> {
  const fields = {
    id: json.id,
    description: json.description,
    ...(json.expires_at_millis != null ? { expiresAt: new Date(json.expires_at_millis) } : {}),
    manuallyRevokedAt:
      json.manually_revoked_at_millis != null ? new Date(json.manually_revoked_at_millis) : null,
    createdAt: new Date(json.created_at_millis),
    value: typeof json.value === "string" ? json.value : { lastFour: json.value.last_four },
  };
  const owner =
    json.type === "user"
      ? { type: "user" as const, userId: json.user_id }
      : { type: "team" as const, teamId: json.team_id };
  const key: ApiKey<ApiKeyType, boolean> = {
    ...fields,
    ...owner,
    // A method named `update`, as the reference SDK's; `revoke()` goes through it.
    update: (options: ApiKeyUpdateOptions) => update(options),
    revoke: () => key.update({ revoked: true }),
    isValid: () => whyApiKeyInvalid(fields) === null,
    whyInvalid: () => whyApiKeyInvalid(fields),
  };
  return key;
}
