"use client";

import { type ReactNode, useMemo } from "react";
import { type ThemeConfig, themeCss } from "./theme-css.js";

/**
 * Props of {@link StackTheme}.
 *
 * @example
 * ```tsx
 * <StackTheme theme={{ light: { primary: "#4f46e5" } }}>
 *   <App />
 * </StackTheme>
 * ```
 */
export interface StackThemeProps {
  /** Colours for light and dark, radius and font; anything left out keeps its default. */
  theme?: ThemeConfig;
  /** The part of the tree the theme applies to. */
  children?: ReactNode;
  /** The nonce of a Content-Security-Policy that allows styles by nonce. */
  nonce?: string;
}

/**
 * Themes every `@app/ui` component from JavaScript: it sets the custom properties of
 * `@app/ui/styles.css` (listed in docs/theming.md) for light and dark. Its rules sit in a cascade
 * layer of their own, so the app's own stylesheet still wins over them without `!important`.
 * Light or dark follows the user's preference, or `data-theme="light" | "dark"` on an ancestor.
 *
 * @throws TypeError for an unknown colour name or a value that is not a plain CSS value.
 *
 * @example
 * ```tsx
 * <StackProvider app={app}>
 *   <StackTheme
 *     theme={{
 *       light: { primary: "#4f46e5", primaryForeground: "#ffffff" },
 *       dark: { primary: "#a5b4fc", primaryForeground: "#1e1b4b" },
 *       radius: "0.75rem",
 *       fontFamily: '"Inter", sans-serif',
 *     }}
 *   >
 *     <App />
 *   </StackTheme>
 * </StackProvider>
 * ```
 */
export function StackTheme({ theme, children, nonce }: StackThemeProps) {
  const css = useMemo(() => themeCss(theme), [theme]);
  return (
    <>
      {css ? (
        <style data-stack-theme="" nonce={nonce}>
          {css}
        </style>
      ) : null}
      {children}
    </>
  );
}
