import type { BrowserContext, Page } from "playwright-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_EMAIL, DEMO_PASSWORD, stackAndBrowserPerFile } from "./browser.js";

const e2e = stackAndBrowserPerFile();
let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  context = await e2e.browser.newContext();
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

/** Opens the sign-in page on its 'Email & Password' tab ('Email', the magic link, comes first). */
async function openPasswordTab() {
  await page.goto(`${e2e.stack.appUrl}/handler/sign-in`);
  await page.getByRole("heading", { name: "Sign in to your account" }).waitFor();
  await page.getByRole("tab", { name: "Email & Password" }).click();
}

async function signIn(email: string, password: string) {
  await openPasswordTab();
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

describe("signing in through /handler/sign-in", () => {
  it("shows a sign-in link on the home page to a visitor", async () => {
    await page.goto(e2e.stack.appUrl);
    const link = page.getByRole("link", { name: "Sign in" });
    await link.waitFor();
    expect(await link.getAttribute("href")).toBe("/handler/sign-in");
  });

  it("signs the demo user in and shows their e-mail on the home page", async () => {
    await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    await page.getByText(`Signed in as ${DEMO_EMAIL}`).waitFor();
    expect(page.url()).toBe(`${e2e.stack.appUrl}/`);
    // The session survives a reload: it lives in the cookies.
    await page.reload();
    await page.getByText(`Signed in as ${DEMO_EMAIL}`).waitFor();
    const cookies = await page.context().cookies();
    expect(cookies.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^stack-refresh-.+--default$/),
        "stack-access",
      ]),
    );
  });

  it("shows 'Wrong e-mail or password.' for a wrong password and stays signed out", async () => {
    await signIn(DEMO_EMAIL, "not-the-password");
    const alert = page.getByText("Wrong e-mail or password.");
    await alert.waitFor();
    expect(page.url()).toBe(`${e2e.stack.appUrl}/handler/sign-in`);
    const cookies = await page.context().cookies();
    expect(cookies.filter((c) => c.name.startsWith("stack-"))).toEqual([]);
  });

  it("validates the form before sending anything", async () => {
    const apiRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(e2e.stack.emulator.url)) {
        apiRequests.push(`${request.method()} ${new URL(request.url()).pathname}`);
      }
    });
    await openPasswordTab();
    const beforeSubmit = apiRequests.length;

    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByText("Please enter your email").waitFor();
    await page.getByText("Please enter your password").waitFor();
    await page.getByRole("textbox", { name: "Email" }).fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByText("Please enter a valid email").waitFor();
    expect(apiRequests.slice(beforeSubmit)).toEqual([]);

    // The same count sees a submit that passes validation: exactly one sign-in request.
    await page.getByRole("textbox", { name: "Email" }).fill(DEMO_EMAIL);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByText("Wrong e-mail or password.").waitFor();
    expect(apiRequests.slice(beforeSubmit)).toEqual(["POST /api/v1/auth/password/sign-in"]);
  });

  it("signs out through /handler/sign-out and returns home signed out", async () => {
    await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    await page.getByText(`Signed in as ${DEMO_EMAIL}`).waitFor();
    await page.getByRole("link", { name: "Sign out" }).click();
    await page.waitForURL(`${e2e.stack.appUrl}/`);
    await page.getByRole("link", { name: "Sign in" }).waitFor();
    const cookies = await page.context().cookies();
    expect(cookies.filter((c) => c.name.startsWith("stack-"))).toEqual([]);
  });
});
