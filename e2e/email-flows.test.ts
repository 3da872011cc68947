import { connectEmulator, totpCode } from "@app/emulator/testing";
import type { BrowserContext, Page } from "playwright-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_EMAIL, stackAndBrowserPerFile } from "./browser.js";

// Every e-mail flow in Chromium, against the example app and the emulator; users are seeded and
// the codes read from the emulator's outbox with @app/emulator/testing, as a developer's
// Playwright tests would do it.

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
const newEmail = (what: string) => `e2e-${what}-${++counter}-${Date.now()}@example.com`;
const PASSWORD = "correct horse battery";

/** The emulator, reached by its URL as a test runner in another process reaches it. */
const emulator = () => connectEmulator(e2e.stack.emulator.url);

/** Calls the emulator's API with the example's client key (and optionally a user's token). */
async function api(path: string, body: unknown, accessToken?: string) {
  const { url, projectId, publishableClientKey } = e2e.stack.emulator;
  const response = await fetch(`${url}/api/v1${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      "content-type": "application/json",
      "x-stack-project-id": projectId,
      "x-stack-access-type": "client",
      "x-stack-publishable-client-key": publishableClientKey,
      "x-stack-allow-anonymous-user": "true",
      ...(accessToken ? { "x-stack-access-token": accessToken } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}

const signedInAs = (email: string) => page.getByText(`Signed in as ${email}`).waitFor();

describe("sign-up", () => {
  it("signs up through /handler/sign-up, lands home signed in, and the verification link verifies", async () => {
    const email = newEmail("sign-up");
    await page.goto(`${e2e.stack.appUrl}/handler/sign-in`);
    await page.getByRole("link", { name: "Sign up" }).click();
    await page.getByRole("heading", { name: "Create a new account" }).waitFor();
    await page.getByRole("tab", { name: "Email & Password" }).click();
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Repeat Password").fill(`${PASSWORD}!`);
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await page.getByText("Passwords do not match").waitFor();
    await page.getByLabel("Repeat Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await signedInAs(email);
    expect(page.url()).toBe(`${e2e.stack.appUrl}/`);

    // E-mail verification: the link opens the app's email-verification page.
    const link = await emulator().outbox.latestLink(email);
    expect(link).toMatch(/\/handler\/email-verification\?code=[a-z0-9]{45}$/);
    await page.goto(link);
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByRole("heading", { name: "Your email has been verified!" }).waitFor();
    const tokens = await api("/auth/password/sign-in", { email, password: PASSWORD });
    expect((await api("/users/me", undefined, tokens.body.access_token)).body).toMatchObject({
      primary_email: email,
      primary_email_verified: true,
    });
  });

  it("keeps after_auth_return_to from sign-in through sign-up", async () => {
    const email = newEmail("return-to");
    await page.goto(
      `${e2e.stack.appUrl}/handler/sign-in?after_auth_return_to=%2F%3Ffrom%3Dsign-up`,
    );
    await page.getByRole("link", { name: "Sign up" }).click();
    await page.getByRole("tab", { name: "Email & Password" }).click();
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Repeat Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await page.waitForURL(`${e2e.stack.appUrl}/?from=sign-up`);
    await signedInAs(email);
  });
});

describe("magic link", () => {
  it("signs a new user in by the e-mail's link", async () => {
    const email = newEmail("link");
    await page.goto(`${e2e.stack.appUrl}/handler/sign-in`);
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByRole("button", { name: "Send email" }).click();
    await page.getByRole("heading", { name: "Enter the code from your email" }).waitFor();
    const link = await emulator().outbox.latestLink(email);
    expect(link).toMatch(/\/handler\/magic-link-callback\?code=[a-z0-9]{45}$/);
    await page.goto(link);
    await page.getByRole("heading", { name: "Do you want to sign in?" }).waitFor();
    await page.getByRole("button", { name: "Sign in" }).click();
    await signedInAs(email);
  });

  it("signs in by the six-character code typed in lower case", async () => {
    await page.goto(`${e2e.stack.appUrl}/handler/sign-in`);
    await page.getByRole("textbox", { name: "Email" }).fill(DEMO_EMAIL);
    await page.getByRole("button", { name: "Send email" }).click();
    const input = page.getByRole("textbox", { name: "Enter the code from your email" });
    await input.waitFor();
    const otp = await emulator().outbox.latestOtp(DEMO_EMAIL);
    expect(otp).toHaveLength(6);
    const wrong = otp === "AAAAAA" ? "BBBBBB" : "AAAAAA";
    await input.pressSequentially(wrong.toLowerCase());
    await page.getByText("Invalid code").waitFor();
    expect(await input.inputValue()).toBe("");
    await input.pressSequentially(otp.toLowerCase());
    await signedInAs(DEMO_EMAIL);
  });
});

describe("password reset", () => {
  it("goes from 'Forgot password?' to the e-mail, the reset page and a sign-in with the new password", async () => {
    const email = newEmail("reset");
    await emulator().seed.user({ email, password: PASSWORD });
    await page.goto(`${e2e.stack.appUrl}/handler/sign-in`);
    await page.getByRole("tab", { name: "Email & Password" }).click();
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.getByRole("heading", { name: "Reset your password" }).waitFor();
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByRole("heading", { name: "Email sent!" }).waitFor();

    await page.goto(await emulator().outbox.latestLink(email));
    await page.getByLabel("New Password", { exact: true }).fill("a brand new password");
    await page.getByLabel("Repeat New Password").fill("a brand new password");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByRole("heading", { name: "Password reset successfully!" }).waitFor();
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("tab", { name: "Email & Password" }).click();
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("a brand new password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await signedInAs(email);
  });
});

describe("TOTP two-factor authentication", () => {
  it("asks for the authenticator code after the password", async () => {
    const email = newEmail("totp");
    const user = await emulator().seed.user({ email, password: PASSWORD, totp: true });
    const secret = user.totpSecretBase64 ?? "";

    await page.goto(`${e2e.stack.appUrl}/handler/sign-in`);
    await page.getByRole("tab", { name: "Email & Password" }).click();
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    const input = page.getByRole("textbox", { name: "Two-factor authentication" });
    await input.waitFor();
    const right = totpCode(secret);
    await input.pressSequentially(String((Number(right) + 500_000) % 1_000_000).padStart(6, "0"));
    await page.getByText("Invalid TOTP code").waitFor();
    await input.pressSequentially(totpCode(secret));
    await signedInAs(email);
  });
});

describe("anonymous users", () => {
  it("keep their id, data and old tokens when they sign up in the browser", async () => {
    const anonymous = await api("/auth/anonymous/sign-up", {});
    await fetch(`${e2e.stack.emulator.url}/api/v1/users/me`, {
      method: "PATCH",
      headers: {
        "content-type": "application/json",
        "x-stack-project-id": e2e.stack.emulator.projectId,
        "x-stack-access-type": "client",
        "x-stack-publishable-client-key": e2e.stack.emulator.publishableClientKey,
        "x-stack-allow-anonymous-user": "true",
        "x-stack-access-token": anonymous.body.access_token,
      },
      body: JSON.stringify({ client_metadata: { cart: ["book"] } }),
    });
    // The browser holds the anonymous session, as the SDK's cookie store writes it.
    await context.addCookies([
      {
        name: `stack-refresh-${e2e.stack.emulator.projectId}--default`,
        value: encodeURIComponent(
          JSON.stringify({
            refresh_token: anonymous.body.refresh_token,
            updated_at_millis: Date.now(),
          }),
        ),
        url: e2e.stack.appUrl,
      },
    ]);
    const email = newEmail("anonymous");
    await page.goto(`${e2e.stack.appUrl}/handler/sign-up`);
    await page.getByRole("tab", { name: "Email & Password" }).click();
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Repeat Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await signedInAs(email);

    const me = await api("/users/me", undefined, anonymous.body.access_token);
    expect(me.body).toMatchObject({
      id: anonymous.body.user_id,
      is_anonymous: false,
      primary_email: email,
      client_metadata: { cart: ["book"] },
    });
  });
});
