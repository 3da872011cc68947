import { redirect } from "next/navigation";

/** The part of Next.js's App Router (`useRouter()`) the navigator uses. */
export interface NextRouter {
  push(href: string): void;
}

/** The router of the page, set by `StackProvider` when it renders in the browser. */
let pageRouter: NextRouter | null = null;
/** The session's refresh cookies when the router's page was loaded (see `sessionCookies`). */
let routerSession: string | null = null;

/**
 * The page's refresh cookies of every project (`…-refresh-…`, the names the SDK writes): they
 * change with a sign-in or a sign-out, not with an access token's refresh.
 */
function sessionCookies(): string {
  return document.cookie
    .split(";")
    .map((part) => part.trim())
    .filter((part) => /^(__Host-)?(stack|hexclave)-refresh\b/.test(part))
    .sort()
    .join("; ");
}

/**
 * Hands the navigator the page's router (`StackProvider` does, with `useRouter()`): from then on
 * every app of the page navigates within it.
 */
export function setPageRouter(router: NextRouter): void {
  if (pageRouter === router) return;
  pageRouter = router;
  routerSession = sessionCookies();
}

/**
 * `redirectMethod: "nextjs"` in the browser build: Next.js's router in the browser (the page's,
 * once a `StackProvider` rendered), and `redirect()` while a server renders the app's components,
 * which Next.js turns into the response's redirect. After a sign-in or a sign-out the browser
 * loads the page anew instead: what the router holds (server components rendered, links
 * prefetched, a middleware's redirect to sign in among them) is of the session before, and
 * Next.js's `router.refresh()` keeps the prefetched redirects.
 *
 * @example
 * ```ts
 * const app = new StackClientApp({ projectId, publishableClientKey, tokenStore: "cookie", redirectMethod: routerNavigator });
 * ```
 */
export const routerNavigator = {
  navigate(url: string): void {
    if (typeof window === "undefined") redirect(url);
    if (pageRouter && sessionCookies() === routerSession) pageRouter.push(url);
    else window.location.assign(url);
  },
};
