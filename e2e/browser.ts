import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchChromium } from "../scripts/chromium.mjs";
import { type Stack, startStack } from "../scripts/stack.mjs";

export { CHROMIUM_PATH, launchChromium } from "../scripts/chromium.mjs";

/** The demo login that `npm start` prints and the example app is seeded with. */
export const DEMO_EMAIL = "demo@example.com";
export const DEMO_PASSWORD = "demo-password";

/**
 * The emulator and the built example app, and a Chromium, for the tests of one file: started
 * before them, stopped after them. Read `stack` and `browser` inside tests and hooks.
 */
export function stackAndBrowserPerFile(): { readonly stack: Stack; readonly browser: Browser } {
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    stack = await startStack();
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
