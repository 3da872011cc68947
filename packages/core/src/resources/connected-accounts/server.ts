import type { AppContext } from "../../apps/context.js";
import { KnownError } from "../../errors/known-error.js";
import { fail, ok, type Result } from "../../result.js";
import { assertRequired } from "../../schemas/required-options.js";
import { toWire } from "../../schemas/to-wire.js";
import * as api from "./api.js";
import {
  type AccountOwner,
  accountsChanged,
  getProvider,
  listProviders,
  providerFromJson,
} from "./client.js";
import {
  type AccountsUser,
  findConnectedAccount,
  getOrLinkConnection,
  listConnections,
} from "./connections.js";
import type {
  ConnectedAccountId,
  CreateOAuthProviderOptions,
  DeprecatedOAuthConnection,
  GetConnectedAccountOptions,
  OAuthConnection,
  OAuthProviderUpdateError,
  ServerOAuthProvider,
} from "./oauth-provider.js";
import {
  OAUTH_PROVIDER_CREATE_FIELDS,
  REQUIRED_OAUTH_PROVIDER_OPTIONS,
  SERVER_OAUTH_PROVIDER_UPDATE_FIELDS,
} from "./server-update.js";
import { type ServerOAuthProviderJson, serverOAuthProviderJsonSchema } from "./server-wire.js";

/** Any user as the owner of their connected accounts, with server access. */
function serverOwner(context: AppContext, userId: string): AccountOwner {
  return {
    context,
    session: null,
    userId,
    pathUserId: userId,
    schema: serverOAuthProviderJsonSchema,
    updateFields: SERVER_OAUTH_PROVIDER_UPDATE_FIELDS,
  };
}

/** `serverUser.listOAuthProviders()`: any user's connected OAuth accounts, with account ids. */
export async function listServerOAuthProviders(
  context: AppContext,
  userId: string,
): Promise<ServerOAuthProvider[]> {
  return (await listProviders(serverOwner(context, userId))) as ServerOAuthProvider[];
}

/** `serverUser.getOAuthProvider(id)`: one of them by its id, or null. */
export async function getServerOAuthProvider(
  context: AppContext,
  userId: string,
  id: string,
): Promise<ServerOAuthProvider | null> {
  return (await getProvider(serverOwner(context, userId), id)) as ServerOAuthProvider | null;
}

/** `serverUser.getConnectedAccount(providerOrAccount, options)`, with server access. */
export function getServerConnectedAccount(
  context: AppContext,
  user: AccountsUser,
  providerOrAccount: string | ConnectedAccountId,
  options?: GetConnectedAccountOptions,
): Promise<DeprecatedOAuthConnection | OAuthConnection | null> {
  const owner = serverOwner(context, user.id);
  return findConnectedAccount(owner, user.oauth_providers, providerOrAccount, options);
}

/** `serverUser.listConnectedAccounts()`, with server access. */
export function listServerConnectedAccounts(
  context: AppContext,
  user: AccountsUser,
): Promise<OAuthConnection[]> {
  return listConnections(serverOwner(context, user.id), user.oauth_providers);
}

/**
 * `serverUser.getOrLinkConnectedAccount(provider, options)`: the connected account; linking one
 * needs the user's browser, so without it this throws.
 */
export function getOrLinkServerConnectedAccount(
  context: AppContext,
  user: AccountsUser,
  provider: string,
  options?: { scopes?: string[] },
): Promise<OAuthConnection> {
  return getOrLinkConnection(
    serverOwner(context, user.id),
    user.oauth_providers,
    provider,
    options,
  );
}

/**
 * `serverApp.createOAuthProvider()`: attaches an account at one of the project's providers to a
 * user. An account id that already signs another user in is an error result.
 */
export async function createOAuthProvider(
  context: AppContext,
  options: CreateOAuthProviderOptions,
): Promise<Result<ServerOAuthProvider, OAuthProviderUpdateError>> {
  const body = toWire(options, OAUTH_PROVIDER_CREATE_FIELDS, "createOAuthProvider()");
  assertRequired(options, REQUIRED_OAUTH_PROVIDER_OPTIONS, "createOAuthProvider()");
  let json: ServerOAuthProviderJson;
  try {
    json = await api.createOAuthProviderJson(context.http, body, serverOAuthProviderJsonSchema);
  } catch (error) {
    if (KnownError.hasCode(error, "OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN")) {
      return fail(error as OAuthProviderUpdateError);
    }
    throw error;
  }
  accountsChanged(context, options.userId);
  return ok(providerFromJson(serverOwner(context, options.userId), json) as ServerOAuthProvider);
}
