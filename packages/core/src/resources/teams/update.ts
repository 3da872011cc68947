import type { FieldSpec } from "../../schemas/to-wire.js";
import { optionFields } from "../../schemas/to-wire.js";
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
  /** The team's name. */
  displayName: string;
  /** The URL of the team's image; null for none. */
  profileImageUrl?: string | null;
  /** Metadata the members' clients may read and write. */
  clientMetadata?: Record<string, unknown> | null;
}

/**
 * What a member with `$update_team` may change about a team.
 *
 * @example
 * ```ts
 * await team.update({ displayName: "Engines", profileImageUrl: null });
 * ```
 */
export interface TeamUpdateOptions {
  /** The team's new name. */
  displayName?: string;
  /** The URL of the team's image; null removes it. */
  profileImageUrl?: string | null;
  /** Metadata the members' clients may read and write; null clears it. */
  clientMetadata?: Record<string, unknown> | null;
}

/**
 * What the server may set on a team: also the metadata clients cannot write.
 *
 * @example
 * ```ts
 * await team.update({ serverMetadata: { plan: "pro" } });
 * ```
 */
export interface ServerTeamUpdateOptions extends TeamUpdateOptions {
  /** Metadata the members' clients may read but only a server may write; null clears it. */
  clientReadOnlyMetadata?: Record<string, unknown> | null;
  /** Metadata only a server may read and write; null clears it. */
  serverMetadata?: Record<string, unknown> | null;
}

/**
 * What the server may create a team with; `creatorUserId` becomes its first member.
 *
 * @example
 * ```ts
 * const team = await serverApp.createTeam({ displayName: "Engines", creatorUserId: userId });
 * ```
 */
export interface ServerTeamCreateOptions extends ServerTeamUpdateOptions {
  /** The team's name. */
  displayName: string;
  /** The id of the user who creates the team and becomes its first member. */
  creatorUserId?: string;
}

/**
 * What a member may change about their own profile in a team (the name cannot be cleared).
 *
 * @example
 * ```ts
 * const profile = await user.getTeamProfile(team);
 * await profile.update({ displayName: "Ada (Engines)" });
 * ```
 */
export interface TeamMemberProfileUpdateOptions {
  /** The member's name in the team. */
  displayName?: string;
  /** The URL of the member's picture in the team; null shows the user's own. */
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
