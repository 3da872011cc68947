import { connectEmulator } from "@app/emulator/testing";
import type { BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { closeContexts, stackAndBrowserPerFile } from "./browser.js";

// Issue 33: at 375 px, account settings hid most sections behind a tab strip that scrolled out
// of sight, and the API keys table and the example's header ran past the screen's edge. These
// tests walk the pages at a phone's width and fail on anything wider than the screen.

const e2e = stackAndBrowserPerFile();
const contexts: BrowserContext[] = [];

afterEach(async () => {
  await closeContexts(contexts);
});

const WIDTH = 375;
const PASSWORD = "correct horse battery";
let counter = 0;

/** A phone-sized page of a new user (their team, with a second member), signed in. */
async function phoneOfNewUser(): Promise<{ page: Page; email: string }> {
  const email = `e2e-narrow-${++counter}-${Date.now()}@example.com`;
  const emulator = connectEmulator(e2e.stack.emulator.url);
  const { id } = await emulator.seed.user({ email, password: PASSWORD });
  const other = await emulator.seed.user({
    email: `e2e-narrow-member-${counter}-${Date.now()}@example.com`,
    password: PASSWORD,
  });
  await emulator.seed.team({
    displayName: "A team with a rather long name",
    creator: id,
    members: [other.id],
  });
  const context = await e2e.browser.newContext({
    viewport: { width: WIDTH, height: 800 },
    isMobile: true,
    hasTouch: true,
  });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${e2e.stack.appUrl}/handler/sign-in`);
  await page.getByRole("tab", { name: "Email & Password" }).tap();
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).tap();
  await page.getByText(`Signed in as ${email}`).waitFor();
  return { page, email };
}

/**
 * What runs past the screen's right or left edge, or scrolls sideways: the document itself, any
 * visible element outside [0, width] that no ancestor clips, and any element that scrolls
 * horizontally (a strip that hides part of its content). Empty when all fits.
 */
function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > innerWidth) {
      found.push(`the page is ${root.scrollWidth}px wide on a ${innerWidth}px screen`);
    }
    const name = (element: Element) => {
      const slot = element.getAttribute("data-slot");
      const text = (element.textContent ?? "").trim().slice(0, 40);
      return `${element.localName}${slot ? `[${slot}]` : ""}${element.className && typeof element.className === "string" ? `.${element.className}` : ""} "${text}"`;
    };
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== "visible" || style.clipPath !== "none" || style.clip !== "auto") {
          return true;
        }
      }
      return false;
    };
    for (const element of document.body.querySelectorAll("*")) {
      const style = getComputedStyle(element);
      if (style.display === "none" || style.visibility === "hidden") continue;
      if (
        (style.overflowX === "auto" || style.overflowX === "scroll") &&
        element.scrollWidth > element.clientWidth + 1
      ) {
        found.push(
          `${name(element)} scrolls sideways (${element.scrollWidth} > ${element.clientWidth})`,
        );
      }
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if ((box.right > innerWidth + 0.5 || box.left < -0.5) && !clipped(element)) {
        found.push(`${name(element)} spans ${Math.round(box.left)}–${Math.round(box.right)}px`);
      }
    }
    return found;
  });
}

describe(`at ${WIDTH} px (a phone)`, () => {
  it("account settings: every section one tap away from the top, and none runs past the screen", async () => {
    const { page } = await phoneOfNewUser();
    await page.goto(`${e2e.stack.appUrl}/handler/account-settings`);
    await page.getByRole("heading", { level: 1, name: "Account settings" }).waitFor();
    const nav = page.getByRole("tablist", { name: "Settings sections" });
    await nav.getByRole("tab", { name: "Profile" }).waitFor();
    const sections = await nav.getByRole("tab").allTextContents();
    expect(sections).toEqual(
      expect.arrayContaining(["Profile", "Active sessions", "API keys", "Teams"]),
    );
    // Every section's tab is in view from the top of the page, none behind a scroll.
    for (const tab of await nav.getByRole("tab").all()) {
      const box = await tab.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTH);
    }
    expect(await overflows(page)).toEqual([]);

    for (const section of sections) {
      await page.evaluate(() => scrollTo(0, 0));
      await nav.getByRole("tab", { name: section, exact: true }).tap();
      const panel = page.getByRole("tabpanel", { name: section });
      await panel.waitFor();
      if (section === "API keys") {
        await panel.getByRole("textbox", { name: "Description" }).fill("A deploy script of ours");
        await panel.getByRole("button", { name: "Create API key" }).tap();
        await panel.getByRole("row", { name: /A deploy script of ours/ }).waitFor();
      }
      if (section === "Two-factor authentication") {
        await panel.getByRole("button", { name: "Enable two-factor authentication" }).tap();
        await panel.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
      }
      if (section === "Teams") await panel.getByRole("region", { name: "Members" }).waitFor();
      await expect.poll(() => panel.locator('[data-slot="stack-loading"]').count()).toBe(0);
      expect({ section, overflows: await overflows(page) }).toEqual({ section, overflows: [] });
    }
  });

  it("the API keys table reflows: one block per key, each value after its column's name", async () => {
    const { page } = await phoneOfNewUser();
    await page.goto(`${e2e.stack.appUrl}/api-keys`);
    const table = page.getByRole("table", { name: "API keys" });
    for (const description of ["First key", "Second key"]) {
      await page.getByRole("textbox", { name: "Description" }).fill(description);
      await page.getByRole("button", { name: "Create API key" }).tap();
      await table.getByRole("row", { name: new RegExp(description) }).waitFor();
      // Its secret, shown once, fits too.
      expect(await overflows(page)).toEqual([]);
      await page.getByRole("button", { name: "Done" }).tap();
    }
    const row = table.getByRole("row", { name: /First key/ });
    // Still a table to assistive technology: its rows and cells and their column headers.
    await row.getByRole("cell", { name: "Active" }).waitFor();
    expect(await table.getByRole("columnheader").count()).toBe(6);
    const [rowBox, tableBox] = [await row.boundingBox(), await table.boundingBox()];
    // The row takes the table's whole width, its cells stacked.
    expect(Math.round(rowBox!.width)).toBe(Math.round(tableBox!.width));
    const cells = await row.getByRole("cell").all();
    const tops = await Promise.all(cells.map(async (cell) => (await cell.boundingBox())!.y));
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    expect(new Set(tops).size).toBe(tops.length);
    expect(
      await row
        .getByRole("cell")
        .first()
        .evaluate((cell) => getComputedStyle(cell, "::before").content),
    ).toMatch(/Key/);
    expect(await overflows(page)).toEqual([]);
  });

  it("the example's pages and header fit, signed in and signed out", async () => {
    const { page } = await phoneOfNewUser();
    for (const path of ["/", "/protected", "/teams", "/api-keys"]) {
      await page.goto(`${e2e.stack.appUrl}${path}`);
      await page.getByRole("banner").getByRole("link", { name: "Acme" }).waitFor();
      await page.locator('[data-slot="stack-user-button"]').waitFor();
      await page.getByRole("main").getByRole("heading", { level: 1 }).waitFor();
      expect({ path, overflows: await overflows(page) }).toEqual({ path, overflows: [] });
    }
    // The menus open inside the screen.
    await page.locator('[data-slot="stack-user-button"]').tap();
    await page.getByRole("menuitem", { name: "Account settings" }).waitFor();
    expect(await overflows(page)).toEqual([]);

    await page.goto(`${e2e.stack.appUrl}/handler/sign-out`);
    await page.getByRole("link", { name: "Sign in" }).waitFor();
    for (const path of ["/", "/handler/sign-in", "/handler/sign-up"]) {
      await page.goto(`${e2e.stack.appUrl}${path}`);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      expect({ path, overflows: await overflows(page) }).toEqual({ path, overflows: [] });
    }
  });
});
