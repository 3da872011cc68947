"use client";

import { createContext, useContext } from "react";

/**
 * The languages the prebuilt screens of `@app/ui` speak, by the reference SDK's codes. English
 * is built in; the others load when first chosen.
 *
 * @example
 * ```tsx
 * const lang: StackLang = "de-DE";
 * return <StackProvider app={stackApp} lang={lang}><App /></StackProvider>;
 * ```
 */
export type StackLang = "en-US" | "de-DE" | "fr-FR" | "es-ES";

/**
 * What {@link useStackLanguage} returns: the `lang` and `translationOverrides` of the provider.
 *
 * @example
 * ```tsx
 * const { lang } = useStackLanguage();
 * ```
 */
export interface StackLanguage {
  /** The language of the SDK's texts. */
  lang: StackLang;
  /**
   * Texts that replace the screens' own, keyed by a message's id (`"signInTitle"`) or, as in
   * `@stackframe/react`, by its English text (`"Sign in to your account"`). They win over `lang`.
   */
  translationOverrides?: Readonly<Record<string, string>> | undefined;
}

const ENGLISH: StackLanguage = { lang: "en-US" };

/** The language settings of the nearest `StackProvider`; English outside one. */
export const StackLanguageContext = createContext<StackLanguage>(ENGLISH);
StackLanguageContext.displayName = "StackLanguageContext";

/**
 * The `lang` and `translationOverrides` of the nearest `<StackProvider>` (English without one),
 * for components that translate their own texts the way `@app/ui`'s screens do.
 *
 * @example
 * ```tsx
 * function Greeting() {
 *   const { lang } = useStackLanguage();
 *   return <p>{lang === "de-DE" ? "Hallo" : "Hello"}</p>;
 * }
 * ```
 */
export function useStackLanguage(): StackLanguage {
  return useContext(StackLanguageContext);
}
