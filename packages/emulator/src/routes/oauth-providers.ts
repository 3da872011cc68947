import {
  clientOAuthProviderUpdateRequestSchema,
  oauthProviderCreateRequestSchema,
  serverOAuthProviderUpdateRequestSchema,
} from "@app/core/internal";
import type { Hono } from "hono";
import {
  createOAuthAccount,
  deleteOAuthAccount,
  updateOAuthAccount,
} from "../actions/save-oauth-account.js";
import { requireAccess } from "../http/access.js";
import { json } from "../http/respond.js";
import { StatusError } from "../http/status-error.js";
import { targetUser } from "../http/target-user.js";
import { emptyBodySchema, readBody, readParams, readQuery } from "../http/validate.js";
import {
  oauthProviderListQuerySchema,
  oauthProviderParamsSchema,
} from "../schemas/oauth-providers.js";
import { oauthProviderJson, serverOAuthProviderJson } from "../serialize/oauth-provider-json.js";
import type { AppEnv, EmulatorServices, ProjectAuth } from "../services/context.js";
import type { OAuthAccountRecord, UserRecord } from "../store/user-store.js";

/** The message of a client naming another user, per action (a 403 in plain text). */
const forbidden = (action: string) =>
  `Client can only ${action} OAuth providers for their own user.`;

/**
 * The connected OAuth accounts of users (WIRE.md section 9), named `oauth-providers` on the wire:
 * client access lists, reads, updates (`allow_sign_in`, `allow_connected_accounts`) and deletes
 * its own; server access does so for anyone, also changes `account_id` and `email`, and attaches
 * new accounts (`POST /oauth-providers`) at providers of the project's config.
 */
export function registerOAuthProviderRoutes(api: Hono<AppEnv>, services: EmulatorServices): void {
  const view = (auth: ProjectAuth) =>
    auth.accessType === "client" ? oauthProviderJson : serverOAuthProviderJson;

  api.get("/oauth-providers", (c) => {
    const auth = requireAccess(c, "client");
    const query = readQuery(c, oauthProviderListQuerySchema);
    const users =
      query.user_id === undefined && auth.accessType !== "client"
        ? services.store.users.list(auth.project.id, { includeAnonymous: true })
        : [targetUser(services, auth, query.user_id ?? "", forbidden("list"))];
    const toJson = view(auth);
    const items = users.flatMap((user) =>
      user.oauthAccounts.map((account) => toJson(user.id, account)),
    );
    return json(c, { items, is_paginated: false });
  });

  api.post("/oauth-providers", async (c) => {
    const auth = requireAccess(c, "server");
    const body = await readBody(c, oauthProviderCreateRequestSchema);
    const user = targetUser(services, auth, body.user_id, forbidden("create"));
    const account = createOAuthAccount(services, auth.project, user, {
      providerId: body.provider_config_id,
      accountId: body.account_id,
      email: body.email ?? null,
      allowSignIn: body.allow_sign_in,
      allowConnectedAccounts: body.allow_connected_accounts,
    });
    return json(c, serverOAuthProviderJson(user.id, account), 201);
  });

  /** The user and account of the path, or a 404 in plain text. */
  const accountOf = (
    auth: ProjectAuth,
    params: { user_id: string; provider_id: string },
    action: string,
  ): { user: UserRecord; account: OAuthAccountRecord } => {
    const user = targetUser(services, auth, params.user_id, forbidden(action));
    const account = user.oauthAccounts.find((a) => a.id === params.provider_id);
    if (!account) {
      throw new StatusError(
        404,
        `OAuth provider ${params.provider_id} for user ${user.id} not found`,
      );
    }
    return { user, account };
  };

  api.get("/oauth-providers/:user_id/:provider_id", (c) => {
    const auth = requireAccess(c, "client");
    const { user, account } = accountOf(auth, readParams(c, oauthProviderParamsSchema), "read");
    return json(c, view(auth)(user.id, account));
  });

  api.patch("/oauth-providers/:user_id/:provider_id", async (c) => {
    const auth = requireAccess(c, "client");
    const params = readParams(c, oauthProviderParamsSchema);
    const body = await readBody(
      c,
      auth.accessType === "client"
        ? clientOAuthProviderUpdateRequestSchema
        : serverOAuthProviderUpdateRequestSchema,
    );
    const { user, account } = accountOf(auth, params, "update");
    updateOAuthAccount(services, auth.project, user, account, body);
    return json(c, view(auth)(user.id, account));
  });

  api.delete("/oauth-providers/:user_id/:provider_id", async (c) => {
    const auth = requireAccess(c, "client");
    const params = readParams(c, oauthProviderParamsSchema);
    await readBody(c, emptyBodySchema);
    const { user, account } = accountOf(auth, params, "delete");
    deleteOAuthAccount(user, account);
    return json(c, { success: true });
  });
}
