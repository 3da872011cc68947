import type { StackClientAppOptions } from "@app/core";
import { StackClientApp as CoreClientApp } from "@app/core";
import { StackAdminApp as CoreAdminApp, type StackAdminAppOptions } from "@app/core/admin";
import { nameRequestTokenStore } from "@app/core/internal";
import { StackServerApp as CoreServerApp, type StackServerAppOptions } from "@app/core/server";
import { withPresets } from "../presets.js";
import { nextCookieTokenStore } from "./request-cookies.js";
import { serverNavigator } from "./server-navigator.js";

/** How each app navigates, as its options named it (a browser gets the same name). */
const redirectNames = new WeakMap<object, "nextjs" | "window" | "none">();
/** Whether an app's own store is the request's cookies ("nextjs-cookie"). */
const requestCookieApps = new WeakSet<object>();

/** How `app` navigates, by name, for the browser's app: `"nextjs"` unless it said otherwise. */
export function redirectMethodName(app: object): "nextjs" | "window" | "none" {
  return redirectNames.get(app) ?? "nextjs";
}

/** Whether `app`'s own token store is the request's cookies. */
export function readsRequestCookies(app: object): boolean {
  return requestCookieApps.has(app);
}

type AnyOptions = Omit<StackClientAppOptions, "tokenStore"> & { tokenStore?: unknown };

/**
 * The server's options with Next.js's defaults: the presets of `NEXT_PUBLIC_STACK_…`,
 * `tokenStore: "nextjs-cookie"` (each request's cookies, through `next/headers`) and
 * `redirectMethod: "nextjs"` (`redirect()` of `next/navigation`). `projectId` names the app's
 * project once it is built.
 */
function nextServerOptions<Options extends AnyOptions>(
  options: Options,
  projectId: () => string,
): { options: Options; name: string | undefined; cookies: boolean } {
  const inherits = options.inheritsFrom !== undefined;
  const given = withPresets(options);
  const tokenStore =
    given.tokenStore === undefined && !inherits ? "nextjs-cookie" : given.tokenStore;
  const redirectMethod = given.redirectMethod ?? (inherits ? undefined : "nextjs");
  const parent = options.inheritsFrom as object | undefined;
  return {
    options: {
      ...given,
      tokenStore: tokenStore === "nextjs-cookie" ? nextCookieTokenStore(projectId) : tokenStore,
      redirectMethod: redirectMethod === "nextjs" ? serverNavigator : redirectMethod,
    },
    // An app that inherits its store and redirect method inherits what they were too.
    name:
      typeof redirectMethod === "string"
        ? redirectMethod
        : parent && redirectMethod === undefined
          ? redirectNames.get(parent)
          : undefined,
    cookies:
      tokenStore === "nextjs-cookie" ||
      (parent !== undefined && tokenStore === undefined && requestCookieApps.has(parent)),
  };
}

/**
 * Remembers how `app` navigates and where its session lives, and makes a call's
 * `tokenStore: "nextjs-cookie"` (`getUser({ tokenStore: "nextjs-cookie" })`) read the cookies of
 * the request being served, whatever the app's own store.
 */
function remember(app: CoreClientApp, next: { name: string | undefined; cookies: boolean }) {
  if (next.name) redirectNames.set(app, next.name as "nextjs" | "window" | "none");
  if (next.cookies) requestCookieApps.add(app);
  nameRequestTokenStore(
    app,
    "nextjs-cookie",
    nextCookieTokenStore(() => app.projectId),
  );
}

/**
 * `StackClientApp` on Next.js's server (server components, route handlers, server actions,
 * middleware), with `@stackframe/stack`'s defaults: the presets of `NEXT_PUBLIC_STACK_…`,
 * `tokenStore: "nextjs-cookie"` (the cookies of the request being served, so one module-level
 * app serves every request) and `redirectMethod: "nextjs"` (`redirect()`).
 *
 * @example
 * ```ts
 * export const stackClientApp = new StackClientApp({ tokenStore: "nextjs-cookie" });
 * const user = await stackClientApp.getUser(); // in a server component: the request's user
 * ```
 */
export class StackClientApp extends CoreClientApp {
  constructor(options: StackClientAppOptions = {}) {
    let projectId = "";
    const next = nextServerOptions(options, () => projectId);
    super(next.options as StackClientAppOptions);
    projectId = this.projectId;
    remember(this, next);
  }
}

/**
 * `StackServerApp` with `@stackframe/stack`'s defaults (see {@link StackClientApp}): every
 * request's user from its cookies, `redirect()` for `getUser({ or: "redirect" })`, and the
 * secret key from `STACK_SECRET_SERVER_KEY`.
 *
 * @example
 * ```ts
 * // stack/server.ts
 * import "server-only";
 * export const stackServerApp = new StackServerApp({ tokenStore: "nextjs-cookie" });
 * ```
 */
export class StackServerApp extends CoreServerApp {
  constructor(options: StackServerAppOptions = {}) {
    let projectId = "";
    const next = nextServerOptions(options, () => projectId);
    super(next.options as StackServerAppOptions);
    projectId = this.projectId;
    remember(this, next);
  }
}

/**
 * `StackAdminApp` with `@stackframe/stack`'s defaults (see {@link StackClientApp}).
 *
 * @example
 * ```ts
 * export const stackAdminApp = new StackAdminApp({ superSecretAdminKey: process.env.STACK_SUPER_SECRET_ADMIN_KEY });
 * ```
 */
export class StackAdminApp extends CoreAdminApp {
  constructor(options: StackAdminAppOptions = {}) {
    let projectId = "";
    const next = nextServerOptions(options, () => projectId);
    super(next.options as StackAdminAppOptions);
    projectId = this.projectId;
    remember(this, next);
  }
}
