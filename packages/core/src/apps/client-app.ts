import { AsyncCache, type AsyncStore, track } from "../cache/async-cache.js";
import { KnownError } from "../errors/known-error.js";
import { type AccessType, HttpClient } from "../http/http-client.js";
import * as authApi from "../resources/auth/api.js";
import type {
  CredentialSignInOptions,
  CredentialSignUpOptions,
} from "../resources/auth/credential.js";
import { signInWithCredential, signUpWithCredential } from "../resources/auth/credential.js";
import { type ClientProject, clientProjectFromJson } from "../resources/projects/project.js";
import { clientProjectJsonSchema } from "../resources/projects/wire.js";
import type { TokensJson } from "../resources/sessions/wire.js";
import * as usersApi from "../resources/users/api.js";
import type { CurrentUser, SignOutOptions } from "../resources/users/current-user.js";
import { UserStore } from "../resources/users/current-user-store.js";
import { userFieldsFromJson } from "../resources/users/fields.js";
import { USER_UPDATE_FIELDS, type UserUpdate } from "../resources/users/update.js";
import { type ClientUserJson, clientUserJsonSchema } from "../resources/users/wire.js";
import type { Result } from "../result.js";
import { toWire } from "../schemas/to-wire.js";
import {
  type ClientTokenStoreInit,
  createClientTokenStore,
} from "../session/client-token-store.js";
import { Session } from "../session/session.js";
import type { TokenStore } from "../session/token-store.js";
import { AUTH_HEADER_NAME, type Tokens } from "../session/tokens.js";
import {
  type GetUserOptions,
  preset,
  required,
  type StackClientAppOptions,
} from "./app-options.js";
import {
  currentRelativeUrl,
  navigate,
  REDIRECT_PAUSE_MS,
  type RedirectMethod,
  returnToFromLocation,
  withReturnTo,
} from "./redirect.js";
import { type HandlerUrls, resolveUrls } from "./urls.js";

const NO_STORE_MESSAGE =
  "Cannot call this function on a Stack app without a persistent token store";
const THROW_MESSAGE = "User is not signed in but getUser was called with { or: 'throw' }";
const never = new Promise<never>(() => {});

/**
 * The browser-safe app: sign-in and sign-up, the current user, sign-out and the project.
 *
 * @example
 * ```ts
 * const app = new StackClientApp({ projectId, publishableClientKey, tokenStore: "cookie" });
 * const result = await app.signInWithCredential({ email, password });
 * const user = await app.getUser();
 * ```
 */
export class StackClientApp {
  readonly projectId: string;
  readonly urls: HandlerUrls;
  /** The current user (anonymous users included) as a subscribable store, for UI bindings. */
  readonly userStore: AsyncStore<CurrentUser | null>;
  /** The project as a subscribable store, for UI bindings. */
  readonly projectStore: AsyncStore<ClientProject>;
  protected readonly http: HttpClient;
  protected readonly tokenStore: TokenStore | null;
  protected readonly session: Session | null;
  readonly #users: UserStore<CurrentUser> | null;
  readonly #project: AsyncCache<ClientProject>;
  readonly #redirectMethod: RedirectMethod;
  #anonymousSignUp: Promise<CurrentUser | null> | null = null;
  #redirecting: Promise<never> | null = null;

  constructor(options: StackClientAppOptions) {
    if (typeof options !== "object" || options === null) {
      throw new TypeError("StackClientApp expects an options object.");
    }
    this.projectId = required(
      options.projectId,
      "projectId",
      "NEXT_PUBLIC_STACK_PROJECT_ID",
      "STACK_PROJECT_ID",
    );
    this.urls = resolveUrls(options.urls);
    this.#redirectMethod = options.redirectMethod ?? "window";
    this.http = new HttpClient({
      accessType: this.accessType,
      projectId: this.projectId,
      baseUrl: options.baseUrl ?? preset("NEXT_PUBLIC_STACK_API_URL", "STACK_API_URL"),
      fetch: options.fetch,
      ...this.keys(options),
    });
    const init = options.tokenStore as ClientTokenStoreInit | null | undefined;
    if (init === undefined && this.accessType === "client") {
      throw new TypeError(
        'The tokenStore option is required: "cookie" in browsers, "memory", or { accessToken, refreshToken }.',
      );
    }
    this.tokenStore = init == null ? null : this.resolveTokenStore(init);
    this.session = this.tokenStore ? this.sessionFor(this.tokenStore) : null;
    this.#users = this.session
      ? new UserStore(this.session.store, () => this.#fetchUser(this.session as Session))
      : null;
    this.userStore = this.#users ?? noStoreUserStore();
    this.#project = new AsyncCache(async () =>
      clientProjectFromJson(
        await this.http.request("/projects/current", {}, clientProjectJsonSchema),
      ),
    );
    this.projectStore = {
      getPromise: () => this.#project.get(""),
      subscribe: (listener) => this.#project.subscribe("", listener),
    };
  }

