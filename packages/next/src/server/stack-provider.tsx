import { StackClientApp as CoreClientApp, type DehydratedStackState, dehydrate } from "@app/core";
import { clientAppConfig } from "@app/core/internal";
import type { StackProviderProps } from "../client/stack-provider.js";
import { type NextClientConfig, StackProviderClient } from "../client/stack-provider-client.js";
import { readsRequestCookies, redirectMethodName } from "./apps.js";
import { requestCookieStore } from "./request-cookies.js";

/**
 * What the browser builds its app from: the app's plain configuration (no secret key, see
 * `clientAppConfig`) and how it navigates.
 */
export function browserConfig(app: CoreClientApp): NextClientConfig {
  return { ...clientAppConfig(app), redirectMethod: redirectMethodName(app) };
}

/**
 * What the server hands the browser's app: the request's signed-in user as a client sees it
 * (read from the request's cookies with a client app of the same configuration, so no server
 * field can reach the page) and the project's public settings. Nothing for an app whose store is
 * not the request's cookies.
 */
export async function serverState(
  app: CoreClientApp,
  config: NextClientConfig,
): Promise<DehydratedStackState | undefined> {
  if (!readsRequestCookies(app)) return undefined;
  const { redirectMethod: _, ...options } = config;
  const reader = new CoreClientApp({
    ...options,
    tokenStore: (await requestCookieStore(app.projectId)).store,
    redirectMethod: "none",
    noAutomaticPrefetch: true,
  });
  await Promise.all([reader.getUser({ includeRestricted: true }), reader.getProject()]);
  return dehydrate(reader);
}

/**
 * Makes the app available to every hook and component below it. In `app/layout.tsx` (a server
 * component) it takes the server app and hands the browser a plain configuration to build its
 * own app from, never the secret key; it also reads the request's user on the server, so that
 * client components show the signed-in user on the first paint (`loadUserOnServer={false}` to
 * keep the layout static).
 *
 * @example
 * ```tsx
 * // app/layout.tsx
 * import { StackProvider, StackTheme } from "@app/next";
 * import { stackServerApp } from "../stack/server";
 *
 * export default function RootLayout({ children }: { children: React.ReactNode }) {
 *   return (
 *     <html lang="en">
 *       <body>
 *         <StackProvider app={stackServerApp}>
 *           <StackTheme>{children}</StackTheme>
 *         </StackProvider>
 *       </body>
 *     </html>
 *   );
 * }
 * ```
 */
export async function StackProvider({
  app,
  lang,
  translationOverrides,
  loadUserOnServer = true,
  children,
}: StackProviderProps) {
  const config = browserConfig(app);
  const initialState = loadUserOnServer ? await serverState(app, config) : undefined;
  return (
    <StackProviderClient
      config={config}
      initialState={initialState}
      lang={lang}
      translationOverrides={translationOverrides}
    >
      {children}
    </StackProviderClient>
  );
}
