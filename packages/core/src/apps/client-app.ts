import { hookAdapter } from "../cache/hook-adapter.js";
import { type AsyncStore, track } from "../cache/keyed-cache.js";
import type { AppContext } from "../context/app-context.js";
import {
  type GetUserOptions,
  inheritedOptions,
  rememberOptions,
  type StackClientAppOptions,
} from "../context/app-options.js";
import { loadNavigate } from "../context/load-navigate.js";
import { type HandlerUrls, REDIRECT_PAGES } from "../context/urls.js";
import { CLIENT_VERSION_HEADER } from "../http/http-types.js";
import { pageLocation } from "../platform/page-location.js";
import type * as flows from "../resources/auth/sign-in-methods.js";
import { lazyMethods } from "../resources/kit/lazy.js";
import { getProject, projectStore } from "../resources/projects/client.js";
import type { ClientProject } from "../resources/projects/project.js";
import { APP_TOKEN_GETTERS, tokenGetters } from "../resources/sessions/token-getters.js";
import type * as actions from "../resources/users/account-actions.js";
import type { SignOutOptions } from "../resources/users/current-user.js";
import { loadedUserObject, loadUserObject } from "../resources/users/load-user-object.js";
import { type SelectUser, userSelector } from "../resources/users/select-user.js";
import {
  type ClientTokenStoreInit,
  createClientTokenStore,
} from "../session/client-token-store.js";
import {
  customRefreshCookieName,
  domainFromCustomRefreshCookieName,
  readTokensFromCookies,
} from "../session/cookie-names.js";
import type { Session } from "../session/session.js";
import { NO_STORE_MESSAGE } from "../session/token-store.js";
import type { Tokens } from "../session/tokens.js";
import { AppTokens } from "./app-tokens.js";
import { ACTION_METHODS, type Bound, FLOW_METHODS } from "./client-method-names.js";
import { APP_CONTEXT, createAppContext, userCalls } from "./context.js";
import type { CurrentUser } from "./public-types.js";
import type { RedirectMethods, RedirectToOptions } from "./redirect-methods.js";

// Loaded on first use: the client bundle's first load carries the app, its session and the user's
// store; the request code loads with the first request or when the app is built (apps/context.ts).
// The account's actions (teams, invitations, e-mail codes) are one lazy module, the sign-in
// methods another.
const loadActions = () => import("../resources/users/account-actions.js");
const loadSignOut = () => import("../resources/sessions/sign-out.js");
const loadFlows = () => import("../resources/auth/sign-in-methods.js");
const requestTokens = () => import("../resources/sessions/request-token-getters.js");

// The schema of `GET /users/me` and the user object's module (load-user-object.ts) load with the
// first request that reads the user, in parallel with it.
const userSchema = async () => (await userCalls()).clientUserJsonSchema;

/** The never-settling rejected store of an app without a token store. */
function noStoreUserStore(): AsyncStore<never> {
  const rejected = track(Promise.reject(new Error(NO_STORE_MESSAGE)));
  rejected.catch(() => {});
  return { getPromise: () => rejected, subscribe: () => () => {} };
}

/** The context of a browser app: client access, client token stores, the client view of users. */
/** The context carries the current user as `unknown` (context/ sits below resources/). */
const asUser = (user: unknown) => user as CurrentUser | null;

function clientContext(given: StackClientAppOptions | undefined): AppContext {
  const options = given && inheritedOptions(given, "StackClientApp");
  if (options?.tokenStore === undefined) {
    throw new TypeError(
      'The tokenStore option is required: "cookie" in browsers, "memory", or { accessToken, refreshToken }.',
    );
  }
  // A cookie store shares the sign-in with the project's trusted parent domain, if any.
  const parentDomain = () =>
    import("../resources/projects/parent-domain.js").then((module) =>
      module.pageParentDomain(context, pageLocation()?.hostname ?? ""),
    );
  const context: AppContext = createAppContext(options, {
    access: "client",
    name: "StackClientApp",
    keys: {},
    resolveTokenStore: (init, projectId) =>
      createClientTokenStore(init as ClientTokenStoreInit, projectId, {
        parentDomain,
        prefetch: !options.noAutomaticPrefetch,
      }),
    userSchema,
    prepareCurrentUser: loadUserObject,
    currentUserFromJson: (context, json, session) => {
      const module = loadedUserObject();
      if (!module) throw new Error("prepareCurrentUser has not loaded the user's module.");
      return module.currentUserFromJson(context, json, session);
    },
  });
  return context;
}

