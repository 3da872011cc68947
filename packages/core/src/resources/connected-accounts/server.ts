import type { Query, QueryFn } from "../../cache/query.js";
import type { AppContext } from "../../context/app-context.js";
import { KnownError } from "../../errors/known-error.js";
import { fail, ok, type Result } from "../../errors/result.js";
import { assertRequired, toWire } from "../../schemas/to-wire.js";
import { changed } from "../kit/changes.js";
import * as api from "./api.js";
import { type AccountOwner, providerFromJson, providerQuery, providersQuery } from "./client.js";
import {
  type AccountsUser,
  connectedAccountQuery,
  connectionsQuery,
  orLinkConnectionQuery,
} from "./connections.js";
import type {
  ConnectedAccountId,
  CreateOAuthProviderOptions,
  GetConnectedAccountOptions,
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

/**
 * A server user's OAuth account getters, each `(context, user, …args)` to its query (the server
 * view: account ids included); the server user's hook twins are made from them too.
 */
export const serverAccountQueries = {
  listOAuthProviders: (context: AppContext, user: AccountsUser) =>
    providersQuery(serverOwner(context, user.id)) as Query<ServerOAuthProvider[]>,
  getOAuthProvider: (context: AppContext, user: AccountsUser, id: string) =>
    providerQuery(serverOwner(context, user.id), id) as Query<unknown, ServerOAuthProvider | null>,
  getConnectedAccount: (
    context: AppContext,
    user: AccountsUser,
    providerOrAccount: string | ConnectedAccountId,
    options?: GetConnectedAccountOptions,
  ) =>
    connectedAccountQuery(
      serverOwner(context, user.id),
      user.oauth_providers,
      providerOrAccount,
      options,
    ),
  listConnectedAccounts: (context: AppContext, user: AccountsUser) =>
    connectionsQuery(serverOwner(context, user.id)),
  /** Linking an account needs the user's browser: without a connection, this throws. */
  getOrLinkConnectedAccount: (
    context: AppContext,
    user: AccountsUser,
    provider: string,
    options?: { scopes?: string[] },
  ) =>
    orLinkConnectionQuery(serverOwner(context, user.id), user.oauth_providers, provider, options),
} satisfies Record<string, QueryFn>;

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
  changed(context, "oauthProvider.create", options.userId);
  return ok(providerFromJson(serverOwner(context, options.userId), json) as ServerOAuthProvider);
}
