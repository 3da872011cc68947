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
