import { type AsyncStore, track } from "../cache/keyed-cache.js";
import type { KnownErrors } from "../errors/catalogue/index.js";
import * as credential from "../resources/auth/credential.js";
import type { CliLoginError, PromptCliLoginOptions } from "../resources/cli/client.js";
import type { SignInWithOAuthOptions } from "../resources/oauth/client.js";
import type { PasskeySignInError } from "../resources/passkeys/client.js";
import { getProject, projectStore } from "../resources/projects/client.js";
import type { ClientProject } from "../resources/projects/project.js";
import { NO_STORE_MESSAGE, signOutSession } from "../resources/sessions/client.js";
import type { TeamInvitationCodeError } from "../resources/teams/client.js";
import {
  authHeaders,
  type CurrentUser,
  currentUserFromJson,
  type SignOutOptions,
} from "../resources/users/current-user.js";
import { type SelectUser, userSelector } from "../resources/users/select-user.js";
import { clientUserJsonSchema } from "../resources/users/wire.js";
import type { Result } from "../result.js";
import {
  type ClientTokenStoreInit,
  createClientTokenStore,
} from "../session/client-token-store.js";
import type { GetUserOptions, StackClientAppOptions } from "./app-options.js";
import { type AppContext, createAppContext } from "./context.js";
import { currentRelativeUrl, returnToFromLocation, withReturnTo } from "./redirect.js";
import type { HandlerUrls } from "./urls.js";

// Loaded on first use: the client bundle's first load carries only sign-in and the user. Teams,
// invitations, e-mail codes and the sign-in methods beyond the password share one lazy module.
const actions = () => import("../resources/client-actions.js");

/** The never-settling rejected store of an app without a token store. */
function noStoreUserStore(): AsyncStore<never> {
  const rejected = track(Promise.reject(new Error(NO_STORE_MESSAGE)));
  rejected.catch(() => {});
  return { getPromise: () => rejected, subscribe: () => () => {} };
}

/** The context of a browser app: client access, client token stores, the client view of users. */
function clientContext(options: StackClientAppOptions): AppContext {
  if (options?.tokenStore === undefined) {
    throw new TypeError(
      'The tokenStore option is required: "cookie" in browsers, "memory", or { accessToken, refreshToken }.',
    );
  }
  return createAppContext(options, {
    access: "client",
    name: "StackClientApp",
    keys: {},
    resolveTokenStore: (init, projectId) =>
      createClientTokenStore(init as ClientTokenStoreInit, projectId),
    userSchema: clientUserJsonSchema,
    currentUserFromJson,
  });
}

/**
 * The browser-safe app: sign-in and sign-up, the current user, sign-out and the project. Every
 * method delegates to the resource modules (`resources/*`) over one {@link AppContext}.
 *
 * @example
 * ```ts
 * const app = new StackClientApp({ projectId, publishableClientKey, tokenStore: "cookie" });
 * const result = await app.signInWithCredential({ email, password });
 * const user = await app.getUser();
 * ```
 */
export class StackClientApp {
  /** @internal The context the resource modules share; server and admin apps build their own. */
  protected readonly context: AppContext;
  readonly projectId: string;
  readonly urls: HandlerUrls;
  /** The current user (anonymous users included) as a subscribable store, for UI bindings. */
  readonly userStore: AsyncStore<CurrentUser | null>;
  /** The project as a subscribable store, for UI bindings. */
  readonly projectStore: AsyncStore<ClientProject>;
  /**
   * Applies `getUser`'s `or` option to a user value: synchronous when nothing has to happen, else
   * a stable promise (a redirect that never settles, or the one anonymous sign-up in flight).
   */
  readonly selectUser: SelectUser;

  constructor(options: StackClientAppOptions, context?: AppContext) {
    this.context = context ?? clientContext(options);
    this.projectId = this.context.projectId;
    this.urls = this.context.urls;
    this.userStore = this.context.users ?? noStoreUserStore();
    this.projectStore = projectStore(this.context);
    this.selectUser = userSelector(this.context);
  }

  /**
   * Signs in with e-mail and password. A wrong password comes back as an error result; on success
   * the tokens are stored and, unless `noRedirect`, the browser goes to `after_auth_return_to` or
   * the after-sign-in page.
   */
  signInWithCredential(
    options: credential.CredentialSignInOptions,
  ): Promise<Result<undefined, credential.CredentialSignInError>> {
    return credential.signInWithCredential(this.context, options);
  }

