import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../scripts/stack.mjs";
import { launchChromium } from "./browser.js";
import { envValue, type GuideSteps, readGuide, startHttpServer } from "./getting-started-guide.js";
import { type PackageName, packPackages, sh, startJsonServer } from "./packed-packages.js";

// docs/getting-started.md, followed as a new user would (issue 33): a fresh Vite + React + TS app
// from create-vite, the packages installed from the tarballs of `npm pack` by the guide's own
// `npm install` lines, the guide's files written as the page shows them, the emulator started
// the guide's way (`npx @app/emulator`), the app built by the template's `npm run build` (tsc
// under the template's strict config, then vite) and served by `vite preview`; then, in Chromium,
// a visitor signs up, sees who is signed in, opens the account settings and signs out. The test
// reads the page each time: when the guide changes, the test follows it; when it breaks, the
// guide is wrong. Where it departs from the page: create-vite's version is pinned instead of
// @latest, the emulator's port (8102 on the page) is a free one, and `npm run dev` is a build and
// `vite preview`.

/** create-vite, pinned: the template the guide is tested on (react-ts, Vite 8, TypeScript 7). */
const CREATE_VITE = "9.3.0";
const SETUP_MS = 900_000;
const EMAIL = "first-hour@example.com";
const PASSWORD = "a password of mine";

let work: string;
let app: string;
let guide: GuideSteps;
let emulatorPort: number;
let appUrl: string;
let ready: Record<string, unknown>;
let browser: Browser;
const stops: (() => void)[] = [];

/** The guide's words for a command, with the tarball in place of each of our packages. */
function withTarballs(words: string[], tarballs: Record<PackageName, string>): string[] {
  return words.map((word) => tarballs[word as PackageName] ?? word);
}

beforeAll(async () => {
  guide = readGuide();
  work = await mkdtemp(join(tmpdir(), "getting-started-"));
  const tarballs = await packPackages("npm", join(work, "tarballs"));
  // 1. Create the app: the page's `npm create vite@latest …`, create-vite pinned, no prompts.
  const [npm = "npm", ...create] = guide.create;
  create[1] = `vite@${CREATE_VITE}`;
  await sh(npm, [...create, "--no-interactive"], work, { npm_config_yes: "true" });
  app = join(work, guide.appDir);
  // 2. The page's install lines, each of our packages from its tarball.
  for (const [command = "npm", ...args] of guide.installs) {
    await sh(command, [...withTarballs(args, tarballs), "--no-audit", "--no-fund"], app);
  }
  // 3. The emulator, started as the page starts it, on a free port.
  emulatorPort = await freePort();
  const [npx = "npx", ...emulatorArgs] = guide.emulator;
  const portAt = emulatorArgs.indexOf("--port");
  if (portAt !== -1) emulatorArgs[portAt + 1] = String(emulatorPort);
  else emulatorArgs.push("--port", String(emulatorPort));
  const emulator = await startJsonServer(npx, emulatorArgs, app);
  stops.push(emulator.stop);
  ready = emulator.ready;
  // 4.–7. The page's files, the emulator's port in place of 8102 in .env.
  for (const { path, content } of guide.files) {
    await mkdir(dirname(join(app, path)), { recursive: true });
    const text = path === ".env" ? content.replaceAll(":8102", `:${emulatorPort}`) : content;
    await writeFile(join(app, path), text);
  }
  // 8. The page's `npm run dev`, as a production build served by `vite preview`.
  await sh("npm", ["run", "build"], app);
  const appPort = await freePort();
  appUrl = `http://localhost:${appPort}`;
  const preview = await startHttpServer(
    "npx",
    ["vite", "preview", "--host", "127.0.0.1", "--port", String(appPort), "--strictPort"],
    app,
    `http://127.0.0.1:${appPort}/`,
  );
  stops.push(preview.stop);
  browser = await launchChromium();
}, SETUP_MS);

afterAll(async () => {
  await browser?.close();
  for (const stop of stops) stop();
  if (work) await rm(work, { recursive: true, force: true });
});

describe("docs/getting-started.md, followed in a fresh Vite app", () => {
  it("its .env names the project and key the emulator it starts prints", async () => {
    const env = await readFile(join(app, ".env"), "utf8");
    expect(envValue(env, "VITE_STACK_PROJECT_ID")).toBe(ready.projectId);
    expect(envValue(env, "VITE_STACK_PUBLISHABLE_CLIENT_KEY")).toBe(ready.publishableClientKey);
    expect(envValue(env, "VITE_STACK_API_URL")).toBe(`http://localhost:${emulatorPort}`);
  });

  it("installs our packages from the guide's npm install lines, the emulator as a dev dependency", async () => {
    const manifest = JSON.parse(await readFile(join(app, "package.json"), "utf8"));
    expect(Object.keys(manifest.dependencies)).toEqual(
      expect.arrayContaining(["@app/core", "@app/react", "@app/ui"]),
    );
    expect(Object.keys(manifest.devDependencies)).toContain("@app/emulator");
  });

  it("signs a visitor up, shows who is signed in, opens the account settings and signs out", async () => {
    const context = await browser.newContext();
    const page: Page = await context.newPage();
    try {
      await page.goto(appUrl);
      await page.getByRole("link", { name: "create an account" }).click();
      await page.waitForURL(`${appUrl}/handler/sign-up`);
      await page.getByRole("tab", { name: "Email & Password" }).click();
      await page.getByRole("textbox", { name: "Email" }).fill(EMAIL);
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByLabel("Repeat Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Sign Up", exact: true }).click();

      await page.waitForURL(`${appUrl}/`);
      await page.getByText(`Signed in as ${EMAIL}`).waitFor();

      await page.getByRole("button", { name: "User menu" }).click();
      await page.getByRole("menuitem", { name: "Account settings" }).click();
      await page.waitForURL(`${appUrl}/handler/account-settings`);
      await page.getByRole("heading", { level: 1, name: "Account settings" }).waitFor();
      await page.getByRole("tab", { name: "Emails" }).click();
      await page.getByRole("tabpanel", { name: "Emails" }).getByText(EMAIL).waitFor();

      await page.goto(appUrl);
      await page.getByRole("button", { name: "User menu" }).click();
      // After a sign-out the SDK loads the page anew: wait for that load before reloading.
      const loadedAnew = page.waitForEvent("load");
      await page.getByRole("menuitem", { name: "Sign out" }).click();
      await loadedAnew;
      await page.getByRole("link", { name: "Sign in" }).waitFor();
      await page.reload();
      await page.getByRole("link", { name: "Sign in" }).waitFor();
      expect(await page.getByText(`Signed in as ${EMAIL}`).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
