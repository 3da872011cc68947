import { totpCode } from "@app/emulator";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEMO_USER, emulatorPerTest } from "../../../../../test/emulator-per-test.js";
import { expectNoAxeViolations } from "../../test-utils/expect-no-axe-violations.js";
import { openSettingsSection } from "../../test-utils/render-account-settings.js";

const emulator = emulatorPerTest();

/** The bytes of a base32 secret, as an authenticator app reads the text. */
function fromBase32(text: string): Uint8Array {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text) {
    value = (value << 5) | alphabet.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Uint8Array.from(bytes);
}

async function serverUser() {
  return (await emulator.createServerApp().app.getUser(DEMO_USER.id))!;
}

/** Whether signing in with the password now asks for the second factor. */
async function passwordSignInNeedsCode() {
  const { app } = emulator.createApp();
  const result = await app
    .signInWithCredential({ ...DEMO_USER, noRedirect: true })
    .catch((error: { code?: string }) => error);
  return (result as { code?: string }).code === "MULTI_FACTOR_AUTHENTICATION_REQUIRED";
}

async function startEnabling() {
  const opened = await openSettingsSection(emulator, "Two-factor authentication");
  const { panel, user } = opened;
  await user.click(within(panel).getByRole("button", { name: "Enable two-factor authentication" }));
  const qr = await within(panel).findByRole("img", { name: "QR code for your authenticator app" });
  const secret = within(panel).getByText(/^[A-Z2-7]{32}$/).textContent!;
  return { ...opened, qr, secret };
}

describe("the two-factor section", () => {
  it("shows a QR code and the secret as text, and turns on only with the app's code", async () => {
    const { panel, user, qr, secret, container } = await startEnabling();
    expect(qr.tagName.toLowerCase()).toBe("svg");
    expect(qr.querySelector("path")?.getAttribute("d")).toMatch(/^M\d/);
    await expectNoAxeViolations(container);

    const code = within(panel).getByRole("textbox", { name: "Code from your authenticator app" });
    await user.type(code, totpCode(fromBase32(secret)));
    await user.click(within(panel).getByRole("button", { name: "Turn on" }));
    expect(
      await within(panel).findByText(/Two-factor authentication is on/, {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect((await serverUser()).isMultiFactorRequired).toBe(true);
    expect(await passwordSignInNeedsCode()).toBe(true);
  });

  it("says 'Invalid TOTP code' for a wrong code and leaves two-factor off", async () => {
    const { panel, user, secret, requests } = await startEnabling();
    const right = totpCode(fromBase32(secret));
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, "0");
    const code = within(panel).getByRole("textbox", { name: "Code from your authenticator app" });
    await user.type(code, wrong);
    const before = requests.length;
    await user.click(within(panel).getByRole("button", { name: "Turn on" }));
    expect((await within(panel).findByRole("alert")).textContent).toBe("Invalid TOTP code");
    expect(code.getAttribute("aria-invalid")).toBe("true");
    expect(requests.slice(before)).toEqual([]);
    expect((await serverUser()).isMultiFactorRequired).toBe(false);
  });

  // Issue 33: after a wrong code the field kept its digits, and the next ones typed mixed in.
  it("empties and focuses the code field after a wrong code, so the next code goes in whole", async () => {
    const { panel, user, secret } = await startEnabling();
    const right = totpCode(fromBase32(secret));
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, "0");
    const code = within(panel).getByRole("textbox", { name: "Code from your authenticator app" });
    await user.type(code, wrong);
    await user.click(within(panel).getByRole("button", { name: "Turn on" }));
    await within(panel).findByText("Invalid TOTP code");
    expect((code as HTMLInputElement).value).toBe("");
    expect(document.activeElement).toBe(code);
    await user.keyboard(right);
    expect((code as HTMLInputElement).value).toBe(right);
    await user.click(within(panel).getByRole("button", { name: "Turn on" }));
    await within(panel).findByText(/Two-factor authentication is on/, {}, { timeout: 3000 });
  });

  it("asks for all six digits before checking", async () => {
    const { panel, user } = await startEnabling();
    await user.type(within(panel).getByRole("textbox", { name: /authenticator app/ }), "123");
    await user.click(within(panel).getByRole("button", { name: "Turn on" }));
    expect((await within(panel).findByRole("alert")).textContent).toBe(
      "Please enter the six-digit code",
    );
  });

  it("turns off after a confirmation", async () => {
    const server = emulator.createServerApp().app;
    await (await server.getUser(DEMO_USER.id))!.update({
      totpMultiFactorSecret: crypto.getRandomValues(new Uint8Array(20)),
    });
    // Signed in with both factors earlier: a session the server opens stands for that.
    const tokens = await (await server.createSession({ userId: DEMO_USER.id })).getTokens();
    const signedIn = emulator.createApp({
      tokenStore: { accessToken: tokens.accessToken!, refreshToken: tokens.refreshToken! },
    });
    const { panel, user, container } = await openSettingsSection(
      emulator,
      "Two-factor authentication",
      signedIn,
    );
    expect(within(panel).getByText(/Two-factor authentication is on/)).toBeTruthy();
    await expectNoAxeViolations(container);
    await user.click(
      within(panel).getByRole("button", { name: "Disable two-factor authentication" }),
    );
    const dialog = await screen.findByRole("alertdialog", {
      name: "Disable two-factor authentication?",
    });
    await expectNoAxeViolations(dialog);
    await user.click(within(dialog).getByRole("button", { name: "Disable" }));
    expect(await within(panel).findByText(/Ask for a code from an authenticator app/)).toBeTruthy();
    await waitFor(async () => expect((await serverUser()).isMultiFactorRequired).toBe(false));
    expect(await passwordSignInNeedsCode()).toBe(false);
  });
});
