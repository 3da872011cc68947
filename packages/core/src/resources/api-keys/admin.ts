import type { Query } from "../../cache/query.js";
import type { AppContext } from "../../context/app-context.js";
import { listJsonSchema } from "../../schemas/list.js";
import { toWire } from "../../schemas/to-wire.js";
import { keys } from "../kit/cache-keys.js";
import { changed } from "../kit/changes.js";
import { INTERNAL_API_KEY_CREATE_FIELDS } from "./admin-update.js";
import {
  type InternalApiKey,
  type InternalApiKeyCreateOptions,
  type InternalApiKeyFirstView,
  internalApiKeyFirstViewFromJson,
  internalApiKeyFromJson,
} from "./internal-api-key.js";
import { internalApiKeyFirstViewJsonSchema, internalApiKeyJsonSchema } from "./wire.js";

const PATH = "/internal/api-keys";

const internalApiKeyListSchema = listJsonSchema(internalApiKeyJsonSchema);

/** `PATCH /internal/api-keys/{id}` with `revoked: true`; the cached list reloads. */
async function revokeInternalApiKey(context: AppContext, id: string): Promise<void> {
  await context.http.request(
    `${PATH}/${encodeURIComponent(id)}`,
    { method: "PATCH", body: { revoked: true } },
    internalApiKeyJsonSchema,
  );
  changed(context, "internalApiKey.revoke");
}

/**
 * Creates an internal API key with the keys asked for (every option is required). The returned
 * key carries the whole keys, shown only this once; they work as the project's keys until they
 * expire or are revoked.
 */
export async function createInternalApiKey(
  context: AppContext,
  options: InternalApiKeyCreateOptions,
): Promise<InternalApiKeyFirstView> {
  const method = "createInternalApiKey()";
  const body = toWire(options, INTERNAL_API_KEY_CREATE_FIELDS, method);
  for (const [name, [wireName]] of Object.entries(INTERNAL_API_KEY_CREATE_FIELDS)) {
    if (!(wireName in body)) throw new TypeError(`${method}: ${name} is required.`);
  }
  body.expires_at_millis = (body.expires_at_millis as Date).getTime();
  const json = await context.http.request(
    PATH,
    { method: "POST", body },
    internalApiKeyFirstViewJsonSchema,
  );
  changed(context, "internalApiKey.create");
  return internalApiKeyFirstViewFromJson(json, () => revokeInternalApiKey(context, json.id));
}

/**
 * `adminApp.listInternalApiKeys()`: the project's internal API keys, newest first, revoked and
 * expired ones included (each call asks the service; its hook reads the stored answer).
 */
export const internalApiKeysQuery = (context: AppContext): Query<InternalApiKey[]> => ({
  key: keys.internalApiKeys(),
  load: async () => {
    const list = await context.http.request(PATH, {}, internalApiKeyListSchema);
    return list.items.map((json) =>
      internalApiKeyFromJson(json, () => revokeInternalApiKey(context, json.id)),
    );
  },
});