  /** The access type this app sends; subclasses raise it. */
  protected get accessType(): AccessType {
    return "client";
  }

  /** The keys this app sends; subclasses add theirs. */
  protected keys(options: Pick<StackClientAppOptions, "publishableClientKey">): {
    publishableClientKey: string;
  } {
    return {
      publishableClientKey: required(
        options.publishableClientKey,
        "publishableClientKey",
        "NEXT_PUBLIC_STACK_PUBLISHABLE_CLIENT_KEY",
        "STACK_PUBLISHABLE_CLIENT_KEY",
      ),
    };
  }

  /** The token store an init value names; server apps also accept requests. */
  protected resolveTokenStore(init: ClientTokenStoreInit): TokenStore {
    return createClientTokenStore(init, this.projectId);
  }

  /** A session over `store` that refreshes through the OAuth token endpoint. */
  protected sessionFor(store: TokenStore): Session {
    return new Session(store, (refreshToken) =>
      authApi.refreshAccessToken(this.http, refreshToken),
    );
  }

  /** Builds the current user from `GET /users/me`; the server app returns its richer view. */
  protected async fetchCurrentUser(session: Session): Promise<CurrentUser | null> {
    const json = await usersApi.getCurrentUserJson(this.http, session, clientUserJsonSchema);
    return json && this.buildCurrentUser(json, session);
  }

  /** Wraps user JSON with the current user's actions. */
  protected buildCurrentUser(json: ClientUserJson, session: Session): CurrentUser {
    return {
      ...userFieldsFromJson(json),
      update: async (patch: UserUpdate) => {
        const body = toWire(patch, USER_UPDATE_FIELDS, "user.update()");
        const updated = await usersApi.updateCurrentUserJson(
          this.http,
          session,
          body,
          clientUserJsonSchema,
        );
        if (session === this.session) this.#users?.set(this.buildCurrentUser(updated, session));
      },
      signOut: (options?: SignOutOptions) => this.#signOutSession(session, options),
      getAuthHeaders: () => authHeaders(session),
    };
  }

