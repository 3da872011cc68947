import { KnownErrors } from "@app/core/errors";
import { memberProfileUpdateRequestSchema, userIdOrMeSchema, uuidSchema } from "@app/core/internal";
import type { Hono } from "hono";
import * as v from "valibot";
import { addMember, removeMember } from "../actions/team-membership.js";
import { requireAccess, requireUser } from "../http/access.js";
import { json } from "../http/respond.js";
import { StatusError } from "../http/status-error.js";
import {
  requireMembership,
  requireTeam,
  requireTeamAccess,
  requireUserRecord,
  resolveUserId,
} from "../http/team-access.js";
import { emptyBodySchema, readBody, readParams, readQuery } from "../http/validate.js";
import { teamUserParamsSchema } from "../schemas/teams.js";
import { memberProfileJson } from "../serialize/team-json.js";
import { serverUserJson } from "../serialize/user-json.js";
import type { AppEnv, EmulatorServices, ProjectAuth } from "../services/context.js";
import type { MembershipRecord } from "../store/team-store.js";

const profileListQuerySchema = v.object({
  team_id: v.optional(uuidSchema),
  user_id: v.optional(userIdOrMeSchema),
});

/** A member profile in the caller's view: server access also gets the whole user. */
function profileFor(services: EmulatorServices, auth: ProjectAuth, membership: MembershipRecord) {
  const user = requireUserRecord(services, auth, membership.userId);
  const profile = memberProfileJson(membership, user);
  if (auth.accessType === "client") return profile;
  return { ...profile, user: serverUserJson(user, auth.project, services.store.teams) };
}

/**
 * Whether a client may read `userId`'s profile in a team: their own, or anyone's with
 * `$read_members`. Server access may read every profile.
 */
function checkProfileRead(
  services: EmulatorServices,
  auth: ProjectAuth,
  teamId: string,
  userId: string,
): void {
  if (auth.accessType !== "client") {
    requireTeam(services, auth, teamId);
    return;
  }
  const self = requireUser(auth).user.id === userId;
  requireTeamAccess(services, auth, teamId, self ? undefined : "$read_members");
}

/** The profiles `GET /team-member-profiles` lists for the caller. */
function listProfiles(
  services: EmulatorServices,
  auth: ProjectAuth,
  query: v.InferOutput<typeof profileListQuerySchema>,
): MembershipRecord[] {
  const { teams } = services.store;
  const userId = query.user_id === undefined ? undefined : resolveUserId(auth, query.user_id);
  if (query.team_id === undefined) {
    // A client names the team, as on the service; a server may list one user's profiles across
    // their teams, or every profile of the project.
    if (auth.accessType === "client") {
      requireUser(auth);
      throw new StatusError(400, "team_id is required for access type client");
    }
    if (userId === undefined) {
      return teams.list(auth.project.id).flatMap((team) => teams.members(auth.project.id, team.id));
    }
    return teams
      .list(auth.project.id, { userId })
      .map((team) => requireMembership(services, auth, team.id, userId));
  }
  const self = auth.accessType === "client" ? requireUser(auth).user.id : undefined;
  requireTeamAccess(
    services,
    auth,
    query.team_id,
    self !== undefined && userId === self ? undefined : "$read_members",
  );
  return teams
    .members(auth.project.id, query.team_id)
    .filter((membership) => userId === undefined || membership.userId === userId);
}

/**
 * Team memberships (the server adds members; a member leaves, or is removed by someone with
 * `$remove_members`) and member profiles (a member's name and picture in one team).
 */
export function registerTeamMembershipRoutes(api: Hono<AppEnv>, services: EmulatorServices): void {
  const { store } = services;

  api.post("/team-memberships/:team_id/:user_id", async (c) => {
    const auth = requireAccess(c, "server");
    const params = readParams(c, teamUserParamsSchema);
    await readBody(c, emptyBodySchema);
    const team = requireTeam(services, auth, params.team_id);
    const user = requireUserRecord(services, auth, resolveUserId(auth, params.user_id));
    if (store.teams.membership(auth.project.id, team.id, user.id)) {
      throw new KnownErrors.TeamMembershipAlreadyExists();
    }
    addMember(services, auth.project, team, user, "member");
    return json(c, { team_id: team.id, user_id: user.id }, 201);
  });

  api.delete("/team-memberships/:team_id/:user_id", async (c) => {
    const auth = requireAccess(c, "client");
    const params = readParams(c, teamUserParamsSchema);
    await readBody(c, emptyBodySchema);
    const userId = resolveUserId(auth, params.user_id);
    const self = auth.accessType === "client" && requireUser(auth).user.id === userId;
    // Leaving needs no permission; removing someone else needs `$remove_members`.
    const team = self
      ? requireTeam(services, auth, params.team_id)
      : requireTeamAccess(services, auth, params.team_id, "$remove_members");
    requireMembership(services, auth, team.id, userId);
    removeMember(services, auth.project, team.id, userId);
    return json(c, { success: true });
  });

  api.get("/team-member-profiles", (c) => {
    const auth = requireAccess(c, "client");
    const query = readQuery(c, profileListQuerySchema);
    const items = listProfiles(services, auth, query).map((m) => profileFor(services, auth, m));
    return json(c, { items, is_paginated: false });
  });

  api.get("/team-member-profiles/:team_id/:user_id", (c) => {
    const auth = requireAccess(c, "client");
    const params = readParams(c, teamUserParamsSchema);
    const userId = resolveUserId(auth, params.user_id);
    checkProfileRead(services, auth, params.team_id, userId);
    const membership = requireMembership(services, auth, params.team_id, userId);
    return json(c, profileFor(services, auth, membership));
  });

  api.patch("/team-member-profiles/:team_id/:user_id", async (c) => {
    const auth = requireAccess(c, "client");
    const params = readParams(c, teamUserParamsSchema);
    const body = await readBody(c, memberProfileUpdateRequestSchema);
    const userId = resolveUserId(auth, params.user_id);
    if (auth.accessType === "client" && requireUser(auth).user.id !== userId) {
      throw new StatusError(403, "Cannot update another user's profile");
    }
    requireTeam(services, auth, params.team_id);
    const membership = requireMembership(services, auth, params.team_id, userId);
    if (body.display_name !== undefined) membership.displayName = body.display_name;
    if (body.profile_image_url !== undefined) membership.profileImageUrl = body.profile_image_url;
    return json(c, profileFor(services, auth, membership));
  });
}
