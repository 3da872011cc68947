import type { AppContext } from "../../context/app-context.js";
import type { GetUserOptions } from "../../context/app-options.js";
import type { CurrentUserOf } from "./current-user.js";

// Loaded with the first `or` that has to act (a redirect, an anonymous sign-up).
const fallbacks = () => import("./user-fallbacks.js");

const THROW_MESSAGE = "User is not signed in but getUser was called with { or: 'throw' }";
const ANONYMOUS_RESTRICTED =
  "Cannot use { or: 'anonymous' } with { includeRestricted: false }. Anonymous users implicitly include restricted users.";

/**
 * Applies `getUser`'s `or` option to a user value, which it hands out as `User`: apps/ names the
 * admin app of the user's owned projects (`SelectUser<CurrentUser>`); here it stays open.
 */
export type SelectUser<User> = (
  user: CurrentUserOf<unknown> | null,
  options?: GetUserOptions,
) => User | null | Promise<User | null>;

/**
 * The `or` option of `getUser` (shared by `getUser` and React's `useUser`): synchronous when
 * nothing has to happen, else a stable promise (a redirect that never settles, or the one
 * anonymous sign-up in flight), so that every caller at once shares one redirect or sign-up.
 */
export function userSelector(context: AppContext): SelectUser<CurrentUserOf<unknown>> {
  let redirecting: Promise<never> | null = null;
  let anonymousSignUp: Promise<CurrentUserOf<unknown> | null> | null = null;
  const redirectDone = () => {
    redirecting = null;
  };
  return (user, options = {}) => {
    const or = options.or ?? "return-null";
    if (or === "anonymous" && options.includeRestricted === false)
      throw new Error(ANONYMOUS_RESTRICTED);
    // Anonymous users are restricted too; restricted ones (e.g. an unverified e-mail where the
    // project requires it) count as signed out unless asked for.
    const includeAnonymous = or === "anonymous" || or === "anonymous-if-exists";
    const includeRestricted = options.includeRestricted === true || includeAnonymous;
    if (
      user &&
      (!user.isAnonymous || includeAnonymous) &&
      (!user.isRestricted || includeRestricted)
    ) {
      return user;
    }
    switch (or) {
      case "redirect":
        // One redirect at a time, until `redirectOnce` says a later call may redirect again (or
        // its code failed to load). A restricted user has onboarding to finish (the handler's
        // onboarding page); a visitor signs in. Either page comes back here when done.
        redirecting ??= fallbacks().then(
          (load) => load.redirectOnce(context, user, redirectDone),
          (error: unknown) => {
            redirectDone();
            throw error;
          },
        );
        return redirecting;
      case "throw":
        throw new Error(THROW_MESSAGE);
      case "anonymous":
        anonymousSignUp ??= fallbacks()
          .then((load) => load.signUpAnonymousUser(context))
          .finally(() => {
            anonymousSignUp = null;
          });
        return anonymousSignUp;
      case "anonymous-if-exists":
      case "return-null":
        return null;
      default:
        throw new TypeError(`getUser: unknown "or" value ${JSON.stringify(or)}.`);
    }
  };
}
