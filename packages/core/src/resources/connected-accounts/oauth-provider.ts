import type { KnownErrors } from "../../errors/catalogue/index.js";
import type { Result } from "../../errors/result.js";
import type { ServerOAuthProviderJson } from "./server-wire.js";
import type { OAuthProviderJson } from "./wire.js";

/**
 * The failure of turning sign-in on for an account that already signs another user in.
 *
 * @example
 * ```ts
 * const result = await provider.update({ allowSignIn: true });
 * if (result.status === "error") console.error(result.error.message);
 * ```
 */
export type OAuthProviderUpdateError = KnownErrors["OAuthProviderAccountIdAlreadyUsedForSignIn"];

/**
 * What the signed-in user may change about a connected account.
 *
 * @example
 * ```ts
 * await provider.update({ allowSignIn: false, allowConnectedAccounts: true });
 * ```
 */
export interface OAuthProviderUpdateOptions {
  /** Whether the user may sign in with this account. */
  allowSignIn?: boolean;
  /** Whether the app may use this account's access tokens for the provider's API. */
  allowConnectedAccounts?: boolean;
}

/**
 * The server may also change the account id and the e-mail.
 *
 * @example
 * ```ts
 * await provider.update({ email: "ada@example.com", allowSignIn: true });
 * ```
 */
export interface ServerOAuthProviderUpdateOptions extends OAuthProviderUpdateOptions {
  /** The user's account id at the provider. */
  accountId?: string;
  /** The e-mail address of the account at the provider. */
  email?: string;
}

/** The fields of a connected OAuth account, whoever reads it. */
export interface OAuthProviderFields {
  /** The account's own id (a uuid), as `getOAuthProvider(id)` takes it. */
  readonly id: string;
  /** The provider (`github`, `google`…). */
  readonly type: string;
  /** The id of the user the account belongs to. */
  readonly userId: string;
  /** The e-mail the provider gave, if any. */
  readonly email?: string;
  /** Whether the account signs the user in. */
  readonly allowSignIn: boolean;
  /** Whether the app may get provider access tokens for it (`getConnectedAccount`). */
  readonly allowConnectedAccounts: boolean;
}

/**
 * A connected OAuth account of the signed-in user. The user's id at the provider (`accountId`) is
 * only in the server's view.
 *
 * @example
 * ```ts
 * const [github] = await user.listOAuthProviders();
 * const result = await github?.update({ allowSignIn: false });
 * ```
 */
export interface OAuthProvider extends OAuthProviderFields {
  /** The user's account id at the provider, when the service shows it. */
  readonly accountId?: string;
  /** Sign-in on an account id that signs another user in is an error result. */
  update(data: OAuthProviderUpdateOptions): Promise<Result<void, OAuthProviderUpdateError>>;
  /** Disconnects the account. */
  delete(): Promise<void>;
}

/**
 * A connected OAuth account of any user, as the server manages it.
 *
 * @example
 * ```ts
 * const provider = await serverUser.getOAuthProvider(id);
 * await provider?.update({ email: "ada@example.com" });
 * ```
 */
export interface ServerOAuthProvider extends OAuthProviderFields {
  /** The user's id at the provider. */
  readonly accountId: string;
  /** Changes whether the account signs in or serves access tokens, or its account id or e-mail. */
  update(data: ServerOAuthProviderUpdateOptions): Promise<Result<void, OAuthProviderUpdateError>>;
  /** Removes the account from the user. */
  delete(): Promise<void>;
}

/**
 * Options of `serverApp.createOAuthProvider()`: attaches an account to a user.
 *
 * @example
 * ```ts
 * const options: CreateOAuthProviderOptions = { userId, accountId: "1234", providerConfigId: "github", email: "ada@example.com", allowSignIn: true, allowConnectedAccounts: true };
 * ```
 */
export interface CreateOAuthProviderOptions {
  /** The id of the user to add the account to. */
  userId: string;
  /** The user's id at the provider. */
  accountId: string;
  /** The provider's id in the project's config (`github`…). */
  providerConfigId: string;
  /** The e-mail address of the account at the provider. */
  email?: string;
  /** Whether the user may sign in with this account. */
  allowSignIn: boolean;
  /** Whether the app may use this account's access tokens for the provider's API. */
  allowConnectedAccounts: boolean;
}

/**
 * Options of `user.getConnectedAccount(provider, options)`.
 *
 * @example
 * ```ts
 * const github = await user.getConnectedAccount("github", { or: "redirect", scopes: ["repo"] });
 * ```
 */
