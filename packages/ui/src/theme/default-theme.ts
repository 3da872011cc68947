import { COLOR_TOKENS, OTHER_TOKENS } from "./theme-tokens.js";

/** The layout sizes of the theme: custom properties an app may override, which `StackTheme` does not take. */
export const LAYOUT_TOKENS = {
  maxWidth: {
    property: "--stack-max-width",
    value: "380px",
    use: "Width of the auth pages and cards",
  },
  gap: { property: "--stack-gap", value: "1rem", use: "Space between the parts of a page" },
} as const;

/**
 * The default theme as CSS: every custom property of the token tables on `:root`, each colour a
 * `light-dark(light, dark)` pair that follows `color-scheme`, which `data-theme="light"` or
 * `"dark"` on an ancestor forces. The only source of `@app/ui/styles.css`'s theme part: the build
 * (`tsup.config.ts`) writes it where `styles.css` imports `./theme/theme.css`.
 *
 * @example
 * ```ts
 * defaultThemeStylesheet().includes("--stack-primary: light-dark(#18181b, #f4f4f5);"); // true
 * ```
 */
export function defaultThemeStylesheet(): string {
  const declarations = [
    "color-scheme: light dark;",
    `${OTHER_TOKENS.fontFamily.property}: ${OTHER_TOKENS.fontFamily.value};`,
    ...Object.values(COLOR_TOKENS).map(
      (token) => `${token.property}: light-dark(${token.light}, ${token.dark});`,
    ),
    `${OTHER_TOKENS.radius.property}: ${OTHER_TOKENS.radius.value};`,
    ...Object.values(LAYOUT_TOKENS).map((token) => `${token.property}: ${token.value};`),
  ];
  return [
    "/* @app/ui's design tokens, written by the build from src/theme/theme-tokens.ts. */",
    `:root {\n  ${declarations.join("\n  ")}\n}`,
    '[data-theme="light"] {\n  color-scheme: light;\n}',
    '[data-theme="dark"] {\n  color-scheme: dark;\n}',
    "",
  ].join("\n\n");
}
