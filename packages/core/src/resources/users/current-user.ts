import type { UserFields } from "./fields.js";
import type { UserUpdate } from "./update.js";

/** Options of signing out. */
export interface SignOutOptions {
  /** Where to go afterwards; default the after-sign-out URL. */
  redirectUrl?: string;
  /** Stay on the page. */
  noRedirect?: boolean;
}

/**
 * The signed-in user, with the actions a user may take on their own account.
 *
 * @example
 * ```ts
 * const user = await app.getUser({ or: "redirect" });
 * await user.update({ displayName: "Ada" });
 * ```
 */
export interface CurrentUser extends UserFields {
  /** Changes the user's own profile; the cached user updates everywhere. */
  update(patch: UserUpdate): Promise<void>;
  /** Ends this session and clears the tokens. */
  signOut(options?: SignOutOptions): Promise<void>;
  /** Headers that carry this session to your own backend: `{ "x-stack-auth": "{…}" }`. */
  getAuthHeaders(): Promise<Record<string, string>>;
}
