import { readFileSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { closeContexts, stackAndBrowserPerFile } from "./browser.js";

// Issue 33: a new user's app carries global CSS of its own (the Vite template's, a Tailwind
// preflight, a centred body), and the sign-in page must render the same inside it. Each test
// loads the example's sign-in page with a host stylesheet in its <head> and compares the computed
// styles of every element of the page's components with those of the same page without it.

const e2e = stackAndBrowserPerFile();
const contexts: BrowserContext[] = [];

afterEach(async () => {
  await closeContexts(contexts);
});

/** A file of a package that test/host-css installs. */
const nodeModule = (path: string) =>
  readFileSync(new URL(`../test/host-css/node_modules/${path}`, import.meta.url), "utf8");

/** The CSS a new Vite + React + TypeScript app starts with (create-vite's template). */
const viteTemplate = [
  nodeModule("create-vite/template-react-ts/src/index.css"),
  nodeModule("create-vite/template-react-ts/src/App.css"),
].join("\n");

/** Tailwind v4's preflight, as `@import "tailwindcss"` brings it. */
const preflight = nodeModule("tailwindcss/preflight.css");

/** Rules that many sites carry: element rules on headings, text, forms and links. */
const elementRules = `
  h1 { font-size: 3.2em; line-height: 1.1; margin: 0.67em 0; }
  p { margin: 1em 0; line-height: 1.7; color: #333; }
  label { display: block; text-align: center; font-weight: 700; text-transform: uppercase; }
  input { padding: 12px; border: 2px solid #888; border-radius: 0; font-size: 18px; }
  button { border-radius: 8px; border: 1px solid transparent; padding: 0.6em 1.2em;
    font-size: 1em; font-weight: 500; font-family: inherit; background-color: #1a1a1a;
    color: white; cursor: pointer; }
  a { font-weight: 500; color: #646cff; text-decoration: inherit; }
  * { box-sizing: border-box; letter-spacing: 0.05em; }
`;

/** The layer order docs/theming.md gives for an app whose own CSS uses Tailwind's layers. */
const tailwindLayers = `@layer theme, base, components, stack-ui, stack-theme, utilities;
@layer base {
${preflight}
}`;

interface Host {
  name: string;
  css: string;
  /** Where in <head>: before the app's stylesheets, or after them. */
  at: "first" | "last";
}

const hosts: Host[] = [
  {
    name: "the Vite template's index.css and App.css, after the app's CSS",
    css: viteTemplate,
    at: "last",
  },
  {
    name: "the Vite template's index.css and App.css, before the app's CSS",
    css: viteTemplate,
    at: "first",
  },
  { name: "Tailwind v4's preflight, unlayered, after the app's CSS", css: preflight, at: "last" },
  {
    name: "Tailwind v4's preflight in its base layer, in the documented order",
    css: tailwindLayers,
    at: "first",
  },
  { name: "body { text-align: center }", css: "body { text-align: center; }", at: "last" },
  { name: "element rules on headings, text, forms, links and *", css: elementRules, at: "last" },
];

/** The properties compared: what a page's global CSS most often changes. */
const PROPERTIES = [
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "line-height",
  "letter-spacing",
  "text-align",
  "text-transform",
  "text-decoration-line",
  "color",
  "background-color",
  "box-sizing",
  "display",
  "width",
  "height",
  "padding-top",
  "padding-right",
  "padding-bottom",
  "padding-left",
  "margin-top",
  "margin-right",
  "margin-bottom",
  "margin-left",
  "border-top-width",
  "border-right-width",
  "border-bottom-width",
  "border-left-width",
  "border-top-style",
  "border-top-color",
  "border-top-left-radius",
  "outline-style",
  "list-style-type",
];

/** Loads the example's sign-in page with `css` (if any) in its <head>, `at` its start or end. */
async function openSignIn(css: string | null, at: Host["at"] = "last"): Promise<Page> {
  const context = await e2e.browser.newContext({ colorScheme: "light" });
  contexts.push(context);
  if (css !== null) {
    // Put in place while the document is parsed, before the app renders: first in <head> as soon
    // as it exists, or last once the parser has put the app's stylesheets in.
    await context.addInitScript(
      ({ css, at }) => {
        const style = document.createElement("style");
        style.dataset.hostCss = "";
        style.textContent = css;
        if (at === "last") {
          document.addEventListener("DOMContentLoaded", () => document.head.append(style));
          return;
        }
        const observer = new MutationObserver(() => {
          if (!document.head) return;
          document.head.prepend(style);
          observer.disconnect();
        });
        observer.observe(document, { childList: true, subtree: true });
      },
      { css, at },
    );
  }
  const page = await context.newPage();
  await page.goto(`${e2e.stack.appUrl}/handler/sign-in`);
  await page.getByRole("heading", { level: 1, name: "Sign in to your account" }).waitFor();
  // The host's stylesheet is where it was asked to be: first or last in <head>.
  if (css !== null) {
    const place = await page.evaluate(() => {
      const sheets = [...document.head.querySelectorAll("style, link[rel=stylesheet]")];
      const index = sheets.findIndex((sheet) => sheet.hasAttribute("data-host-css"));
      return index === 0 ? "first" : index === sheets.length - 1 ? "last" : `at ${index}`;
    });
    expect(place).toBe(at);
  }
  return page;
}

type Snapshot = Record<string, Record<string, string>>;

/**
 * The computed styles of every element of the page's components (and the plain elements they put
 * directly inside them), keyed by their place (`stack-button#2`, `stack-card-body>p#0`). The full
 * page's own size is the host's layout (its `#root`), not compared.
 */
function snapshot(page: Page): Promise<Snapshot> {
  return page.evaluate((properties) => {
    const result: Record<string, Record<string, string>> = {};
    const counts = new Map<string, number>();
    const main = document.querySelector('[data-slot="stack-full-page"]');
    if (!main) throw new Error("No full page on the sign-in page.");
    const elements = [main, ...main.querySelectorAll("*")].filter(
      (element) =>
        element.getAttribute("data-slot")?.startsWith("stack-") ||
        element.parentElement?.getAttribute("data-slot")?.startsWith("stack-"),
    );
    for (const element of elements) {
      const slot = element.getAttribute("data-slot");
      const name =
        slot ?? `${element.parentElement?.getAttribute("data-slot")}>${element.localName}`;
      const index = counts.get(name) ?? 0;
      counts.set(name, index + 1);
      const style = getComputedStyle(element);
      const values: Record<string, string> = {};
      for (const property of properties) {
        if (slot === "stack-full-page" && (property === "width" || property === "height")) continue;
        values[property] = style.getPropertyValue(property);
      }
      result[`${name}#${index}`] = values;
    }
    return result;
  }, PROPERTIES);
}

/** What differs between two snapshots, one line per element and property. */
function differences(base: Snapshot, host: Snapshot): string[] {
  const lines: string[] = [];
  for (const key of new Set([...Object.keys(base), ...Object.keys(host)])) {
    if (!base[key] || !host[key]) {
      lines.push(`${key}: ${base[key] ? "missing with the host CSS" : "only with the host CSS"}`);
      continue;
    }
    for (const property of PROPERTIES) {
      if (base[key][property] !== host[key][property]) {
        lines.push(`${key} ${property}: ${base[key][property]} → ${host[key][property]}`);
      }
    }
  }
  return lines;
}

/** Both tabs of the sign-in form: the magic link (first) and the password form. */
async function bothTabs(page: Page): Promise<Snapshot[]> {
  const magicLink = await snapshot(page);
  await page.getByRole("tab", { name: "Email & Password" }).click();
  await page.getByRole("button", { name: "Sign In", exact: true }).waitFor();
  return [magicLink, await snapshot(page)];
}

const rootFontSize = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).fontSize);

