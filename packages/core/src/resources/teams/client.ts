import type { Query } from "../../cache/query.js";
import type { AppContext } from "../../context/app-context.js";
import type { KnownErrors } from "../../errors/catalogue/index.js";
import { KnownError } from "../../errors/known-error.js";
import { fail, ok, type Result } from "../../errors/result.js";
import { toWire } from "../../schemas/to-wire.js";
import type { Session } from "../../session/session.js";
import { keys } from "../kit/cache-keys.js";
import { changed, userChanged } from "../kit/changes.js";
import { lazyModule } from "../kit/lazy.js";
import { clientUserJsonSchema } from "../users/wire.js";
import * as api from "./api.js";
import { teamMethods } from "./client-team.js";
import {
  clientTeam,
  type EditableTeamMemberProfile,
  type ReceivedTeamInvitation,
  type Team,
} from "./team.js";
import {
  TEAM_MEMBER_PROFILE_FIELDS,
  TEAM_UPDATE_FIELDS,
  type TeamCreateOptions,
} from "./update.js";
import { clientTeamJsonSchema, type ReceivedTeamInvitationJson } from "./wire.js";

// The signed-in user's team operations (the `CurrentUser` methods) and the invitation code steps
// of `StackClientApp`. Loaded on the first call of one of them. It imports only leaf modules of
// the first load (schemas, errors, results): whatever it shares with it leaves the browser's
// first chunk for a shared one, so what it needs from the rest comes through `context`.

// The teams listed here take their methods from this module's own chunk.
const loadedTeamMethods = lazyModule(async () => teamMethods);

/** A team or its id, as the user methods take it. */
export type TeamOrId = { id: string } | string;

/** The id of a team argument; anything else is a TypeError naming the method. */
export function teamIdOf(team: unknown, method: string): string {
  const id = typeof team === "string" ? team : (team as { id?: unknown } | null)?.id;
  if (typeof id !== "string" || id === "") {
    throw new TypeError(`${method} expects a team (or its id); got ${JSON.stringify(team)}.`);
  }
  return id;
}

/** `user.listTeams()`: the user's teams, cached under `["teams", session]`. */
export const teamsQuery = (context: AppContext, session: Session): Query<Team[]> => ({
  key: keys.teams(session),
  load: async () => {
    const { items } = await api.listTeamsJson(
      context.http,
      session,
      { user_id: "me" },
      clientTeamJsonSchema,
    );
    return items.map((json) => clientTeam(context, session, json, loadedTeamMethods));
  },
});

/** `user.getTeam(id)`: one of the user's teams, or null when they are no member of it. */
export const teamQuery = (
  context: AppContext,
  session: Session,
  teamId: string,
): Query<Team[], Team | null> => {
  const id = teamIdOf(teamId, "user.getTeam()");
  return {
    ...teamsQuery(context, session),
    select: (teams) => teams.find((team) => team.id === id) ?? null,
  };
};

/**
 * Creates a team with the user as its creator (the project's team creator permissions) and makes
 * it their selected team. Needs client team creation to be on for the project.
 */
export async function createTeam(
  context: AppContext,
  session: Session,
  options: TeamCreateOptions,
): Promise<Team> {
  const method = "user.createTeam()";
  // A string's rules (not empty) are the service's to judge, as @stackframe/js sends it.
  if (typeof options?.displayName !== "string") {
    throw new TypeError(`${method}: displayName must be a string.`);
  }
  const body = toWire(options, TEAM_UPDATE_FIELDS, method);
  const json = await api.createTeamJson(
    context.http,
    session,
    { ...body, creator_user_id: "me" },
    clientTeamJsonSchema,
  );
  changed(context, "team.create");
  await setSelectedTeam(context, session, json.id);
  return clientTeam(context, session, json, loadedTeamMethods);
}

/** Leaves a team: its permissions and, if it was selected, the selection go too. */
export async function leaveTeam(
  context: AppContext,
  session: Session,
  team: TeamOrId,
): Promise<void> {
  const teamId = teamIdOf(team, "user.leaveTeam()");
  await api.removeTeamMemberJson(context.http, session, teamId, "me");
  changed(context, "team.leave");
  session.markStale();
}

/** Selects a team (one the user is a member of), or none with null. */
export async function setSelectedTeam(
  context: AppContext,
  session: Session,
  team: TeamOrId | null,
): Promise<void> {
  const teamId = team === null ? null : teamIdOf(team, "user.setSelectedTeam()");
  const json = await context.http.request(
    "/users/me",
    { method: "PATCH", session, body: { selected_team_id: teamId } },
    clientUserJsonSchema,
  );
  // As after `user.update()`: the access token's claims are stale, the cached user is the answer.
  if (!userChanged(context, session, json)) changed(context, "user.update");
}

