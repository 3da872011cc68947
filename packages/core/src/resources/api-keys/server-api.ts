import type { HttpClient } from "../../http/http-client.js";
import { PLACES } from "./api.js";
import type { ApiKeyType } from "./api-key.js";
import { type ApiKeyJson, apiKeyJsonSchema } from "./wire.js";

/**
 * `POST /user-api-keys/check` (or `/team-api-keys/check`), server and admin only: the key of a
 * secret, or an API_KEY_NOT_VALID error saying why it is not usable.
 */
export function checkApiKeyJson(
  http: HttpClient,
  type: ApiKeyType,
  apiKey: string,
): Promise<ApiKeyJson> {
  return http.request(
    `${PLACES[type].path}/check`,
    { method: "POST", body: { api_key: apiKey } },
    apiKeyJsonSchema,
  );
}
