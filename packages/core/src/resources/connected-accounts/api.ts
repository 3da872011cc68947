import * as v from "valibot";
import type { HttpClient, TokenProvider } from "../../http/http-client.js";
import { listJsonSchema } from "../../schemas/list.js";
import { connectedAccountJsonSchema, providerAccessTokenJsonSchema } from "./wire.js";

const successSchema = v.looseObject({ success: v.optional(v.boolean()) });

/** `/oauth-providers/{user_id|me}/{id}`. */
const providerPath = (userId: string, id: string) =>
  `/oauth-providers/${encodeURIComponent(userId)}/${encodeURIComponent(id)}`;

/** `GET /oauth-providers?user_id=…`, in the view `schema` describes. */
export async function listOAuthProvidersJson<Schema extends v.GenericSchema>(
  http: HttpClient,
  session: TokenProvider | null,
  userId: string,
  schema: Schema,
): Promise<v.InferOutput<Schema>[]> {
  const list = await http.request(
    "/oauth-providers",
    { session, query: { user_id: userId } },
    listJsonSchema(schema),
  );
  return list.items;
}

/** `PATCH /oauth-providers/{user_id}/{id}`. */
export function updateOAuthProviderJson<Schema extends v.GenericSchema>(
  http: HttpClient,
  session: TokenProvider | null,
  userId: string,
  id: string,
  body: Record<string, unknown>,
  schema: Schema,
): Promise<v.InferOutput<Schema>> {
  return http.request(providerPath(userId, id), { method: "PATCH", session, body }, schema);
}

/** `DELETE /oauth-providers/{user_id}/{id}`. */
export async function deleteOAuthProviderJson(
  http: HttpClient,
  session: TokenProvider | null,
  userId: string,
  id: string,
): Promise<void> {
  await http.request(providerPath(userId, id), { method: "DELETE", session }, successSchema);
}

/** `POST /oauth-providers` (server, 201). */
export function createOAuthProviderJson<Schema extends v.GenericSchema>(
  http: HttpClient,
  body: Record<string, unknown>,
  schema: Schema,
): Promise<v.InferOutput<Schema>> {
  return http.request("/oauth-providers", { method: "POST", body }, schema);
}

/** `GET /connected-accounts/{user_id|me}`: the accounts that give provider tokens, oldest first. */
export async function listConnectedAccountsJson(
  http: HttpClient,
  session: TokenProvider | null,
  userId: string,
) {
  const list = await http.request(
    `/connected-accounts/${encodeURIComponent(userId)}`,
    { session },
    listJsonSchema(connectedAccountJsonSchema),
  );
  return list.items;
}

/**
 * `POST /connected-accounts/{user_id|me}/{provider}/access-token` `{scope}` (201), or with
 * `accountId`, `…/{provider}/{provider_account_id}/access-token` (that account's token).
 */
export async function providerAccessTokenJson(
  http: HttpClient,
  session: TokenProvider | null,
  userId: string,
  provider: string,
  scope: string,
  accountId?: string,
): Promise<string> {
  const account = accountId === undefined ? "" : `/${encodeURIComponent(accountId)}`;
  const json = await http.request(
    `/connected-accounts/${encodeURIComponent(userId)}/${encodeURIComponent(provider)}${account}/access-token`,
    { method: "POST", session, body: { scope } },
    providerAccessTokenJsonSchema,
  );
  return json.access_token;
}
