import type * as v from "valibot";
import type { HookTwinsOf } from "../../cache/hook-adapter.js";
import { type Query, readQuery } from "../../cache/query.js";
import type { AppContext } from "../../context/app-context.js";
import { KnownError } from "../../errors/known-error.js";
import { fail, ok } from "../../errors/result.js";
import { type FieldSpec, toWire } from "../../schemas/to-wire.js";
import type { Session } from "../../session/session.js";
import { keys, viewerKey } from "../kit/cache-keys.js";
import { changed } from "../kit/changes.js";
import { getters } from "../kit/lazy.js";
import { linkConnectedAccount } from "../oauth/client.js";
import * as api from "./api.js";
import {
  type DeprecatedOAuthConnection,
  type GetConnectedAccountOptions,
  type OAuthProvider,
  type OAuthProviderUpdateError,
  oauthProviderFieldsFromJson,
} from "./oauth-provider.js";
import { OAUTH_PROVIDER_UPDATE_FIELDS } from "./update.js";
import { type OAuthProviderJson, oauthProviderJsonSchema } from "./wire.js";

/** The errors after which the reference SDK reads a connected account as absent. */
const NO_TOKEN = [
  "OAUTH_CONNECTION_NOT_CONNECTED_TO_USER",
  "OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE",
  "OAUTH_ACCESS_TOKEN_NOT_AVAILABLE",
];

/** Whose accounts an operation acts on, and in which view. */
export interface AccountOwner {
  context: AppContext;
  /** The signed-in user's session (client access), or null (server access, secret key). */
  session: Session | null;
  userId: string;
  /** How requests name the user: `me` for a client, the id for a server. */
  pathUserId: string;
  /** The schema of an account in this view (the server's has `account_id`). */
  schema: v.GenericSchema<unknown, OAuthProviderJson>;
  /** The fields `update()` takes. */
  updateFields: Record<string, FieldSpec>;
}

/** Wraps an account's JSON with the actions its owner may take. */
export function providerFromJson(owner: AccountOwner, json: OAuthProviderJson): OAuthProvider {
  const { context, session, pathUserId } = owner;
  const accountId = (json as { account_id?: unknown }).account_id;
  return {
    ...oauthProviderFieldsFromJson(json),
    ...(typeof accountId === "string" ? { accountId } : {}),
    update: async (data) => {
      const body = toWire(data, owner.updateFields, "oauthProvider.update()");
      try {
        await api.updateOAuthProviderJson(
          context.http,
          session,
          pathUserId,
          json.id,
          body,
          owner.schema,
        );
      } catch (error) {
        if (!KnownError.hasCode(error, "OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN")) {
          throw error;
        }
        return fail(error as OAuthProviderUpdateError);
      }
      changed(context, "oauthProvider.update", owner.userId);
      return ok(undefined);
    },
    delete: async () => {
      await api.deleteOAuthProviderJson(context.http, session, pathUserId, json.id);
      changed(context, "oauthProvider.delete", owner.userId);
    },
  };
}

/** The owner's OAuth accounts, oldest first, cached per user and view. */
export const providersQuery = (owner: AccountOwner): Query<OAuthProvider[]> => ({
  key: keys.oauthProviders(owner.userId, owner.session ?? "server"),
  load: async () => {
    const { context, session, pathUserId } = owner;
    const items = await api.listOAuthProvidersJson(context.http, session, pathUserId, owner.schema);
    return items.map((json) => providerFromJson(owner, json));
  },
});

/** One of the owner's OAuth accounts by its id, or null: a pick out of their list. */
export function providerQuery(
  owner: AccountOwner,
  id: string,
): Query<OAuthProvider[], OAuthProvider | null> {
  if (typeof id !== "string") {
    throw new TypeError(`getOAuthProvider: id must be a string; got ${typeof id}.`);
  }
  return {
    ...providersQuery(owner),
    select: (providers) => providers.find((provider) => provider.id === id) ?? null,
  };
}

/** The owner's OAuth accounts, read through the cache. */
export function listProviders(owner: AccountOwner): Promise<OAuthProvider[]> {
  return readQuery(owner.context.cache, providersQuery(owner));
}

/**
 * `getConnectedAccount(provider, options)`: the owner's connected account at `provider` whose
 * access token carries `options.scopes`, or null when the user has none, it is not a connected
 * account, or it lacks a scope (the errors SPEC.md section 8 reads as a null token); with
 * `or: "redirect"` the browser goes to the provider to link it instead. `accounts` is the user's
 * `oauth_providers`. The getter asks again on every call (the user may link the account or grant
 * the scopes at the provider meanwhile); a hook shows the last answer.
 */
