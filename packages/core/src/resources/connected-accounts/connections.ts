import type { HookTwinsOf } from "../../cache/hook-adapter.js";
import type { Query, QueryFn } from "../../cache/query.js";
import type { AppContext } from "../../context/app-context.js";
import { KnownErrors } from "../../errors/catalogue/index.js";
import { fail, ok, type Result } from "../../errors/result.js";
import type { Session } from "../../session/session.js";
import { keys } from "../kit/cache-keys.js";
import { getters } from "../kit/lazy.js";
import * as api from "./api.js";
import {
  type AccountOwner,
  checkScopes,
  clientOwner,
  deprecatedConnectionQuery,
  providerAccessToken,
  providerQuery,
  providersQuery,
} from "./client.js";
import type {
  ConnectedAccountId,
  DeprecatedOAuthConnection,
  GetConnectedAccountOptions,
  OAuthAccessTokenError,
  OAuthConnection,
} from "./oauth-provider.js";

// The reference SDK's newer connected-account calls: `listConnectedAccounts()`,
// `getConnectedAccount({ provider, providerAccountId })` and `getOrLinkConnectedAccount()`, over
// the same routes as `getConnectedAccount(provider)` (`/oauth-providers`, the access-token call).

/** The user's OAuth accounts as the user JSON lists them (`oauth_providers`). */
export type UserAccounts = readonly { id: string; account_id?: string | undefined }[];

/**
 * A connection of the owner at `provider`, with the user's id there; its tokens are that
 * account's (a user may have several accounts at one provider).
 */
function connection(owner: AccountOwner, provider: string, accountId: string): OAuthConnection {
  return {
    id: provider,
    provider,
    providerAccountId: accountId,
    ...getters<
      Pick<OAuthConnection, "getAccessToken"> & HookTwinsOf<OAuthConnection, "getAccessToken">,
      { getAccessToken: typeof accessTokenQuery }
    >(
      owner.context.cache,
      { getAccessToken: accessTokenQuery },
      ["getAccessToken"],
      owner,
      provider,
      accountId,
    ),
  };
}

/**
 * `connection.getAccessToken(options)`: a provider access token of the account carrying
 * `options.scopes`, or the error result OAUTH_ACCESS_TOKEN_NOT_AVAILABLE. Asked again on every
 * call; a hook shows the last answer.
 */
const accessTokenQuery = (
  owner: AccountOwner,
  provider: string,
  accountId: string,
  options?: { scopes?: string[] },
): Query<Result<{ accessToken: string }, OAuthAccessTokenError>> => {
  const scopes = checkScopes(options?.scopes ?? [], "connection.getAccessToken()");
  return {
    key: keys.connectedAccount(
      owner.userId,
      "access",
      provider,
      scopes.join(" "),
      "result",
      accountId,
    ),
    load: async () => {
      const accessToken = await providerAccessToken(owner, provider, scopes, accountId);
      if (accessToken === null) {
        return fail(
          new KnownErrors.OAuthAccessTokenNotAvailable({
            provider,
            details: `The ${provider} account gives no access token with the scopes [${scopes.join(", ")}].`,
          }),
        );
      }
      return ok({ accessToken });
    },
    reload: true,
  };
};

/**
 * `listConnectedAccounts()`: the owner's OAuth accounts that allow connected-account use
 * (`GET /connected-accounts/{user}`), oldest first, each with its own provider account id and
 * giving that account's provider access tokens as a `Result`. Cached with the OAuth accounts, so
 * a change to one of them reloads it.
 */
export const connectionsQuery = (owner: AccountOwner): Query<OAuthConnection[]> => ({
  key: keys.oauthProviders(owner.userId, owner.session ?? "server", "connections"),
  load: async () => {
    const { context, session, pathUserId } = owner;
    const items = await api.listConnectedAccountsJson(context.http, session, pathUserId);
    return items.map((item) => connection(owner, item.provider, item.provider_account_id));
  },
});

/**
 * `getConnectedAccount(providerOrAccount, options)`: with a provider id, the older form (a
 * `DeprecatedOAuthConnection` or null); with `{ provider, providerAccountId }`, that connected
 * account or null.
 */
export function connectedAccountQuery(
  owner: AccountOwner,
  accounts: UserAccounts,
  providerOrAccount: string | ConnectedAccountId,
  options?: GetConnectedAccountOptions,
): AnyQuery {
  if (typeof providerOrAccount === "string") {
    return deprecatedConnectionQuery(owner, accounts, providerOrAccount, options) as AnyQuery;
  }
  const { provider, providerAccountId } = providerOrAccount ?? {};
  if (typeof provider !== "string" || typeof providerAccountId !== "string") {
    throw new TypeError(
      "getConnectedAccount({ provider, providerAccountId }): both must be strings.",
    );
  }
  return {
    ...connectionsQuery(owner),
    select: (connections) =>
      connections.find(
        (candidate) =>
          candidate.provider === provider && candidate.providerAccountId === providerAccountId,
      ) ?? null,
  } as Query<OAuthConnection[], OAuthConnection | null> as AnyQuery;
}

/** Either query of `getConnectedAccount`, by what it answers. */
type AnyQuery = Query<unknown, DeprecatedOAuthConnection | OAuthConnection | null>;

/**
 * `getOrLinkConnectedAccount(provider, { scopes })`: the connected account at `provider` whose
 * token carries the scopes; without one, the browser goes to the provider to link it (and this
 * never resolves). Asked again on every call.
 */
export function orLinkConnectionQuery(
  owner: AccountOwner,
  accounts: UserAccounts,
  provider: string,
  options: { scopes?: string[] } = {},
): Query<OAuthConnection> {
  const { key, load } = deprecatedConnectionQuery(owner, accounts, provider, {
    or: "redirect",
    scopes: options?.scopes ?? [],
  });
  return {
    key: [...key, "orLink"],
    load: async () => {
      // With `or: "redirect"` there is a connection, or the browser has left for the provider.
      const found = (await load()) as DeprecatedOAuthConnection;
      return connection(owner, provider, found.providerAccountId);
    },
    reload: true,
  };
}

/** A user as the operations below take them: the id and the OAuth accounts of their JSON. */
export interface AccountsUser {
  id: string;
  oauth_providers: UserAccounts;
}

/**
 * The signed-in user's OAuth account getters, each `(context, session, user, …args)` to its
 * query; the user object's hook twins are made from them too.
 */
export const clientAccountQueries = {
  listOAuthProviders: (context: AppContext, session: Session, user: AccountsUser) =>
    providersQuery(clientOwner(context, session, user.id)),
  getOAuthProvider: (context: AppContext, session: Session, user: AccountsUser, id: string) =>
    providerQuery(clientOwner(context, session, user.id), id),
  getConnectedAccount: (
    context: AppContext,
    session: Session,
    user: AccountsUser,
    providerOrAccount: string | ConnectedAccountId,
    options?: GetConnectedAccountOptions,
  ) =>
    connectedAccountQuery(
      clientOwner(context, session, user.id),
      user.oauth_providers,
      providerOrAccount,
      options,
    ),
  listConnectedAccounts: (context: AppContext, session: Session, user: AccountsUser) =>
    connectionsQuery(clientOwner(context, session, user.id)),
  getOrLinkConnectedAccount: (
    context: AppContext,
    session: Session,
    user: AccountsUser,
    provider: string,
    options?: { scopes?: string[] },
  ) =>
    orLinkConnectionQuery(
      clientOwner(context, session, user.id),
      user.oauth_providers,
      provider,
      options,
    ),
} satisfies Record<string, QueryFn>;
