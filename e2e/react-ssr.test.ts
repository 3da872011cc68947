import { type RunningEmulator, startEmulator } from "@app/emulator";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEMO_EMAIL, DEMO_PASSWORD, launchChromium } from "./browser.js";
import {
  buildSsrWithReact18,
  react19Build,
  type SsrServer,
  startSsrServer,
} from "./react-ssr-server.js";
import { bundledReactVersions } from "./react18-build.js";

// examples/react-ssr (issue 14, section 4): a page that calls useUser(), rendered by a plain Node
// server for the request's user with renderToReadableStream (default) or renderToString
// (?render=string), then hydrated in Chromium. Built on React 19 (`pnpm build`) and on React 18.3.
// Any console error or warning fails a test (a hydration mismatch is one), as does a Suspense
// fallback shown, or a request the server made made again by the browser.

let emulator: RunningEmulator;
let browser: Browser;
/** The build and the running server of each React major. */
const builds: Record<string, string> = {};
const servers: Record<string, SsrServer> = {};
let removeReact18Build: (() => Promise<void>) | undefined;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, quiet: true, passwordHashCost: 4 });
  const react18 = await buildSsrWithReact18();
  removeReact18Build = react18.remove;
  builds["19"] = react19Build();
  builds["18"] = react18.dist;
  const [react19Server, react18Server] = await Promise.all([
    startSsrServer(builds["19"], emulator),
    startSsrServer(react18.dist, emulator),
  ]);
  servers["19"] = react19Server;
  servers["18"] = react18Server;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all(Object.values(servers).map((server) => server.stop()));
  await removeReact18Build?.();
  await emulator?.stop();
});

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** A page that records every console error and warning, page error, and "Loading…" shown. */
async function openPage(): Promise<{ page: Page; problems: string[] }> {
  context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") {
      problems.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  // Before any script of the page: a fallback that shows even for a frame is recorded.
  await page.addInitScript(() => {
    const check = () => {
      if (document.body?.textContent?.includes("Loading…")) {
        console.error("The Suspense fallback 'Loading…' was shown.");
      }
    };
    new MutationObserver(check).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  return { page, problems };
}

/** The API requests the emulator received since `since`, as "METHOD /path". */
async function emulatorRequests(): Promise<string[]> {
  const response = await fetch(`${emulator.url}/emulator/requests`);
  const { items } = (await response.json()) as { items: { method: string; path: string }[] };
  return items.map((item) => `${item.method} ${item.path}`).sort();
}

async function clearEmulatorRequests() {
  await fetch(`${emulator.url}/emulator/requests`, { method: "DELETE" });
}

/**
 * Loads `url` and waits until the page has hydrated (its buttons work only from then on). Answers
 * the HTML the server sent.
 */
async function loadAndHydrate(page: Page, url: string, button: string): Promise<string> {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? "";
  await expect.poll(() => page.getByRole("button", { name: button }).isEnabled()).toBe(true);
  // The browser's own requests, if any, have all been answered.
  await page.waitForLoadState("networkidle");
  return html;
}

describe.each([
  ["React 19", "19"],
  ["React 18.3", "18"],
])("examples/react-ssr on %s", (_, major) => {
  const server = () => servers[major] as SsrServer;

  it("bundles that React version, in the browser code and the server code", async () => {
    expect(await bundledReactVersions(builds[major] as string)).toEqual([`${major}.3.1`]);
  });

  describe.each([
    ["renderToReadableStream", ""],
    ["renderToString", "?render=string"],
  ])("rendered with %s", (_, query) => {
    it("hydrates a signed-out visitor's page with no console error and no second request", async () => {
      const { page, problems } = await openPage();
      await clearEmulatorRequests();
      const html = await loadAndHydrate(page, `${server().url}/${query}`, "Sign in");
      expect(html).toContain("Signed out.");
      expect(html).not.toContain("Loading…");
      await page.getByText("Signed out.").waitFor();
      expect(await emulatorRequests()).toEqual(["GET /api/v1/projects/current"]);
      expect(problems).toEqual([]);
    });

    it("renders the signed-in user on the server and hydrates without loading them again", async () => {
      const { page, problems } = await openPage();
      await loadAndHydrate(page, `${server().url}/${query}`, "Sign in");
      await page.getByLabel("Email").fill(DEMO_EMAIL);
      await page.getByLabel("Password").fill(DEMO_PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByText(`Signed in as ${DEMO_EMAIL}`).waitFor();

      await clearEmulatorRequests();
      const html = await loadAndHydrate(page, `${server().url}/${query}`, "Sign out");
      expect(html).toContain(`Signed in as ${DEMO_EMAIL}`);
      expect(html).not.toContain("Loading…");
      // The user's client JSON went along; the session's tokens did not.
      const cookies = await context?.cookies();
      const refresh = cookies?.find((cookie) => cookie.name.startsWith("stack-refresh-"));
      expect(refresh).toBeDefined();
      expect(html).not.toContain(
        JSON.parse(decodeURIComponent(refresh?.value ?? "{}")).refresh_token,
      );
      expect(await emulatorRequests()).toEqual([
        "GET /api/v1/projects/current",
        "GET /api/v1/users/me",
      ]);
      expect(problems).toEqual([]);

      // Signing out works in the hydrated page, and the next server render is signed out.
      await page.getByRole("button", { name: "Sign out" }).click();
      await page.getByText("Signed out.").waitFor();
      const after = await loadAndHydrate(page, `${server().url}/${query}`, "Sign in");
      expect(after).toContain("Signed out.");
      expect(problems).toEqual([]);
    });
  });
});
