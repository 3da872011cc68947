import { totpCode } from "@app/emulator";
import type { BrowserContext, Page } from "playwright-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_EMAIL, DEMO_PASSWORD, stackAndBrowserPerFile } from "./browser.js";
import { expectNoAxeViolations } from "./expect-no-axe-violations.js";

// OAuth through the emulator's mock provider, passkeys with Chromium's virtual authenticator (each
// also for a user with TOTP, who is asked for the code next), and the command-line login's
// confirmation page, in the example app.

const e2e = stackAndBrowserPerFile();
let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  context = await e2e.browser.newContext();
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

let counter = 0;
const uniqueEmail = () => `e2e-${Date.now().toString(36)}-${++counter}@example.com`;

/** The app on `localhost` rather than 127.0.0.1: passkeys need a domain as relying party. */
const onLocalhost = (url: string) => url.replace("//127.0.0.1:", "//localhost:");

/** Answers of the token endpoint to authorization codes, read on their way to the page. */
async function watchCodeExchanges() {
  const answers: { is_new_user?: boolean }[] = [];
  await page.route("**/api/v1/auth/oauth/token", async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (route.request().postData()?.includes("grant_type=authorization_code")) {
      answers.push(JSON.parse(body));
    }
    await route.fulfill({ response, body });
  });
  return answers;
}

async function signInWithPassword(appUrl: string, email = DEMO_EMAIL, password = DEMO_PASSWORD) {
  await page.goto(`${appUrl}/handler/sign-in`);
  await page.getByRole("tab", { name: "Email & Password" }).click();
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.getByText(`Signed in as ${email}`).waitFor();
}

