/** A colour of the theme: its custom property, its light and dark defaults, and what it paints. */
export interface ColorToken {
  property: `--stack-${string}`;
  light: string;
  dark: string;
  use: string;
}

/**
 * Every colour of `@app/ui`, by the name `StackTheme` takes (the reference SDK's names, and ours
 * for what it lacks). The one source of the defaults: the build writes `@app/ui/styles.css`'s
 * theme part from it (`default-theme.ts`), and docs/theming.md lists them.
 */
export const COLOR_TOKENS = {
  background: {
    property: "--stack-background",
    light: "#ffffff",
    dark: "#0b0b0d",
    use: "Full pages behind the frame; the active tab",
  },
  foreground: {
    property: "--stack-foreground",
    light: "#0a0a0b",
    dark: "#f4f4f5",
    use: "Text",
  },
  card: {
    property: "--stack-card",
    light: "#ffffff",
    dark: "#121216",
    use: "Cards and the full pages' frame",
  },
  cardForeground: {
    property: "--stack-card-foreground",
    light: "#0a0a0b",
    dark: "#f4f4f5",
    use: "Text in cards",
  },
  popover: {
    property: "--stack-popover",
    light: "#ffffff",
    dark: "#18181b",
    use: "Menus (user button, team switcher) and dialogs",
  },
  popoverForeground: {
    property: "--stack-popover-foreground",
    light: "#0a0a0b",
    dark: "#f4f4f5",
    use: "Text in menus and dialogs",
  },
  primary: {
    property: "--stack-primary",
    light: "#18181b",
    dark: "#f4f4f5",
    use: "Primary buttons",
  },
  primaryForeground: {
    property: "--stack-primary-foreground",
    light: "#fafafa",
    dark: "#18181b",
    use: "Text on primary buttons",
  },
  secondary: {
    property: "--stack-secondary",
    light: "#f1f2f4",
    dark: "#26262c",
    use: "Secondary buttons (OAuth, passkey, Cancel)",
  },
  secondaryForeground: {
    property: "--stack-secondary-foreground",
    light: "#18181b",
    dark: "#f4f4f5",
    use: "Text on secondary buttons",
  },
  muted: {
    property: "--stack-muted",
    light: "#f3f4f6",
    dark: "#1c1c21",
    use: "Tab list, loading skeletons, avatar fallback",
  },
  mutedForeground: {
    property: "--stack-muted-foreground",
    light: "#5b6270",
    dark: "#a1a1aa",
    use: "Secondary text: hints, card bodies, the divider",
  },
  accent: {
    property: "--stack-accent",
    light: "#f1f2f4",
    dark: "#26262c",
    use: "The highlighted item of a menu",
  },
  accentForeground: {
    property: "--stack-accent-foreground",
    light: "#18181b",
    dark: "#f4f4f5",
    use: "Text of the highlighted menu item",
  },
  destructive: {
    property: "--stack-destructive",
    light: "#b42318",
    dark: "#ff8a80",
    use: "Errors; destructive buttons",
  },
  destructiveForeground: {
    property: "--stack-destructive-foreground",
    light: "#ffffff",
    dark: "#18181b",
    use: "Text on destructive buttons",
  },
  border: {
    property: "--stack-border",
    light: "#d9dce1",
    dark: "#34343c",
    use: "Borders of cards, buttons, menus, the divider",
  },
  input: {
    property: "--stack-input",
    light: "#d9dce1",
    dark: "#34343c",
    use: "Borders of inputs and code slots",
  },
  inputBackground: {
    property: "--stack-input-background",
    light: "#ffffff",
    dark: "#121216",
    use: "Inside of inputs and code slots",
  },
  ring: {
    property: "--stack-ring",
    light: "#2563eb",
    dark: "#60a5fa",
    use: "Focus rings",
  },
  link: {
    property: "--stack-link",
    light: "#1d4ed8",
    dark: "#93b4ff",
    use: "Links",
  },
} as const satisfies Record<string, ColorToken>;

/**
 * The name of a colour of the theme: `primary`, `mutedForeground`… (the keys of
 * {@link ThemeColors}; docs/theming.md lists each with its custom property).
 *
 * @example
 * ```ts
 * const accent: ThemeColorName = "primary";
 * const colors: Partial<ThemeColors> = { [accent]: "#0f766e" };
 * ```
 */
export type ThemeColorName = keyof typeof COLOR_TOKENS;

/** The theme's values that are not colours: their custom property and default. */
export const OTHER_TOKENS = {
  radius: { property: "--stack-radius", value: "0.5rem", use: "Corner radius (cards use 1.5×)" },
  fontFamily: {
    property: "--stack-font-family",
    value: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    use: "Font of every component",
  },
} as const;
