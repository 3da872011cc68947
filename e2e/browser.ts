import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { type Stack, startStack } from "../scripts/stack.mjs";

/** Debian's Chromium; Playwright's own browser download is never used. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Launches headless Chromium with the flags this machine needs (closed network, root), and
 * `extraArgs` (e.g. `--host-resolver-rules` to give a local server a foreign name).
 */
export async function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}. Install it with "apt-get install -y chromium" (npm test does this when it can), or set CHROMIUM_PATH.`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      ...extraArgs,
    ],
  });
}

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
