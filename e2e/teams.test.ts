import { connectEmulator } from "@app/emulator/testing";
import type { BrowserContext, Page } from "playwright-core";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  closeContexts,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  stackAndBrowserPerFile,
  updateProjectConfig,
} from "./browser.js";
import { expectNoAxeViolations } from "./expect-no-axe-violations.js";

// Teams and API keys in Chromium, against the example app and the emulator (issue 18): an API
// key whose secret is shown once, a team, an invitation that a second user opens from the
// outbox and accepts after signing in, and sign-out from the user button; axe on each page as a
// whole, light and dark.

const e2e = stackAndBrowserPerFile();
const contexts: BrowserContext[] = [];

afterEach(async () => {
  await closeContexts(contexts);
});

/** Signs up a user through the client API, as another browser would have. */
async function signUp(email: string, password: string) {
  const { url, projectId, publishableClientKey } = e2e.stack.emulator;
  const response = await fetch(`${url}/api/v1/auth/password/sign-up`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-stack-project-id": projectId,
      "x-stack-access-type": "client",
      "x-stack-publishable-client-key": publishableClientKey,
    },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  await updateProjectConfig(e2e.stack, { allow_user_api_keys: true, allow_team_api_keys: true });
});

async function newPage(colorScheme: "light" | "dark" = "light"): Promise<Page> {
  const context = await e2e.browser.newContext({ colorScheme });
  contexts.push(context);
  return context.newPage();
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole("tab", { name: "Email & Password" }).click();
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

async function signInAsDemo(page: Page) {
  await page.goto(`${e2e.stack.appUrl}/handler/sign-in`);
  await signIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  await page.getByText(`Signed in as ${DEMO_EMAIL}`).waitFor();
}

let counter = 0;
const newEmail = (what: string) => `e2e-${what}-${++counter}-${Date.now()}@example.com`;

describe("teams and API keys in the example app", () => {
  it("creates an API key whose secret is shown once", async () => {
    const page = await newPage();
    await signInAsDemo(page);
    await page.getByRole("link", { name: "API keys" }).click();
    await page.getByRole("heading", { level: 2, name: "API keys" }).waitFor();
    await page.getByRole("textbox", { name: "Description" }).fill("Deploy script");
    await page.getByRole("button", { name: "Create API key" }).click();
    const panel = page.getByRole("region", { name: /Your new API key/ });
    const secret = await panel.getByRole("textbox", { name: "Key" }).inputValue();
    expect(secret.length).toBeGreaterThan(20);
    await panel.getByText("It will not be shown again.").waitFor();
    const row = page.getByRole("row", { name: /Deploy script/ });
    await row.getByText(`Ending in ${secret.slice(-4)}`).waitFor();

    await page.reload();
    await page.getByRole("row", { name: /Deploy script/ }).waitFor();
    expect(await page.content()).not.toContain(secret);
  });

  it("creates a team, invites a second user who accepts from the email (another account is told it is the wrong one), and signs out", async () => {
    const owner = await newPage();
    await signInAsDemo(owner);
    await owner.getByRole("link", { name: "Teams" }).click();
    const create = owner.getByRole("region", { name: "Create a team" });
    await create.getByRole("textbox", { name: "Team name" }).fill("Engines");
    await create.getByRole("button", { name: "Create team" }).click();
    await owner.getByRole("button", { name: "Team: Engines" }).waitFor(); // the header's switcher

    const invitee = newEmail("invitee");
    const password = "correct horse battery";
    await signUp(invitee, password);
    const invitations = owner.getByRole("region", { name: "Invitations" });
    await invitations.getByRole("textbox", { name: "Email" }).fill(invitee);
    await invitations.getByRole("button", { name: "Send invitation" }).click();
    await invitations.getByText(`Invitation sent to ${invitee}.`).waitFor();
    await invitations.getByRole("listitem").filter({ hasText: invitee }).waitFor();

    const link = await connectEmulator(e2e.stack.emulator.url).outbox.latestLink(invitee);
    expect(link).toMatch(/\/handler\/team-invitation\?code=/);

    // Someone signed in with another email who opens the link is told it is not theirs.
    const stranger = newEmail("stranger");
    await signUp(stranger, password);
    const wrong = await newPage();
    await wrong.goto(link);
    await wrong.getByRole("button", { name: "Sign in" }).click();
    await signIn(wrong, stranger, password);
    await wrong.getByRole("heading", { level: 1, name: "Wrong account" }).waitFor();
    expect(await wrong.getByRole("button", { name: "Join" }).count()).toBe(0);
    await expectNoAxeViolations(wrong);
    await wrong.getByRole("button", { name: "Sign out" }).click();
    await wrong.getByRole("heading", { level: 1, name: "Sign in to join the team" }).waitFor();

    const second = await newPage();
    await second.goto(link);
    await second.getByRole("heading", { level: 1, name: "Sign in to join the team" }).waitFor();
    expect(await second.title()).toBe("Team invitation");
    await second.getByRole("button", { name: "Sign in" }).click();
    await signIn(second, invitee, password);
    await second.getByRole("heading", { level: 1, name: "Join Engines" }).waitFor();
    await second.getByRole("button", { name: "Join" }).click();
    await second.getByText(`Signed in as ${invitee}`).waitFor();
    await second.goto(`${e2e.stack.appUrl}/teams`);
    const members = second.getByRole("region", { name: "Members" });
    await members.getByText("You").waitFor();
    expect(await members.getByRole("listitem").count()).toBe(2);

    // The owner's list follows once the page reads the team again.
    await owner.reload();
    await owner
      .getByRole("region", { name: "Invitations" })
      .getByText("No pending invitations.")
      .waitFor();

    // The user button shows who is signed in (showUserInfo), which names it. Signed out on the
    // home page: on a protected page (/teams) its own redirect to sign-in may come first.
    await second.goto(`${e2e.stack.appUrl}/`);
    await second.getByRole("button", { name: invitee }).click();
    await second.getByRole("menuitem", { name: "Sign out" }).click();
    await second.waitForURL(`${e2e.stack.appUrl}/`);
    await second.getByRole("link", { name: "Sign in" }).waitFor();
  }, 120_000);
});

// Whole pages as the user leaves them. An open menu or dialog is checked on the element itself
// in the component tests: while one is open, Radix hides the rest of the page from assistive
// technology with aria-hidden, which whole-page axe reports as hidden focusable content.
describe.each(["light", "dark"] as const)("no axe violations, %s", (colorScheme) => {
  it("on the teams, API keys, protected, team-invitation and mfa pages", async () => {
    const page = await newPage(colorScheme);
    await signInAsDemo(page);
    await page.goto(`${e2e.stack.appUrl}/teams`);
    const create = page.getByRole("region", { name: "Create a team" });
    await create.getByRole("textbox", { name: "Team name" }).fill(`Axe ${colorScheme}`);
    await create.getByRole("button", { name: "Create team" }).click();
    await page.getByRole("button", { name: `Team: Axe ${colorScheme}` }).waitFor();
    await page.getByRole("region", { name: "Leave team" }).waitFor();
    await expectNoAxeViolations(page);

    await page.goto(`${e2e.stack.appUrl}/api-keys`);
    await page.getByRole("textbox", { name: "Description" }).fill(`Axe ${colorScheme}`);
    await page.getByRole("button", { name: "Create API key" }).click();
    await page.getByRole("region", { name: /Your new API key/ }).waitFor();
    await expectNoAxeViolations(page);

    await page.goto(`${e2e.stack.appUrl}/protected`);
    await page.getByText("Only signed-in users see this page.").waitFor();
    await expectNoAxeViolations(page);

    await page.goto(`${e2e.stack.appUrl}/handler/team-invitation?code=${"x".repeat(45)}`);
    await page.getByRole("heading", { level: 1, name: "Invalid invitation link" }).waitFor();
    await expectNoAxeViolations(page);
    await page.goto(`${e2e.stack.appUrl}/handler/mfa`);
    await page.getByRole("heading", { level: 1, name: "No sign-in to finish" }).waitFor();
    await expectNoAxeViolations(page);
  }, 120_000);
});
