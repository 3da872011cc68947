import * as v from "valibot";
import { emailSchema } from "../../schemas/formats.js";
import type { FieldSpec } from "../../schemas/to-wire.js";
import type {
  CreateOAuthProviderOptions,
  ServerOAuthProviderUpdateOptions,
} from "./oauth-provider.js";
import { OAUTH_PROVIDER_UPDATE_FIELDS } from "./update.js";

const nonEmpty = v.pipe(v.string(), v.minLength(1, "must not be empty"));

/** The server's fields of an update. */
export const SERVER_OAUTH_PROVIDER_UPDATE_FIELDS: Record<
  keyof ServerOAuthProviderUpdateOptions,
  FieldSpec
> = {
  ...OAUTH_PROVIDER_UPDATE_FIELDS,
  accountId: ["account_id", nonEmpty],
  email: ["email", emailSchema],
};

/** The fields of `serverApp.createOAuthProvider()`. */
export const OAUTH_PROVIDER_CREATE_FIELDS: Record<keyof CreateOAuthProviderOptions, FieldSpec> = {
  ...OAUTH_PROVIDER_UPDATE_FIELDS,
  userId: ["user_id", nonEmpty],
  accountId: ["account_id", nonEmpty],
  providerConfigId: ["provider_config_id", nonEmpty],
  email: ["email", emailSchema],
};

/** The options a new account must have. */
export const REQUIRED_OAUTH_PROVIDER_OPTIONS = [
  "userId",
  "accountId",
  "providerConfigId",
  "allowSignIn",
  "allowConnectedAccounts",
] as const;
