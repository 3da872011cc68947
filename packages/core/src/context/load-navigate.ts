import { lazyModule } from "../cache/keyed-cache.js";

/**
 * Navigation (navigate.ts: `navigate()`, `withReturnTo()`, `returnToFromLocation()`…): loaded
 * with the first redirect, or earlier by a flow that will end with one (sign-in starts it with its
 * request). A flow that preloads it and then fails never reads it: the promise is tracked, so its
 * failure is not reported as unhandled, and the next call tries again.
 *
 * @example
 * ```ts
 * const { navigate } = await loadNavigate();
 * ```
 */
export const loadNavigate = lazyModule(() => import("./navigate.js"));
