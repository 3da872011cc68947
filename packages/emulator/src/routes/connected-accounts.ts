import { providerAccessTokenRequestSchema } from "@app/core/internal";
import type { Context, Hono } from "hono";
import { issueProviderAccessToken } from "../actions/save-oauth-account.js";
import { requireAccess } from "../http/access.js";
import { json } from "../http/respond.js";
import { targetUser } from "../http/target-user.js";
import { readBody, readParams } from "../http/validate.js";
import {
  connectedAccountByIdParamsSchema,
  connectedAccountListParamsSchema,
  connectedAccountParamsSchema,
} from "../schemas/oauth-providers.js";
import type { AppEnv, EmulatorServices, ProjectAuth } from "../services/context.js";

/**
 * Connected accounts, the user's OAuth accounts that give provider access tokens:
 * `GET /connected-accounts/{user_id}` lists them (`{user_id, provider, provider_account_id}`,
 * oldest first, unpaged); `POST /connected-accounts/{user_id}/{provider_id}/access-token`
 * `{scope?}` answers an access token of the provider (201 `{access_token}`; the external OpenID
 * provider's own with `oauthMockUrl`, else one of the fake provider), and
 * `POST /connected-accounts/{user_id}/{provider_id}/{provider_account_id}/access-token` one of that
 * account only (a user may have several at one provider). A client may ask only about its own
 * accounts (403 in plain text otherwise).
 */
export function registerConnectedAccountRoutes(
  api: Hono<AppEnv>,
  services: EmulatorServices,
): void {
  api.get("/connected-accounts/:user_id", (c) => {
    const auth = requireAccess(c, "client");
    const params = readParams(c, connectedAccountListParamsSchema);
    const user = targetUser(
      services,
      auth,
      params.user_id,
      "Client can only list connected accounts for their own user.",
    );
    const items = user.oauthAccounts
      .filter((account) => account.allowConnectedAccounts)
      .sort((a, b) => a.createdAtMillis - b.createdAtMillis)
      .map((account) => ({
        user_id: user.id,
        provider: account.providerId,
        provider_account_id: account.accountId,
      }));
    return json(c, { items, is_paginated: false });
  });

  const issue = async (
    c: Context<AppEnv>,
    auth: ProjectAuth,
    params: { user_id: string; provider_id: string; provider_account_id?: string },
    scope: string | undefined,
  ) => {
    const user = targetUser(
      services,
      auth,
      params.user_id,
      "Client can only access its own connected accounts",
    );
    const accessToken = await issueProviderAccessToken(services, auth.project, user, {
      providerId: params.provider_id,
      scope,
      accountId: params.provider_account_id,
    });
    return json(c, { access_token: accessToken }, 201);
  };

  api.post("/connected-accounts/:user_id/:provider_id/access-token", async (c) => {
    const auth = requireAccess(c, "client");
    const params = readParams(c, connectedAccountParamsSchema);
    const body = await readBody(c, providerAccessTokenRequestSchema);
    return issue(c, auth, params, body.scope);
  });

  api.post(
    "/connected-accounts/:user_id/:provider_id/:provider_account_id/access-token",
    async (c) => {
      const auth = requireAccess(c, "client");
      const params = readParams(c, connectedAccountByIdParamsSchema);
      const body = await readBody(c, providerAccessTokenRequestSchema);
      return issue(c, auth, params, body.scope);
    },
  );
}
