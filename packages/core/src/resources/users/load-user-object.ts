import { type TrackedPromise, track } from "../../cache/keyed-cache.js";

/** The module of the signed-in user's object in a browser app (its methods, team, guards…). */
export type UserObjectModule = typeof import("./user-object.js");

let userObject: TrackedPromise<UserObjectModule> | undefined;

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
export function loadUserObject(): TrackedPromise<UserObjectModule> {
  if (!userObject || userObject.status === "rejected") {
    userObject = track(import("./user-object.js"));
  }
  return userObject;
}

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
  return userObject?.status === "fulfilled" ? userObject.value : undefined;
}
