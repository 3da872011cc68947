import * as v from "valibot";

/** What every user and team API key has, in its wire form (WIRE.md section 6). */
const apiKeyEntries = {
  id: v.string(),
  description: v.string(),
  /** Absent when the key never expires. */
  expires_at_millis: v.nullish(v.number()),
  /** Absent until the key is revoked. */
  manually_revoked_at_millis: v.nullish(v.number()),
  created_at_millis: v.number(),
  is_public: v.boolean(),
};

/** Only the last four characters of a key's value: every answer but the creation's. */
const lastFourSchema = v.looseObject({ last_four: v.string() });

const userOwner = { type: v.literal("user"), user_id: v.string() };
const teamOwner = { type: v.literal("team"), team_id: v.string() };

/** A user or team API key, as lists, reads, updates and checks answer it. */
export const apiKeyJsonSchema = v.variant("type", [
  v.looseObject({ ...apiKeyEntries, value: lastFourSchema, ...userOwner }),
  v.looseObject({ ...apiKeyEntries, value: lastFourSchema, ...teamOwner }),
]);
export type ApiKeyJson = v.InferOutput<typeof apiKeyJsonSchema>;

/** A user or team API key as its creation answers it: the only time the full value is sent. */
export const apiKeyFirstViewJsonSchema = v.variant("type", [
  v.looseObject({ ...apiKeyEntries, value: v.string(), ...userOwner }),
  v.looseObject({ ...apiKeyEntries, value: v.string(), ...teamOwner }),
]);
export type ApiKeyFirstViewJson = v.InferOutput<typeof apiKeyFirstViewJsonSchema>;

/** What every internal (project) API key has, in its wire form. */
const internalApiKeyEntries = {
  id: v.string(),
  description: v.string(),
  expires_at_millis: v.number(),
  manually_revoked_at_millis: v.nullish(v.number()),
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
