import type { HttpClient, TokenProvider } from "../../http/http-client.js";
import { listJsonSchema } from "../../schemas/list.js";
import type { ApiKeyType } from "./api-key.js";
import {
  type ApiKeyFirstViewJson,
  type ApiKeyJson,
  apiKeyFirstViewJsonSchema,
  apiKeyJsonSchema,
} from "./wire.js";

const apiKeyListSchema = listJsonSchema(apiKeyJsonSchema);

/** Where the keys of a user or a team live, and which field names their owner. */
export const PLACES = {
  user: { path: "/user-api-keys", owner: "user_id" },
  team: { path: "/team-api-keys", owner: "team_id" },
} as const;

/** Whose keys a call is about: an owner id (`"me"` for the signed-in user), with its session. */
export interface ApiKeyOwner {
  type: ApiKeyType;
  id: string;
  session?: TokenProvider | null;
}

/** `POST /user-api-keys` (or `/team-api-keys`): answered 200 with the whole value, once. */
export function createApiKeyJson(
  http: HttpClient,
  owner: ApiKeyOwner,
  body: Record<string, unknown>,
): Promise<ApiKeyFirstViewJson> {
  const { path, owner: field } = PLACES[owner.type];
  return http.request(
    path,
    { method: "POST", session: owner.session, body: { ...body, [field]: owner.id } },
    apiKeyFirstViewJsonSchema,
  );
}

/** `GET /user-api-keys?user_id=` (or `/team-api-keys?team_id=`): every key, newest first. */
export async function listApiKeysJson(http: HttpClient, owner: ApiKeyOwner): Promise<ApiKeyJson[]> {
  const { path, owner: field } = PLACES[owner.type];
  const list = await http.request(
    path,
    { session: owner.session, query: { [field]: owner.id } },
    apiKeyListSchema,
  );
  return list.items;
}

/** `PATCH /user-api-keys/{id}?user_id=` (or the team form): rename or revoke. */
export function updateApiKeyJson(
  http: HttpClient,
  owner: ApiKeyOwner,
  keyId: string,
  body: Record<string, unknown>,
): Promise<ApiKeyJson> {
  const { path, owner: field } = PLACES[owner.type];
  return http.request(
    `${path}/${encodeURIComponent(keyId)}`,
    { method: "PATCH", session: owner.session, query: { [field]: owner.id }, body },
    apiKeyJsonSchema,
  );
}
