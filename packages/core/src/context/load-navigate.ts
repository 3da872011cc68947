/**
 * Navigation (navigate.ts: `navigate()`, `withReturnTo()`, `returnToFromLocation()`…): loaded
 * with the first redirect, or earlier by a flow that will end with one (sign-in starts it with its
 * request).
 *
 * @example
 * ```ts
 * const { navigate } = await loadNavigate();
 * ```
 */
export function loadNavigate(): Promise<typeof import("./navigate.js")> {
  const loading = import("./navigate.js");
  // A flow that preloads it and then fails never reads it.
  loading.catch(() => {});
  return loading;
}
