import type { Hono } from "hono";
import { issueProviderAccessToken } from "../actions/save-oauth-account.js";
import type { AppEnv, EmulatorServices } from "../context.js";
import { requireAccess } from "../http/access.js";
import { json } from "../http/respond.js";
import { targetUser } from "../http/target-user.js";
import { readBody, readParams } from "../http/validate.js";
import { accessTokenBodySchema, connectedAccountParamsSchema } from "../schemas/oauth-providers.js";

/**
 * `POST /connected-accounts/{user_id}/{provider_id}/access-token` `{scope?}`: an access token of
 * the fake provider for the user's connected account (201 `{access_token}`). A client may ask only
 * for its own accounts (403 in plain text otherwise).
 */
export function registerConnectedAccountRoutes(
  api: Hono<AppEnv>,
  services: EmulatorServices,
): void {
  api.post("/connected-accounts/:user_id/:provider_id/access-token", async (c) => {
    const auth = requireAccess(c, "client");
    const params = readParams(c, connectedAccountParamsSchema);
    const body = await readBody(c, accessTokenBodySchema);
    const user = targetUser(
      services,
      auth,
      params.user_id,
      "Client can only access its own connected accounts",
    );
    const accessToken = issueProviderAccessToken(
      auth.project,
      user,
      params.provider_id,
      body.scope,
    );
    return json(c, { access_token: accessToken }, 201);
  });
}
