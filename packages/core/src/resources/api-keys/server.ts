import type { AppContext } from "../../apps/context.js";
import { KnownError } from "../../errors/known-error.js";
import * as api from "./api.js";
import type { ApiKeyCreationOptions, UserApiKey, UserApiKeyFirstView } from "./api-key.js";
import { boundApiKey, invalidateUserApiKeys, serverUserApiKeysKey } from "./client.js";
import { checkApiKeyJson } from "./server-api.js";
import { apiKeyCreationToWire } from "./update.js";
import type { ApiKeyJson } from "./wire.js";

/** Creates a key for any user; the returned key carries its whole value, shown only this once. */
export async function createServerUserApiKey(
  context: AppContext,
  userId: string,
  options: ApiKeyCreationOptions,
): Promise<UserApiKeyFirstView> {
  const body = apiKeyCreationToWire(context.helpers.toWire, options, "user.createApiKey()");
  const json = await api.createApiKeyJson(context.http, { type: "user", id: userId }, body);
  invalidateUserApiKeys(context, userId, null);
  return boundApiKey(context, json, null) as UserApiKeyFirstView;
}

/** A user's keys, newest first, revoked and expired ones included (cached per user). */
export function listServerUserApiKeys(context: AppContext, userId: string): Promise<UserApiKey[]> {
  return context.cache.getLatest(serverUserApiKeysKey(userId), async () => {
    const items = await api.listApiKeysJson(context.http, { type: "user", id: userId });
    return items.map((json) => boundApiKey(context, json, null) as UserApiKey);
  });
}

/**
 * The user key of a secret, or null when it is unknown, revoked, expired or a team key (the
 * API_KEY_NOT_VALID family). Other failures, such as a project without user API keys, throw.
 */
export async function checkUserApiKey(
  context: AppContext,
  apiKey: string,
): Promise<ApiKeyJson | null> {
  if (typeof apiKey !== "string" || apiKey === "") {
    throw new TypeError(`getUser: apiKey must be a non-empty string; got ${typeof apiKey}.`);
  }
  try {
    return await checkApiKeyJson(context.http, "user", apiKey);
  } catch (error) {
    if (KnownError.hasCode(error, "API_KEY_NOT_VALID")) return null;
    throw error;
  }
}
