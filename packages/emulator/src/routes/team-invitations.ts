import { KnownErrors } from "@app/core/errors";
import {
  teamInvitationCodeRequestSchema,
  teamInvitationSendRequestSchema,
  userIdOrMeSchema,
  uuidSchema,
} from "@app/core/internal";
import type { Hono } from "hono";
import * as v from "valibot";
import { assertTrustedUrl } from "../actions/assert-trusted-url.js";
import { addMember } from "../actions/team-membership.js";
import { linkWithCode, sendTemplatedEmail } from "../emails/auth-emails.js";
import { requireAccess, requireUser } from "../http/access.js";
import { json } from "../http/respond.js";
import { StatusError } from "../http/status-error.js";
import {
  requireTeam,
  requireTeamAccess,
  requireUserRecord,
  resolveUserId,
} from "../http/team-access.js";
import { emptyBodySchema, readBody, readParams, readQuery } from "../http/validate.js";
import { teamInvitationJson } from "../serialize/team-json.js";
import type { AppEnv, EmulatorServices, ProjectAuth } from "../services/context.js";
import type { ProjectRecord } from "../store/project-store.js";
import type { TeamInvitationRecord } from "../store/team-invitation-store.js";
import type { TeamRecord } from "../store/team-store.js";
import type { UserRecord } from "../store/user-store.js";
import { restrictedStatus } from "../tokens/restricted-status.js";

const teamQuerySchema = v.object({ team_id: uuidSchema });
const userQuerySchema = v.strictObject({ user_id: userIdOrMeSchema });
const listQuerySchema = v.strictObject({
  team_id: v.optional(uuidSchema),
  user_id: v.optional(userIdOrMeSchema),
});
const invitationParamsSchema = v.object({ id: uuidSchema });

/** The invitation of a code, if it can still be used (the try counts), with its team. */
function usableInvitation(services: EmulatorServices, auth: ProjectAuth, code: string) {
  const invitation = services.store.teamInvitations.check(auth.project.id, code);
  return { invitation, team: requireTeam(services, auth, invitation.data.teamId) };
}

/** Joins the invited team (once; a member stays a member) and uses up the invitation. */
function accept(
  services: EmulatorServices,
  auth: ProjectAuth,
  invitation: TeamInvitationRecord,
  team: TeamRecord,
  user: UserRecord,
): void {
  services.store.teamInvitations.accept(invitation);
  if (!services.store.teams.membership(auth.project.id, team.id, user.id)) {
    addMember(services, auth.project, team, user, "member");
  }
}

/**
 * A restricted user (anonymous, or restricted by an administrator) may not join a team through an
 * invitation: TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED with the reason.
 */
function refuseRestricted(user: UserRecord, project: ProjectRecord): void {
  const { restricted_reason } = restrictedStatus(user, project);
  if (restricted_reason !== null) {
    throw new KnownErrors.TeamInvitationRestrictedUserNotAllowed({ restricted_reason });
  }
}

/**
 * An invitation's code is for the address it was e-mailed to: a user without that address among
 * their e-mails may not read or accept it (TEAM_INVITATION_EMAIL_MISMATCH), and can sign in with
 * that address or add it to their account. Unverified counts: the code shows the e-mail arrived.
 */
function refuseOtherAddress(user: UserRecord, invitation: TeamInvitationRecord): void {
  const recipient = invitation.data.recipientEmail.toLowerCase();
  if (!user.contactChannels.some((channel) => channel.value.toLowerCase() === recipient)) {
    throw new KnownErrors.TeamInvitationEmailMismatch();
  }
}

/** The user's verified e-mail addresses: the ones whose invitations they receive. */
function verifiedEmails(user: UserRecord): string[] {
  return user.contactChannels.filter((channel) => channel.isVerified).map((c) => c.value);
}

/**
 * The user a received-invitations call is about: for a client only the signed-in user (`me` or
 * their id; anything else is CANNOT_GET_OWN_USER_WITHOUT_USER, as on the service); for a server
 * anyone.
 */
function invitedUser(
  services: EmulatorServices,
  auth: ProjectAuth,
  userIdOrMe: string,
): UserRecord {
  if (auth.accessType === "client") {
    const user = auth.user;
    if (!user || (userIdOrMe !== "me" && userIdOrMe !== user.id)) {
      throw new KnownErrors.CannotGetOwnUserWithoutUser();
    }
    return user;
  }
  return requireUserRecord(services, auth, resolveUserId(auth, userIdOrMe));
}

/**
 * Team invitations: members with `$invite_members` send them, with `$read_members` and
 * `$invite_members` list them, with `$remove_members` revoke them; the invited user checks, reads
 * and accepts the code from the e-mail's link (a restricted user may not).
 */
