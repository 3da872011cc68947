import { StackClientApp } from "@app/core";
import { type RunningEmulator, startEmulator } from "@app/emulator";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEMO_EMAIL, DEMO_PASSWORD, launchChromium } from "./browser.js";
import { type NextServer, startNextServer } from "./next-app-server.js";

// examples/next-app (issue 29, sections 1 and 5): the App Router app on @app/next, built once with
// `next build` (part of `pnpm build`) and served with `next start` against the emulator, walked in
// Chromium. Any console error of the page fails its test.

let emulator: RunningEmulator;
let server: NextServer;
let browser: Browser;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, quiet: true, passwordHashCost: 4 });
  server = await startNextServer(emulator);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await emulator?.stop();
});

/** Another client than the browser (a script, a mobile app), signed in as the demo user. */
async function signedInElsewhere(): Promise<StackClientApp> {
  const other = new StackClientApp({
    projectId: emulator.projectId,
    publishableClientKey: emulator.publishableClientKey,
    baseUrl: emulator.url,
    tokenStore: "memory",
    redirectMethod: "none",
  });
  await other.signInWithCredential({
    email: DEMO_EMAIL,
    password: DEMO_PASSWORD,
    noRedirect: true,
  });
  return other;
}

let context: BrowserContext | undefined;
let problems: string[] = [];
afterEach(async () => {
  await context?.close();
  context = undefined;
  const seen = problems;
  problems = [];
  expect(seen).toEqual([]);
});

