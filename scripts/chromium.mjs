// Debian's Chromium with the flags this machine needs (closed network, root), for the browser
// tests (e2e/browser.ts) and the benchmarks that drive a browser (bench/cross-tab.mjs).
import { existsSync } from "node:fs";
import { chromium } from "playwright-core";

/** Debian's Chromium; Playwright's own browser download is never used. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Launches headless Chromium with the flags this machine needs (closed network, root), and
 * `extraArgs` (e.g. `--host-resolver-rules` to give a local server a foreign name).
 * @param {readonly string[]} [extraArgs]
 */
export async function launchChromium(extraArgs = []) {
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
