import "./register-hooks.js";
import type { StackClientApp } from "@app/core";
import { type ReactNode, useMemo } from "react";
import { StackContext } from "./stack-context.js";
import { type StackLang, StackLanguageContext } from "./stack-language.js";

/** Props of {@link StackProvider}. */
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
  children?: ReactNode;
}

/**
 * Makes `app` available to every hook and component below it. It holds no state of its own: the
 * app's stores are the single source of truth, so the same app can also be used outside React.
 * `lang` and `translationOverrides` choose the words of `@app/ui`'s screens.
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
 * ```
 */
export function StackProvider({
  app,
  lang = "en-US",
  translationOverrides,
  children,
}: StackProviderProps) {
  const language = useMemo(() => ({ lang, translationOverrides }), [lang, translationOverrides]);
  return (
    <StackContext.Provider value={app}>
      <StackLanguageContext.Provider value={language}>{children}</StackLanguageContext.Provider>
    </StackContext.Provider>
  );
}