export interface GetConnectedAccountOptions {
  /**
   * What to do when the account is missing or lacks a scope: `return-null` (default) and `throw`
   * resolve to null, as in the reference SDK; `redirect` sends the browser to the provider to link
   * it (`user.linkConnectedAccount`), and never resolves.
   */
  or?: "redirect" | "throw" | "return-null";
  /** The scopes the access token must carry. */
  scopes?: string[];
}

/**
 * A connected account whose provider access token the app may use (the reference SDK's
 * `DeprecatedOAuthConnection`, what `getConnectedAccount(provider)` returns).
 *
 * @example
 * ```ts
 * const github = await user.getConnectedAccount("github", { scopes: ["repo"] });
 * if (github) {
 *   const { accessToken } = await github.getAccessToken();
 * }
 * ```
 */
export interface DeprecatedOAuthConnection {
  /** The provider (same as `provider`, kept for the reference SDK's older code). */
  id: string;
  /** The provider's id, such as `"google"`. */
  provider: string;
  /** The user's id at the provider. */
  providerAccountId: string;
  /** The provider access token; throws if the account no longer gives one. */
  getAccessToken(): Promise<{
    /** An access token for the provider's API. */
    accessToken: string;
  }>;
}

/**
 * The failure of an `OAuthConnection`'s `getAccessToken()`: no token for those scopes.
 *
 * @example
 * ```ts
 * const result = await account.getAccessToken({ scopes: ["repo"] });
 * if (result.status === "error") console.error(result.error.message);
 * ```
 */
export type OAuthAccessTokenError = KnownErrors["OAuthAccessTokenNotAvailable"];

/**
 * A connected account whose provider access tokens the app may use (`allowConnectedAccounts`), as
 * `user.listConnectedAccounts()` lists them.
 *
 * @example
 * ```ts
 * const [github] = await user.listConnectedAccounts();
 * const result = await github?.getAccessToken({ scopes: ["repo"] });
 * if (result?.status === "ok") console.log(result.data.accessToken);
 * ```
 */
export interface OAuthConnection {
  /** The provider (same as `provider`, kept for the reference SDK's older code). */
  id: string;
  /** The provider (`github`, `google`…). */
  provider: string;
  /** The user's id at the provider. */
  providerAccountId: string;
  /**
   * A provider access token carrying `options.scopes`; when the account gives none (it was
   * disconnected, or lacks a scope) the error result OAUTH_ACCESS_TOKEN_NOT_AVAILABLE.
   */
  getAccessToken(options?: { scopes?: string[] }): Promise<
    Result<
      {
        /** An access token for the provider's API. */
        accessToken: string;
      },
      OAuthAccessTokenError
    >
  >;
}

/**
 * Which connected account `getConnectedAccount({ provider, providerAccountId })` looks for.
 *
 * @example
 * ```ts
 * const account = await user.getConnectedAccount({ provider: "github", providerAccountId: "1234" });
 * ```
 */
export interface ConnectedAccountId {
  /** The provider's id, such as `"google"`. */
  provider: string;
  /** The user's account id at the provider. */
  providerAccountId: string;
}

/**
 * `user.getConnectedAccount(provider, options)`: the connected account at `provider` whose access
 * token carries `options.scopes`, or null when there is none (with `or: "redirect"` the browser goes
 * to the provider to link one instead).
 *
 * @example
 * ```ts
 * const github = await user.getConnectedAccount("github", { scopes: ["repo"] });
 * ```
 */
export interface GetConnectedAccount {
  (
    provider: string,
    options: GetConnectedAccountOptions & { or: "redirect" },
  ): Promise<DeprecatedOAuthConnection>;
  (
    provider: string,
    options?: GetConnectedAccountOptions,
  ): Promise<DeprecatedOAuthConnection | null>;
  /** The connected account with this provider and account id, or null. */
  (account: ConnectedAccountId): Promise<OAuthConnection | null>;
}

/** Maps the wire form of an account. */
export function oauthProviderFieldsFromJson(
  json: OAuthProviderJson | ServerOAuthProviderJson,
): OAuthProviderFields {
  return {
    id: json.id,
    type: json.type,
    userId: json.user_id,
    ...(typeof json.email === "string" ? { email: json.email } : {}),
    allowSignIn: json.allow_sign_in,
    allowConnectedAccounts: json.allow_connected_accounts,
  };
}
