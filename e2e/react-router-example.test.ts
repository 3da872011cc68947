import type { BrowserContext, Page } from "playwright-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { stackAndBrowserPerFile } from "./browser.js";

// The React Router recipe (issue 29): examples/react-router, written as the reference SDK's
// React Router example is (StackHandler told the router's location, StackTheme,
// `redirectMethod: { useNavigate }`), built with Vite and served by `vite preview` against the
// emulator. Every redirect after sign-up, sign-in and sign-out threw "method.navigate is not a
// function" and left the page on its skeleton; `/handler/register` answered "Page not found".

const e2e = stackAndBrowserPerFile({ example: "react-router" });
let context: BrowserContext;
let page: Page;
/** What went wrong in the page, one line each: uncaught errors and console errors. */
let problems: string[];

beforeEach(async () => {
  context = await e2e.browser.newContext();
  page = await context.newPage();
  problems = [];
  page.on("pageerror", (error) => problems.push(`uncaught in the page: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error")
      problems.push(`console error: ${message.text()} ${message.location().url}`);
  });
});

afterEach(async () => {
  await context.close();
});

let counter = 0;
const uniqueEmail = () => `rr-${Date.now().toString(36)}-${++counter}@example.com`;
const PASSWORD = "react-router-password";

const at = (path: string) => `${e2e.stack.appUrl}${path}`;

/** The address the current document was loaded from (a router's navigation keeps it). */
const documentUrl = () =>
  page.evaluate(() => performance.getEntriesByType("navigation")[0]?.name ?? "");

/** Waits for the example's home page, the after-sign-up, after-sign-in and after-sign-out page. */
async function expectHome(): Promise<void> {
  await page.waitForURL(at("/"));
  await page.getByText("hello world").waitFor();
}

async function signUp(email: string): Promise<void> {
  await page.goto(at("/handler/sign-up"));
  await page.getByRole("tab", { name: "Email & Password" }).click();
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Repeat Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
}

/**
 * Whether the browser is signed in as `email`, as the account settings show it (their Emails
 * section, which the tab opens at `#emails` with the router's navigate).
 */
async function expectSignedIn(email: string): Promise<void> {
  await page.goto(at("/handler/account-settings"));
  await page.getByRole("heading", { level: 1, name: "Account settings" }).waitFor();
  await page.getByRole("tab", { name: "Emails" }).click();
  await page.waitForURL(at("/handler/account-settings#emails"));
  await page.getByRole("tabpanel", { name: "Emails" }).getByText(email).waitFor();
}

describe("the React Router example (redirectMethod: { useNavigate })", () => {
  it("regression (issue 29): signs up and lands on the after-sign-up page, signed in, through a page load", async () => {
    const email = uniqueEmail();
    await signUp(email);
    await expectHome();
    // Outside a component the redirect falls back to window.location, as the reference's does.
    expect(await documentUrl()).toBe(at("/"));
    await expectSignedIn(email);
    expect(problems).toEqual([]);
  });

  it("regression (issue 29): signs out through /handler/sign-out and lands on the after-sign-out page, signed out", async () => {
    const email = uniqueEmail();
    await signUp(email);
    await expectHome();
    await page.goto(at("/handler/sign-out"));
    await expectHome();
    // Signed out: the account settings send the visitor to sign-in.
    await page.goto(at("/handler/account-settings"));
    await page.waitForURL((url) => url.pathname === "/handler/sign-in");
    await page.getByRole("heading", { name: "Sign in to your account" }).waitFor();
    expect(problems).toEqual([]);
  });

  it("regression (issue 29): signs in through /handler/sign-in and lands on the after-sign-in page", async () => {
    const email = uniqueEmail();
    await e2e.stack.emulator.seed.user({ email, password: PASSWORD });
    await page.goto(at("/handler/sign-in"));
    await page.getByRole("tab", { name: "Email & Password" }).click();
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expectHome();
    await expectSignedIn(email);
    expect(problems).toEqual([]);
  });

  it("regression (issue 29): /handler/register goes to /handler/sign-up, query kept, with the router's navigate (no page load)", async () => {
    await page.goto(at("/handler/register?after_auth_return_to=%2F"));
    await page.waitForURL(at("/handler/sign-up?after_auth_return_to=%2F"));
    await page.getByRole("heading", { name: "Create a new account" }).waitFor();
    // React Router replaced the address in the same document.
    expect(await documentUrl()).toBe(at("/handler/register?after_auth_return_to=%2F"));
    // Replaced, not pushed: Back leaves the alias behind (to the new tab's blank page).
    await page.goBack();
    expect(page.url()).toBe("about:blank");
    expect(problems).toEqual([]);
  });

  it("reads page names as the reference's handler does: case and hyphens ignored, log-in", async () => {
    for (const [alias, canonical] of [
      ["/handler/LogIn", "/handler/sign-in"],
      ["/handler/SIGNUP", "/handler/sign-up"],
      ["/handler/Forgot-Password", "/handler/forgot-password"],
    ] as const) {
      await page.goto(at(alias));
      await page.waitForURL(at(canonical));
    }
    await page.goto(at("/handler/nowhere"));
    await page.getByRole("heading", { name: "Page not found" }).waitFor();
    expect(problems).toEqual([]);
  });
});
