import type { CacheKey, TrackedPromise } from "../cache/keyed-cache.js";
import type { AppContext } from "../context/app-context.js";
import { PROJECT_KEY, seedProject } from "../resources/projects/client.js";
import type { ClientProject } from "../resources/projects/project.js";
import { clientUserJsonOf } from "../resources/users/client-json.js";
import type { CurrentUser } from "../resources/users/current-user.js";
import { userKey } from "../resources/users/current-user-store.js";
import { loadedUserObject, loadUserObject } from "../resources/users/load-user-object.js";
import type { ClientUserJson } from "../resources/users/wire.js";
import type { StackClientApp } from "./client-app.js";
import { dehydratedStateProblem } from "./hydration-check.js";

/**
 * What a server render hands the browser so that the page hydrates without loading anything
 * again: the request's signed-in user as a client sees it and the project's public settings.
 * Plain JSON; it never holds tokens nor server-only fields (`serverMetadata`…).
 *
 * @example
 * ```ts
 * const state: DehydratedStackState = dehydrate(app);
 * state.user?.primary_email; // "ada@example.com", or undefined when signed out
 * ```
 */
export interface DehydratedStackState {
  /** The project the state is of: `hydrate` refuses the state of another project. */
  readonly projectId: string;
  /**
   * The signed-in user (anonymous users included) as `GET /users/me` answers a client; null when
   * the request had no user; absent when the server did not load it.
   */
  readonly user?: ClientUserJson | null;
  /** The project's public settings; absent when the server did not load them. */
  readonly project?: ClientProject;
}

// The app's context is protected: the apps' own modules (this one) read it, applications do not.
const contextOf = (app: StackClientApp) => (app as unknown as { context: AppContext }).context;

/** The value of a cache entry when it has loaded, else undefined (nothing is loaded here). */
function loaded<T>(context: AppContext, key: CacheKey): { value: T } | undefined {
  if (!context.cache.has(key)) return undefined;
  const promise = context.cache.get(key) as TrackedPromise<T>;
  return promise.status === "fulfilled" ? { value: promise.value as T } : undefined;
}

/**
 * What `app` has loaded that a browser would otherwise load again: the signed-in user of the
 * app's session (in the client's view, whatever the app) and the project. Call it on the server
 * after the data is in: after `await app.getUser()` and `await app.getProject()` (what
 * `renderToString` needs, since it cannot wait for data), or after a streamed render has
 * finished. It loads nothing itself. Embed the result in the page, escaping `<` (a user's name
 * is theirs to choose), and give it to {@link hydrate} in the browser.
 *
 * @example
 * ```ts
 * // On the server, per request: a client app reading the request's cookies.
 * const app = new StackClientApp({ projectId, publishableClientKey, tokenStore: request });
 * await Promise.all([app.getUser(), app.getProject()]);
 * const html = renderToString(<StackProvider app={app}><Page /></StackProvider>);
 * const state = JSON.stringify(dehydrate(app)).replaceAll("<", "\\u003c");
 * ```
 */
export function dehydrate(app: StackClientApp): DehydratedStackState {
  const context = contextOf(app);
  const state: { -readonly [K in keyof DehydratedStackState]: DehydratedStackState[K] } = {
    projectId: context.projectId,
  };
  if (context.users) {
    const user = loaded<CurrentUser | null>(context, userKey(context.users.currentKey()));
    if (user) state.user = user.value && clientUserJsonOf(user.value.toClientJson());
  }
  const project = loaded<ClientProject>(context, PROJECT_KEY);
  if (project) state.project = project.value;
  return state;
}

/**
 * Gives a browser app what a server render loaded ({@link dehydrate}'s state), before the page
 * hydrates, so that `useUser()` and `useProject()` load nothing: no request, no Suspense
 * fallback, the same markup as the server's. The user is taken for the session the browser's
 * token store holds now. A signed-in user's object is built once its module has loaded (a
 * browser app loads it with its first user; `hydrate` starts that if needed), and `useUser()`
 * suspends until then, which React, hydrating, waits out keeping the server's HTML. What the app
 * has already loaded is kept; calling it twice is harmless.
 * `<StackProvider app={app} initialState={state}>` calls it for you.
 *
 * @throws TypeError when `state` is not a state of this app's project (nothing is stored then).
 *
 * @example
 * ```tsx
 * const state = JSON.parse(document.getElementById("stack-state")!.textContent!);
 * hydrate(app, state);
 * hydrateRoot(root, <StackProvider app={app}><Page /></StackProvider>);
 * ```
 */
export function hydrate(app: StackClientApp, state: DehydratedStackState): void {
  const context = contextOf(app);
  if (context.http.options.accessType !== "client") {
    throw new TypeError(
      "hydrate() is for the browser's StackClientApp, not a server or admin app.",
    );
  }
  const problem = dehydratedStateProblem(state);
  if (problem) {
    throw new TypeError(`hydrate() takes the object dehydrate() made on the server; ${problem}.`);
  }
  if (state.projectId !== context.projectId) {
    throw new TypeError(
      `hydrate(): the state is of project ${JSON.stringify(state.projectId)}, this app of ${JSON.stringify(context.projectId)}.`,
    );
  }
  if (state.project && !context.cache.has(PROJECT_KEY)) seedProject(context, state.project);
  const { users, session } = context;
  if (state.user === undefined || !users || !session) return;
  const key = users.currentKey();
  if (context.cache.has(userKey(key))) return;
  if (key === "" && state.user !== null) {
    // The server saw a session that this browser's store does not hold (an HttpOnly cookie the
    // page cannot read, another token store): showing that user here would act without tokens.
    console.warn(
      'hydrate(): the server rendered a signed-in user, but this app\'s token store holds no session. The browser app must read the tokens the server read: tokenStore "cookie", with cookies the page can read.',
    );
    return;
  }
  const json = state.user;
  if (!json || loadedUserObject()) {
    users.set(json && context.currentUserFromJson(json, session));
    return;
  }
  // A browser app loads the user object's module with its first GET /users/me, which a hydrated
  // page does not make: the user is stored as a promise that loads the module and builds it. A
  // component reading it suspends meanwhile; while hydrating, React keeps the server's HTML and
  // continues when the promise settles, so no fallback shows.
  users.seed(loadUserObject().then((module) => module.currentUserFromJson(context, json, session)));
}
