import * as v from "valibot";
import { jsonObjectSchema, profileImageUrlSchema } from "../../schemas/fields.js";
import type { FieldSpec } from "../../schemas/to-wire.js";

/** A team's display name: any text but the empty string. */
export const teamDisplayNameSchema = v.pipe(v.string(), v.minLength(1, "must not be empty"));

/**
 * What a member may create a team with.
 *
 * @example
 * ```ts
 * const options: TeamCreateOptions = { displayName: "Acme" };
 * ```
 */
export interface TeamCreateOptions {
  displayName: string;
  profileImageUrl?: string | null;
  clientMetadata?: Record<string, unknown> | null;
}

/** What a member with `$update_team` may change about a team. */
export interface TeamUpdateOptions {
  displayName?: string;
  profileImageUrl?: string | null;
  clientMetadata?: Record<string, unknown> | null;
}

/** What the server may set on a team: also the metadata clients cannot write. */
export interface ServerTeamUpdateOptions extends TeamUpdateOptions {
  clientReadOnlyMetadata?: Record<string, unknown> | null;
  serverMetadata?: Record<string, unknown> | null;
}

/** What the server may create a team with; `creatorUserId` becomes its first member. */
export interface ServerTeamCreateOptions extends ServerTeamUpdateOptions {
  displayName: string;
  creatorUserId?: string;
}

/** What a member may change about their own profile in a team. */
export interface TeamMemberProfileUpdateOptions {
  displayName?: string | null;
  profileImageUrl?: string | null;
}

const nullableObject = v.nullable(jsonObjectSchema);

/** The fields of `PATCH /teams/{id}` with client access. */
export const TEAM_UPDATE_FIELDS: Record<keyof TeamUpdateOptions, FieldSpec> = {
  displayName: ["display_name", teamDisplayNameSchema],
  profileImageUrl: ["profile_image_url", v.nullable(profileImageUrlSchema)],
  clientMetadata: ["client_metadata", nullableObject],
};

/** The fields of `PATCH /team-member-profiles/{team_id}/{user_id}`. */
export const TEAM_MEMBER_PROFILE_FIELDS: Record<keyof TeamMemberProfileUpdateOptions, FieldSpec> = {
  displayName: ["display_name", v.nullable(v.string())],
  profileImageUrl: ["profile_image_url", v.nullable(profileImageUrlSchema)],
};
