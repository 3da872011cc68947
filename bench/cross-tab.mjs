// Sessions across tabs (issue 14): how long a sign-in or a sign-out in one tab takes to show in
// another tab of the same browser, with the BroadcastChannel the cookie store announces changes
// on, and with the cookie poll it replaces (the same app in a browser context whose pages have no
// BroadcastChannel, so the store falls back to polling). Debian's Chromium, the built example
// app, the emulator. Needs `pnpm build` first. The e2e test e2e/cross-tab.test.ts uses the same
// helpers.
import { DEMO_USER } from "@app/emulator";
import { launchChromium } from "../scripts/chromium.mjs";
import { startStack } from "../scripts/stack.mjs";

/** The goal for a sign-in or sign-out to reach another tab. */
export const CROSS_TAB_GOAL_MS = 300;

/**
 * Runs in every page before the app: reports, timestamped in the page (ms since the epoch, sub-ms
 * precision), each write of a refresh cookie (a sign-in writes one, a sign-out removes them) and
 * each change of what the example's home page shows (signed in, or the sign-in link).
 */
function recorder() {
  const now = () => performance.timeOrigin + performance.now();
  const mark = (kind) => window.__tabMark(kind, now());
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, "cookie");
  Object.defineProperty(Document.prototype, "cookie", {
    configurable: true,
    get() {
      return cookie.get.call(this);
    },
    set(value) {
      if (/^(__Host-)?stack-refresh-/.test(value)) {
        mark(/^[^=]*=;/.test(value) ? "cookie-removed" : "cookie-written");
      }
      cookie.set.call(this, value);
    },
  });
  let shown = null;
  new MutationObserver(() => {
    const state = document.body?.textContent?.includes("Signed in as")
      ? "shown-signed-in"
      : document.querySelector('a[href$="/handler/sign-in"]')
        ? "shown-signed-out"
        : null;
    if (state !== null && state !== shown) {
      shown = state;
      mark(state);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * Records, for every page of `context`, when it wrote or removed the refresh cookie and when its
 * home page showed signed in or signed out. Call before opening pages.
 */
export async function recordTabEvents(context) {
  const marks = [];
  await context.exposeBinding("__tabMark", ({ page }, kind, at) => {
    marks.push({ page, kind, at });
  });
  await context.addInitScript(recorder);
  const find = (page, kind, after = 0) =>
    marks.find((m) => m.page === page && m.kind === kind && m.at >= after)?.at;
  return {
    marks,
    /** The first time `page` reported `kind` (at or after `after`); throws if it never did. */
    at(page, kind, after = 0) {
      const at = find(page, kind, after);
      if (at === undefined) throw new Error(`The page never reported ${kind}.`);
      return at;
    },
  };
}

/**
 * When `page` started its requests to `path` (ms since the epoch, from the page's resource
 * timing): after a sign-in elsewhere, the watching tab's first request for the user marks the
 * moment it learned of the sign-in.
 */
export function requestStarts(page, path) {
  return page.evaluate(
    (path) =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname === path)
        .map((entry) => performance.timeOrigin + entry.startTime),
    path,
  );
}

/** Removes BroadcastChannel from every page of `context`: the cookie store then polls. */
export async function withoutBroadcastChannel(context) {
  await context.addInitScript(() => {
    delete window.BroadcastChannel;
  });
}

/** Signs in through the example app's password form; resolves once the page shows the user. */
export async function signInThroughForm(page, appUrl, email, password) {
  await page.goto(`${appUrl}/handler/sign-in`);
  await page.getByRole("tab", { name: "Email & Password" }).click();
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.getByText(`Signed in as ${email}`).waitFor();
}

/**
 * One round in a new browser context: a watching tab on the home page, signed out; another tab
 * signs in, then out. Resolves to how long each took to show in the watching tab (from the
 * refresh cookie's write in one tab to the change on the other tab's screen).
 */
export async function measureCrossTab(browser, appUrl, { broadcastChannel = true } = {}) {
  const context = await browser.newContext();
  try {
    if (!broadcastChannel) await withoutBroadcastChannel(context);
    const events = await recordTabEvents(context);
    const watcher = await context.newPage();
    await watcher.goto(appUrl);
    await watcher.getByRole("link", { name: "Sign in" }).waitFor();
    const actor = await context.newPage();
    await signInThroughForm(actor, appUrl, DEMO_USER.email, DEMO_USER.password);
    await watcher.getByText(`Signed in as ${DEMO_USER.email}`).waitFor();
    const written = events.at(actor, "cookie-written");
    const signInMs = events.at(watcher, "shown-signed-in") - written;
    const signInHeardMs =
      (await requestStarts(watcher, "/api/v1/users/me")).find((at) => at >= written) - written;
    await actor.getByRole("link", { name: "Sign out" }).click();
    await watcher.getByRole("link", { name: "Sign in" }).waitFor();
    const removed = events.at(actor, "cookie-removed", written);
    const signOutMs = events.at(watcher, "shown-signed-out", removed) - removed;
    return { signInHeardMs, signInMs, signOutMs };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Prints the medians of `rounds` rounds with BroadcastChannel and with the cookie poll. */
export async function benchCrossTab({ rounds = 5 } = {}) {
  let browser;
  try {
    browser = await launchChromium();
  } catch (error) {
    console.log(`\nsessions across tabs: skipped (${error.message})`);
    return null;
  }
  const stack = await startStack();
  try {
    const results = {};
    for (const [name, broadcastChannel] of [
      ["BroadcastChannel (the cookie store's default)", true],
      ["cookie poll every 100 ms (pages without BroadcastChannel)", false],
    ]) {
      const runs = [];
      for (let i = 0; i < rounds; i++) {
        runs.push(await measureCrossTab(browser, stack.appUrl, { broadcastChannel }));
      }
      results[name] = {
        signInHeardMs: median(runs.map((r) => r.signInHeardMs)),
        signInMs: median(runs.map((r) => r.signInMs)),
        signOutMs: median(runs.map((r) => r.signOutMs)),
      };
    }
    const goal = (value, checked) =>
      `${value.toFixed(0)} ms${checked ? ` (goal ≤ ${CROSS_TAB_GOAL_MS} ms, ${value <= CROSS_TAB_GOAL_MS ? "met" : "MISSED"})` : ""}`;
    console.log(
      `\n| a sign-in / sign-out in one tab, in another tab (Chromium, example app, median of ${rounds}) | sign-in heard (the tab asks for the user) | sign-in shown | sign-out shown |`,
    );
    console.log("|---|---:|---:|---:|");
    for (const [name, { signInHeardMs, signInMs, signOutMs }] of Object.entries(results)) {
      const checked = name.startsWith("BroadcastChannel");
      console.log(
        `| ${name} | ${goal(signInHeardMs, false)} | ${goal(signInMs, checked)} | ${goal(signOutMs, checked)} |`,
      );
    }
    return results;
  } finally {
    await browser.close();
    await stack.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCrossTab();