  async #fetchUser(session: Session): Promise<CurrentUser | null> {
    if (session.isKnownInvalid()) return null;
    return this.fetchCurrentUser(session);
  }

  /**
   * Signs in with e-mail and password. A wrong password comes back as an error result; on success
   * the tokens are stored and, unless `noRedirect`, the browser goes to `after_auth_return_to` or
   * the after-sign-in page.
   */
  signInWithCredential(options: CredentialSignInOptions): Promise<Result<undefined, KnownError>> {
    return signInWithCredential(this.#flow(), options);
  }

  /**
   * Signs up with e-mail and password. A taken e-mail or a password that breaks the rules comes
   * back as an error result; on success the user is signed in.
   */
  signUpWithCredential(options: CredentialSignUpOptions): Promise<Result<undefined, KnownError>> {
    return signUpWithCredential(this.#flow(), options);
  }

  #flow() {
    return {
      http: this.http,
      urls: this.urls,
      signInWithTokens: (tokens: TokensJson) => this.signInWithTokens(tokens),
      redirectTo: (url: string) => this.redirectTo(url),
    };
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
    if (options.tokenStore !== undefined) {
      const session = this.sessionFor(this.resolveTokenStore(options.tokenStore));
      return this.selectUser(await this.#fetchUser(session), options);
    }
    return this.selectUser(await this.#requireUsers().sync(), options);
  }

  /**
   * Applies `getUser`'s `or` option to a user value: synchronous when nothing has to happen, else
   * a stable promise (a redirect that never settles, or the one anonymous sign-up in flight).
   */
  selectUser(
    user: CurrentUser | null,
    options: GetUserOptions = {},
  ): CurrentUser | null | Promise<CurrentUser | null> {
    const or = options.or ?? "return-null";
    if (user && (!user.isAnonymous || or === "anonymous" || or === "anonymous-if-exists")) {
      return user;
    }
    switch (or) {
      case "redirect":
        // One redirect at a time; a while after it started, a later call may redirect again
        // (a single-page app can come back to this page signed out).
        this.#redirecting ??= this.redirectToSignIn().then(() => {
          setTimeout(() => {
            this.#redirecting = null;
          }, REDIRECT_PAUSE_MS);
          return never;
        });
        return this.#redirecting;
      case "throw":
        throw new Error(THROW_MESSAGE);
      case "anonymous":
        this.#anonymousSignUp ??= this.#signUpAnonymously().finally(() => {
          this.#anonymousSignUp = null;
        });
        return this.#anonymousSignUp;
      case "anonymous-if-exists":
      case "return-null":
        return null;
      default:
        throw new TypeError(`getUser: unknown "or" value ${JSON.stringify(or)}.`);
    }
  }

  async #signUpAnonymously(): Promise<CurrentUser | null> {
    await this.signInWithTokens(await authApi.signUpAnonymously(this.http));
    return this.#requireUsers().sync();
  }

  /** Stores a fresh session's tokens and waits until the new user is loaded and shown. */
  protected async signInWithTokens(tokens: TokensJson): Promise<void> {
    const store = this.#requireStore();
    store.set({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
    await this.#requireUsers().sync();
  }

  /**
   * Signs the current user out: ends the session on the service (a session the service already
   * forgot is fine), clears the tokens, then goes to the after-sign-out page unless `noRedirect`.
   */
  async signOut(options: SignOutOptions = {}): Promise<void> {
    await this.#signOutSession(this.#requireSession(), options);
  }

  async #signOutSession(session: Session, options: SignOutOptions = {}): Promise<void> {
    try {
      if (!session.isKnownInvalid()) await authApi.deleteCurrentSession(this.http, session);
    } catch (error) {
      if (!KnownError.hasCode(error, "REFRESH_TOKEN_ERROR")) {
        session.invalidate();
        throw error;
      }
    }
    session.invalidate();
    if (session === this.session) await this.#users?.sync();
    if (!options.noRedirect) await this.redirectTo(options.redirectUrl ?? this.urls.afterSignOut);
  }

  /** The project's public settings (cached). */
  getProject(): Promise<ClientProject> {
    return this.#project.getLatest("");
  }

  /** Headers that carry the current session to your own backend. */
  async getAuthHeaders(): Promise<Record<string, string>> {
    return authHeaders(this.#requireSession());
  }

  /** Navigates to a trusted URL with the app's redirect method. */
  redirectTo(url: string): Promise<void> {
    return navigate(this.#redirectMethod, url, (ms) => new Promise((r) => setTimeout(r, ms)));
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

  #requireStore(): TokenStore {
    if (!this.tokenStore) throw new Error(NO_STORE_MESSAGE);
    return this.tokenStore;
  }

  #requireSession(): Session {
    if (!this.session) throw new Error(NO_STORE_MESSAGE);
    return this.session;
  }

  #requireUsers(): UserStore<CurrentUser> {
    if (!this.#users) throw new Error(NO_STORE_MESSAGE);
    return this.#users;
  }
}

/** The user store of an app without a token store: always the same rejected promise. */
function noStoreUserStore(): AsyncStore<never> {
  const rejected = track(Promise.reject(new Error(NO_STORE_MESSAGE)));
  rejected.catch(() => {});
  return { getPromise: () => rejected, subscribe: () => () => {} };
}

async function authHeaders(session: Session): Promise<Record<string, string>> {
  const tokens: Tokens = await session.getTokens();
  return { [AUTH_HEADER_NAME]: JSON.stringify(tokens) };
}
