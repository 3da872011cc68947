import { type TrackedPromise, track } from "./keyed-cache.js";

/**
 * A module loaded on first use, as one stable promise: the same promise on every call (tracked,
 * so that a hook can read it without suspending once it is in), and a new try after a failure.
 *
 * @example
 * ```ts
 * const actions = lazyModule(() => import("./account-actions.js"));
 * (await actions()).listTeams(context, session);
 * ```
 */
export function lazyModule<Module>(load: () => Promise<Module>): () => TrackedPromise<Module> {
  let promise: TrackedPromise<Module> | undefined;
  return () => {
    if (!promise || promise.status === "rejected") promise = track(load());
    return promise;
  };
}
