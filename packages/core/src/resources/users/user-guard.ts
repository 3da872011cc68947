/**
 * What reading `user.user` throws: the user object is the user; `const { user } = useUser()` is
 * a mistake. The same message as the reference SDK, so that code written for it reads the same.
 */
export const USER_GETTER_ERROR_MESSAGE =
  "Stack Auth: useUser() already returns the user object. Use `const user = useUser()` (or `const user = await app.getUser()`) instead of destructuring it like `const { user } = ...`.";

/**
 * Makes reading `user` on a user object throw {@link USER_GETTER_ERROR_MESSAGE} (an `Error`). The
 * property is not enumerable, so spreading or comparing user objects does not see it.
 *
 * @example
 * ```ts
 * const user = withUserGuard({ id: "u1" });
 * (user as { user?: unknown }).user; // throws "Stack Auth: useUser() already returns the user object. …"
 * ```
 */
export function withUserGuard<T extends object>(user: T): T {
  return Object.defineProperty(user, "user", {
    get() {
      throw new Error(USER_GETTER_ERROR_MESSAGE);
    },
    enumerable: false,
    configurable: true,
  });
}
