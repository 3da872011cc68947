import type { FieldSpec } from "../../schemas/to-wire.js";
import { optionFields } from "../../schemas/to-wire.js";
import type {
  CreateOAuthProviderOptions,
  ServerOAuthProviderUpdateOptions,
} from "./oauth-provider.js";
import { oauthProviderCreateEntries, serverOAuthProviderUpdateEntries } from "./server-requests.js";

/** The server's fields of an update: the rules of `server-requests.ts`. */
export const SERVER_OAUTH_PROVIDER_UPDATE_FIELDS: Record<
  keyof ServerOAuthProviderUpdateOptions,
  FieldSpec
> = optionFields(serverOAuthProviderUpdateEntries, {
  allowSignIn: "allow_sign_in",
  allowConnectedAccounts: "allow_connected_accounts",
  accountId: "account_id",
  email: "email",
});

/** The fields of `serverApp.createOAuthProvider()`. */
export const OAUTH_PROVIDER_CREATE_FIELDS: Record<keyof CreateOAuthProviderOptions, FieldSpec> =
  optionFields(oauthProviderCreateEntries, {
    allowSignIn: "allow_sign_in",
    allowConnectedAccounts: "allow_connected_accounts",
    userId: "user_id",
    accountId: "account_id",
    providerConfigId: "provider_config_id",
    email: "email",
  });

/** The options a new account must have. */
export const REQUIRED_OAUTH_PROVIDER_OPTIONS = [
  "userId",
  "accountId",
  "providerConfigId",
  "allowSignIn",
  "allowConnectedAccounts",
] as const;