/** `user.getTeamProfile(team)`: the user's own profile in a team, which they may change. */
export const teamProfileQuery = (
  context: AppContext,
  session: Session,
  team: TeamOrId,
): Query<EditableTeamMemberProfile> => {
  const teamId = teamIdOf(team, "user.getTeamProfile()");
  return {
    key: keys.teamProfile(session, teamId, "me"),
    load: async () => {
      const json = await api.getMemberProfileJson(context.http, session, teamId, "me");
      return {
        displayName: json.display_name,
        profileImageUrl: json.profile_image_url,
        update: async (patch) => {
          const body = toWire(patch, TEAM_MEMBER_PROFILE_FIELDS, "profile.update()");
          await api.updateMemberProfileJson(context.http, session, teamId, "me", body);
          changed(context, "teamProfile.update");
        },
      };
    },
  };
};

/**
 * `user.listTeamInvitations()`: the pending invitations to the user's verified e-mail addresses,
 * cached under `["receivedTeamInvitations", session, "me"]`.
 */
export const receivedInvitationsQuery = (
  context: AppContext,
  session: Session,
): Query<ReceivedTeamInvitation[]> => ({
  key: keys.receivedTeamInvitations(session, "me"),
  load: async () => {
    const { items } = await api.listReceivedTeamInvitationsJson(context.http, session, "me");
    return items.map((json) => receivedInvitation(context, session, "me", json));
  },
});

/**
 * An invitation a user received, with `accept()`: as the user of `session` (`userId` "me"), or
 * as the server for `userId` (no session).
 */
export function receivedInvitation(
  context: AppContext,
  session: Session | undefined,
  userId: string,
  json: ReceivedTeamInvitationJson,
): ReceivedTeamInvitation {
  return {
    id: json.id,
    teamId: json.team_id,
    teamDisplayName: json.team_display_name,
    recipientEmail: json.recipient_email,
    expiresAt: new Date(json.expires_at_millis),
    accept: async () => {
      await api.acceptTeamInvitationByIdJson(context.http, session, json.id, userId);
      changed(context, "invitation.accept");
    },
  };
}

/**
 * The failures of the invitation code steps that a user causes; returned, not thrown.
 *
 * @example
 * ```ts
 * const result = await app.acceptTeamInvitation(code);
 * if (result.status === "error") console.error(result.error.message);
 * ```
 */
export type TeamInvitationCodeError =
  | KnownErrors["VerificationCodeError"]
  | KnownErrors["TeamInvitationEmailMismatch"];

const CODE_FAILURES = ["VERIFICATION_ERROR", "TEAM_INVITATION_EMAIL_MISMATCH"];

/** Runs `run`, returning the invitation code failures as a failed result and throwing the rest. */
async function expected<T>(run: () => Promise<T>): Promise<Result<T, TeamInvitationCodeError>> {
  try {
    return ok(await run());
  } catch (error) {
    if (CODE_FAILURES.some((code) => KnownError.hasCode(error, code))) {
      return fail(error as TeamInvitationCodeError);
    }
    throw error;
  }
}

/** A code of the right type; any string goes to the service, as @stackframe/js sends it. */
function checkCode(code: unknown, method: string): string {
  if (typeof code !== "string") {
    throw new TypeError(`${method} expects the code of the invitation link; got ${typeof code}.`);
  }
  return code;
}

/** Whether an invitation code can still be accepted (`/team-invitations/accept/check-code`). */
export function verifyTeamInvitationCode(
  context: AppContext,
  code: string,
): Promise<Result<undefined, TeamInvitationCodeError>> {
  const checked = checkCode(code, "verifyTeamInvitationCode");
  return expected(async () => {
    await api.teamInvitationCodeJson(
      context.http,
      context.session ?? undefined,
      "check-code",
      checked,
    );
    return undefined;
  });
}

/** Joins the team of an invitation code as the signed-in user. */
export function acceptTeamInvitation(
  context: AppContext,
  code: string,
): Promise<Result<undefined, TeamInvitationCodeError>> {
  const checked = checkCode(code, "acceptTeamInvitation");
  return expected(async () => {
    await api.teamInvitationCodeJson(context.http, context.session ?? undefined, "accept", checked);
    changed(context, "invitation.accept");
    return undefined;
  });
}

/** The name of the team an invitation code is for. */
export function getTeamInvitationDetails(
  context: AppContext,
  code: string,
): Promise<
  Result<
    {
      /** The name of the team the code invites to. */
      teamDisplayName: string;
    },
    TeamInvitationCodeError
  >
> {
  const checked = checkCode(code, "getTeamInvitationDetails");
  return expected(async () => {
    const json = await api.teamInvitationCodeJson(
      context.http,
      context.session ?? undefined,
      "details",
      checked,
    );
    return { teamDisplayName: (json as { team_display_name: string }).team_display_name };
  });
}
