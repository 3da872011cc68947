import type { Browser } from "playwright-core";

/** Debian's Chromium; Playwright's own browser download is never used. */
export const CHROMIUM_PATH: string;
/**
 * Launches headless Chromium with the flags this machine needs (closed network, root), and
 * `extraArgs` (e.g. `--host-resolver-rules` to give a local server a foreign name).
 */
export function launchChromium(extraArgs?: readonly string[]): Promise<Browser>;
