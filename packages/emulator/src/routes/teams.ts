import {
  clientTeamCreateRequestSchema,
  clientTeamUpdateRequestSchema,
  serverTeamCreateRequestSchema,
  serverTeamUpdateRequestSchema,
  userIdOrMeSchema,
} from "@app/core/internal";
import type { Context, Hono } from "hono";
import * as v from "valibot";
import { checkClientImageUrl } from "../actions/check-client-image-url.js";
import { createTeam, deleteTeam } from "../actions/team-membership.js";
import { requireAccess, requireUser } from "../http/access.js";
import { json } from "../http/respond.js";
import { StatusError } from "../http/status-error.js";
import {
  requireOwnUserForClient,
  requireTeamAccess,
  requireUserRecord,
  resolveUserId,
} from "../http/team-access.js";
import { readBody, readParams, readQuery } from "../http/validate.js";
import { teamParamsSchema } from "../schemas/teams.js";
import { clientTeamJson, serverTeamJson, teamJsonFor } from "../serialize/team-json.js";
import type { AppEnv, EmulatorServices, ProjectAuth } from "../services/context.js";
import type { TeamRecord } from "../store/team-store.js";
import type { UserRecord } from "../store/user-store.js";

// The service's team list takes `user_id` only and is never paged (`is_paginated: false`).
const listQuerySchema = v.object({ user_id: v.optional(userIdOrMeSchema) });

type TeamUpdate = v.InferOutput<typeof serverTeamUpdateRequestSchema>;

/** Applies a checked change to a team record. */
function applyTeamUpdate(team: TeamRecord, update: TeamUpdate): void {
  if (update.display_name !== undefined) team.displayName = update.display_name;
  if (update.profile_image_url !== undefined) team.profileImageUrl = update.profile_image_url;
  if (update.client_metadata !== undefined) team.clientMetadata = update.client_metadata;
  if (update.client_read_only_metadata !== undefined) {
    team.clientReadOnlyMetadata = update.client_read_only_metadata;
  }
  if (update.server_metadata !== undefined) team.serverMetadata = update.server_metadata;
}

/**
 * The creator of a new team. A client creates teams for themselves only, and only when the
 * project lets clients create teams; the server names any user, or none.
 */
function teamCreator(
  services: EmulatorServices,
  auth: ProjectAuth,
  creatorUserId: string | undefined,
): UserRecord | null {
  if (auth.accessType === "client") {
    const { user } = requireUser(auth);
    if (!auth.project.config.client_team_creation_enabled) {
      throw new StatusError(403, "Client team creation is disabled for this project");
    }
    if (creatorUserId !== undefined && creatorUserId !== "me" && creatorUserId !== user.id) {
      throw new StatusError(
        403,
        "You cannot create a team as a user that is not yourself. Make sure you set the creator_user_id to 'me'.",
      );
    }
    return user;
  }
  if (creatorUserId === undefined) return null;
  return requireUserRecord(services, auth, resolveUserId(auth, creatorUserId));
}

/**
 * The team list of `GET /teams`: every team for the server, or a user's (`user_id`), oldest first,
 * whole (`is_paginated: false`, as on the service); a client lists only their own.
 */
function listTeams(services: EmulatorServices, c: Context<AppEnv>, auth: ProjectAuth) {
  const query = readQuery(c, listQuerySchema);
  const userId = requireOwnUserForClient(auth, query.user_id, "teams");
  const teams = services.store.teams.list(auth.project.id, { userId });
  const toJson = auth.accessType === "client" ? clientTeamJson : serverTeamJson;
  return { items: teams.map(toJson), is_paginated: false };
}

/**
 * Teams (WIRE.md section 6): list, create, read, update, delete. A client sees the teams they are
 * a member of; changing one needs `$update_team`, deleting it `$delete_team`.
 */
export function registerTeamRoutes(api: Hono<AppEnv>, services: EmulatorServices): void {
  api.get("/teams", (c) => {
    const auth = requireAccess(c, "client");
    return json(c, listTeams(services, c, auth));
  });

  api.post("/teams", async (c) => {
    const auth = requireAccess(c, "client");
    const client = auth.accessType === "client";
    const body = await readBody(
      c,
      client ? clientTeamCreateRequestSchema : serverTeamCreateRequestSchema,
    );
    const creator = teamCreator(services, auth, body.creator_user_id);
    if (client) checkClientImageUrl(body.profile_image_url);
    const team = createTeam(
      services,
      auth.project,
      {
        displayName: body.display_name,
        profileImageUrl: body.profile_image_url,
        clientMetadata: body.client_metadata,
        ...("server_metadata" in body ? { serverMetadata: body.server_metadata } : {}),
        ...("client_read_only_metadata" in body
          ? { clientReadOnlyMetadata: body.client_read_only_metadata }
          : {}),
      },
      creator,
      // The service does not select the new team (the SDK does that itself).
      { select: false },
    );
    return json(c, teamJsonFor(auth.accessType, team), 201);
  });

  api.get("/teams/:team_id", (c) => {
    const auth = requireAccess(c, "client");
    const { team_id } = readParams(c, teamParamsSchema);
    return json(c, teamJsonFor(auth.accessType, requireTeamAccess(services, auth, team_id)));
  });

  api.patch("/teams/:team_id", async (c) => {
    const auth = requireAccess(c, "client");
    const { team_id } = readParams(c, teamParamsSchema);
    const schema =
      auth.accessType === "client" ? clientTeamUpdateRequestSchema : serverTeamUpdateRequestSchema;
    const body: TeamUpdate = await readBody(c, schema);
    if (auth.accessType === "client") checkClientImageUrl(body.profile_image_url);
    const team = requireTeamAccess(services, auth, team_id, "$update_team");
    applyTeamUpdate(team, body);
    return json(c, teamJsonFor(auth.accessType, team));
  });

  api.delete("/teams/:team_id", (c) => {
    const auth = requireAccess(c, "client");
    const { team_id } = readParams(c, teamParamsSchema);
    // Whatever body comes along is ignored, as on the service.
    const team = requireTeamAccess(services, auth, team_id, "$delete_team");
    deleteTeam(services, auth.project, team.id);
    return json(c, { success: true });
  });
}
