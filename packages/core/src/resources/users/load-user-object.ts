import { lazyModule } from "../../cache/keyed-cache.js";

/** The module of the signed-in user's object in a browser app (its methods, team, guards…). */
export type UserObjectModule = typeof import("./current-user.js");

/** The module once it has loaded. */
let loaded: UserObjectModule | undefined;

/**
 * Loads the user object's module once (again after a failed load): a browser app loads it with
 * its first `GET /users/me`, in parallel with it, and `hydrate` with a server render's user. The
 * promise is tracked, so `status === "fulfilled"` tells that the module can be used at once.
 *
 * @example
 * ```ts
 * const module = await loadUserObject();
 * const user = module.currentUserFromJson(context, json, session);
 * ```
 */
export const loadUserObject = lazyModule(() =>
  import("./current-user.js").then((module) => (loaded = module)),
);

/**
 * The user object's module when it has loaded, else undefined (nothing is loaded here).
 *
 * @example
 * ```ts
 * const module = loadedUserObject();
 * if (module) return module.currentUserFromJson(context, json, session);
 * ```
 */
export function loadedUserObject(): UserObjectModule | undefined {
  return loaded;
}