export type { RedirectToOptions } from "./redirect-methods.js";

// The redirectTo…() methods' types (redirect-methods.ts), which the constructor makes.
export interface StackClientApp extends RedirectMethods {}

/**
 * The browser-safe app: sign-in and sign-up, the current user, sign-out and the project. Every
 * method delegates to the resource modules (`resources/*`) over one `AppContext`.
 *
 * @example
 * ```ts
 * const app = new StackClientApp({ projectId, publishableClientKey, tokenStore: "cookie" });
 * const result = await app.signInWithCredential({ email, password });
 * const user = await app.getUser();
 * ```
 */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the constructor assigns every redirectTo…() of RedirectMethods.
export class StackClientApp extends AppTokens {
  /** @internal The context the resource modules share; server and admin apps build their own. */
  readonly [APP_CONTEXT]: AppContext;
  /** The id of the project the app belongs to. */
  readonly projectId: string;
  /** The SDK's name and version, as the reference SDK gives it: `"js @app/core@0.1.0"`. */
  readonly version: string = CLIENT_VERSION_HEADER;
  /** The URLs of the handler pages (sign-in, account settings…), the defaults merged with the `urls` option. */
  readonly urls: HandlerUrls;
  /** @internal The current user (anonymous users included) as a subscribable store. */
  readonly userStore: AsyncStore<CurrentUser | null>;
  /** @internal The project as a subscribable store. */
  readonly projectStore: AsyncStore<ClientProject>;
  /**
   * @internal Applies `getUser`'s `or` option to a user value: synchronous when nothing has to
   * happen, else a stable promise (a redirect that never settles, or the one anonymous sign-up in
   * flight).
   */
  readonly selectUser: SelectUser<CurrentUser>;

  constructor(options: StackClientAppOptions);
  /**
   * @internal The server and admin apps hand over the context they built (their options are not
   * the client's). Not in the published types (`stripInternal`, `published-types.test.ts`).
   */
  constructor(options: undefined, context: AppContext);
  constructor(options: StackClientAppOptions | undefined, context?: AppContext) {
    super();
    context ??= clientContext(options);
    this[APP_CONTEXT] = context;
    if (options) rememberOptions(this, options);
    Object.assign(
      this,
      tokenGetters(context.cache, context.session),
      lazyMethods(loadFlows, FLOW_METHODS, context),
      lazyMethods(loadActions, ACTION_METHODS, context),
      // A store per request (a server's): the token getters read the request's session.
      context.requestSession && lazyMethods(requestTokens, APP_TOKEN_GETTERS, context),
    );
    for (const page of REDIRECT_PAGES) {
      // redirectToSignIn(), redirectToOAuthCallback()…: the page's name, capitalized.
      const name = `redirectTo${page === "oauthCallback" ? "OAuth" : page[0]?.toUpperCase()}${page.slice(page === "oauthCallback" ? 5 : 1)}`;
      Object.assign(this, {
        [name]: (options?: RedirectToOptions) => this.redirectToHandler(page, options),
      });
    }
    this.projectId = context.projectId;
    this.urls = context.urls;
    // The two places the app hands the user out (the store; `selectUser`, for getUser and
    // useUser) name the admin app of its owned projects, which resources/ leaves open
    // (`CurrentUserOf<unknown>`, so that it does not import apps/): a `StackAdminApp`, as
    // apps/owned-projects.ts builds it (through `context.adminModule()`). Types only.
    this.userStore = (context.users ?? noStoreUserStore()) as AsyncStore<CurrentUser | null>;
    this.projectStore = projectStore(context);
    this.selectUser = userSelector(context) as SelectUser<CurrentUser>;
  }

