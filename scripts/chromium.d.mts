import type { Browser } from "playwright-core";

/** Debian's Chromium; Playwright's own browser download is never used. */
export const CHROMIUM_PATH: string;
/** Launches headless Chromium with the flags this machine needs (closed network, root). */
export function launchChromium(): Promise<Browser>;
