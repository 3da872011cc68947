import { KnownErrors } from "@app/core/errors";
import {
  apiKeyCheckRequestSchema,
  apiKeyUpdateRequestSchema,
  teamApiKeyCreateRequestSchema,
  userApiKeyCreateRequestSchema,
  userIdOrMeSchema,
  uuidSchema,
} from "@app/core/internal";
import type { Context, Hono } from "hono";
import * as v from "valibot";
import { requireAccess, requireUser } from "../http/access.js";
import { json } from "../http/respond.js";
import { StatusError } from "../http/status-error.js";
import { holdsTeamPermission, requireTeam } from "../http/team-access.js";
import { parseOrThrow, readBody, readParams, readRawBody } from "../http/validate.js";
import { apiKeyFirstViewJson, apiKeyJson } from "../serialize/api-key-json.js";
import type { AppEnv, EmulatorServices, ProjectAuth } from "../services/context.js";
import type { ApiKeyOwnerType, ApiKeyRecord } from "../store/api-key-store.js";
import type { ProjectRecord } from "../store/project-store.js";

/**
 * Who may manage whose keys, the one thing in which user and team keys differ beyond the names
 * that `ownerNames` derives from their type (`USER_API_KEY_RULES`, `TEAM_API_KEY_RULES`).
 */
export interface ApiKeyOwnerRules {
  type: ApiKeyOwnerType;
  /** The schema of the owner field (`user_id`, `team_id`) in queries. */
  ownerSchema: v.GenericSchema<string, string>;
  /** The body of a new key: the core's request schema, with the owner field. */
  createSchema: typeof userApiKeyCreateRequestSchema | typeof teamApiKeyCreateRequestSchema;
  /** The owner id of a request's owner field, after checking the caller may manage its keys. */
  resolveOwner(services: EmulatorServices, auth: ProjectAuth, requested: string): string;
  /** Checks the caller may manage the keys of an existing key's owner. */
  checkManage(services: EmulatorServices, auth: ProjectAuth, ownerId: string): void;
}

const DISABLED_MESSAGES: Record<ApiKeyOwnerType, string> = {
  user: "User API keys are not enabled for this project.",
  team: "Team API keys are not enabled for this project.",
};

/**
 * Where the keys of an owner type live (`/user-api-keys`), their owner field in bodies and
 * queries (`user_id`), whether the project allows them, and the 400 text when it does not.
 */
function ownerNames(type: ApiKeyOwnerType) {
  return {
    path: `/${type}-api-keys`,
    ownerField: `${type}_id`,
    enabled: (project: ProjectRecord): boolean => project.config[`allow_${type}_api_keys`],
    disabledMessage: DISABLED_MESSAGES[type],
  };
}

/** The rules of user keys: a client manages only their own, a server anyone's. */
export const USER_API_KEY_RULES: ApiKeyOwnerRules = {
  type: "user",
  ownerSchema: userIdOrMeSchema,
  createSchema: userApiKeyCreateRequestSchema,
  resolveOwner(services, auth, requested) {
    if (requested === "me") {
      if (!auth.user) throw new KnownErrors.CannotGetOwnUserWithoutUser();
      return auth.user.id;
    }
    if (auth.accessType === "client") {
      this.checkManage(services, auth, requested);
    } else if (!services.store.users.get(auth.project.id, requested)) {
      throw new KnownErrors.UserNotFound();
    }
    return requested;
  },
  checkManage(_services, auth, ownerId) {
    if (auth.accessType !== "client") return;
    if (!auth.user) throw new KnownErrors.UserAuthenticationRequired();
    if (auth.user.id !== ownerId) {
      throw new StatusError(403, "Client can only manage their own api keys");
    }
  },
};

/**
 * The rules of team keys: a client manages the keys of a team in which they hold
 * `$manage_api_keys` (else TEAM_PERMISSION_REQUIRED, members or not, as on the service); a server
 * those of any team.
 */
export const TEAM_API_KEY_RULES: ApiKeyOwnerRules = {
  type: "team",
  ownerSchema: uuidSchema,
  createSchema: teamApiKeyCreateRequestSchema,
  resolveOwner(services, auth, requested) {
    if (auth.accessType === "client") this.checkManage(services, auth, requested);
    else requireTeam(services, auth, requested);
    return requested;
  },
  checkManage(services, auth, teamId) {
    if (auth.accessType !== "client") return;
    const { user } = requireUser(auth);
    const permissionId = "$manage_api_keys";
    if (!holdsTeamPermission(services, auth, teamId, user.id, permissionId)) {
      throw new KnownErrors.TeamPermissionRequired({
        team_id: teamId,
        user_id: user.id,
        permission_id: permissionId,
      });
    }
  },
};

const paramsSchema = v.object({ api_key_id: uuidSchema });

/**
 * The body or query of a request, after refusing one that names both a user and a team (a key
 * belongs to exactly one of them).
 */