  /**
   * Signs in with e-mail and password. A wrong password comes back as an error result; on success
   * the tokens are stored and, unless `noRedirect`, the browser goes to `after_auth_return_to` or
   * the after-sign-in page.
   *
   * @example
   * ```ts
   * const result = await app.signInWithCredential({ email, password });
   * if (result.status === "error") showError(result.error.message);
   * ```
   */
  declare readonly signInWithCredential: Bound<typeof flows.signInWithCredential>;

  /**
   * Signs up with e-mail and password. A taken e-mail or a password that breaks the rules comes
   * back as an error result; on success the user is signed in and, unless `noRedirect`, the
   * browser goes to `after_auth_return_to` or the after-sign-up page. The service e-mails a
   * verification link to `verificationCallbackUrl` (default: the e-mail verification page), or
   * none with `noVerificationCallback: true`. An anonymous user who signs up keeps their id.
   *
   * @example
   * ```ts
   * const result = await app.signUpWithCredential({ email, password });
   * if (result.status === "error") showError(result.error.message);
   * ```
   */
  declare readonly signUpWithCredential: Bound<typeof flows.signUpWithCredential>;

  /**
   * E-mails a magic link to `email`, which also shows a 6-character code. Answers the `nonce`:
   * the typed code followed by it signs in like the link (`signInWithMagicLink(code + nonce)`).
   * An untrusted `callbackUrl` comes back as an error result.
   *
   * @example
   * ```ts
   * const sent = await app.sendMagicLinkEmail("ada@example.com");
   * if (sent.status === "ok") await app.signInWithMagicLink(typedCode + sent.data.nonce);
   * ```
   */
  declare readonly sendMagicLinkEmail: Bound<typeof flows.sendMagicLinkEmail>;

  /**
   * Signs in with a magic link's `code` (or the e-mail's code followed by the nonce); a new
   * address signs up. A wrong, expired or used code comes back as an error result. A user with
   * two-factor authentication makes it throw MULTI_FACTOR_AUTHENTICATION_REQUIRED: pass its
   * `details.attempt_code` to {@link signInWithMfa}. Then, unless `noRedirect`, the browser goes
   * to `after_auth_return_to`, the after-sign-up page (new users) or the after-sign-in page.
   *
   * @example
   * ```ts
   * const code = new URLSearchParams(location.search).get("code") ?? "";
   * const result = await app.signInWithMagicLink(code);
   * ```
   */
  declare readonly signInWithMagicLink: Bound<typeof flows.signInWithMagicLink>;

  /**
   * Completes a sign-in that threw MULTI_FACTOR_AUTHENTICATION_REQUIRED: `otp` is the six-digit
   * code of the user's authenticator app, `code` the error's `details.attempt_code`. A wrong or
   * empty code comes back as INVALID_TOTP_CODE. Redirects like the other sign-ins; after an OAuth
   * callback, to the return page of `signInWithOAuth` (`returnTo`, `after_auth_return_to`).
   *
   * @example
   * ```ts
   * try {
   *   await app.signInWithCredential({ email, password });
   * } catch (error) {
   *   if (KnownErrors.MultiFactorAuthenticationRequired.isInstance(error)) {
   *     await app.signInWithMfa(await askForTotp(), error.details.attempt_code);
   *   }
   * }
   * ```
   */
  declare readonly signInWithMfa: Bound<typeof flows.signInWithMfa>;

  /**
   * E-mails a password reset link to `email` (default `callbackUrl`: the password-reset page).
   * The service answers alike whether or not an account uses the address.
   *
   * @example
   * ```ts
   * await app.sendForgotPasswordEmail("ada@example.com");
   * ```
   */
  declare readonly sendForgotPasswordEmail: Bound<typeof flows.sendForgotPasswordEmail>;

  /**
   * Checks a password reset code without using it, e.g. before showing the new-password form.
   *
   * @example
   * ```ts
   * const check = await app.verifyPasswordResetCode(code);
   * if (check.status === "error") showError("This link is no longer valid.");
   * ```
   */
  declare readonly verifyPasswordResetCode: Bound<typeof flows.verifyPasswordResetCode>;