async function openPage(): Promise<Page> {
  context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  page.on("console", (message) => {
    // The example has no favicon: the browser's own request for it is not the page's error.
    if (message.type() !== "error" || /favicon\.ico/.test(message.location().url)) return;
    problems.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return page;
}

/**
 * Waits until the sign-in page has hydrated: the server sent the form, and its tabs switch (and
 * its links follow Next.js's router rather than load a page) from then on.
 */
async function untilSignInPageHydrated(page: Page): Promise<void> {
  const password = page.getByLabel("Password", { exact: true });
  await expect
    .poll(async () => {
      await page.getByRole("tab", { name: "Email & Password" }).click();
      return password.isVisible();
    })
    .toBe(true);
}

async function signIn(page: Page): Promise<void> {
  await untilSignInPageHydrated(page);
  await page.getByRole("textbox", { name: "Email" }).fill(DEMO_EMAIL);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** The session cookies of the browser, by name. */
async function sessionCookies(): Promise<string[]> {
  const cookies = (await context?.cookies()) ?? [];
  return cookies.map((cookie) => cookie.name).filter((name) => name.startsWith("stack-"));
}

describe("examples/next-app on @app/next", () => {
  it("signs in on the handler's page, then both components show the user", async () => {
    const page = await openPage();
    await page.goto("/");
    await expect
      .poll(() => page.getByTestId("server-user").textContent())
      .toBe("Server component: signed out");
    await page.goto("/handler/sign-in");
    await signIn(page);
    await page.waitForURL(`${server.url}/`);
    await expect
      .poll(() => page.getByTestId("server-user").textContent())
      .toBe("Server component: signed in as Demo User");
    await expect
      .poll(() => page.getByTestId("client-user").textContent())
      .toBe("Client component: hello, Demo User");
    // The browser's cookie store wrote the names the server reads: one session for both.
    expect((await sessionCookies()).sort()).toEqual([
      "stack-access",
      `stack-refresh-${emulator.projectId}--default`,
    ]);
  });

  it("sends a signed-in page's user with its HTML: the first paint shows it, with no fallback", async () => {
    const page = await openPage();
    await page.goto("/handler/sign-in");
    await signIn(page);
    await page.waitForURL(`${server.url}/`);
    // The HTML as the server sends it, before any script runs.
    const html = await (await page.request.get("/")).text();
    expect(html).toContain("Server component: signed in as ");
    expect(html).toContain("Client component: hello, ");
    expect(html).not.toContain("Loading…");
    // Nor any secret: the browser's app is built from a plain configuration.
    expect(html).not.toContain(emulator.secretServerKey);
  });

  it("redirects a signed-out visitor of /protected (a server component) to sign in", async () => {
    const page = await openPage();
    await page.goto("/protected");
    await page.waitForURL(/\/handler\/sign-in/);
    await signIn(page);
    await page.waitForURL(`${server.url}/`);
    await page.goto("/protected");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(`Protected page for ${DEMO_EMAIL}`);
  });

  it("guards /guarded in middleware, and comes back there after sign-in", async () => {
    const page = await openPage();
    await page.goto("/guarded");
    await page.waitForURL(/\/handler\/sign-in\?after_auth_return_to=%2Fguarded$/);
    await signIn(page);
    await page.waitForURL(`${server.url}/guarded`);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(`Guarded page for ${DEMO_EMAIL}`);
  });

  it("renames the user with a server action", async () => {
    const page = await openPage();
    await page.goto("/handler/sign-in");
    await signIn(page);
    await page.waitForURL(`${server.url}/`);
    await page.goto("/rename");
    await page.getByLabel("New name").fill("Ada Lovelace");
    await page.getByRole("button", { name: "Rename" }).click();
    await expect
      .poll(() => page.getByTestId("current-name").textContent())
      .toBe("Current name: Ada Lovelace");
    await page.goto("/");
    await expect
      .poll(() => page.getByTestId("client-user").textContent())
      .toBe("Client component: hello, Ada Lovelace");
    // Back to the seeded name for the other tests.
    await page.goto("/rename");
    await page.getByLabel("New name").fill("Demo User");
    await page.getByRole("button", { name: "Rename" }).click();
    await expect
      .poll(() => page.getByTestId("current-name").textContent())
      .toBe("Current name: Demo User");
  });

  it("answers GET /api/me from the cookies, from x-stack-auth, and null without either", async () => {
    const page = await openPage();
    expect(await (await page.request.get("/api/me")).json()).toBeNull();
    await page.goto("/handler/sign-in");
    await signIn(page);
    await page.waitForURL(`${server.url}/`);
    expect(await (await page.request.get("/api/me")).json()).toMatchObject({
      primaryEmail: DEMO_EMAIL,
    });
    // Another client (a script, a mobile app) sends its session in the x-stack-auth header.
    const other = await signedInElsewhere();
    const answer = await fetch(`${server.url}/api/me`, { headers: await other.getAuthHeaders() });
    expect(await answer.json()).toMatchObject({ primaryEmail: DEMO_EMAIL });
  });

  it("refreshes an expired access token in middleware once, for the whole request", async () => {
    const other = await signedInElsewhere();
    const { refreshToken } = await other.getAuthJson();
    // Only the refresh cookie: the access token is missing, as when its cookie expired.
    const cookie = `stack-refresh-${emulator.projectId}--default=${encodeURIComponent(
      JSON.stringify({ refresh_token: refreshToken, updated_at_millis: Date.now() }),
    )}`;
    emulator.requests.clear();
    const response = await fetch(`${server.url}/`, { headers: { cookie } });
    const html = await response.text();
    expect(html).toContain("Server component: signed in as ");
    const setCookies = response.headers.getSetCookie().map((line) => line.split("=")[0]);
    expect(setCookies).toContain("stack-access");
    // One refresh in middleware; the layout and the page used its token.
    const grants = emulator.requests.list({ method: "POST", path: "/api/v1/auth/oauth/token" });
    expect(grants).toHaveLength(1);
  });

  it("answers an unknown handler page with the app's 404", async () => {
    const response = await fetch(`${server.url}/handler/no-such-page`);
    expect(response.status).toBe(404);
  });

  it("reads the project of a browser-built app from NEXT_PUBLIC_STACK_PROJECT_ID, inlined by the build", async () => {
    const page = await openPage();
    await page.goto("/preset");
    await expect
      .poll(() => page.getByTestId("preset-project").textContent())
      .toBe(emulator.projectId);
  });

  it("follows the sign-in page's links within the app (next/link), and opens account settings from the user button", async () => {
    const page = await openPage();
    await page.goto("/handler/sign-in");
    // regression: a click before hydration loaded the next page in full (a flaky failure).
    await untilSignInPageHydrated(page);
    await page.evaluate(() => {
      (window as { marker?: string }).marker = "same page";
    });
    await page.getByRole("link", { name: "Sign up" }).click();
    await page.waitForURL(/\/handler\/sign-up/);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Create a new account");
    // No full page load: the window is the same.
    expect(await page.evaluate(() => (window as { marker?: string }).marker)).toBe("same page");

    await page.goto("/handler/sign-in");
    await signIn(page);
    await page.waitForURL(`${server.url}/`);
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Account settings" }).click();
    await page.waitForURL(/\/handler\/account-settings/);
    await expect
      .poll(() => page.getByRole("heading", { name: "Profile" }).count())
      .toBeGreaterThan(0);

    // Sign out from the menu: both components show it.
    await page.goto("/");
    await page.getByRole("button", { name: "User menu" }).click();
    // After a sign-out the SDK loads the page anew: wait for that load, which a reload made
    // meanwhile would abort (regression: a flaky net::ERR_ABORTED).
    const loadedAnew = page.waitForEvent("load");
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await loadedAnew;
    await page.waitForURL(`${server.url}/`);
    await expect
      .poll(() => page.getByTestId("client-user").textContent())
      .toBe("Client component: nobody signed in");
    await page.reload();
    await expect
      .poll(() => page.getByTestId("server-user").textContent())
      .toBe("Server component: signed out");
  });
});
