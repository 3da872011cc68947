import { redirect } from "next/navigation";

/** The part of Next.js's App Router (`useRouter()`) the navigator uses. */
export interface NextRouter {
  push(href: string): void;
}

/** The router of the page, set by `StackProvider` when it renders in the browser. */
let pageRouter: NextRouter | null = null;

/**
 * Hands the navigator the page's router (`StackProvider` does, with `useRouter()`): from then on
 * every app of the page navigates within it.
 */
export function setPageRouter(router: NextRouter): void {
  pageRouter = router;
}

/**
 * `redirectMethod: "nextjs"` in the browser build: Next.js's router in the browser (the page's,
 * once a `StackProvider` rendered; a full page load before), and `redirect()` while a server
 * renders the app's components, which Next.js turns into the response's redirect.
 *
 * @example
 * ```ts
 * const app = new StackClientApp({ projectId, publishableClientKey, tokenStore: "cookie", redirectMethod: routerNavigator });
 * ```
 */
export const routerNavigator = {
  navigate(url: string): void {
    if (typeof window === "undefined") redirect(url);
    if (pageRouter) pageRouter.push(url);
    else window.location.assign(url);
  },
};