  /**
   * Sets a new password with the code of a reset e-mail; the account's sessions end. A password
   * of fewer than 8 or more than 70 characters throws before any request.
   *
   * @example
   * ```ts
   * const result = await app.resetPassword({ code, password: "a new password" });
   * ```
   */
  declare readonly resetPassword: Bound<typeof flows.resetPassword>;

  /**
   * Signs in (or up) with an OAuth provider such as `"github"`: PKCE S256 with the verifier in a
   * 1-hour state cookie, then the browser goes to the provider. The callback page finishes with
   * {@link callOAuthCallback}. Browser only. With `redirectMethod: "none"` nothing navigates and
   * the promise never settles, as with `@stackframe/js`.
   *
   * @example
   * ```ts
   * await app.signInWithOAuth("github", { returnTo: "/dashboard" });
   * ```
   */
  declare readonly signInWithOAuth: Bound<typeof flows.signInWithOAuth>;

  /**
   * Finishes an OAuth sign-in on the callback page: takes `code` and `state` from the URL (and out
   * of the address bar), signs the user in and redirects (a new user to after-sign-up). False when
   * the page has no callback parameters, and when this browser holds no state cookie for the flow
   * (finished already, older than an hour, started elsewhere): a console warning then. Throws
   * `MultiFactorAuthenticationRequired` when a TOTP code is needed (`signInWithMfa` then goes to
   * the flow's return page), and otherwise an Error 'Error signing in during OAuth callback.
   * Please try again.'.
   *
   * @example
   * ```ts
   * if (location.pathname === app.urls.oauthCallback) await app.callOAuthCallback();
   * ```
   */
  declare readonly callOAuthCallback: Bound<typeof flows.callOAuthCallback>;

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
  declare readonly signInWithPasskey: Bound<typeof flows.signInWithPasskey>;

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
  declare readonly promptCliLogin: Bound<
    (
      context: never,
      options: Parameters<typeof flows.promptCliLogin>[1],
    ) => ReturnType<typeof flows.promptCliLogin>
  >;

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
  declare readonly confirmCliLogin: Bound<typeof flows.confirmCliLogin>;

