import type { StackClientApp as CoreClientApp } from "@app/core";
import { AFTER_AUTH_RETURN_TO, sessionOf } from "@app/core/internal";
import { NextResponse } from "next/server";
// Types only with the extension (node16 ESM users read this in our .d.ts); the run-time import
// stays bare, the specifier Next.js maps to its own module in each kind of route.
import type { NextRequest } from "next/server.js";
import { requestCookieStore } from "./request-cookies.js";
import { redirectUrlOf } from "./server-navigator.js";

/**
 * What `stackMiddleware` runs for each request, after the session is fresh.
 *
 * @example
 * ```ts
 * const handler: StackMiddlewareHandler = (request) =>
 *   request.nextUrl.pathname === "/old" ? NextResponse.redirect(new URL("/new", request.url)) : undefined;
 * export const middleware = stackMiddleware(stackServerApp, handler);
 * ```
 */
export type StackMiddlewareHandler = (
  request: NextRequest,
) => Response | undefined | Promise<Response | undefined> | Promise<void> | void;

/**
 * Next.js middleware (`middleware.ts`, or Next.js 16's `proxy.ts`) that keeps the session's
 * access token fresh and runs `handler`. Before the handler, an access token that is missing or
 * about to expire is refreshed and written to the response's cookies, and handed to the server
 * components of the same request, so none of them works with a stale token (nor refreshes it
 * again). In the handler, `app.getUser()` reads the request's user, and
 * `getUser({ or: "redirect" })` answers with a redirect to sign-in that comes back here.
 *
 * @example
 * ```ts
 * // proxy.ts (middleware.ts before Next.js 16)
 * import { stackMiddleware } from "@app/next";
 * import { stackServerApp } from "./stack/server";
 *
 * export const proxy = stackMiddleware(stackServerApp, async (request) => {
 *   if (request.nextUrl.pathname.startsWith("/dashboard")) {
 *     await stackServerApp.getUser({ or: "redirect" });
 *   }
 * });
 * ```
 */
export function stackMiddleware(
  app: CoreClientApp,
  handler?: StackMiddlewareHandler,
): (request: NextRequest) => Promise<Response> {
  return async (request) => {
    const { store, jar } = await requestCookieStore(app.projectId);
    // Refreshes the access token if it is about to expire (a dead session clears the cookies).
    // A refresh that cannot be made now (the service unreachable) leaves the request as it came:
    // the page's own reads then refresh, or fail, as they would without middleware.
    await sessionOf(app, store)
      .getAccessToken()
      .catch(() => null);
    let response: Response;
    try {
      response = (await handler?.(request)) ?? NextResponse.next();
    } catch (error) {
      const url = redirectUrlOf(error);
      if (url === undefined) throw error;
      const target = new URL(url, request.url);
      if (!target.searchParams.has(AFTER_AUTH_RETURN_TO)) {
        target.searchParams.set(
          AFTER_AUTH_RETURN_TO,
          `${request.nextUrl.pathname}${request.nextUrl.search}`,
        );
      }
      response = NextResponse.redirect(target);
    }
    // The cookies written above reach the browser with `cookies()`'s own header; on a
    // NextResponse they also reach this request's server components.
    if (response instanceof NextResponse) {
      for (const { name, value, maxAge, secure, domain } of jar.writes) {
        response.cookies.set(name, value, { maxAge, secure, domain, path: "/", sameSite: "lax" });
      }
    }
    return response;
  };
}
