import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { themeCss } from "../packages/ui/src/theme/theme-css.js";
import { launchChromium } from "./browser.js";

// How @app/ui's stylesheet, StackTheme's rules and the app's own stylesheet meet in a real
// browser: StackTheme wins over the defaults, and the app wins over both without !important.

const source = (path: string) =>
  readFileSync(new URL(`../packages/ui/src/${path}`, import.meta.url), "utf8");

/** styles.css as the build bundles it: each @import inlined, in its layer if it names one. */
function uiStylesheet(): string {
  return source("styles.css").replace(
    /@import "\.\/([\w-]+\.css)"( layer\(stack-ui\))?;/g,
    (_, file: string, layered?: string) =>
      layered ? `@layer stack-ui {\n${source(file)}\n}` : source(file),
  );
}

const markup = `
  <main data-slot="stack-full-page" class="app" id="page">
    <button data-slot="stack-button" data-variant="primary" id="primary">Sign In</button>
    <button data-slot="stack-button" data-variant="secondary" id="secondary">Sign in with GitHub</button>
    <a data-slot="stack-link" href="#" id="link">Forgot password?</a>
    <button data-slot="stack-button" data-variant="secondary" id="utility" class="rounded-none">Tailwind</button>
  </main>`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function open(colorScheme: "light" | "dark", ...stylesheets: string[]): Promise<Page> {
  const page = await (await browser.newContext({ colorScheme })).newPage();
  const styles = stylesheets.map((css) => `<style>${css}</style>`).join("");
  await page.setContent(`<!doctype html><html><head>${styles}</head><body>${markup}</body></html>`);
  return page;
}

const style = (page: Page, id: string, property: string) =>
  page.$eval(
    `#${id}`,
    (element, name) => getComputedStyle(element).getPropertyValue(name),
    property,
  );

const theme = themeCss({
  light: { primary: "rgb(79, 70, 229)" },
  dark: { primary: "rgb(165, 180, 252)" },
  radius: "3px",
});

describe("theming in Chromium", () => {
  it("StackTheme's colours win over the defaults, in light and in dark", async () => {
    const light = await open("light", uiStylesheet(), theme);
    expect(await style(light, "primary", "background-color")).toBe("rgb(79, 70, 229)");
    expect(await style(light, "primary", "border-top-left-radius")).toBe("3px");
    // What the theme leaves alone keeps its default.
    expect(await style(light, "link", "color")).toBe("rgb(29, 78, 216)");
    const dark = await open("dark", uiStylesheet(), theme);
    expect(await style(dark, "primary", "background-color")).toBe("rgb(165, 180, 252)");
  });

  it("the theme's rules win even when @app/ui's stylesheet loads after them", async () => {
    const page = await open("light", theme, uiStylesheet());
    expect(await style(page, "primary", "background-color")).toBe("rgb(79, 70, 229)");
  });

  it("the app's stylesheet wins over both, without !important", async () => {
    const host = `
      :root { --stack-primary: rgb(0, 128, 0); }
      [data-slot="stack-button"] { border-radius: 0; }
      .app [data-slot="stack-link"] { color: rgb(1, 2, 3); }`;
    for (const order of [
      [uiStylesheet(), theme, host],
      [host, uiStylesheet(), theme],
    ]) {
      const page = await open("light", ...order);
      expect(await style(page, "primary", "background-color")).toBe("rgb(0, 128, 0)");
      expect(await style(page, "secondary", "border-top-left-radius")).toBe("0px");
      expect(await style(page, "link", "color")).toBe("rgb(1, 2, 3)");
    }
  });

  it("with Tailwind's layers in the documented order, its utility classes win and its preflight does not", async () => {
    const tailwind = `@layer theme, base, components, stack-ui, stack-theme, utilities;
      @layer base { *, ::before, ::after { box-sizing: border-box; margin: 0; padding: 0; border: 0 solid; }
        button { border-radius: 0; background-color: transparent; } }
      @layer utilities { .rounded-none { border-radius: 0; } }`;
    const page = await open("light", tailwind, uiStylesheet());
    expect(await style(page, "utility", "border-top-left-radius")).toBe("0px");
    expect(await style(page, "secondary", "border-top-left-radius")).toBe("8px");
    expect(await style(page, "secondary", "padding-left")).toBe("16px");
    expect(await style(page, "secondary", "border-top-width")).toBe("1px");
  });

  // Issue 33: the page's element rules (the Vite template's `h1`, a `button` style) deformed the
  // components. They no longer reach them, in any order; a rule naming an attribute still does.
  it("the page's element rules do not reach the components, in either order", async () => {
    const host = `
      button { border-radius: 20px; padding: 30px; background: rgb(9, 9, 9); }
      a { color: rgb(1, 2, 3); text-decoration: none; }
      main { text-align: center; }`;
    for (const order of [
      [uiStylesheet(), host],
      [host, uiStylesheet()],
    ]) {
      const page = await open("light", ...order);
      expect(await style(page, "secondary", "border-top-left-radius")).toBe("8px");
      expect(await style(page, "secondary", "padding-top")).toBe("0px");
      expect(await style(page, "primary", "background-color")).toBe("rgb(24, 24, 27)");
      expect(await style(page, "link", "color")).toBe("rgb(29, 78, 216)");
      expect(await style(page, "link", "text-decoration-line")).toBe("underline");
      expect(await style(page, "page", "text-align")).toBe("start");
    }
  });
});
