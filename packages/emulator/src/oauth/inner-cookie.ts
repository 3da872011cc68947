import type { Context } from "hono";
import { getCookie } from "hono/cookie";

/**
 * The cookie that ties an OAuth flow to the browser that started it (against login CSRF), as the
 * service names it: `stack-oauth-inner-{inner state}`, set by the authorize endpoint in redirect
 * mode and required by the callback. In JSON mode there is none: the app's PKCE does that job.
 */
export function innerCookieName(innerState: string): string {
  return `stack-oauth-inner-${innerState}`;
}

/**
 * The `Set-Cookie` of a new flow, in the service's form:
 * `stack-oauth-inner-{state}=true; Path=/; Expires=…; Max-Age=…; HttpOnly`, with `Secure;` before
 * `HttpOnly` when the emulator is reached over https. Browsers read `Expires` on their own clock,
 * so it is real time, not the emulator's.
 *
 * @example
 * ```ts
 * c.header("set-cookie", innerCookie(flow.innerState, 600_000, false), { append: true });
 * ```
 */
export function innerCookie(innerState: string, lifetimeMs: number, secure: boolean): string {
  const expires = new Date(Date.now() + lifetimeMs).toUTCString();
  const maxAge = Math.floor(lifetimeMs / 1000);
  return `${innerCookieName(innerState)}=true; Path=/; Expires=${expires}; Max-Age=${maxAge};${secure ? " Secure;" : ""} HttpOnly`;
}

/** The `Set-Cookie` that deletes a flow's cookie: empty, expired in 1970. */
export function deletedInnerCookie(innerState: string): string {
  return `${innerCookieName(innerState)}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** Whether the request carries the flow's cookie (`=true`). */
export function hasInnerCookie(c: Context, innerState: string): boolean {
  return getCookie(c, innerCookieName(innerState)) === "true";
}
