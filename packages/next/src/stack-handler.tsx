import type { Brand, HandlerComponentProps } from "@app/ui";
import { StackHandlerClient } from "./client/stack-handler-client.js";

/**
 * Props of {@link StackHandler}: `@stackframe/stack`'s, its deprecated ones accepted and unused.
 *
 * @example
 * ```tsx
 * export default function Handler() {
 *   return <StackHandler fullPage />;
 * }
 * ```
 */
export interface StackHandlerProps {
  /** Centre each page on the whole viewport. Default `true`. */
  fullPage?: boolean;
  /** The path to serve; default Next.js's current path (`usePathname()`). */
  location?: string;
  /**
   * The app's name or logo at the top of each full page; default the project's display name,
   * `false` for none.
   */
  brand?: Brand;
  /**
   * Props for each page, by the name of the component `@stackframe/stack` renders there:
   * `{ SignIn: { extraInfo, firstTab }, AccountSettings: { extraItems }, … }`, over the
   * handler's own (`fullPage`…). From a server component they cross to the browser as Next.js
   * serializes props: elements and plain data, no functions.
   */
  componentProps?: HandlerComponentProps;
  /** @deprecated Not needed: the app of the nearest `StackProvider` serves the pages. */
  app?: unknown;
  /** @deprecated Not needed: the path comes from Next.js's router. */
  routeProps?: unknown;
  /** @deprecated Not needed: the path comes from Next.js's router. */
  params?: unknown;
  /** @deprecated Not needed: the pages read the query themselves. */
  searchParams?: unknown;
}

/**
 * Serves the auth pages (sign-in, sign-up, account settings, the e-mail links' pages…) under the
 * handler path: put it in `app/handler/[...stack]/page.tsx`. The path comes from Next.js's
 * router; a path that names no page is Next.js's `notFound()`; the pages' links are `next/link`s.
 * It renders in server components and client components alike.
 *
 * @example
 * ```tsx
 * // app/handler/[...stack]/page.tsx
 * import { StackHandler } from "@app/next";
 *
 * export default function Handler() {
 *   return (
 *     <StackHandler fullPage componentProps={{ SignIn: { extraInfo: <a href="/terms">Terms</a> } }} />
 *   );
 * }
 * ```
 */
export function StackHandler({
  app: _app,
  routeProps: _routeProps,
  params: _params,
  searchParams: _searchParams,
  ...props
}: StackHandlerProps) {
  return <StackHandlerClient {...props} />;
}
