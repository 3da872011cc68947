import { PROJECT_KEY, seedProject } from "../resources/projects/client.js";
import { loadedUserObject, loadUserObject } from "../resources/users/load-user-object.js";
import { userKey } from "../session/user-store.js";
import type { StackClientApp } from "./client-app.js";
import { contextOf } from "./context.js";
import type { DehydratedStackState } from "./dehydrate.js";
import { dehydratedStateProblem } from "./hydration-check.js";

// `hydrate` runs in the browser, in the first load of a page given an `initialState`;
// `dehydrate` (dehydrate.ts) runs on the server, with the user's JSON mapping it needs.

/**
 * Gives a browser app what a server render loaded (`dehydrate`'s state), before the page
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