  /**
   * Signs up with e-mail and password. A taken e-mail or a password that breaks the rules comes
   * back as an error result; on success the user is signed in.
   */
  signUpWithCredential(
    options: credential.CredentialSignUpOptions,
  ): Promise<Result<undefined, credential.CredentialSignUpError>> {
    return credential.signUpWithCredential(this.context, options);
  }

  /**
   * Signs in (or up) with an OAuth provider such as `"github"`: PKCE S256 with the verifier in a
   * 1-hour state cookie, then the browser goes to the provider. The callback page finishes with
   * {@link callOAuthCallback}. Browser only.
   *
   * @example
   * ```ts
   * await app.signInWithOAuth("github", { returnTo: "/dashboard" });
   * ```
   */
  async signInWithOAuth(provider: string, options?: SignInWithOAuthOptions): Promise<void> {
    return (await actions()).signInWithOAuth(this.context, provider, options);
  }

  /**
   * Finishes an OAuth sign-in on the callback page: takes `code` and `state` from the URL (and out
   * of the address bar), signs the user in and redirects (a new user to after-sign-up). False when
   * the page has no callback parameters. Throws `OuterOAuthTimeout` when the flow's state cookie is
   * gone, `MultiFactorAuthenticationRequired` when a TOTP code is needed, and otherwise an Error
   * 'Error signing in during OAuth callback. Please try again.'.
   *
   * @example
   * ```ts
   * if (location.pathname === app.urls.oauthCallback) await app.callOAuthCallback();
   * ```
   */
  async callOAuthCallback(): Promise<boolean> {
    return (await actions()).callOAuthCallback(this.context);
  }

  /**
   * Signs in with a passkey of this site (WebAuthn); on success goes to the after-sign-in page. A
   * cancelled prompt, an unknown passkey or a browser without WebAuthn come back as an error
   * result. Browser only.
   *
   * @example
   * ```ts
   * const result = await app.signInWithPasskey();
   * if (result.status === "error") showError(result.error.message);
   * ```
   */
  async signInWithPasskey(): Promise<Result<undefined, PasskeySignInError>> {
    return (await actions()).signInWithPasskey(this.context);
  }

  /**
   * Logs a command-line program in through the browser: prints (or `promptLink`s) the link to the
   * cli-auth-confirm page, polls every 2000 ms until a signed-in user confirms there, and resolves
   * to the program's refresh token. Expired, used and timed-out logins come back as error results.
   *
   * @example
   * ```ts
   * const result = await app.promptCliLogin({ appUrl: "https://app.example.com" });
   * if (result.status === "ok") saveRefreshToken(result.data);
   * ```
   */
  async promptCliLogin(options: PromptCliLoginOptions): Promise<Result<string, CliLoginError>> {
    return (await actions()).promptCliLogin(this.context, options);
  }

