import type { HandlerPageName } from "./handler-pages.js";

/** Other names of handler pages, as the reference SDK's handler accepts them. */
const ALIASES: Readonly<Record<string, HandlerPageName>> = {
  "log-in": "sign-in",
  register: "sign-up",
};

/** A page name with case and hyphens ignored, as the reference SDK compares them. */
const loose = (name: string) => name.toLowerCase().replaceAll("-", "");

/**
 * The page that a path segment which is not a page's exact name stands for, as the reference
 * SDK's handler reads it: case and hyphens ignored (`SignIn`, `signout`, `Email-Verification`),
 * and its other names (`log-in`, `login` → sign-in; `register` → sign-up). Undefined for a segment
 * that names no page; `pages` are the exact names.
 *
 * @example
 * ```ts
 * handlerPageAlias("register", ["sign-in", "sign-up"]); // "sign-up"
 * handlerPageAlias("SignOut", ["sign-out"]); // "sign-out"
 * ```
 */
export function handlerPageAlias(
  segment: string,
  pages: readonly HandlerPageName[],
): HandlerPageName | undefined {
  const wanted = loose(segment);
  if (wanted === "") return undefined;
  return (
    pages.find((page) => loose(page) === wanted) ??
    Object.entries(ALIASES).find(([alias]) => loose(alias) === wanted)?.[1]
  );
}
