import type { StackClientApp as CoreClientApp } from "@app/core";
import type { StackLang } from "@app/react";
import type { ReactNode } from "react";
import { StackProviderClient } from "./stack-provider-client.js";

/**
 * Props of `StackProvider`: `@stackframe/stack`'s.
 *
 * @example
 * ```tsx
 * <StackProvider app={stackServerApp}>
 *   <StackTheme>{children}</StackTheme>
 * </StackProvider>
 *
 * ```
 */
export interface StackProviderProps {
  /**
   * The app: a `StackServerApp` (or client or admin app) in a server component such as
   * `app/layout.tsx`, which hands the browser a plain configuration, never its secret key; in a
   * client component, a client app.
   */
  app: CoreClientApp;
  /** The language of the screens. Default `"en-US"`. */
  lang?: StackLang | undefined;
  /** Texts that replace the screens' own, keyed by message id or by English text. */
  translationOverrides?: Record<string, string> | undefined;
  /**
   * In a server component: read the request's signed-in user (and the project) on the server and
   * hand them to the browser, so that client components show them on first paint. Default
   * `true`; it reads the request's cookies, so the routes below render per request. `false`
   * keeps the provider static, and the hooks of client components render in the browser
   * (inside a Suspense boundary, e.g. `app/loading.tsx`), as `@stackframe/stack` does.
   */
  loadUserOnServer?: boolean | undefined;
  /** The app, which reads the user and the app through the provider. */
  children?: ReactNode;
}

/**
 * Makes the app available to every hook and component below (`useUser()`, `<UserButton />`…).
 * In this build (client components), it takes the app itself.
 *
 * @example
 * ```tsx
 * "use client";
 * <StackProvider app={stackClientApp}><Page /></StackProvider>
 * ```
 */
export function StackProvider({ app, lang, translationOverrides, children }: StackProviderProps) {
  return (
    <StackProviderClient app={app} lang={lang} translationOverrides={translationOverrides}>
      {children}
    </StackProviderClient>
  );
}
