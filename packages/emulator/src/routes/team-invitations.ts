import { KnownErrors } from "@app/core/errors";
import { uuidSchema } from "@app/core/internal";
import type { Hono } from "hono";
import * as v from "valibot";
import { assertTrustedUrl } from "../actions/assert-trusted-url.js";
import { addMember } from "../actions/team-membership.js";
import type { AppEnv, EmulatorServices, ProjectAuth } from "../context.js";
import { requireAccess, requireUser } from "../http/access.js";
import { json } from "../http/respond.js";
import { StatusError } from "../http/status-error.js";
import { requireTeam, requireTeamAccess } from "../http/team-access.js";
import { emptyBodySchema, readBody, readParams, readQuery } from "../http/validate.js";
import { invitationCodeSchema, sendInvitationSchema } from "../schemas/teams.js";
import { teamInvitationJson } from "../serialize/team-json.js";
import type { TeamInvitationRecord } from "../store/team-invitation-store.js";
import type { TeamRecord } from "../store/team-store.js";

const teamQuerySchema = v.object({ team_id: uuidSchema });
const invitationParamsSchema = v.object({ id: uuidSchema });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The invitation e-mail: the link is the callback URL with the code as `code`. */
function invitationEmail(team: TeamRecord, link: string) {
  const subject = `You have been invited to join ${team.displayName}`;
  return {
    subject,
    text: `${subject}.\n\nAccept the invitation: ${link}\n`,
    html: `<p>You have been invited to join <strong>${escapeHtml(team.displayName)}</strong>.</p><p><a href="${escapeHtml(link)}">Accept the invitation</a></p>`,
  };
}

/**
 * The invitation of a code, if it can still be used: VERIFICATION_CODE_NOT_FOUND for an unknown
 * code, _EXPIRED past its expiry, _ALREADY_USED once accepted (in that order, as on the service).
 */
function usableInvitation(services: EmulatorServices, auth: ProjectAuth, code: string) {
  const invitation = services.store.teamInvitations.byCode(auth.project.id, code);
  if (!invitation) throw new KnownErrors.VerificationCodeNotFound();
  if (invitation.expiresAtMillis <= services.clock.now()) {
    throw new KnownErrors.VerificationCodeExpired();
  }
  if (invitation.usedAtMillis !== null) throw new KnownErrors.VerificationCodeAlreadyUsed();
  return { invitation, team: requireTeam(services, auth, invitation.teamId) };
}

/** Joins the invited team (once; a member stays a member) and uses up the code. */
function accept(
  services: EmulatorServices,
  auth: ProjectAuth,
  invitation: TeamInvitationRecord,
  team: TeamRecord,
): void {
  const { user } = requireUser(auth);
  invitation.usedAtMillis = services.clock.now();
  if (!services.store.teams.membership(auth.project.id, team.id, user.id)) {
    addMember(services, auth.project, team, user, "member");
  }
}

/**
 * Team invitations: members with `$invite_members` send and list them, `$remove_members` revokes
 * them; the invited user checks, reads and accepts the code from the e-mail's link.
 */
export function registerTeamInvitationRoutes(api: Hono<AppEnv>, services: EmulatorServices): void {
  const { store } = services;

  api.post("/team-invitations/send-code", async (c) => {
    const auth = requireAccess(c, "client");
    const body = await readBody(c, sendInvitationSchema);
    const team = requireTeamAccess(services, auth, body.team_id, "$invite_members");
    assertTrustedUrl(auth.project, body.callback_url);
    const invitation = store.teamInvitations.create({
      projectId: auth.project.id,
      teamId: team.id,
      recipientEmail: body.email,
      callbackUrl: body.callback_url,
    });
    const link = new URL(body.callback_url);
    link.searchParams.set("code", invitation.code);
    services.outbox.send({
      projectId: auth.project.id,
      to: [body.email],
      ...invitationEmail(team, link.toString()),
    });
    return json(c, { success: true, id: invitation.id });
  });

  api.get("/team-invitations", (c) => {
    const auth = requireAccess(c, "client");
    const { team_id } = readQuery(c, teamQuerySchema);
    const team = requireTeamAccess(services, auth, team_id, "$invite_members");
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
    if (!invitation || invitation.teamId !== team.id) {
      throw new StatusError(404, "Team invitation not found");
    }
    store.teamInvitations.delete(auth.project.id, id);
    return json(c, { success: true });
  });

  api.post("/team-invitations/accept", async (c) => {
    const auth = requireAccess(c, "client");
    const { code } = await readBody(c, invitationCodeSchema);
    const { invitation, team } = usableInvitation(services, auth, code);
    accept(services, auth, invitation, team);
    return json(c, {});
  });

  api.post("/team-invitations/accept/check-code", async (c) => {
    const auth = requireAccess(c, "client");
    const { code } = await readBody(c, invitationCodeSchema);
    usableInvitation(services, auth, code);
    return json(c, { is_code_valid: true });
  });

  api.post("/team-invitations/accept/details", async (c) => {
    const auth = requireAccess(c, "client");
    const { code } = await readBody(c, invitationCodeSchema);
    const { team } = usableInvitation(services, auth, code);
    requireUser(auth);
    return json(c, { team_id: team.id, team_display_name: team.displayName });
  });
}
