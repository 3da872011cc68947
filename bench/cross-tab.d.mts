import type { Browser, BrowserContext, Page } from "playwright-core";

/** The goal for a sign-in or sign-out to reach another tab: 300 ms. */
export const CROSS_TAB_GOAL_MS: number;

export type TabEventKind =
  | "cookie-written"
  | "cookie-removed"
  | "shown-signed-in"
  | "shown-signed-out";

export interface TabEvents {
  marks: { page: Page; kind: TabEventKind; at: number }[];
  /** The first time `page` reported `kind` (at or after `after`); throws if it never did. */
  at(page: Page, kind: TabEventKind, after?: number): number;
}

export interface CrossTabFigures {
  /** From the refresh cookie's write to the watching tab's request for the user. */
  signInHeardMs: number;
  /** From the refresh cookie's write to "Signed in as" on the watching tab's screen. */
  signInMs: number;
  /** From the first removal of the refresh cookie to the sign-in link on the watching tab. */
  signOutMs: number;
}

export function recordTabEvents(context: BrowserContext): Promise<TabEvents>;
export function requestStarts(page: Page, path: string): Promise<number[]>;
export function withoutBroadcastChannel(context: BrowserContext): Promise<void>;
export function signInThroughForm(
  page: Page,
  appUrl: string,
  email: string,
  password: string,
): Promise<void>;
export function measureCrossTab(
  browser: Browser,
  appUrl: string,
  options?: { broadcastChannel?: boolean },
): Promise<CrossTabFigures>;
export function benchCrossTab(options?: {
  rounds?: number;
}): Promise<Record<string, CrossTabFigures> | null>;
