import type * as v from "valibot";
import type { AppContext } from "../../apps/context.js";
import type { CacheKey } from "../../cache/keyed-cache.js";
import { KnownError } from "../../errors/known-error.js";
import { fail, ok } from "../../result.js";
import { type FieldSpec, toWire } from "../../schemas/to-wire.js";
import type { Session } from "../../session/session.js";
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

/** The cache key of a user's connected accounts (their JSON in the app's view). */
export const oauthProvidersKey = (userId: string): CacheKey => ["oauthProviders", userId];

/** The cache key of a provider access token of a user (`null`: none for these scopes). */
export const connectedAccountKey = (userId: string, provider: string, scope: string): CacheKey => [
  "connectedAccount",
  userId,
  provider,
  scope,
];

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

/** After a change: the owner's accounts, their tokens and the user (its `oauthProviders`) reload. */
export function accountsChanged(context: AppContext, userId: string): void {
  context.cache.invalidate(oauthProvidersKey(userId));
  context.cache.invalidate(["connectedAccount", userId]);
  context.cache.invalidate(["user"]);
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
      accountsChanged(context, owner.userId);
      return ok(undefined);
    },
    delete: async () => {
      await api.deleteOAuthProviderJson(context.http, session, pathUserId, json.id);
      accountsChanged(context, owner.userId);
    },
  };
}

/** The owner's connected accounts, oldest first, through the cache. */
export async function listProviders(owner: AccountOwner): Promise<OAuthProvider[]> {
  const { context, session, pathUserId } = owner;
  const items = await context.cache.getLatest(oauthProvidersKey(owner.userId), () =>
    api.listOAuthProvidersJson(context.http, session, pathUserId, owner.schema),
  );
  return items.map((json) => providerFromJson(owner, json));
}

/** One of the owner's connected accounts by its id, or null. */
export async function getProvider(owner: AccountOwner, id: string): Promise<OAuthProvider | null> {
  if (typeof id !== "string") {
    throw new TypeError(`getOAuthProvider: id must be a string; got ${typeof id}.`);
  }
  return (await listProviders(owner)).find((provider) => provider.id === id) ?? null;
}

/**
 * The owner's connected account at `provider` whose access token carries `options.scopes`, or
 * null when the user has none, it is not a connected account, or it lacks a scope (the errors
 * SPEC.md section 8 reads as a null token). `accounts` is the user's `oauth_providers`.
 */
export async function connectedAccount(
  owner: AccountOwner,
  accounts: readonly { id: string; account_id?: string | undefined }[],
  provider: string,
  options: GetConnectedAccountOptions = {},
): Promise<DeprecatedOAuthConnection | null> {
  if (typeof provider !== "string" || provider === "") {
    throw new TypeError(
      `getConnectedAccount: the provider must be a provider id such as "github"; got ${JSON.stringify(provider)}.`,
    );
  }
  const scopes = checkScopes(options?.scopes ?? [], "getConnectedAccount");
  const token = () => providerAccessToken(owner, provider, scopes);
  const account = accounts.find((candidate) => candidate.id === provider);
  if (!account || (await token()) === null) {
    if (options?.or === "redirect") {
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
    getAccessToken: async () => {
      const accessToken = await token();
      if (accessToken === null) {
        throw new Error(
          `The connected ${provider} account gives no access token any more; the user must connect it again.`,
        );
      }
      return { accessToken };
    },
  };
}

/**
 * The owner's provider access token at `provider` carrying `scopes`, through the cache, or null when
 * there is none (the errors SPEC.md section 8 reads as a null token).
 */
export async function providerAccessToken(
  owner: AccountOwner,
  provider: string,
  scopes: readonly string[],
): Promise<string | null> {
  const { context, session, pathUserId } = owner;
  const scope = scopes.join(" ");
  const key = connectedAccountKey(owner.userId, provider, scope);
  const accessToken = await context.cache.getLatest(key, async () => {
    try {
      return await api.providerAccessTokenJson(context.http, session, pathUserId, provider, scope);
    } catch (error) {
      if (NO_TOKEN.some((code) => KnownError.hasCode(error, code))) return null;
      throw error;
    }
  });
  // Only tokens are kept: the user may connect the account or grant the scopes meanwhile.
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

/** `user.listOAuthProviders()`: the signed-in user's connected OAuth accounts. */
export function listOAuthProviders(
  context: AppContext,
  session: Session,
  userId: string,
): Promise<OAuthProvider[]> {
  return listProviders(clientOwner(context, session, userId));
}

/** `user.getOAuthProvider(id)`: one of them by its id, or null. */
export function getOAuthProvider(
  context: AppContext,
  session: Session,
  userId: string,
  id: string,
): Promise<OAuthProvider | null> {
  return getProvider(clientOwner(context, session, userId), id);
}
