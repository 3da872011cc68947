import * as v from "valibot";

// These schemas use only valibot functions that the other schemas use already, so they add no
// valibot code.
const maybeNumber = v.optional(v.nullable(v.number()));

/** What every user and team API key has, in its wire form (WIRE.md section 6). */
const apiKeyEntries = {
  id: v.string(),
  description: v.string(),
  /** Absent when the key never expires. */
  expires_at_millis: maybeNumber,
  /** Absent until the key is revoked. */
  manually_revoked_at_millis: maybeNumber,
  created_at_millis: v.number(),
  is_public: v.boolean(),
  type: v.string(),
  user_id: v.optional(v.string()),
  team_id: v.optional(v.string()),
};

/** Only the last four characters of a key's value: every answer but the creation's. */
const lastFourSchema = v.looseObject({ last_four: v.string() });

interface ApiKeyFieldsJson {
  id: string;
  description: string;
  expires_at_millis?: number | null | undefined;
  manually_revoked_at_millis?: number | null | undefined;
  created_at_millis: number;
  is_public: boolean;
}

/** A key names its owner by its type: a user key its `user_id`, a team key its `team_id`. */
type ApiKeyOwnerJson = { type: "user"; user_id: string } | { type: "team"; team_id: string };

function namesItsOwner(key: { type: string; user_id?: string; team_id?: string }): boolean {
  if (key.type === "user") return typeof key.user_id === "string";
  return key.type === "team" && typeof key.team_id === "string";
}

/** Checks that a key names its owner, and types it as the union of both kinds. */
function ownedKey<Value>(schema: v.GenericSchema) {
  return v.pipe(
    schema,
    v.check(
      (key) => namesItsOwner(key as { type: string }),
      'must be a "user" key with a user_id or a "team" key with a team_id',
    ),
  ) as unknown as v.GenericSchema<unknown, ApiKeyFieldsJson & ApiKeyOwnerJson & { value: Value }>;
}

/** A user or team API key, as lists, reads, updates and checks answer it. */
export const apiKeyJsonSchema = ownedKey<{ last_four: string }>(
  v.looseObject({ ...apiKeyEntries, value: lastFourSchema }),
);
export type ApiKeyJson = v.InferOutput<typeof apiKeyJsonSchema>;

/** A user or team API key as its creation answers it: the only time the full value is sent. */
export const apiKeyFirstViewJsonSchema = ownedKey<string>(
  v.looseObject({ ...apiKeyEntries, value: v.string() }),
);
export type ApiKeyFirstViewJson = v.InferOutput<typeof apiKeyFirstViewJsonSchema>;

/** What every internal (project) API key has, in its wire form. */
const internalApiKeyEntries = {
  id: v.string(),
  description: v.string(),
  expires_at_millis: v.number(),
  manually_revoked_at_millis: maybeNumber,
  created_at_millis: v.number(),
};

const lastFourOfKey = v.optional(lastFourSchema);

/** An internal API key with the last four characters of each of its keys. */
export const internalApiKeyJsonSchema = v.looseObject({
  ...internalApiKeyEntries,
  publishable_client_key: lastFourOfKey,
  secret_server_key: lastFourOfKey,
  super_secret_admin_key: lastFourOfKey,
});
export type InternalApiKeyJson = v.InferOutput<typeof internalApiKeyJsonSchema>;

/** An internal API key as its creation answers it, with its full keys. */
export const internalApiKeyFirstViewJsonSchema = v.looseObject({
  ...internalApiKeyEntries,
  publishable_client_key: v.optional(v.string()),
  secret_server_key: v.optional(v.string()),
  super_secret_admin_key: v.optional(v.string()),
});
export type InternalApiKeyFirstViewJson = v.InferOutput<typeof internalApiKeyFirstViewJsonSchema>;