  /**
   * Lets the command-line login waiting with `loginCode` in, as the signed-in user (what the
   * cli-auth-confirm page calls). An unknown, expired or already confirmed code comes back as
   * `CliAuthExpiredError`.
   *
   * @example
   * ```ts
   * const code = new URLSearchParams(location.search).get("login_code");
   * if (code) await app.confirmCliLogin(code);
   * ```
   */
  async confirmCliLogin(
    loginCode: string,
  ): Promise<Result<undefined, KnownErrors["CliAuthExpiredError"]>> {
    return (await actions()).confirmCliLogin(this.context, this.#session(), loginCode);
  }

  /**
   * The signed-in user, or what `or` says when there is none (see {@link GetUserOptions}).
   *
   * @example
   * ```ts
   * const user = await app.getUser({ or: "throw" });
   * ```
   */
  async getUser(options: GetUserOptions = {}): Promise<CurrentUser | null> {
    const { context } = this;
    if (options.tokenStore !== undefined) {
      const session = context.sessionFor(context.resolveTokenStore(options.tokenStore));
      return this.selectUser(await context.loadCurrentUser(session), options);
    }
    if (!context.users) throw new Error(NO_STORE_MESSAGE);
    return this.selectUser(await context.users.sync(), options);
  }

  /**
   * Signs the current user out: ends the session on the service (a session the service already
   * forgot is fine), clears the tokens, then goes to the after-sign-out page unless `noRedirect`.
   */
  signOut(options: SignOutOptions = {}): Promise<void> {
    return signOutSession(this.context, this.#session(), options);
  }

  /**
   * Whether a team invitation code (the `code` parameter of the invitation link) can still be
   * accepted. A wrong, used or expired code comes back as an error result.
   *
   * @example
   * ```ts
   * const result = await app.verifyTeamInvitationCode(code);
   * if (result.status === "error") showError(result.error.message);
   * ```
   */
  async verifyTeamInvitationCode(
    code: string,
  ): Promise<Result<undefined, TeamInvitationCodeError>> {
    return (await actions()).verifyTeamInvitationCode(this.context, code);
  }

  /**
   * Joins the team of an invitation code as the signed-in user (a member stays a member). A wrong,
   * used or expired code comes back as an error result.
   *
   * @example
   * ```ts
   * const result = await app.acceptTeamInvitation(code);
   * if (result.status === "ok") await app.redirectToHome();
   * ```
   */
  async acceptTeamInvitation(code: string): Promise<Result<undefined, TeamInvitationCodeError>> {
    return (await actions()).acceptTeamInvitation(this.context, code);
  }

  /**
   * The name of the team an invitation code is for, to show before accepting it.
   *
   * @example
   * ```ts
   * const result = await app.getTeamInvitationDetails(code);
   * if (result.status === "ok") title = `Join ${result.data.teamDisplayName}?`;
   * ```
   */
  async getTeamInvitationDetails(
    code: string,
  ): Promise<Result<{ teamDisplayName: string }, TeamInvitationCodeError>> {
    return (await actions()).getTeamInvitationDetails(this.context, code);
  }

  /**
   * Verifies an e-mail address with the code of a verification link (its `code` query
   * parameter). A wrong, used or expired code is an error result; on success the user's contact
   * channels and the user reload.
   *
   * @example
   * ```ts
   * const code = new URLSearchParams(location.search).get("code") ?? "";
   * const result = await app.verifyEmail(code);
   * if (result.status === "error") showError(result.error.message);
   * ```
   */
  async verifyEmail(
    code: string,
  ): Promise<Result<undefined, KnownErrors["VerificationCodeError"]>> {
    return (await actions()).verifyEmail(this.context, code);
  }

  /** The project's public settings (cached). */
  getProject(): Promise<ClientProject> {
    return getProject(this.context);
  }

  /** Headers that carry the current session to your own backend. */
  async getAuthHeaders(): Promise<Record<string, string>> {
    return authHeaders(this.#session());
  }

  /** Navigates to a trusted URL with the app's redirect method. */
  redirectTo(url: string): Promise<void> {
    return this.context.redirectTo(url);
  }

  /** Goes to sign-in, remembering the current page in `after_auth_return_to`. */
  redirectToSignIn(): Promise<void> {
    return this.redirectTo(withReturnTo(this.urls.signIn, currentRelativeUrl()));
  }

  /** Goes to sign-up, remembering the current page in `after_auth_return_to`. */
  redirectToSignUp(): Promise<void> {
    return this.redirectTo(withReturnTo(this.urls.signUp, currentRelativeUrl()));
  }

  /** Goes to `after_auth_return_to`, else the after-sign-in page. */
  redirectToAfterSignIn(): Promise<void> {
    return this.redirectTo(returnToFromLocation() ?? this.urls.afterSignIn);
  }

  /** Goes to `after_auth_return_to`, else the after-sign-up page. */
  redirectToAfterSignUp(): Promise<void> {
    return this.redirectTo(returnToFromLocation() ?? this.urls.afterSignUp);
  }

  /** Goes to the after-sign-out page. */
  redirectToAfterSignOut(): Promise<void> {
    return this.redirectTo(this.urls.afterSignOut);
  }

  /** Goes to the home page. */
  redirectToHome(): Promise<void> {
    return this.redirectTo(this.urls.home);
  }

  #session() {
    if (!this.context.session) throw new Error(NO_STORE_MESSAGE);
    return this.context.session;
  }
}
