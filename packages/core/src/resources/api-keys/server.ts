import type { Query } from "../../cache/query.js";
import type { AppContext } from "../../context/app-context.js";
import { KnownError } from "../../errors/known-error.js";
import { toWire } from "../../schemas/to-wire.js";
import { keys } from "../kit/cache-keys.js";
import { changed } from "../kit/changes.js";
import * as api from "./api.js";
import type {
  ApiKeyCreationOptions,
  ApiKeyType,
  UserApiKey,
  UserApiKeyFirstView,
} from "./api-key.js";
import { boundApiKey } from "./client.js";
import { checkApiKeyJson } from "./server-api.js";
import { apiKeyCreationToWire } from "./update.js";
import type { ApiKeyJson } from "./wire.js";

/** Creates a key for any user; the returned key carries its whole value, shown only this once. */
export async function createServerUserApiKey(
  context: AppContext,
  userId: string,
  options: ApiKeyCreationOptions,
): Promise<UserApiKeyFirstView> {
  const body = apiKeyCreationToWire(toWire, options, "user.createApiKey()");
  const json = await api.createApiKeyJson(context.http, { type: "user", id: userId }, body);
  changed(context, "userApiKey.create", userId, null);
  return boundApiKey(context, json, null) as UserApiKeyFirstView;
}

/** `serverUser.listApiKeys()`: a user's keys, newest first, revoked and expired ones included. */
export const serverUserApiKeysQuery = (
  context: AppContext,
  userId: string,
): Query<UserApiKey[]> => ({
  key: keys.serverUserApiKeys(userId),
  load: async () => {
    const items = await api.listApiKeysJson(context.http, { type: "user", id: userId });
    return items.map((json) => boundApiKey(context, json, null) as UserApiKey);
  },
});

/**
 * The key of a secret of this type, or null when it is unknown, revoked, expired or of the other
 * type (the API_KEY_NOT_VALID family). Other failures, such as a project without keys of this
 * type, throw. `method` names the caller in the TypeError of a key that is not a string.
 */
export async function checkApiKey(
  context: AppContext,
  type: ApiKeyType,
  apiKey: string,
  method: string,
): Promise<ApiKeyJson | null> {
  checkedApiKey(apiKey, method);
  try {
    return await checkApiKeyJson(context.http, type, apiKey);
  } catch (error) {
    if (KnownError.hasCode(error, "API_KEY_NOT_VALID")) return null;
    throw error;
  }
}

/**
 * `apiKey` if it is a string, else a TypeError naming `method`. Any string goes to the service, as
 * @stackframe/js sends it (an empty one is its SCHEMA_ERROR).
 */
export function checkedApiKey(apiKey: unknown, method: string): string {
  if (typeof apiKey !== "string") {
    throw new TypeError(`${method}: apiKey must be a string; got ${typeof apiKey}.`);
  }
  return apiKey;
}

/** The user key of a secret, or null when it is not a usable user key (see {@link checkApiKey}). */
export function checkUserApiKey(context: AppContext, apiKey: string): Promise<ApiKeyJson | null> {
  return checkApiKey(context, "user", apiKey, "getUser");
}
