import type { FieldSpec } from "../../schemas/to-wire.js";
import { optionFields } from "../../schemas/to-wire.js";
import type { OAuthProviderUpdateOptions } from "./oauth-provider.js";
import { clientOAuthProviderUpdateEntries } from "./requests.js";

/** The fields of `oauthProvider.update()` for the signed-in user: the rules of `requests.ts`. */
export const OAUTH_PROVIDER_UPDATE_FIELDS: Record<keyof OAuthProviderUpdateOptions, FieldSpec> =
  optionFields(clientOAuthProviderUpdateEntries, {
    allowSignIn: "allow_sign_in",
    allowConnectedAccounts: "allow_connected_accounts",
  });
