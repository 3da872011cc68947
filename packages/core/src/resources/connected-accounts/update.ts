import * as v from "valibot";
import type { FieldSpec } from "../../schemas/to-wire.js";
import type { OAuthProviderUpdateOptions } from "./oauth-provider.js";

/** The fields of `oauthProvider.update()` for the signed-in user. */
export const OAUTH_PROVIDER_UPDATE_FIELDS: Record<keyof OAuthProviderUpdateOptions, FieldSpec> = {
  allowSignIn: ["allow_sign_in", v.boolean()],
  allowConnectedAccounts: ["allow_connected_accounts", v.boolean()],
};