function oneOwner(input: unknown): unknown {
  if (typeof input === "object" && input !== null && "user_id" in input && "team_id" in input) {
    throw new StatusError(400, "Cannot provide both userId and teamId");
  }
  return input;
}

/**
 * `POST {path}` (create, answered 200 with the whole value once), `GET {path}?{owner}=` (list,
 * newest first), `GET/PATCH {path}/{id}` (read; rename or revoke) and `POST {path}/check`
 * (server and admin only: the key of a secret, or why it is not usable).
 */
export function registerApiKeyRoutes(
  api: Hono<AppEnv>,
  services: EmulatorServices,
  rules: ApiKeyOwnerRules,
): void {
  const { apiKeys } = services.store;
  const { path, ownerField, enabled, disabledMessage } = ownerNames(rules.type);
  const listQuerySchema = v.strictObject({ [ownerField]: rules.ownerSchema });
  const readQuerySchema = v.strictObject({ [ownerField]: v.optional(rules.ownerSchema) });

  /** The project's auth, once the project allows these keys. */
  const enabledAuth = (c: Context<AppEnv>, minimum: "client" | "server") => {
    const auth = requireAccess(c, minimum);
    if (!enabled(auth.project)) throw new StatusError(400, disabledMessage);
    return auth;
  };

  /** The key of the route's id, which the caller may manage. */
  const managedKey = (c: Context<AppEnv>, auth: ProjectAuth): ApiKeyRecord => {
    const { api_key_id } = readParams(c, paramsSchema);
    parseOrThrow(readQuerySchema, oneOwner(c.req.query()), "query");
    const key = apiKeys.get(auth.project.id, rules.type, api_key_id);
    if (!key) throw new KnownErrors.ApiKeyNotFound();
    rules.checkManage(services, auth, key.ownerId);
    return key;
  };

  api.post(`${path}/check`, async (c) => {
    const { project } = requireAccess(c, "server");
    const body = await readBody(c, apiKeyCheckRequestSchema);
    if (!enabled(project)) throw new StatusError(400, disabledMessage);
    const key = apiKeys.findByValue(project.id, body.api_key);
    if (!key) throw new KnownErrors.ApiKeyNotFound();
    if (key.type !== rules.type) {
      throw new KnownErrors.WrongApiKeyType({ expected_type: rules.type, actual_type: key.type });
    }
    const problem = apiKeys.problem(key);
    if (problem === "revoked") throw new KnownErrors.ApiKeyRevoked();
    if (problem === "expired") throw new KnownErrors.ApiKeyExpired();
    return json(c, apiKeyJson(key));
  });

  api.post(path, async (c) => {
    const auth = requireAccess(c, "client");
    const body = parseOrThrow(rules.createSchema, oneOwner((await readRawBody(c)) ?? {}), "body");
    if (!enabled(auth.project)) throw new StatusError(400, disabledMessage);
    const requested = "user_id" in body ? body.user_id : body.team_id;
    const ownerId = rules.resolveOwner(services, auth, requested);
    const key = apiKeys.create({
      projectId: auth.project.id,
      type: rules.type,
      ownerId,
      description: body.description,
      isPublic: body.is_public ?? false,
      expiresAtMillis: body.expires_at_millis,
    });
    // Creation answers 200, not the 201 of other creations (WIRE.md, pitfall 4).
    return json(c, apiKeyFirstViewJson(key));
  });

  api.get(path, (c) => {
    const auth = enabledAuth(c, "client");
    const query = parseOrThrow(listQuerySchema, oneOwner(c.req.query()), "query");
    const ownerId = rules.resolveOwner(services, auth, query[ownerField] as string);
    const items = apiKeys.listOf(auth.project.id, rules.type, ownerId).map(apiKeyJson);
    return json(c, { items, is_paginated: false });
  });

  api.get(`${path}/:api_key_id`, (c) => {
    const auth = enabledAuth(c, "client");
    return json(c, apiKeyJson(managedKey(c, auth)));
  });

  api.patch(`${path}/:api_key_id`, async (c) => {
    const auth = enabledAuth(c, "client");
    const key = managedKey(c, auth);
    const body = await readBody(c, apiKeyUpdateRequestSchema);
    if (body.revoked && key.isPublic) throw new KnownErrors.PublicApiKeyCannotBeRevoked();
    if (body.description !== undefined) key.description = body.description;
    if (body.expires_at_millis !== undefined) key.expiresAtMillis = body.expires_at_millis;
    if (body.revoked) apiKeys.revoke(key);
    return json(c, apiKeyJson(key));
  });
}

/** The user key routes (`/user-api-keys`). */
export function registerUserApiKeyRoutes(api: Hono<AppEnv>, services: EmulatorServices): void {
  registerApiKeyRoutes(api, services, USER_API_KEY_RULES);
}

/** The team key routes (`/team-api-keys`). */
export function registerTeamApiKeyRoutes(api: Hono<AppEnv>, services: EmulatorServices): void {
  registerApiKeyRoutes(api, services, TEAM_API_KEY_RULES);
}
