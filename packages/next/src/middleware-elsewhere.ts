import type { StackClientApp } from "@app/core";

/**
 * What `stackMiddleware` runs for each request (see the `react-server` build).
 *
 * @example
 * ```ts
 * export const middleware: StackMiddlewareHandler = (request) => (new URL(request.url).pathname === "/old" ? Response.redirect(new URL("/new", request.url)) : undefined);
 * ```
 */
export type StackMiddlewareHandler = (
  request: Request,
) => Response | undefined | Promise<Response | undefined> | Promise<void> | void;

/**
 * `stackMiddleware` outside Next.js's server: it runs only in `middleware.ts` / `proxy.ts`, which
 * Next.js builds with the `react-server` condition (this build is the browser's and the client
 * components'). Calling it here is a TypeError that says so.
 *
 * @example
 * ```ts
 * // proxy.ts: resolved to the server build, where it works.
 * export const proxy = stackMiddleware(stackServerApp);
 * ```
 */
export function stackMiddleware(
  _app: StackClientApp,
  _handler?: StackMiddlewareHandler,
): (request: Request) => Promise<Response> {
  throw new TypeError(
    "stackMiddleware runs in Next.js's middleware (middleware.ts or proxy.ts), which imports @app/next's server build; this is the build of client components.",
  );
}
