import type { CacheKey, TrackedPromise } from "../cache/keyed-cache.js";
import type { AppContext } from "../context/app-context.js";
import { PROJECT_KEY } from "../resources/projects/client.js";
import type { ClientProject } from "../resources/projects/project.js";
import { clientUserJsonOf } from "../resources/users/client-json.js";
import type { CurrentUserOf } from "../resources/users/current-user.js";
import type { ClientUserJson } from "../resources/users/wire.js";
import { userKey } from "../session/user-store.js";
import type { StackClientApp } from "./client-app.js";
import { contextOf } from "./context.js";

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
 * is theirs to choose), and give it to `hydrate` in the browser.
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
    const user = loaded<CurrentUserOf<unknown> | null>(
      context,
      userKey(context.users.currentKey()),
    );
    if (user) state.user = user.value && clientUserJsonOf(user.value.toClientJson());
  }
  const project = loaded<ClientProject>(context, PROJECT_KEY);
  if (project) state.project = project.value;
  return state;
}
