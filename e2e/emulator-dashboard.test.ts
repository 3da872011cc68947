import { type RunningEmulator, startEmulator } from "@app/emulator";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEMO_EMAIL, DEMO_PASSWORD, launchChromium } from "./browser.js";
import { expectNoAxeViolations } from "./expect-no-axe-violations.js";

// The emulator's dashboard (issue 8): its root URL opened in Chromium, checked with axe, and its
// two actions used as a tester would, without JavaScript of its own.
let emulator: RunningEmulator;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, quiet: true });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await emulator?.stop();
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function openDashboard(colorScheme: "light" | "dark" = "light"): Promise<Page> {
  context = await browser.newContext({ colorScheme });
  const page = await context.newPage();
  await page.goto(`${emulator.url}/`);
  await page.getByRole("heading", { level: 1, name: "Emulator dashboard" }).waitFor();
  return page;
}

/** Calls the API as the demo project's server. */
async function api(method: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${emulator.url}/api/v1${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      "x-stack-project-id": emulator.projectId,
      "x-stack-access-type": "server",
      "x-stack-secret-server-key": emulator.secretServerKey,
    },
    body: JSON.stringify(body),
  });
}

describe("the emulator's dashboard in Chromium", () => {
  beforeAll(async () => {
    // Something in every section: a team, a session, an e-mail and a fault.
    expect((await api("POST", "/teams", { display_name: "Analytical Engines" })).status).toBe(201);
    const signIn = await api("POST", "/auth/password/sign-in", {
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
    });
    expect(signIn.status).toBe(200);
    const reset = await api("POST", "/auth/password/send-reset-code", {
      email: DEMO_EMAIL,
      callback_url: "http://localhost:3000/handler/password-reset",
    });
    expect(reset.status).toBe(200);
    emulator.faults.add({ path: "/api/v1/never-called", kind: "latency", ms: 1 });
  });
  afterAll(() => emulator.faults.clear());

  it.each(["light", "dark"] as const)(
    "has no axe violations (%s), and shows keyboard focus",
    async (scheme) => {
      const page = await openDashboard(scheme);
      for (const name of [/^Users/, /^Teams/, /^Live sessions/, /^E-mails/, /^Faults/]) {
        await expect.poll(() => page.getByRole("table", { name }).count()).toBe(1);
      }
      await expectNoAxeViolations(page);

      await page.keyboard.press("Tab");
      const outline = await page.evaluate(() => {
        const focused = document.activeElement;
        return focused ? getComputedStyle(focused).outlineStyle : "none";
      });
      expect(outline).toBe("solid");
    },
  );
});

describe("creating a user with the dashboard's form", () => {
  it("shows the errors next to the field, then creates the user and lists them", async () => {
    const page = await openDashboard();
    const form = page.getByRole("region", { name: "Create a user" });
    await form.getByLabel("E-mail").fill("ada-at-example.com");
    await form.getByLabel("Password").fill("correct horse");
    await form.getByLabel("Display name (optional)").fill("Ada Lovelace");
    await form.getByRole("button", { name: "Create user" }).click();

    const email = form.getByRole("textbox", { name: "E-mail" });
    await expect.poll(() => email.getAttribute("aria-invalid")).toBe("true");
    expect(await form.getByRole("alert").textContent()).toBe(
      '"ada-at-example.com" is not a valid e-mail address.',
    );
    // The field with the error has the focus, and the page is still free of violations.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("new-user-email");
    await expectNoAxeViolations(page);

    await email.fill("ada@example.com");
    await form.getByLabel("Password").fill("correct horse");
    await form.getByRole("button", { name: "Create user" }).click();
    await page.getByRole("status").getByText("User ada@example.com was created.").waitFor();
    const users = page.getByRole("table", { name: /^Users/ });
    const row = users.getByRole("row").filter({ hasText: "ada@example.com" });
    expect(await row.getByRole("cell").allTextContents()).toEqual([
      "ada@example.com",
      "Ada Lovelace",
      expect.stringMatching(/ UTC$/),
      "No",
    ]);
    await expectNoAxeViolations(page);

    const signIn = await fetch(`${emulator.url}/api/v1/auth/password/sign-in`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-stack-project-id": emulator.projectId,
        "x-stack-access-type": "client",
        "x-stack-publishable-client-key": emulator.publishableClientKey,
      },
      body: JSON.stringify({ email: "ada@example.com", password: "correct horse" }),
    });
    expect(signIn.status).toBe(200);
  });
});

describe("clearing faults with the dashboard's button", () => {
  it("clears a fault added over /emulator/faults", async () => {
    const added = await fetch(`${emulator.url}/emulator/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        method: "GET",
        path: "/api/v1/users/me",
        kind: "status",
        status: 503,
      }),
    });
    expect(added.status).toBe(201);
    const { id } = (await added.json()) as { id: string };

    const page = await openDashboard();
    const faults = page.getByRole("table", { name: /^Faults/ });
    await faults.getByRole("rowheader", { name: id }).waitFor();
    await page.getByRole("button", { name: "Clear faults" }).click();

    await page.getByRole("status").getByText("Faults cleared.").waitFor();
    await page.getByText("No faults: every request is handled normally.").waitFor();
    expect(emulator.faults.list()).toEqual([]);
    await expectNoAxeViolations(page);
  });
});

describe("the outbox page in Chromium", () => {
  // Its links used the system's LinkText colour, which fails axe's contrast check on a dark page.
  it.each(["light", "dark"] as const)("has no axe violations (%s)", async (scheme) => {
    const reset = await api("POST", "/auth/password/send-reset-code", {
      email: DEMO_EMAIL,
      callback_url: "http://localhost:3000/handler/password-reset",
    });
    expect(reset.status).toBe(200);
    context = await browser.newContext({ colorScheme: scheme });
    const page = await context.newPage();
    await page.goto(`${emulator.url}/emulator/outbox`);
    await page
      .getByRole("link", { name: /password-reset/ })
      .first()
      .waitFor();
    await expectNoAxeViolations(page);
  });
});
