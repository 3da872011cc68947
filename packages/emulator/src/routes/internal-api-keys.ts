import { KnownErrors } from "@app/core/errors";
import {
  internalApiKeyCreateRequestSchema,
  internalApiKeyUpdateRequestSchema,
  uuidSchema,
} from "@app/core/internal";
import type { Context, Hono } from "hono";
import * as v from "valibot";
import { requireAccess } from "../http/access.js";
import { json } from "../http/respond.js";
import { readBody, readParams } from "../http/validate.js";
import { internalApiKeyFirstViewJson, internalApiKeyJson } from "../serialize/api-key-json.js";
import type { AppEnv, EmulatorServices } from "../services/context.js";
import type { InternalApiKeyRecord } from "../store/api-key-store.js";

const paramsSchema = v.object({ api_key_id: uuidSchema });

/**
 * Internal API keys, admin only: `POST /internal/api-keys` (answered 200 with the whole keys,
 * shown only this once), `GET /internal/api-keys` (newest first, last four characters only),
 * `GET/PATCH /internal/api-keys/{id}` (read; rename or revoke). Their keys work as the project's
 * own keys until they expire or are revoked (`http/project-auth.ts`).
 */
export function registerInternalApiKeyRoutes(api: Hono<AppEnv>, services: EmulatorServices): void {
  const { internalApiKeys } = services.store;

  const keyOf = (c: Context<AppEnv>, projectId: string): InternalApiKeyRecord => {
    const { api_key_id } = readParams(c, paramsSchema);
    const key = internalApiKeys.get(projectId, api_key_id);
    if (!key) throw new KnownErrors.ApiKeyNotFound();
    return key;
  };

  api.post("/internal/api-keys", async (c) => {
    const { project } = requireAccess(c, "admin");
    const body = await readBody(c, internalApiKeyCreateRequestSchema);
    const key = internalApiKeys.create({
      projectId: project.id,
      description: body.description,
      expiresAtMillis: body.expires_at_millis,
      kinds: {
        publishableClientKey: body.has_publishable_client_key,
        secretServerKey: body.has_secret_server_key,
        superSecretAdminKey: body.has_super_secret_admin_key,
      },
    });
    return json(c, internalApiKeyFirstViewJson(key));
  });

  api.get("/internal/api-keys", (c) => {
    const { project } = requireAccess(c, "admin");
    const items = internalApiKeys.list(project.id).map(internalApiKeyJson);
    return json(c, { items, is_paginated: false });
  });

  api.get("/internal/api-keys/:api_key_id", (c) => {
    const { project } = requireAccess(c, "admin");
    return json(c, internalApiKeyJson(keyOf(c, project.id)));
  });

  api.patch("/internal/api-keys/:api_key_id", async (c) => {
    const { project } = requireAccess(c, "admin");
    const key = keyOf(c, project.id);
    const body = await readBody(c, internalApiKeyUpdateRequestSchema);
    if (body.description !== undefined) key.description = body.description;
    if (body.revoked) internalApiKeys.revoke(key);
    return json(c, internalApiKeyJson(key));
  });
}