export function deprecatedConnectionQuery(
  owner: AccountOwner,
  accounts: readonly { id: string; account_id?: string | undefined }[],
  provider: string,
  options: GetConnectedAccountOptions = {},
): Query<DeprecatedOAuthConnection | null> {
  if (typeof provider !== "string" || provider === "") {
    throw new TypeError(
      `getConnectedAccount: the provider must be a provider id such as "github"; got ${JSON.stringify(provider)}.`,
    );
  }
  const scopes = checkScopes(options?.scopes ?? [], "getConnectedAccount");
  const redirect = options?.or === "redirect";
  const viewer = viewerKey(owner.session ?? "server");
  return {
    key: keys.connectedAccount(
      owner.userId,
      "account",
      viewer,
      provider,
      scopes.join(" "),
      redirect,
    ),
    load: () => findConnection(owner, accounts, provider, scopes, redirect),
    reload: true,
  };
}

/** The connected account of {@link deprecatedConnectionQuery}, read once. */
async function findConnection(
  owner: AccountOwner,
  accounts: readonly { id: string; account_id?: string | undefined }[],
  provider: string,
  scopes: string[],
  redirect: boolean,
): Promise<DeprecatedOAuthConnection | null> {
  const account = accounts.find((candidate) => candidate.id === provider);
  if (!account || (await providerAccessToken(owner, provider, scopes)) === null) {
    if (redirect) {
      const { context, session } = owner;
      if (!session) {
        throw new Error(
          `getConnectedAccount("${provider}", { or: "redirect" }) needs a signed-in browser user.`,
        );
      }
      // The browser leaves for the provider, to link the account with the scopes, and comes back.
      await linkConnectedAccount(context, session, provider, { scopes });
      return new Promise<never>(() => {});
    }
    return null;
  }
  return {
    id: provider,
    provider,
    providerAccountId: account.account_id ?? "",
    ...getters<
      Pick<DeprecatedOAuthConnection, "getAccessToken"> &
        HookTwinsOf<DeprecatedOAuthConnection, "getAccessToken">,
      { getAccessToken: typeof requiredTokenQuery }
    >(
      owner.context.cache,
      { getAccessToken: requiredTokenQuery },
      ["getAccessToken"],
      owner,
      provider,
      scopes,
    ),
  };
}

/** A deprecated connection's `getAccessToken()`: the token, or an Error when there is none. */
const requiredTokenQuery = (
  owner: AccountOwner,
  provider: string,
  scopes: string[],
): Query<{ accessToken: string }> => ({
  key: keys.connectedAccount(owner.userId, "access", provider, scopes.join(" "), "required"),
  load: async () => {
    const accessToken = await providerAccessToken(owner, provider, scopes);
    if (accessToken === null) {
      throw new Error(
        `The connected ${provider} account gives no access token any more; the user must connect it again.`,
      );
    }
    return { accessToken };
  },
  reload: true,
});

/**
 * The owner's provider access token at `provider` carrying `scopes`, through the cache, or null when
 * there is none (the errors SPEC.md section 8 reads as a null token). With `accountId`, the token
 * of that one account at the provider.
 */
export async function providerAccessToken(
  owner: AccountOwner,
  provider: string,
  scopes: readonly string[],
  accountId?: string,
): Promise<string | null> {
  const { context, session, pathUserId } = owner;
  const scope = scopes.join(" ");
  const key = keys.connectedAccount(
    owner.userId,
    "token",
    provider,
    scope,
    ...(accountId === undefined ? [] : [accountId]),
  );
  const accessToken = await context.cache.getLatest(key, async () => {
    try {
      return await api.providerAccessTokenJson(
        context.http,
        session,
        pathUserId,
        provider,
        scope,
        accountId,
      );
    } catch (error) {
      if (NO_TOKEN.some((code) => KnownError.hasCode(error, code))) return null;
      throw error;
    }
  });
  // Only tokens are kept: the user may connect the account or grant the scopes meanwhile. (Not a
  // mutation, so not in the table of mutations: the answer is forgotten, nothing changed.)
  if (accessToken === null) context.cache.invalidate(key);
  return accessToken;
}

/** Checks `getConnectedAccount`'s scopes: an array of strings. */
export function checkScopes(scopes: unknown, method: string): string[] {
  if (!Array.isArray(scopes) || scopes.some((scope) => typeof scope !== "string")) {
    throw new TypeError(`${method}: scopes must be an array of strings.`);
  }
  return scopes;
}

/** The signed-in user as the owner of their connected accounts. */
export function clientOwner(context: AppContext, session: Session, userId: string): AccountOwner {
  return {
    context,
    session,
    userId,
    pathUserId: "me",
    schema: oauthProviderJsonSchema,
    updateFields: OAUTH_PROVIDER_UPDATE_FIELDS,
  };
}
