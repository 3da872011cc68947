import { connectEmulator, totpCode } from "@app/emulator/testing";
import type { BrowserContext, Page } from "playwright-core";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { closeContexts, stackAndBrowserPerFile, updateProjectConfig } from "./browser.js";
import { expectNoAxeViolations } from "./expect-no-axe-violations.js";

// /handler/account-settings in Chromium, against the built example app and the emulator: each
// test seeds its own user, works through the page as a user would, and reads e-mailed links from
// the emulator's outbox.

const e2e = stackAndBrowserPerFile();
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  await updateProjectConfig(e2e.stack, { allow_user_api_keys: true });
});

afterEach(async () => {
  await closeContexts(contexts);
});

let counter = 0;
const newEmail = (what: string) => `e2e-settings-${what}-${++counter}-${Date.now()}@example.com`;
const PASSWORD = "correct horse battery";
const emulator = () => connectEmulator(e2e.stack.emulator.url);

async function newPage(colorScheme: "light" | "dark" = "light"): Promise<Page> {
  const context = await e2e.browser.newContext({ colorScheme });
  contexts.push(context);
  return context.newPage();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${e2e.stack.appUrl}/handler/sign-in`);
  await page.getByRole("tab", { name: "Email & Password" }).click();
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** A new user, signed in on a new page that shows the account settings. */
async function settingsOfNewUser(
  what: string,
  colorScheme: "light" | "dark" = "light",
  team?: string,
) {
  const email = newEmail(what);
  const { id } = await emulator().seed.user({ email, password: PASSWORD });
  if (team) await emulator().seed.team({ displayName: team, creator: id });
  const page = await newPage(colorScheme);
  await signIn(page, email, PASSWORD);
  await page.getByText(`Signed in as ${email}`).waitFor();
  await page.getByRole("link", { name: "Account settings" }).click();
  await page.getByRole("heading", { level: 1, name: "Account settings" }).waitFor();
  return { page, email };
}

async function openSection(page: Page, name: string) {
  await page.getByRole("tab", { name }).click();
  return page.getByRole("tabpanel", { name });
}

/** The bytes of a base32 secret, as an authenticator app reads the text. */
function fromBase32(text: string): Uint8Array {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text) {
    value = (value << 5) | alphabet.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Uint8Array.from(bytes);
}

describe("account settings in the browser", () => {
  it("edits the profile's display name, which stays after a reload", async () => {
    const { page } = await settingsOfNewUser("profile");
    expect(await page.title()).toBe("Account settings");
    const panel = page.getByRole("tabpanel", { name: "Profile" });
    await panel.getByRole("button", { name: "Edit" }).click();
    await panel.getByRole("textbox", { name: "Display name" }).fill("Grace Hopper");
    await panel.getByRole("button", { name: "Save" }).click();
    await panel.getByText("Grace Hopper").waitFor();
    await page.reload();
    await page.getByRole("tabpanel", { name: "Profile" }).getByText("Grace Hopper").waitFor();
  });

  it("adds an email and verifies it through the e-mailed link", async () => {
    const { page } = await settingsOfNewUser("emails");
    const panel = await openSection(page, "Emails");
    const added = newEmail("added");
    await panel.getByRole("textbox", { name: "New email" }).fill(added);
    await panel.getByRole("button", { name: "Add email" }).click();
    const row = panel.getByRole("listitem", { name: added });
    await row.getByText("Unverified").waitFor();
    await row.getByRole("button", { name: "Send verification email" }).click();
    await row.getByText(`We sent a verification link to ${added}.`).waitFor();

    await page.goto(await emulator().outbox.latestLink(added));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByText("Your email has been verified!").waitFor();
    await page.goto(`${e2e.stack.appUrl}/handler/account-settings`);
    const emails = await openSection(page, "Emails");
    await emails.getByRole("listitem", { name: added }).getByText("Verified").waitFor();
  });

  it("changes the password; the new one signs in", async () => {
    const { page, email } = await settingsOfNewUser("password");
    const panel = await openSection(page, "Password");
    const next = "an even better password";
    await panel.getByLabel("Current password").fill(PASSWORD);
    await panel.getByLabel("New password", { exact: true }).fill(next);
    await panel.getByLabel("Repeat new password").fill(next);
    await panel.getByRole("button", { name: "Update password" }).click();
    await panel.getByText("Your password has been updated.").waitFor();

    await page.goto(`${e2e.stack.appUrl}/handler/sign-out`);
    await page.getByRole("link", { name: "Sign in" }).waitFor();
    await signIn(page, email, next);
    await page.getByText(`Signed in as ${email}`).waitFor();
  });

  it("enables TOTP with the code of the secret shown; the next sign-in asks for it", async () => {
    const { page, email } = await settingsOfNewUser("totp");
    const panel = await openSection(page, "Two-factor authentication");
    await panel.getByRole("button", { name: "Enable two-factor authentication" }).click();
    await panel.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
    const secret = fromBase32(
      (await panel.locator('[data-slot="stack-secret"]').textContent()) ?? "",
    );
    expect(secret.length).toBe(20);
    await panel
      .getByRole("textbox", { name: "Code from your authenticator app" })
      .pressSequentially(totpCode(secret));
    await panel.getByRole("button", { name: "Turn on" }).click();
    await panel.getByText(/Two-factor authentication is on/).waitFor();

    await page.goto(`${e2e.stack.appUrl}/handler/sign-out`);
    await page.getByRole("link", { name: "Sign in" }).waitFor();
    await signIn(page, email, PASSWORD);
    const code = page.getByRole("textbox", { name: "Two-factor authentication" });
    await code.waitFor();
    await code.pressSequentially(totpCode(secret));
    await page.getByText(`Signed in as ${email}`).waitFor();
  });

  // Issue 33: every session read "Unknown location", and none said which was this device.
  it("tells the sessions apart (this device's browser and system, each one's IP address and last use) and revokes another browser's", async () => {
    const { page, email } = await settingsOfNewUser("sessions");
    const other = await newPage();
    await signIn(other, email, PASSWORD);
    await other.getByText(`Signed in as ${email}`).waitFor();

    const panel = await openSection(page, "Active sessions");
    const rows = panel.getByRole("listitem");
    await expect.poll(() => rows.count()).toBe(2);
    const own = panel.getByRole("listitem", { name: "Chrome on Linux, This device" });
    await own.getByText("This device").waitFor();
    await own.getByText("IP address 127.0.0.1").waitFor();
    await own.getByText(/^Last used /).waitFor();
    const theirs = panel.getByRole("listitem").filter({ hasNotText: "This device" });
    // Another browser is named by where it was last used: here, this machine's address.
    expect(await theirs.locator('[data-slot="stack-settings-value"]').textContent()).toBe(
      "127.0.0.1",
    );
    await theirs.getByText(/^Signed in /).waitFor();
    expect(await panel.textContent()).not.toContain("Unknown location");

    await theirs.getByRole("button", { name: "Revoke" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Revoke this session?" });
    await dialog.getByRole("button", { name: "Revoke" }).click();
    await expect.poll(() => rows.count()).toBe(1);
    await rows.getByText("This device").waitFor();
  });

  it("creates an API key in the API keys tab; its secret is shown once", async () => {
    const { page } = await settingsOfNewUser("api-keys");
    const panel = await openSection(page, "API keys");
    await panel.getByRole("textbox", { name: "Description" }).fill("Deploy script");
    await panel.getByRole("button", { name: "Create API key" }).click();
    const secret = await panel
      .getByRole("region", { name: /Your new API key/ })
      .getByRole("textbox", { name: "Key" })
      .inputValue();
    await panel
      .getByRole("row", { name: /Deploy script/ })
      .getByText(`Ending in ${secret.slice(-4)}`)
      .waitFor();
    expect(await panel.getByRole("heading", { level: 2 }).allTextContents()).toContain("API keys");
    expect(await panel.getByRole("heading", { level: 2, name: "API keys" }).count()).toBe(1);
  });

  it("shows the user's team, its members and the team creation in the Teams tab", async () => {
    const { page } = await settingsOfNewUser("teams", "light", "Rockets");
    const panel = await openSection(page, "Teams");
    const choose = panel.getByRole("combobox", { name: "Team" });
    expect(await choose.locator("option:checked").textContent()).toBe("Rockets");
    const members = panel.getByRole("region", { name: "Members" });
    await members.getByText("You").waitFor();
    await panel.getByRole("region", { name: "Create a team" }).waitFor();
    expect(await panel.getByRole("heading", { level: 2, name: "Teams" }).count()).toBe(1);
  });

  for (const colorScheme of ["light", "dark"] as const) {
    it(`passes axe as a whole page in ${colorScheme}: the profile, the two-factor setup, the sessions, API keys and teams`, async () => {
      const { page } = await settingsOfNewUser(`axe-${colorScheme}`, colorScheme, "Axe team");
      await page
        .getByRole("tabpanel", { name: "Profile" })
        .getByRole("button", { name: "Edit" })
        .waitFor();
      await expectNoAxeViolations(page);
      const totp = await openSection(page, "Two-factor authentication");
      await totp.getByRole("button", { name: "Enable two-factor authentication" }).click();
      await totp.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
      await expectNoAxeViolations(page);
      const sessions = await openSection(page, "Active sessions");
      await sessions.getByText("This device").waitFor();
      await expectNoAxeViolations(page);
      const apiKeys = await openSection(page, "API keys");
      await apiKeys.getByRole("textbox", { name: "Description" }).fill(`Axe ${colorScheme}`);
      await apiKeys.getByRole("button", { name: "Create API key" }).click();
      await apiKeys.getByRole("row", { name: new RegExp(`Axe ${colorScheme}`) }).waitFor();
      await expectNoAxeViolations(page);
      const teams = await openSection(page, "Teams");
      await teams.getByRole("region", { name: "Leave team" }).waitFor();
      await expectNoAxeViolations(page);
    }, 120_000);
  }
});
