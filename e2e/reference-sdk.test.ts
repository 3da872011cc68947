import { type RunningEmulator, startEmulator } from "@app/emulator";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "./browser.js";
import { type ReferenceApp, startReferenceApp } from "./reference-app.js";

// The reference SDK (@stackframe/react 2.8.108) run as a new user's app would run it: its
// prebuilt pages (StackHandler's sign-in and account settings, UserButton, AccountSettings) in
// Chromium against the emulator. Every API call they make must be answered as the service
// answers it: the walk fails on any call answered 404 (an unknown route, or a known 404), on
// any request the browser could not make ("Failed to fetch": CORS, network), and on any error
// in the console or uncaught in the page (issue 15, section 1).

let emulator: RunningEmulator;
let app: ReferenceApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** What went wrong during the walk, as one line each. */
const problems: string[] = [];

const ADA = { email: "ada@example.com", password: "ada-password-1", displayName: "Ada" };

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, quiet: true });
  await emulator.seed.user(ADA);
  app = await startReferenceApp({
    baseUrl: emulator.url,
    projectId: emulator.projectId,
    publishableClientKey: emulator.publishableClientKey,
  });
  browser = await launchChromium();
  context = await browser.newContext();
  page = await context.newPage();
  // The network is closed here: third-party scripts the reference loads (Stripe.js) are answered
  // with an empty script instead of failing to resolve, so that the console shows only what the
  // reference and the emulator do.
  await page.route(
    (url) => url.origin !== app.url && url.origin !== emulator.url,
    (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
  );
  page.on("response", (response) => {
    if (!response.url().startsWith(`${emulator.url}/api/`)) return;
    // The reference asks for 4xx answers as 200 plus x-stack-actual-status.
    const status = Number(response.headers()["x-stack-actual-status"] ?? response.status());
    if (status === 404) {
      problems.push(`404 for ${response.request().method()} ${response.url()}`);
    }
  });
  page.on("requestfailed", (request) => {
    const error = request.failure()?.errorText ?? "";
    // A navigation cancels the requests of the page it leaves: not a failure of the emulator.
    if (error === "net::ERR_ABORTED") return;
    problems.push(`${request.method()} ${request.url()} failed in the browser: ${error}`);
  });
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught in the page: ${error.message}`));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await app?.stop();
  await emulator?.stop();
});

/** The visible element with this text (the settings render a hidden copy for small screens). */
function shown(text: string) {
  return page.getByText(text, { exact: true }).filter({ visible: true });
}

/** Opens a section of the account settings by its button in the sidebar. */
async function openSection(name: string): Promise<void> {
  await page.getByRole("button", { name, exact: true }).click();
}

describe("the reference SDK's prebuilt pages against the emulator", () => {
  it("signs in on StackHandler's sign-in page and lands home with the UserButton", async () => {
    await page.goto(`${app.url}/handler/sign-in`);
    await page.getByRole("tab", { name: "Email & Password" }).click();
    await page.getByRole("textbox", { name: "Email" }).fill(ADA.email);
    await page.getByRole("textbox", { name: "Password" }).fill(ADA.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByText(`Signed in as ${ADA.email}`).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    expect(problems).toEqual([]);
  });

  it("opens the account settings from the UserButton's menu and walks every section", async () => {
    await page.getByRole("button", { name: "AD" }).click();
    await page.getByRole("menuitem", { name: "Account settings" }).click();
    await page.getByRole("heading", { name: "My Profile" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/handler/account-settings");
    await shown(ADA.displayName).waitFor();

    await openSection("Emails & Auth");
    await page
      .getByRole("row")
      .filter({ hasText: ADA.email, visible: true })
      .getByText("Used for sign-in")
      .waitFor();

    await openSection("Notifications");
    await shown("Choose which emails you want to receive").waitFor();
    await shown("Marketing").waitFor();

    await openSection("Active Sessions");
    await shown("Current Session").waitFor();

    await openSection("Settings");
    await page.getByRole("button", { name: "Sign out" }).waitFor();
    expect(problems).toEqual([]);
  });

  it("creates a team from the account settings, and its page lists the member and invites one", async () => {
    await page.getByRole("button", { name: "Create a team" }).first().click();
    await page.getByRole("heading", { name: "Create a team" }).waitFor();
    await page.getByRole("textbox").fill("Ada's Lab");
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await page.getByRole("row", { name: "AD Ada" }).waitFor();

    await page.getByRole("textbox", { name: "Email" }).fill("bo@example.com");
    await page.getByRole("button", { name: "Invite User" }).click();
    await page.getByRole("cell", { name: "bo@example.com" }).waitFor();
    expect((await emulator.outbox.latest("bo@example.com")).subject).toContain("Ada's Lab");
    expect(problems).toEqual([]);
  });

  it("renders AccountSettings on a page of its own", async () => {
    await page.goto(`${app.url}/account`);
    await page.getByRole("heading", { name: "My Profile" }).waitFor();
    await page.getByRole("button", { name: "A Ada's Lab" }).waitFor();
    expect(problems).toEqual([]);
  });

  it("signs out from the UserButton's menu", async () => {
    await page.goto(`${app.url}/`);
    await page.getByRole("button", { name: "AD" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await page.getByRole("link", { name: "Sign in" }).waitFor();
    expect(problems).toEqual([]);
  });
});
