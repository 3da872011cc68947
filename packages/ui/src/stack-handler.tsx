"use client";

import type { StackClientApp } from "@app/core";
import { StackProvider, useStackApp } from "@app/react";
import { Suspense, useEffect, useRef } from "react";
import { handlerPageAlias } from "./handler/handler-aliases.js";
import type { HandlerComponentProps } from "./handler/handler-component-props.js";
import { findHandlerPage, type HandlerPageName, handlerPages } from "./handler/handler-pages.js";
import { NotFoundPage } from "./handler/not-found-page.js";
import { resolveHandlerPage } from "./handler/resolve-handler-page.js";
import { useWindowPathname } from "./handler/use-window-pathname.js";
import { useTranslation } from "./i18n/use-translation.js";
import { type Brand, BrandContext, maybeFullPage } from "./primitives/full-page.js";
import { LoadingIndicator } from "./primitives/loading-indicator.js";
import { useDocumentTitle } from "./primitives/use-document-title.js";

/**
 * Props of {@link StackHandler}.
 *
 * @example
 * ```tsx
 * <StackHandler app={stackApp} location={location.pathname} fullPage />
 * ```
 */
export interface StackHandlerProps {
  /** The app; defaults to the one of the nearest `StackProvider`. */
  app?: StackClientApp;
  /**
   * The current path (a query string is ignored), for apps whose router knows it. Without it the
   * handler reads `window.location.pathname` and follows `popstate`.
   */
  location?: string;
  /** Centre each page on the whole viewport. Default `true`. */
  fullPage?: boolean;
  /**
   * The app's name or logo at the top of each full page (`<img src="/logo.svg" alt="Acme" />`).
   * Default the project's display name; `false` shows none.
   */
  brand?: Brand;
  /**
   * Props for each page, by the name of the component the reference SDK renders there:
   * `{ SignIn: { extraInfo, firstTab }, AccountSettings: { extraItems }, … }`. A page's entry goes
   * over the handler's own props (`fullPage`…); one for a page not shown is unused.
   */
  componentProps?: HandlerComponentProps;
  /**
   * Called while rendering a path under the handler that names no page, in place of the handler's
   * 'Page not found' (`@app/next` passes Next.js's `notFound()`, which shows the app's 404 page).
   */
  onNotFound?: () => void;
}

/**
 * Serves the auth pages under the handler path (`app.urls.handler`, default `/handler`):
 * `/handler/sign-in`, `/handler/sign-out`, … and "Page not found" for anything else; each page
 * names the document after itself ('Sign in'). A page's other names, as the reference SDK accepts
 * them (case and hyphens ignored: `/handler/SignIn`, `/handler/signout`; and `log-in`,
 * `register`), show the page and replace the address with its own (query kept) through the app's
 * navigate function (`app.useNavigate()`). It needs no router: mount it on a catch-all route,
 * or wherever the path starts with the handler path.
 *
 * @throws TypeError when `urls.handler` does not start with '/'.
 *
 * @example
 * ```tsx
 * // With React Router
 * <Route path="/handler/*" element={<StackHandler location={useLocation().pathname} />} />
 *
 * // Without a router
 * {window.location.pathname.startsWith("/handler") ? <StackHandler /> : <App />}
 * ```
 */
export function StackHandler({ app, ...props }: StackHandlerProps) {
  return app ? (
    <StackProvider app={app}>
      <HandlerRoutes {...props} />
    </StackProvider>
  ) : (
    <HandlerRoutes {...props} />
  );
}

/** No page has props of its own unless `componentProps` gives some. */
const NO_COMPONENT_PROPS: HandlerComponentProps = {};

function HandlerRoutes({
  location,
  fullPage = true,
  brand,
  componentProps = NO_COMPONENT_PROPS,
  onNotFound,
}: Omit<StackHandlerProps, "app">) {
  const app = useStackApp();
  const { t } = useTranslation();
  const windowPathname = useWindowPathname(location === undefined);
  const current = location ?? windowPathname;
  const name = resolveHandlerPage(current ?? "", app.urls.handler);
  const exact = name === null ? undefined : findHandlerPage(name);
  const alias = name === null || exact ? undefined : handlerPageAlias(name, PAGE_NAMES);
  const page = exact ?? (alias === undefined ? undefined : findHandlerPage(alias));
  useDocumentTitle(current === null ? null : t(page?.title ?? "titleNotFound"));
  if (current === null) return null; // on the server, without a location: render on the client
  if (!page && onNotFound) onNotFound();
  return (
    <BrandContext.Provider value={brand}>
      {alias === undefined ? null : <CanonicalAddress page={alias} />}
      {/* A page that loads when opened (team invitation, mfa, onboarding) shows this meanwhile. */}
      <Suspense
        fallback={maybeFullPage(fullPage, <LoadingIndicator label={t("loading")} asHeading />)}
      >
        {page ? page.render({ fullPage, componentProps }) : <NotFoundPage fullPage={fullPage} />}
      </Suspense>
    </BrandContext.Provider>
  );
}

const PAGE_NAMES = Object.keys(handlerPages) as HandlerPageName[];

/**
 * Replaces an alias's address (`/handler/register?x=1`) with its page's own (`/handler/sign-up?x=1`)
 * once shown, with the app's navigate function: React Router's with `{ useNavigate }`, so the
 * page stays mounted; a page load with `"window"`; nothing with `"none"`.
 */
function CanonicalAddress({ page }: { page: HandlerPageName }) {
  const app = useStackApp();
  const navigate = app.useNavigate();
  // The router's function may change with the location; the redirect is made once per page.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const target = `${app.urls.handler.replace(/\/+$/, "")}/${page}`;
  useEffect(() => {
    const { search, hash } = window.location;
    navigateRef.current(`${target}${search}${hash}`, { replace: true });
  }, [target]);
  return null;
}
