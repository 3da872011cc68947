import { optionFields } from "../../schemas/option-fields.js";
import type { FieldSpec } from "../../schemas/to-wire.js";
import { clientTeamUpdateEntries, memberProfileUpdateEntries } from "./requests.js";

export { teamDisplayNameSchema } from "./requests.js";

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

/** What a member may change about their own profile in a team (the name cannot be cleared). */
export interface TeamMemberProfileUpdateOptions {
  displayName?: string;
  profileImageUrl?: string | null;
}

/** The fields of `PATCH /teams/{id}` with client access: the rules of `requests.ts`. */
export const TEAM_UPDATE_FIELDS: Record<keyof TeamUpdateOptions, FieldSpec> = optionFields(
  clientTeamUpdateEntries,
  {
    displayName: "display_name",
    profileImageUrl: "profile_image_url",
    clientMetadata: "client_metadata",
  },
);

/** The fields of `PATCH /team-member-profiles/{team_id}/{user_id}`. */
export const TEAM_MEMBER_PROFILE_FIELDS: Record<keyof TeamMemberProfileUpdateOptions, FieldSpec> =
  optionFields(memberProfileUpdateEntries, {
    displayName: "display_name",
    profileImageUrl: "profile_image_url",
  });