/** Calls the emulator's client API with the example's key (and a user's access token, if given). */
async function clientApi(method: string, path: string, body?: unknown, accessToken?: string) {
  const { url, projectId, publishableClientKey } = e2e.stack.emulator;
  const response = await fetch(`${url}/api/v1${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      "x-stack-project-id": projectId,
      "x-stack-access-type": "client",
      "x-stack-publishable-client-key": publishableClientKey,
      ...(accessToken === undefined ? {} : { "x-stack-access-token": accessToken }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status).toBe(200);
  return response.json();
}

/** The access token of the browser's session (the SDK's `stack-access` cookie). */
async function browserAccessToken(): Promise<string> {
  const cookie = (await context.cookies()).find(({ name }) => name === "stack-access");
  const [, accessToken] = JSON.parse(decodeURIComponent(cookie?.value ?? "[]")) as string[];
  if (!accessToken) throw new Error("The browser holds no access token.");
  return accessToken;
}

/** Turns two-factor authentication on for the user of `accessToken`; answers the TOTP secret. */
async function enableTotp(accessToken: string): Promise<Uint8Array> {
  const secret = crypto.getRandomValues(new Uint8Array(20));
  const base64 = Buffer.from(secret).toString("base64");
  await clientApi("PATCH", "/users/me", { totp_secret_base64: base64 }, accessToken);
  return secret;
}

/**
 * Turns on WebAuthn for the page and adds Chromium's virtual authenticator: a platform one that
 * holds resident keys and verifies the user without a prompt.
 */
async function addVirtualAuthenticator() {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** A six-digit code that is not the current one. */
const wrongCode = (secret: Uint8Array) =>
  String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, "0");

describe("OAuth through the mock provider", () => {
  /**
   * From the sign-in page (with `query`, e.g. an `after_auth_return_to`) through the mock
   * provider's "Continue as …" (no wait after).
   */
  async function continueWithGitHub(email: string, name: string, query = "") {
    await page.goto(`${e2e.stack.appUrl}/handler/sign-in${query}`);
    await page.getByRole("button", { name: "Sign in with GitHub" }).click();
    await page.getByRole("heading", { name: "Sign in with GitHub" }).waitFor();
    expect(page.url().startsWith(`${e2e.stack.emulator.url}/emulator/oauth-provider/github/`)).toBe(
      true,
    );
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByRole("button", { name: `Continue as ${email}` }).click();
  }

  async function viaGitHub(email: string, name: string) {
    await continueWithGitHub(email, name);
    await page.getByText(`Signed in as ${email}`).waitFor();
  }

  it("signs a new user up, then signs them in again as a returning user", async () => {
    const answers = await watchCodeExchanges();
    const email = uniqueEmail();
    await viaGitHub(email, "Ada Lovelace");
    expect(answers.map((a) => a.is_new_user)).toEqual([true]);
    // Back on the app's home page (after-sign-up), with code and state gone from the address.
    expect(page.url()).toBe(`${e2e.stack.appUrl}/`);

    await page.getByRole("link", { name: "Sign out" }).click();
    await page.getByRole("link", { name: "Sign in" }).waitFor();
    await viaGitHub(email, "Ada Lovelace");
    expect(answers.map((a) => a.is_new_user)).toEqual([true, false]);
    expect(page.url()).toBe(`${e2e.stack.appUrl}/`);
  });

  it("marks GitHub 'last' on the sign-in page after it was used", async () => {
    await viaGitHub(uniqueEmail(), "Grace");
    await page.getByRole("link", { name: "Sign out" }).click();
    await page.getByRole("link", { name: "Sign in" }).click();
    const github = page.getByRole("button", { name: "Sign in with GitHub" });
    await github.waitFor();
    const badgeId = await github.getAttribute("aria-describedby");
    expect(await page.locator(`[id="${badgeId}"]`).textContent()).toBe("last");
  });

  // Issue 33: the badge moved to Google as soon as its button was clicked, even when the user
  // came back without signing in.
  it("keeps 'last' on GitHub after an abandoned Google sign-in, and moves it after a completed one", async () => {
    const lastUsed = async () => {
      await page.getByRole("button", { name: "Sign in with GitHub" }).waitFor();
      return page
        .locator('[data-slot="stack-oauth-button-row"]:has([data-slot="stack-oauth-last"]) button')
        .textContent();
    };
    await viaGitHub(uniqueEmail(), "Grace");
    await page.getByRole("link", { name: "Sign out" }).click();
    await page.getByRole("link", { name: "Sign in" }).click();
    expect(await lastUsed()).toBe("Sign in with GitHub");

    await page.getByRole("button", { name: "Sign in with Google" }).click();
    await page.getByRole("heading", { name: "Sign in with Google" }).waitFor();
    await page.goBack();
    expect(await lastUsed()).toBe("Sign in with GitHub");
    await page.reload();
    expect(await lastUsed()).toBe("Sign in with GitHub");
    // Refused at the provider: the callback page says so; the badge stays.
    await page.getByRole("button", { name: "Sign in with Google" }).click();
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.waitForURL((url) => url.href.startsWith(e2e.stack.appUrl));
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.goto(`${e2e.stack.appUrl}/handler/sign-in`);
    expect(await lastUsed()).toBe("Sign in with GitHub");

    await page.getByRole("button", { name: "Sign in with Google" }).click();
    await page.getByRole("heading", { name: "Sign in with Google" }).waitFor();
    const email = uniqueEmail();
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByRole("button", { name: `Continue as ${email}` }).click();
    await page.getByText(`Signed in as ${email}`).waitFor();
    await page.getByRole("link", { name: "Sign out" }).click();
    await page.getByRole("link", { name: "Sign in" }).click();
    expect(await lastUsed()).toBe("Sign in with Google");
  });

  it.each(["light", "dark"] as const)(
    "MFA after OAuth (%s): the callback page asks a user with TOTP for the code, which signs them in and goes to the sign-in's return page",
    async (scheme) => {
      await context.close();
      context = await e2e.browser.newContext({ colorScheme: scheme });
      page = await context.newPage();
      const email = uniqueEmail();
      await viaGitHub(email, "Katherine Johnson");
      const secret = await enableTotp(await browserAccessToken());
      await page.getByRole("link", { name: "Sign out" }).click();
      await page.getByRole("link", { name: "Sign in" }).waitFor();

      const returnTo = "/projects?tab=2";
      const query = `?after_auth_return_to=${encodeURIComponent(returnTo)}`;
      await continueWithGitHub(email, "Katherine Johnson", query);
      const input = page.getByRole("textbox", { name: "Two-factor authentication" });
      await input.waitFor();
      expect(new URL(page.url()).pathname).toBe("/handler/oauth-callback");
      expect(new URL(page.url()).search).toBe("");
      expect(await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches)).toBe(
        scheme === "dark",
      );
      await expectNoAxeViolations(page);
      await input.pressSequentially(wrongCode(secret));
      await page.getByText("Invalid TOTP code. Please try signing in again.").waitFor();
      await expectNoAxeViolations(page);
      await input.pressSequentially(totpCode(secret));
      await page.getByText(`Signed in as ${email}`).waitFor();
      expect(page.url()).toBe(`${e2e.stack.appUrl}${returnTo}`);
    },
  );

  it("goes to the sign-in page when the provider's redirect is opened again after sign-out", async () => {
    const callbacks: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame.url().includes("/handler/oauth-callback?")) callbacks.push(frame.url());
    });
    await viaGitHub(uniqueEmail(), "Mary Jackson");
    await page.getByRole("link", { name: "Sign out" }).click();
    await page.getByRole("link", { name: "Sign in" }).waitFor();
    // Its state cookie is used up: nothing to finish, no error.
    expect(callbacks).toHaveLength(1);
    await page.goto(callbacks[0] ?? "");
    await page.getByRole("heading", { name: "Sign in to your account" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/handler/sign-in");
    expect(await page.getByRole("alert").count()).toBe(0);
  });

  it("shows the error page when the user cancels at the provider", async () => {
    await page.goto(`${e2e.stack.appUrl}/handler/sign-in`);
    await page.getByRole("button", { name: "Sign in with Google" }).click();
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("heading", { name: "Sign-in cancelled" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/handler/error");
  });
});

describe("passkeys with Chromium's virtual authenticator", () => {
  it("registers a passkey for the signed-in user, then signs in with it", async () => {
    const { cdp, authenticatorId } = await addVirtualAuthenticator();
    const appUrl = onLocalhost(e2e.stack.appUrl);
    await signInWithPassword(appUrl);
    await page.getByRole("button", { name: "Register a passkey" }).click();
    await page.getByText("Passkey registered.").waitFor();
    const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.rpId).toBe("localhost");
    expect(credentials[0]?.isResidentCredential).toBe(true);

    await page.getByRole("link", { name: "Sign out" }).click();
    await page.getByRole("link", { name: "Sign in" }).click();
    await page.getByRole("button", { name: "Sign in with Passkey" }).click();
    await page.getByText(`Signed in as ${DEMO_EMAIL}`).waitFor();
    expect(page.url()).toBe(`${appUrl}/`);
  });
});

describe("MFA after a passkey sign-in", () => {
  it("the auth page asks a user with TOTP for the code after 'Sign in with Passkey'", async () => {
    await addVirtualAuthenticator();
    const appUrl = onLocalhost(e2e.stack.appUrl);
    const email = uniqueEmail();
    const password = "a long enough password";
    const { access_token: accessToken } = (await clientApi("POST", "/auth/password/sign-up", {
      email,
      password,
    })) as { access_token: string };
    await signInWithPassword(appUrl, email, password);
    await page.getByRole("button", { name: "Register a passkey" }).click();
    await page.getByText("Passkey registered.").waitFor();
    const secret = await enableTotp(accessToken);
    await page.getByRole("link", { name: "Sign out" }).click();

    await page.getByRole("link", { name: "Sign in" }).click();
    await page.getByRole("button", { name: "Sign in with Passkey" }).click();
    const input = page.getByRole("textbox", { name: "Two-factor authentication" });
    await input.waitFor();
    expect(await page.getByRole("button", { name: "Sign in with Passkey" }).count()).toBe(0);
    await input.pressSequentially(wrongCode(secret));
    await page.getByText("Invalid TOTP code", { exact: true }).waitFor();
    await input.pressSequentially(totpCode(secret));
    await page.getByText(`Signed in as ${email}`).waitFor();
    expect(page.url()).toBe(`${appUrl}/`);
  });
});

describe("command-line login (examples/cli-login)", () => {
  it("logs the program in once the signed-in user authorizes it on cli-auth-confirm", async () => {
    Object.assign(process.env, {
      STACK_API_URL: e2e.stack.emulator.url,
      STACK_PROJECT_ID: e2e.stack.emulator.projectId,
      STACK_PUBLISHABLE_CLIENT_KEY: e2e.stack.emulator.publishableClientKey,
      APP_URL: e2e.stack.appUrl,
    });
    const { logIn } = await import("../examples/cli-login/cli-login.mjs");
    const printed: string[] = [];
    const login = logIn({ show: (line) => printed.push(line), waitTimeMillis: 200 });
    await expect.poll(() => printed.length).toBe(2);
    const link = printed[1]?.trim() ?? "";
    expect(link.startsWith(`${e2e.stack.appUrl}/handler/cli-auth-confirm?login_code=`)).toBe(true);

    // A visitor signs in first and comes back to the page.
    await page.goto(link);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByRole("tab", { name: "Email & Password" }).click();
    await page.getByRole("textbox", { name: "Email" }).fill(DEMO_EMAIL);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByRole("heading", { name: "Authorize the command line?" }).waitFor();
    expect(page.url()).toBe(link);
    await page.getByRole("button", { name: "Authorize" }).click();
    await page.getByRole("heading", { name: "Command line authorized" }).waitFor();

    const { user, refreshToken } = await login;
    expect(user?.primaryEmail).toBe(DEMO_EMAIL);
    expect(refreshToken).toEqual(expect.any(String));
  });
});

describe.each(["light", "dark"] as const)(
  "the new pages pass axe as whole pages (%s)",
  (scheme) => {
    beforeEach(async () => {
      await context.close();
      context = await e2e.browser.newContext({ colorScheme: scheme });
      page = await context.newPage();
    });

    it("the mock provider's page, and the error page after Cancel", async () => {
      await page.goto(`${e2e.stack.appUrl}/handler/sign-in`);
      await page.getByRole("button", { name: "Sign in with GitHub" }).click();
      await page.getByRole("heading", { name: "Sign in with GitHub" }).waitFor();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Cancel" }).click();
      await page.getByRole("heading", { name: "Sign-in cancelled" }).waitFor();
      await expectNoAxeViolations(page);
    });

    it("the oauth-callback page when the code exchange fails", async () => {
      // The app's exchange goes out with a code the service never issued.
      await page.route("**/api/v1/auth/oauth/token", async (route) => {
        const body = route.request().postData() ?? "";
        if (!body.includes("grant_type=authorization_code")) return route.continue();
        const form = new URLSearchParams(body);
        form.set("code", "not-a-code-the-service-issued");
        await route.continue({ postData: form.toString() });
      });
      await page.goto(`${e2e.stack.appUrl}/handler/sign-in`);
      await page.getByRole("button", { name: "Sign in with Google" }).click();
      await page.getByRole("button", { name: /^Continue as / }).click();
      const alert = page.getByRole("alert");
      await alert.waitFor();
      expect(await alert.textContent()).toBe(
        "Error signing in during OAuth callback. Please try again.",
      );
      expect(new URL(page.url()).search).toBe("");
      await expectNoAxeViolations(page);
    });

    it("the cli-auth-confirm page, for a visitor and for a signed-in user", async () => {
      await page.goto(`${e2e.stack.appUrl}/handler/cli-auth-confirm?login_code=abc`);
      await page.getByRole("heading", { name: "Sign in to continue" }).waitFor();
      await expectNoAxeViolations(page);
      await signInWithPassword(e2e.stack.appUrl);
      await page.goto(`${e2e.stack.appUrl}/handler/cli-auth-confirm?login_code=abc`);
      await page.getByRole("heading", { name: "Authorize the command line?" }).waitFor();
      await page.getByRole("button", { name: "Authorize" }).click();
      await page.getByRole("alert").waitFor();
      await expectNoAxeViolations(page);
    });
  },
);
