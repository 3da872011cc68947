import type * as v from "valibot";
import { KeyedCache } from "../cache/keyed-cache.js";
import type { AppContext } from "../context/app-context.js";
import { checkedOptions, type StackClientAppOptions } from "../context/app-options.js";
import { loadNavigate } from "../context/load-navigate.js";
import type { RedirectMethod } from "../context/redirect.js";
import { type AccessType, HttpClient } from "../http/http-client.js";
import type { ResponseSchema } from "../http/response-schema.js";
import type { CurrentUserOf } from "../resources/users/current-user.js";
import type { ClientUserJson } from "../resources/users/wire.js";
import { preloadRefreshGrant, Session } from "../session/session.js";
import type { TokenStore } from "../session/token-store.js";
import { isPerRequestTokenStore, type PerRequestTokenStore } from "../session/token-store.js";
import { UserStore } from "../session/user-store.js";
import { loadAdminModule } from "./admin-module.js";

// The calls of the session (the refresh grant) and of the current user: loaded with the first
// request, or when an app is built (unless `noAutomaticPrefetch`).
const sessionCalls = () => import("../resources/sessions/api.js");
/** The calls of the current user (with the browser's schema of `GET /users/me`). */
export const userCalls = () => import("../resources/users/api.js");

/**
 * The key of an app's context (`app[APP_CONTEXT]`): what the apps' own modules (hydration, the
 * framework helpers of `@app/core/internal`) read of an app, and applications do not. A symbol,
 * so no name of the public API is taken and the published types leave it out (`@internal`).
 */
export const APP_CONTEXT: unique symbol = Symbol();

/** The context of `app` (any kind): see {@link APP_CONTEXT}. */
export function contextOf(app: { readonly [APP_CONTEXT]: AppContext }): AppContext {
  return app[APP_CONTEXT];
}

/** How an app kind differs: its access type, keys, token stores and view of the current user. */
export interface AppKind {
  access: AccessType;
  /** The class name, for error messages. */
  name: string;
  /** Keys sent with every request besides the publishable one. */
  keys: {
    secretServerKey?: string | undefined;
    superSecretAdminKey?: string | undefined;
  };
  /** Needs no publishable key (an admin app over a project owner's session): sends the option's, if any. */
  keyless?: boolean;
  resolveTokenStore(init: unknown, projectId: string): TokenStore;
  /** The schema of `GET /users/me` in this app's view (a loader in browser apps). */
  userSchema: ResponseSchema<v.GenericSchema<unknown, ClientUserJson>>;
  currentUserFromJson(
    context: AppContext,
    json: ClientUserJson,
    session: Session,
  ): CurrentUserOf<unknown>;
  /**
   * Loads what `currentUserFromJson` needs, in parallel with `GET /users/me` (a browser app loads
   * the user object's module with the first user it reads).
   */
  prepareCurrentUser?: () => Promise<unknown>;
}

/** Checks the options and builds the context of an app of `kind`. */
export function createAppContext(
  options: Omit<StackClientAppOptions, "tokenStore"> & { tokenStore?: unknown },
  kind: AppKind,
): AppContext {
  const checked = checkedOptions(options, kind.name, kind.keyless);
  const http = new HttpClient({
    accessType: kind.access,
    projectId: checked.projectId,
    baseUrl: checked.baseUrl,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
    deadlineMs: options.deadlineMs,
    publishableClientKey: checked.publishableClientKey,
    extraRequestHeaders: checked.extraRequestHeaders,
    ...kind.keys,
  });
  // What the first request needs beyond the first load loads while the page goes on, so that the
  // first request does not wait for it.
  if (!options.noAutomaticPrefetch) {
    http.preload();
    preloadRefreshGrant();
    for (const calls of [sessionCalls, userCalls]) calls().catch(() => {});
  }
  const redirectMethod: RedirectMethod = options.redirectMethod ?? "window";
  const resolveTokenStore = (init: unknown) => kind.resolveTokenStore(init, checked.projectId);
  // A store per request (Next.js's cookies) is found by each call: the app has none of its own.
  const perRequest = isPerRequestTokenStore(options.tokenStore) ? options.tokenStore : null;
  const requestStoreNames = new Map<string, PerRequestTokenStore>();
  const tokenStore =
    options.tokenStore == null || perRequest ? null : resolveTokenStore(options.tokenStore);
  // Every session of this API and project shares a refresh in flight for the same refresh token
  // (other apps over the same store, per-request stores on a server).
  const scope = `${http.baseUrl} ${checked.projectId}`;
  const sessionFor = (store: TokenStore) =>
    new Session(
      store,
      async (refreshToken) => (await sessionCalls()).refreshAccessToken(http, refreshToken),
      { scope },
    );
  const session = tokenStore && sessionFor(tokenStore);
  const cache = new KeyedCache();
  const context: AppContext = {
    projectId: checked.projectId,
    http,
    urls: checked.urls,
    cache,
    tokenStore,
    session,
    users: session
      ? new UserStore(session.store, {
          cache,
          fetchUser: () => context.loadCurrentUser(session),
          // A revoked session or a deleted user shows only when the refresh token is tried.
          beforeRevalidate: () => session.markStale(),
        })
      : null,
    requestSession: perRequest ? async () => sessionFor(await perRequest.forRequest()) : undefined,
    resolveTokenStore,
    callTokenStore: async (init) => {
      const named = typeof init === "string" ? requestStoreNames.get(init) : undefined;
      const request = named ?? (isPerRequestTokenStore(init) ? init : undefined);
      return request ? request.forRequest() : resolveTokenStore(init);
    },
    requestStoreNames,
    sessionFor,
    loadCurrentUser: async (session) => {
      if (session.isKnownInvalid()) return null;
      const [json] = await Promise.all([
        userCalls().then((calls) => calls.getCurrentUserJson(http, session, kind.userSchema)),
        kind.prepareCurrentUser?.(),
      ]);
      return json && kind.currentUserFromJson(context, json, session);
    },
    currentUserFromJson: (json: ClientUserJson, session: Session) =>
      kind.currentUserFromJson(context, json, session),
    redirectTo: async (url, options) =>
      (await loadNavigate()).navigate(redirectMethod, url, undefined, options?.replace),
    redirectMethod,
    oauthScopesOnSignIn: checked.oauthScopesOnSignIn,
    // Passed in by the package entries (./admin-module.ts): a lazy chunk of the browser bundle, so
    // an app that never manages projects does not carry it.
    adminModule: loadAdminModule,
  };
  return context;
}
