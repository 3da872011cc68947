import { COLOR_TOKENS, OTHER_TOKENS, type ThemeColorName } from "./theme-tokens.js";

/**
 * Every colour of the theme, by name (`primary`, `mutedForeground`…).
 *
 * @example
 * ```ts
 * const colors: Partial<ThemeColors> = { primary: "#4f46e5" };
 * ```
 */
export type ThemeColors = Record<ThemeColorName, string>;

/**
 * What `StackTheme` takes: colours for light and dark (any subset; the rest keep their defaults),
 * the corner radius and the font. The reference SDK's `ThemeConfig`, plus `fontFamily` and the
 * colours it lacks (`link`, `inputBackground`).
 *
 * @example
 * ```tsx
 * const theme: ThemeConfig = { light: { primary: "#4f46e5" }, dark: { primary: "#818cf8" } };
 * return <StackTheme theme={theme}><App /></StackTheme>;
 * ```
 */
export interface ThemeConfig {
  /** Colours of the light theme. */
  light?: Partial<ThemeColors>;
  /** Colours of the dark theme. */
  dark?: Partial<ThemeColors>;
  /** Any CSS length: `"0.75rem"`, `"0"`. */
  radius?: string;
  /** A CSS font-family list: `'"Inter", sans-serif'`. */
  fontFamily?: string;
}

// A value goes into a stylesheet: one that could close the rule (or the <style>) is refused.
const UNSAFE = /[;{}<>\\]/;

function checked(where: string, value: unknown): string {
  if (typeof value !== "string" || value.trim() === "" || UNSAFE.test(value)) {
    throw new TypeError(
      `StackTheme: ${where} must be a CSS value (such as "#2563eb" or "0.75rem") without ` +
        `";", "{", "}", "<", ">" or "\\"; got ${JSON.stringify(value)}.`,
    );
  }
  return value.trim();
}

function colorsOf(where: "light" | "dark", colors: Partial<ThemeColors> | undefined) {
  for (const name of Object.keys(colors ?? {})) {
    if (!Object.hasOwn(COLOR_TOKENS, name)) {
      throw new TypeError(
        `StackTheme: theme.${where} has no colour ${JSON.stringify(name)}. The colours are ` +
          `${Object.keys(COLOR_TOKENS).join(", ")} (docs/theming.md).`,
      );
    }
  }
  return colors ?? {};
}

/**
 * The stylesheet of a theme: the custom properties of the default theme (`default-theme.ts`) set on `:root`, in the
 * `stack-theme` cascade layer, which comes after `@app/ui`'s own (`stack-ui`) and before any
 * unlayered rule of the app, so the app's stylesheet still wins without `!important`. Empty for
 * an empty theme.
 *
 * @throws TypeError for an unknown colour name or a value that is not a plain CSS value.
 */
export function themeCss(theme: ThemeConfig = {}): string {
  const light = colorsOf("light", theme.light);
  const dark = colorsOf("dark", theme.dark);
  const declarations: string[] = [];
  for (const [name, token] of Object.entries(COLOR_TOKENS) as [
    ThemeColorName,
    (typeof COLOR_TOKENS)[ThemeColorName],
  ][]) {
    const lightValue = light[name];
    const darkValue = dark[name];
    if (lightValue === undefined && darkValue === undefined) continue;
    const l = lightValue === undefined ? token.light : checked(`theme.light.${name}`, lightValue);
    const d = darkValue === undefined ? token.dark : checked(`theme.dark.${name}`, darkValue);
    declarations.push(`${token.property}: light-dark(${l}, ${d});`);
  }
  if (theme.radius !== undefined) {
    declarations.push(`${OTHER_TOKENS.radius.property}: ${checked("theme.radius", theme.radius)};`);
  }
  if (theme.fontFamily !== undefined) {
    declarations.push(
      `${OTHER_TOKENS.fontFamily.property}: ${checked("theme.fontFamily", theme.fontFamily)};`,
    );
  }
  if (declarations.length === 0) return "";
  return `@layer stack-ui, stack-theme;\n@layer stack-theme {\n  :root {\n    ${declarations.join("\n    ")}\n  }\n}\n`;
}
