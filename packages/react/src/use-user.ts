import type { CurrentUser, GetUserOptions } from "@app/core";
import { use } from "react";
import { useAsyncStore } from "./use-async-store.js";
import { useStackApp } from "./use-stack-app.js";

/** The `or` values after which there is always a user (or no return at all). */
type UserRequired = { or: "redirect" | "throw" | "anonymous" };

/**
 * The signed-in user, the hook twin of `app.getUser()`; re-renders on sign-in, sign-out and
 * updates. Suspends while the user first loads.
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
export function useUser(options: GetUserOptions & UserRequired): CurrentUser;
export function useUser(options?: GetUserOptions): CurrentUser | null;
export function useUser(options?: GetUserOptions): CurrentUser | null {
  const app = useStackApp();
  const selected = app.selectUser(useAsyncStore(app.userStore), options);
  // `selectUser` returns a promise only when an action is under way (a redirect, an anonymous
  // sign-up); the core keeps it stable, so suspending on it is safe.
  return isPromise(selected) ? use(selected) : selected;
}

function isPromise<T>(value: T | Promise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown } | null)?.then === "function";
}
