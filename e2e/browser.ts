import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchChromium } from "../scripts/chromium.mjs";
import { type Stack, startStack } from "../scripts/stack.mjs";

export { CHROMIUM_PATH, launchChromium } from "../scripts/chromium.mjs";

/** The demo login that `npm start` prints and the example app is seeded with. */
export const DEMO_EMAIL = "demo@example.com";
export const DEMO_PASSWORD = "demo-password";

/**
 * The emulator and the built example app (`example`: a folder of examples/, default
 * `react-vite`), and a Chromium, for the tests of one file: started before them, stopped after
 * them. Read `stack` and `browser` inside tests and hooks.
 */
export function stackAndBrowserPerFile(options: { example?: string } = {}): {
  readonly stack: Stack;
  readonly browser: Browser;
} {
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    stack = await startStack(options);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });
  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`${name} is used before beforeAll() started it.`);
    return value;
  };
  return {
    get stack() {
      return started(stack, "The stack");
    },
    get browser() {
      return started(browser, "The browser");
    },
  };
}

/**
 * Changes the project's config (`{ allow_user_api_keys: true }`) through the admin API, as the
 * dashboard does.
 */
export async function updateProjectConfig(stack: Stack, config: Record<string, unknown>) {
  const { url, projectId, superSecretAdminKey } = stack.emulator;
  const response = await fetch(`${url}/api/v1/internal/projects/current`, {
    method: "PATCH",
    headers: {
      "content-type": "application/json",
      "x-stack-project-id": projectId,
      "x-stack-access-type": "admin",
      "x-stack-super-secret-admin-key": superSecretAdminKey,
    },
    body: JSON.stringify({ config }),
  });
  if (!response.ok) throw new Error(`Updating the project config: ${await response.text()}`);
}

/**
 * Closes (and forgets) the contexts a test opened. A close that has not settled within `withinMs`
 * is reported with its pages' addresses and left to the browser's own close after the file: with
 * two suites at once, Chromium twice took over 120 s to dispose a context of teams.test.ts whose
 * pages were idle (none ran a task or sent a request), which failed the test's afterEach after
 * every assertion of the test had passed.
 */
export async function closeContexts(contexts: BrowserContext[], withinMs = 30_000): Promise<void> {
  await Promise.all(
    contexts.splice(0).map(async (context) => {
      const pages = context.pages().map((page) => page.url());
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<"late">((resolve) => {
        timer = setTimeout(() => resolve("late"), withinMs);
      });
      const outcome = await Promise.race([context.close().then(() => "closed" as const), late]);
      clearTimeout(timer);
      if (outcome === "late") {
        console.warn(
          `A browser context did not close within ${withinMs} ms (its pages: ${pages.join(", ")}); the browser closes it after the file.`,
        );
      }
    }),
  );
}
