"use client";

import "./register-hooks.js";
import { type DehydratedStackState, hydrate, type StackClientApp } from "@app/core";
import { type ReactNode, useMemo } from "react";
import { StackContext } from "./stack-context.js";
import { type StackLang, StackLanguageContext } from "./stack-language.js";

/**
 * Props of {@link StackProvider}.
 *
 * @example
 * ```tsx
 * <StackProvider app={stackApp} lang="fr-FR">
 *   <App />
 * </StackProvider>
 * ```
 */
export interface StackProviderProps {
  /** The app every hook below reads. Create it once, outside any component. */
  app: StackClientApp;
  /** The language of `@app/ui`'s screens. Default `"en-US"`; the others load when chosen. */
  lang?: StackLang | undefined;
  /**
   * Texts that replace the screens' own, keyed by a message's id (`"signInTitle"`) or by its
   * English text (`"Sign in to your account"`, as `@stackframe/react` keys them). They win over
   * `lang`; keys are case-sensitive.
   */
  translationOverrides?: Readonly<Record<string, string>> | undefined;
  /**
   * What the server render loaded (`dehydrate(app)` on the server), given to the app before
   * anything below renders, so that the page hydrates without loading it again or suspending.
   * See `hydrate` of `@app/core` and docs/ssr.md.
   */
  initialState?: DehydratedStackState | undefined;
  /** The app, which reads the user and the app through the provider. */
  children?: ReactNode;
}

/**
 * Makes `app` available to every hook and component below it. It holds no state of its own: the
 * app's stores are the single source of truth, so the same app can also be used outside React.
 * `lang` and `translationOverrides` choose the words of `@app/ui`'s screens.
 * With `initialState`, it first hands the app what a server render loaded.
 *
 * @example
 * ```tsx
 * const app = new StackClientApp({ projectId, publishableClientKey, tokenStore: "cookie" });
 *
 * createRoot(root).render(
 *   <StackProvider app={app} lang="de-DE" translationOverrides={{ signInTitle: "Willkommen" }}>
 *     <App />
 *   </StackProvider>,
 * );
 *
 * // A page rendered on the server (docs/ssr.md):
 * hydrateRoot(root, <StackProvider app={app} initialState={window.stackState}><App /></StackProvider>);
 * ```
 */
export function StackProvider({
  app,
  initialState,
  lang = "en-US",
  translationOverrides,
  children,
}: StackProviderProps) {
  // Before the children read the app. `hydrate` keeps what the app has loaded, so it is harmless
  // when StrictMode renders twice or the state comes again.
  useMemo(() => {
    if (initialState) hydrate(app, initialState);
  }, [app, initialState]);
  const language = useMemo(() => ({ lang, translationOverrides }), [lang, translationOverrides]);
  return (
    <StackContext.Provider value={app}>
      <StackLanguageContext.Provider value={language}>{children}</StackLanguageContext.Provider>
    </StackContext.Provider>
  );
}