  /**
   * The signed-in user, or what `or` says when there is none (see {@link GetUserOptions}).
   *
   * @example
   * ```ts
   * const user = await app.getUser({ or: "throw" });
   * ```
   */
  getUser(
    options: GetUserOptions & { or: "redirect" | "throw" | "anonymous" },
  ): Promise<CurrentUser>;
  getUser(options?: GetUserOptions): Promise<CurrentUser | null>;
  async getUser(options: GetUserOptions = {}): Promise<CurrentUser | null> {
    const context = this[APP_CONTEXT];
    if (options.tokenStore !== undefined) {
      const session = context.sessionFor(await context.callTokenStore(options.tokenStore));
      return this.selectUser(asUser(await context.loadCurrentUser(session)), options);
    }
    // What the service holds now (a change made elsewhere shows), as the reference SDK reads it.
    if (context.users) return this.selectUser(asUser(await context.users.sync(true)), options);
    // A store per request (Next.js's cookies): the user of the request being served.
    return this.selectUser(asUser(await context.loadCurrentUser(await this.#session())), options);
  }

  /**
   * Signs the current user out: ends the session on the service (a session the service already
   * forgot is fine), clears the tokens, then goes to the after-sign-out page unless `noRedirect`.
   */
  signOut(options: SignOutOptions = {}): Promise<void> {
    const session = this.#session();
    return Promise.all([session, loadSignOut()]).then(([session, signOut]) =>
      signOut.signOutSession(this[APP_CONTEXT], session, options),
    );
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
  declare readonly verifyTeamInvitationCode: Bound<typeof actions.verifyTeamInvitationCode>;

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
  declare readonly acceptTeamInvitation: Bound<typeof actions.acceptTeamInvitation>;

  /**
   * The name of the team an invitation code is for, to show before accepting it.
   *
   * @example
   * ```ts
   * const result = await app.getTeamInvitationDetails(code);
   * if (result.status === "ok") title = `Join ${result.data.teamDisplayName}?`;
   * ```
   */
  declare readonly getTeamInvitationDetails: Bound<typeof actions.getTeamInvitationDetails>;

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
  declare readonly verifyEmail: Bound<typeof actions.verifyEmail>;

  /** The project's public settings (each call asks the service; its hook reads the stored answer). */
  getProject(): Promise<ClientProject> {
    return getProject(this[APP_CONTEXT]);
  }

  /** Navigates to a trusted URL with the app's redirect method. */
  redirectTo(url: string, options?: RedirectToOptions): Promise<void> {
    return this[APP_CONTEXT].redirectTo(url, options);
  }

  /**
   * Goes to a page of {@link HandlerUrls}. Sign-in and sign-up remember the current page in
   * `after_auth_return_to` (unless `noRedirectBack`); after-sign-in and after-sign-up go to that
   * page when the address has one. `replace` leaves the current page out of the history.
   *
   * @example
   * ```ts
   * await app.redirectToHandler("accountSettings", { replace: true });
   * ```
   */
  async redirectToHandler(
    page: Exclude<keyof HandlerUrls, "handler">,
    options?: RedirectToOptions,
  ): Promise<void> {
    const { handlerUrl } = await loadNavigate();
    return this.redirectTo(handlerUrl(this.urls, page, options?.noRedirectBack), options);
  }

  // The reference SDK's private cookie helpers, which code written for it reaches for
  // (`app["_getTokensFromCookies"](cookies)`): the names and tokens of cookie-names.ts.
  protected _getCustomRefreshCookieName(domain: string): string {
    return customRefreshCookieName(this.projectId, domain);
  }
  protected _getDomainFromCustomRefreshCookieName(name: string): string | null {
    return domainFromCustomRefreshCookieName(this.projectId, name);
  }
  protected _getTokensFromCookies(cookies: Record<string, string | undefined>): Tokens {
    const defined = Object.entries(cookies).filter((entry) => entry[1] !== undefined);
    return readTokensFromCookies(
      Object.fromEntries(defined) as Record<string, string>,
      this.projectId,
    );
  }

  /** The app's own session; with a store per request, the request's (found anew). */
  #session(): Session | Promise<Session> {
    const { session, requestSession } = this[APP_CONTEXT];
    if (session) return session;
    if (!requestSession) throw new Error(NO_STORE_MESSAGE);
    return requestSession();
  }
}

/**
 * The hook twin of `getUser()` for the app's own session (the server app's falls back to it). A
 * promise only while an action is under way (a redirect, an anonymous sign-up); the selector
 * keeps it stable, so suspending on it is safe.
 */
export function useAppUser(app: StackClientApp, options?: GetUserOptions): CurrentUser | null {
  const hooks = hookAdapter("useUser()");
  if (options?.tokenStore !== undefined) {
    throw new TypeError("useUser() reads the app's own session; it takes no tokenStore.");
  }
  const selected = app.selectUser(hooks.useStore(app.userStore), options);
  return selected instanceof Promise ? hooks.usePromise(track(selected)) : selected;
}

// The hook twins: on the prototype as methods, but typed by @app/react (hook-types.ts), so that
// @app/core's types offer no hook to a Node user. (`useNavigate()` comes with @app/react too:
// use-navigate.ts.)
addMethods(StackClientApp.prototype, {
  useUser(this: StackClientApp, options?: GetUserOptions) {
    return useAppUser(this, options);
  },
  useProject(this: StackClientApp) {
    return hookAdapter("useProject()").useStore(this.projectStore);
  },
});

/**
 * Adds `methods` to a class's prototype the way the class's own methods are (writable,
 * configurable, not enumerable). For methods the class body does not declare: the hook twins,
 * whose types come with `@app/react` (so that `@app/core`'s types offer no hook), and methods
 * made from a table.
 *
 * @example
 * ```ts
 * addMethods(StackClientApp.prototype, { useProject(this: StackClientApp) { … } });
 * ```
 */
export function addMethods(prototype: object, methods: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(methods)) {
    Object.defineProperty(prototype, name, { value, writable: true, configurable: true });
  }
}
