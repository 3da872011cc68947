// Screenshots of the signed-in pages of the example app, light and dark, for the docs and for
// review: the user button's menu, each account-settings section, the teams page and a team
// invitation. Runs against the built packages (`pnpm build` first):
//
//   node scripts/screenshots.mjs [out-dir]     (default: screenshots/, which git ignores)
import { mkdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { launchChromium } from "./chromium.mjs";
import { startStack } from "./stack.mjs";

const out = resolve(process.argv[2] ?? "screenshots");
const DEMO = { email: "demo@example.com", password: "demo-password" };
const INVITEE = { email: "grace@example.com", password: "correct horse battery" };
const viewport = { width: 1024, height: 720 };

/** An API call to the emulator with the project's server or admin key. */
async function api(stack, access, method, path, body) {
  const { url, projectId, secretServerKey, superSecretAdminKey } = stack.emulator;
  const response = await fetch(`${url}/api/v1${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      "x-stack-project-id": projectId,
      "x-stack-access-type": access,
      ...(access === "admin"
        ? { "x-stack-super-secret-admin-key": superSecretAdminKey }
        : { "x-stack-secret-server-key": secretServerKey }),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${await response.text()}`);
  return response.json();
}

/** The demo user's team, API keys allowed, and an invitation for a second user: its link. */
async function seed(stack) {
  await api(stack, "admin", "PATCH", "/internal/projects/current", {
    config: { allow_user_api_keys: true, allow_team_api_keys: true },
  });
  const { DEMO_USER } = await import("../packages/emulator/dist/index.js");
  const team = stack.emulator.seed.team({ displayName: "Engines", creator: DEMO_USER.id });
  await stack.emulator.seed.user(INVITEE);
  await api(stack, "server", "POST", "/team-invitations/send-code", {
    email: INVITEE.email,
    team_id: (await team).id,
    callback_url: `${stack.appUrl}/handler/team-invitation`,
  });
  return `${stack.appUrl}/handler/team-invitation?code=${stack.emulator.outbox.latestCode(INVITEE.email)}`;
}

async function signIn(page, stack, { email, password }, then = "/") {
  await page.goto(
    `${stack.appUrl}/handler/sign-in?after_auth_return_to=${encodeURIComponent(then)}`,
  );
  await page.getByRole("tab", { name: "Email & Password" }).click();
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** Waits until nothing on the page says it is loading. */
async function settled(page) {
  await page.waitForLoadState("networkidle");
  await page.locator('[data-slot="stack-loading"]').first().waitFor({ state: "detached" });
}

async function shoot(page, scheme, name) {
  const path = join(out, `${scheme}-${name}.png`);
  await page.screenshot({ path });
  console.log(path);
}

const stack = await startStack();
const browser = await launchChromium();
try {
  await mkdir(out, { recursive: true });
  const invitation = await seed(stack);
  for (const scheme of ["light", "dark"]) {
    const context = await browser.newContext({ colorScheme: scheme, viewport });
    const page = await context.newPage();
    await signIn(page, stack, DEMO);
    await page.getByText(`Signed in as ${DEMO.email}`).waitFor();
    await page.getByRole("button", { name: DEMO.email }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).waitFor();
    await shoot(page, scheme, "user-button");
    await page.keyboard.press("Escape");

    await page.goto(`${stack.appUrl}/handler/account-settings`);
    const tabs = page.getByRole("tab");
    await tabs.first().waitFor();
    for (const name of await tabs.allTextContents()) {
      await page.getByRole("tab", { name }).click();
      await settled(page);
      await shoot(page, scheme, `settings-${name.toLowerCase().replaceAll(/\W+/g, "-")}`);
    }

    await page.goto(`${stack.appUrl}/teams`);
    await page.getByRole("region", { name: "Members" }).waitFor();
    await settled(page);
    await shoot(page, scheme, "teams");

    const invitee = await (await browser.newContext({ colorScheme: scheme, viewport })).newPage();
    await signIn(
      invitee,
      stack,
      INVITEE,
      new URL(invitation).pathname + new URL(invitation).search,
    );
    await invitee.getByRole("heading", { level: 1, name: "Join Engines" }).waitFor();
    await shoot(invitee, scheme, "team-invitation");
    await invitee.context().close();
    await context.close();
  }
} finally {
  await browser.close();
  await stack.stop();
}
