import * as v from "valibot";

/** A trusted domain with its handler path. */
export const domainJsonSchema = v.looseObject({ domain: v.string(), handler_path: v.string() });

/** The config fields every client may read. */
export const clientConfigEntries = {
  sign_up_enabled: v.boolean(),
  credential_enabled: v.boolean(),
  magic_link_enabled: v.boolean(),
  passkey_enabled: v.boolean(),
  client_team_creation_enabled: v.boolean(),
  client_user_deletion_enabled: v.boolean(),
  allow_user_api_keys: v.boolean(),
  allow_team_api_keys: v.boolean(),
  enabled_oauth_providers: v.array(v.looseObject({ id: v.string() })),
};

/** The project as any client may read it (`GET /projects/current`). */
export const clientProjectJsonSchema = v.looseObject({
  id: v.string(),
  display_name: v.string(),
  config: v.looseObject({
    ...clientConfigEntries,
    domains: v.optional(v.array(domainJsonSchema)),
  }),
});
export type ClientProjectJson = v.InferOutput<typeof clientProjectJsonSchema>;
