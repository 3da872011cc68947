import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_USER, emulatorPerTest } from "../../../../../test/emulator-per-test.js";
import { expectNoAxeViolations } from "../../test-utils/expect-no-axe-violations.js";
import { openSettingsSection } from "../../test-utils/render-account-settings.js";

const emulator = emulatorPerTest();
afterEach(() => {
  vi.restoreAllMocks();
});
const WORK = "ada@work.example";

/** The demo user's channels as the service has them (a new server app: nothing cached). */
async function serverChannels() {
  const user = await emulator.createServerApp().app.getUser(DEMO_USER.id);
  return (await user!.listContactChannels()).map(
    ({ value, isPrimary, isVerified, usedForAuth }) => ({
      value,
      isPrimary,
      isVerified,
      usedForAuth,
    }),
  );
}

async function withWorkEmail() {
  const opened = await openSettingsSection(emulator, "Emails");
  const { panel, user } = opened;
  await user.type(within(panel).getByRole("textbox", { name: "New email" }), WORK);
  await user.click(within(panel).getByRole("button", { name: "Add email" }));
  const row = await within(panel).findByRole("listitem", { name: WORK });
  return { ...opened, row };
}

describe("the emails section", () => {
  it("lists the primary email, which cannot be removed", async () => {
    const { panel, container } = await openSettingsSection(emulator, "Emails");
    const row = await within(panel).findByRole("listitem", { name: DEMO_USER.email });
    expect(within(row).getByText("Primary")).toBeTruthy();
    expect(within(row).getByText("Used for sign-in")).toBeTruthy();
    expect(within(row).queryByRole("button", { name: "Remove" })).toBeNull();
    expect(within(row).queryByRole("button", { name: "Make primary" })).toBeNull();
    expect(
      within(row).getByText(
        "The primary email cannot be removed. Make another email primary first.",
      ),
    ).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("adds an email, unverified and not for sign-in, on the server", async () => {
    const { row, panel, container } = await withWorkEmail();
    expect(within(row).getByText("Unverified")).toBeTruthy();
    expect(
      (within(panel).getByRole("textbox", { name: "New email" }) as HTMLInputElement).value,
    ).toBe("");
    expect(await serverChannels()).toContainEqual({
      value: WORK,
      isPrimary: false,
      isVerified: false,
      usedForAuth: false,
    });
    await expectNoAxeViolations(container);
  });

  it("says what is wrong with a malformed address and sends nothing", async () => {
    const { panel, user, requests } = await openSettingsSection(emulator, "Emails");
    await user.type(within(panel).getByRole("textbox", { name: "New email" }), "not-an-email");
    const before = requests.length;
    await user.click(within(panel).getByRole("button", { name: "Add email" }));
    expect((await within(panel).findByRole("alert")).textContent).toBe(
      "Please enter a valid email",
    );
    expect(requests.slice(before)).toEqual([]);
    expect((await serverChannels()).map((c) => c.value)).toEqual([DEMO_USER.email]);
  });

  it("sends a verification email; once its link is followed the row says Verified", async () => {
    const { row, user, app } = await withWorkEmail();
    await user.click(within(row).getByRole("button", { name: "Send verification email" }));
    expect((await within(row).findByRole("status")).textContent).toBe(
      `We sent a verification link to ${WORK}.`,
    );
    const code = emulator.codeSentTo(WORK);
    expect(await app.verifyEmail(code)).toMatchObject({ status: "ok" });
    expect(await within(row).findByText("Verified")).toBeTruthy();
    expect(within(row).queryByRole("button", { name: "Send verification email" })).toBeNull();
  });

  it("makes another email primary, then the old one can be removed", async () => {
    const { row, user, panel, server } = await withWorkEmail();
    await user.click(within(row).getByRole("button", { name: "Make primary" }));
    await waitFor(async () =>
      expect((await server.getUser(DEMO_USER.id))?.primaryEmail).toBe(WORK),
    );
    const demoRow = within(panel).getByRole("listitem", { name: DEMO_USER.email });
    await waitFor(() => expect(within(demoRow).queryByText("Primary")).toBeNull());
    expect(within(demoRow).getByRole("button", { name: "Remove" })).toBeTruthy();
  });

  it("turns sign-in with an email on and off", async () => {
    const { panel, user } = await withWorkEmail();
    const row = () => within(panel).getByRole("listitem", { name: WORK });
    await user.click(within(row()).getByRole("button", { name: "Use for sign-in" }));
    await waitFor(() => expect(within(row()).getByText("Used for sign-in")).toBeTruthy());
    expect((await serverChannels()).find((c) => c.value === WORK)?.usedForAuth).toBe(true);
    await user.click(within(row()).getByRole("button", { name: "Stop using for sign-in" }));
    await waitFor(() => expect(within(row()).queryByText("Used for sign-in")).toBeNull());
    expect((await serverChannels()).find((c) => c.value === WORK)?.usedForAuth).toBe(false);
  });

  it("removes an email only after a confirmation that names it", async () => {
    const { row, user, panel } = await withWorkEmail();
    await user.click(within(row).getByRole("button", { name: "Remove" }));
    let dialog = await screen.findByRole("alertdialog", { name: `Remove ${WORK}?` });
    await expectNoAxeViolations(dialog);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect((await serverChannels()).map((c) => c.value)).toContain(WORK);

    await user.click(within(row).getByRole("button", { name: "Remove" }));
    dialog = await screen.findByRole("alertdialog", { name: `Remove ${WORK}?` });
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(within(panel).queryByRole("listitem", { name: WORK })).toBeNull());
    expect((await serverChannels()).map((c) => c.value)).toEqual([DEMO_USER.email]);
  });

  it("shows the service's refusal in the page: an address another user signs in with", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { row, user, server } = await withWorkEmail();
    const other = await server.createUser({ primaryEmail: WORK, primaryEmailAuthEnabled: true });
    expect(other.primaryEmail).toBe(WORK);
    await user.click(within(row).getByRole("button", { name: "Use for sign-in" }));
    const alert = await within(row).findByRole("alert");
    expect(alert.textContent).toBe(`Another account signs in with this email (${WORK}).`);
    expect((await serverChannels()).find((c) => c.value === WORK)?.usedForAuth).toBe(false);
  });
});