export function registerTeamInvitationRoutes(api: Hono<AppEnv>, services: EmulatorServices): void {
  const { store } = services;

  api.post("/team-invitations/send-code", async (c) => {
    const auth = requireAccess(c, "client");
    const body = await readBody(c, teamInvitationSendRequestSchema);
    const team = requireTeamAccess(services, auth, body.team_id, "$invite_members");
    assertTrustedUrl(auth.project, body.callback_url);
    const invitation = store.teamInvitations.create(auth.project.id, {
      teamId: team.id,
      recipientEmail: body.email,
      callbackUrl: body.callback_url,
    });
    // The invitation e-mail: the link is the callback URL with the code as `code`.
    sendTemplatedEmail(
      services,
      auth.project,
      "team_invitation",
      body.email,
      { teamDisplayName: team.displayName },
      { teamInvitationLink: linkWithCode(body.callback_url, invitation.code) },
    );
    return json(c, { success: true, id: invitation.id });
  });

  api.get("/team-invitations", (c) => {
    const auth = requireAccess(c, "client");
    const query = readQuery(c, listQuerySchema);
    if (query.team_id !== undefined && query.user_id !== undefined) {
      throw new StatusError(400, "Cannot specify both team_id and user_id");
    }
    if (query.user_id !== undefined) {
      // What the user received: pending invitations to any of their verified addresses.
      const user = invitedUser(services, auth, query.user_id);
      const items = store.teamInvitations
        .pendingFor(auth.project.id, verifiedEmails(user))
        .flatMap((invitation) => {
          const team = store.teams.get(auth.project.id, invitation.data.teamId);
          return team ? [teamInvitationJson(invitation, team)] : [];
        });
      return json(c, { items, is_paginated: false });
    }
    const team_id = query.team_id;
    if (team_id === undefined) throw new StatusError(400, "Must specify either team_id or user_id");
    const team = requireTeamAccess(services, auth, team_id, "$read_members");
    requireTeamAccess(services, auth, team_id, "$invite_members");
    const items = store.teamInvitations
      .pending(auth.project.id, team.id)
      .map((invitation) => teamInvitationJson(invitation, team));
    return json(c, { items, is_paginated: false });
  });

  api.delete("/team-invitations/:id", async (c) => {
    const auth = requireAccess(c, "client");
    const { id } = readParams(c, invitationParamsSchema);
    const { team_id } = readQuery(c, teamQuerySchema);
    await readBody(c, emptyBodySchema);
    const team = requireTeamAccess(services, auth, team_id, "$remove_members");
    const invitation = store.teamInvitations.get(auth.project.id, id);
    if (!invitation || invitation.data.teamId !== team.id) {
      throw new StatusError(404, "Team invitation not found");
    }
    store.teamInvitations.delete(auth.project.id, id);
    return json(c, { success: true });
  });

  api.post("/team-invitations/accept", async (c) => {
    const auth = requireAccess(c, "client");
    const { code } = await readBody(c, teamInvitationCodeRequestSchema);
    const { invitation, team } = usableInvitation(services, auth, code);
    const { user } = requireUser(auth);
    refuseRestricted(user, auth.project);
    refuseOtherAddress(user, invitation);
    accept(services, auth, invitation, team, user);
    return json(c, {});
  });

  // Accepting a received invitation by its id (`user.listTeamInvitations()`), without the code:
  // only by its recipient, a user with the invited address verified. Answers `{}`, as accepting
  // by code does.
  api.post("/team-invitations/:id/accept", async (c) => {
    const auth = requireAccess(c, "client");
    const { id } = readParams(c, invitationParamsSchema);
    const { user_id } = readQuery(c, userQuerySchema);
    await readBody(c, emptyBodySchema);
    const user = invitedUser(services, auth, user_id);
    if (auth.accessType === "client") refuseRestricted(user, auth.project);
    const invitation = store.teamInvitations.get(auth.project.id, id);
    const team = invitation && store.teams.get(auth.project.id, invitation.data.teamId);
    if (!invitation || !team || !store.teamInvitations.isPending(invitation)) {
      throw new StatusError(404, "Team invitation not found");
    }
    const recipient = invitation.data.recipientEmail.toLowerCase();
    if (!verifiedEmails(user).some((email) => email.toLowerCase() === recipient)) {
      throw new KnownErrors.TeamInvitationEmailMismatch();
    }
    accept(services, auth, invitation, team, user);
    return json(c, {});
  });

  api.post("/team-invitations/accept/check-code", async (c) => {
    const auth = requireAccess(c, "client");
    const { code } = await readBody(c, teamInvitationCodeRequestSchema);
    usableInvitation(services, auth, code);
    return json(c, { is_code_valid: true });
  });

  api.post("/team-invitations/accept/details", async (c) => {
    const auth = requireAccess(c, "client");
    const { code } = await readBody(c, teamInvitationCodeRequestSchema);
    const { invitation, team } = usableInvitation(services, auth, code);
    const { user } = requireUser(auth);
    refuseRestricted(user, auth.project);
    refuseOtherAddress(user, invitation);
    return json(c, { team_id: team.id, team_display_name: team.displayName });
  });
}
