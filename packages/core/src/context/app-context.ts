import type { KeyedCache } from "../cache/keyed-cache.js";
import type { HttpClient } from "../http/http-client.js";
import type { Session } from "../session/session.js";
import type { PerRequestTokenStore, TokenStore } from "../session/token-store.js";
import type { UserStore } from "../session/user-store.js";
import type { RedirectMethod } from "./redirect.js";
import type { HandlerUrls } from "./urls.js";

// The app context sits below `resources/`: every resource module takes an `AppContext`, and
// `apps/context.ts` builds it (`createAppContext`). The current user, its JSON and the project
// owners' operations are types of `resources/`, the layer above, so the context carries them as
// `unknown` and the few modules of `resources/` that read them name their types.

/**
 * What every resource module works with: built once per app, before the app object exists, and
 * handed to the resource functions. The app classes hold nothing else.
 */
export interface AppContext {
  readonly projectId: string;
  readonly http: HttpClient;
  readonly urls: HandlerUrls;
  /** The app's keyed cache: `["user", session]`, `["project"]`… */
  readonly cache: KeyedCache;
  /**
   * The app's own token store and session; `null` for a server app without one, and for an app
   * whose own store is per request (see `requestSession`).
   */
  readonly tokenStore: TokenStore | null;
  readonly session: Session | null;
  /**
   * For an app whose own token store is per request (`PerRequestTokenStore`: Next.js's request
   * cookies), the session of the request being served, found anew by each call; `tokenStore`,
   * `session` and `users` are null then. Absent for every other app.
   */
  readonly requestSession?: (() => Promise<Session>) | undefined;
  /** The current user of the app's own session. */
  readonly users: UserStore<unknown> | null;
  /** A token store from a `tokenStore` option (a request, too, in server apps). */
  resolveTokenStore(init: unknown): TokenStore;
  /**
   * The token store of a call's `tokenStore` option (`getUser({ tokenStore })`): for a
   * per-request store, or a name of one (`requestStoreNames`), the store of the request being
   * served; else `resolveTokenStore(init)`.
   */
  callTokenStore(init: unknown): Promise<TokenStore>;
  /**
   * Per-request stores that a string `tokenStore` of a call names on this app: `@app/next` names
   * Next.js's request cookies `"nextjs-cookie"` (`nameRequestTokenStore`). Empty for other apps.
   */
  readonly requestStoreNames: Map<string, PerRequestTokenStore>;
  /** A session over a token store that refreshes through the OAuth token endpoint. */
  sessionFor(store: TokenStore): Session;
  /** The signed-in user of `session` in this app's view (client, or server with more fields). */
  loadCurrentUser(session: Session): Promise<unknown>;
  /**
   * Wraps user JSON of this app's view (`ClientUserJson`) as the current user of `session`.
   * (A method: the app's implementation takes the JSON's own type.)
   */
  currentUserFromJson(json: unknown, session: Session): unknown;
  /**
   * Wraps a user's JSON in the server's view as the server's user object: set by the server and
   * admin apps (undefined in a client app) for the resources that hand out server users but sit
   * below their module (a server team's members).
   */
  serverUserFromJson?: ((json: unknown) => unknown) | undefined;
  /** Navigates with the app's redirect method (trusted URLs only). */
  redirectTo(url: string, options?: { replace?: boolean }): Promise<void>;
  /** How the app navigates; flows that leave for another origin (OAuth providers) use it too. */
  readonly redirectMethod: RedirectMethod;
  /**
   * The admin app's module, loaded on first use in a browser, for the
   * project owners' operations (`user.listOwnedProjects()`, `user.createProject()`), which build
   * admin apps; through the context, so that `resources/` does not import `apps/` (the package
   * entries pass the module in: apps/admin-module.ts).
   */
  adminModule(): Promise<{ ownerOperations(): unknown }>;
  /** The scopes asked of each OAuth provider on sign-in (the `oauthScopesOnSignIn` option). */
  readonly oauthScopesOnSignIn: Partial<Record<string, string[]>>;
}
