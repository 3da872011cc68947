import type { Query } from "../../cache/query.js";
import type { AppContext } from "../../context/app-context.js";
import { toWire } from "../../schemas/to-wire.js";
import type { Session } from "../../session/session.js";
import { keys } from "../kit/cache-keys.js";
import { changed } from "../kit/changes.js";
import * as api from "./api.js";
import {
  type ApiKey,
  type ApiKeyCreationOptions,
  type ApiKeyType,
  apiKeyFromJson,
  type TeamApiKey,
  type TeamApiKeyFirstView,
  type UserApiKey,
  type UserApiKeyFirstView,
} from "./api-key.js";
import { apiKeyCreationToWire, apiKeyUpdateToWire } from "./update.js";
import type { ApiKeyFirstViewJson, ApiKeyJson } from "./wire.js";

/**
 * Wraps a key's JSON with `update()` and `revoke()`, sent with `session` (client access), or
 * without a session (server access) when it is null.
 */
export function boundApiKey(
  context: AppContext,
  json: ApiKeyJson | ApiKeyFirstViewJson,
  session: Session | null,
): ApiKey<ApiKeyType, boolean> {
  const ownerId = json.type === "user" ? json.user_id : json.team_id;
  return apiKeyFromJson(json, async (options) => {
    const body = apiKeyUpdateToWire(toWire, options, "apiKey.update()");
    await api.updateApiKeyJson(
      context.http,
      { type: json.type, id: ownerId, session },
      json.id,
      body,
    );
    if (json.type === "user") changed(context, "userApiKey.update", ownerId, session);
    else changed(context, "teamApiKey.update", ownerId);
  });
}

/**
 * Creates a key for the signed-in user (the project must allow user API keys). The returned key
 * carries its whole value, which is never shown again; the cached key lists reload.
 */
export async function createOwnApiKey(
  context: AppContext,
  session: Session,
  options: ApiKeyCreationOptions,
): Promise<UserApiKeyFirstView> {
  const body = apiKeyCreationToWire(toWire, options, "user.createApiKey()");
  const json = await api.createApiKeyJson(context.http, { type: "user", id: "me", session }, body);
  if (json.type === "user") changed(context, "userApiKey.create", json.user_id, session);
  return boundApiKey(context, json, session) as UserApiKeyFirstView;
}

/** `user.listApiKeys()`: the user's keys, newest first, revoked and expired ones included. */
export const ownApiKeysQuery = (context: AppContext, session: Session): Query<UserApiKey[]> => ({
  key: keys.userApiKeys(session),
  load: async () => {
    const items = await api.listApiKeysJson(context.http, { type: "user", id: "me", session });
    return items.map((json) => boundApiKey(context, json, session) as UserApiKey);
  },
});

/**
 * Creates a key for a team: as the user of `session`, who needs `$manage_api_keys` in it, or as
 * the server (null). The project must allow team API keys. The returned key carries its whole
 * value, which is never shown again; every cached list of the team's keys reloads.
 */
export async function createTeamApiKey(
  context: AppContext,
  session: Session | null,
  teamId: string,
  options: ApiKeyCreationOptions,
): Promise<TeamApiKeyFirstView> {
  const body = apiKeyCreationToWire(toWire, options, "team.createApiKey()");
  const json = await api.createApiKeyJson(
    context.http,
    { type: "team", id: teamId, session },
    body,
  );
  changed(context, "teamApiKey.create", teamId);
  return boundApiKey(context, json, session) as TeamApiKeyFirstView;
}

/**
 * A team's keys, newest first, revoked and expired ones included: as the user of `session`
 * (`$manage_api_keys` needed) or as the server (null). Cached per team and viewer.
 */
export const teamApiKeysQuery = (
  context: AppContext,
  session: Session | null,
  teamId: string,
): Query<TeamApiKey[]> => ({
  key: keys.teamApiKeys(teamId, session ?? "server"),
  load: async () => {
    const items = await api.listApiKeysJson(context.http, { type: "team", id: teamId, session });
    return items.map((json) => boundApiKey(context, json, session) as TeamApiKey);
  },
});