describe("the sign-in page inside a page with global CSS of its own", () => {
  it.each(hosts)("renders the same with $name", async ({ css, at }) => {
    const hosted = await openSignIn(css, at);
    // The components size in rem, and follow the root font size a page sets (the Vite template's
    // is 18px): the page without the host CSS is compared at the same root size.
    const base = await openSignIn(`html { font-size: ${await rootFontSize(hosted)}; }`);
    const [baseMagic, basePassword] = await bothTabs(base);
    const [hostMagic, hostPassword] = await bothTabs(hosted);
    expect(Object.keys(baseMagic).length).toBeGreaterThan(20);
    expect(differences(baseMagic, hostMagic)).toEqual([]);
    expect(differences(basePassword, hostPassword)).toEqual([]);
  });

  it("the guard does not reach out: the page's own elements keep the host's rules", async () => {
    const page = await openSignIn(elementRules);
    // A paragraph of the page's own, outside the components, keeps the page's rules.
    const body = await page.evaluate(() => {
      const p = document.createElement("p");
      p.textContent = "Host text";
      document.body.append(p);
      const style = getComputedStyle(p);
      return { lineHeight: style.lineHeight, color: style.color };
    });
    expect(body).toEqual({ lineHeight: `${16 * 1.7}px`, color: "rgb(51, 51, 51)" });
  });
});
