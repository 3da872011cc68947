"use client";

import type { CurrentUser, GetUserOptions } from "@app/core";
import { useStackApp } from "./use-stack-app.js";

/**
 * The signed-in user of the nearest `<StackProvider>`'s app: `useStackApp().useUser(options)`, the
 * hook twin of `app.getUser()`. Re-renders on sign-in, sign-out and updates; suspends while the
 * user first loads.
 *
 * Anonymous users count as signed out unless `or` is `"anonymous"` or `"anonymous-if-exists"`.
 * When there is no user, `or` decides: `"return-null"` (the default) returns `null`, `"redirect"`
 * goes to the sign-in page (suspending meanwhile), `"throw"` throws, and `"anonymous"` signs up an
 * anonymous user (suspending until it exists).
 *
 * @example
 * ```tsx
 * function Greeting() {
 *   const user = useUser();
 *   return user ? <p>Hello, {user.displayName ?? user.primaryEmail}</p> : <a href="/handler/sign-in">Sign in</a>;
 * }
 *
 * function Dashboard() {
 *   const user = useUser({ or: "redirect" }); // never null
 *   return <h1>{user.displayName}</h1>;
 * }
 * ```
 */
export function useUser(
  options: GetUserOptions & { or: "redirect" | "throw" | "anonymous" },
): CurrentUser;
export function useUser(options?: GetUserOptions): CurrentUser | null;
export function useUser(options?: GetUserOptions): CurrentUser | null {
  return useStackApp().useUser(options);
}
