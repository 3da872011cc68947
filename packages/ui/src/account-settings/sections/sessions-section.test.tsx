import { DEMO_PROJECT } from "@app/emulator";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEMO_USER, emulatorPerTest } from "../../../../../test/emulator-per-test.js";
import { expectNoAxeViolations } from "../../test-utils/expect-no-axe-violations.js";
import { openSettingsSection } from "../../test-utils/render-account-settings.js";
import { sessionPlace } from "./sessions-section.js";

const emulator = emulatorPerTest();

describe("the active sessions section", () => {
  it("marks this session, and revokes another one after a confirmation", async () => {
    // Another browser signed in first.
    const other = emulator.createApp();
    await other.app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
    const { panel, user, app, container } = await openSettingsSection(emulator, "Active sessions");
    const rows = within(panel).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    const current = rows.filter((row) => within(row).queryByText("This device"));
    expect(current).toHaveLength(1);
    expect(within(current[0]!).queryByRole("button", { name: "Revoke" })).toBeNull();
    for (const row of rows) expect(row.textContent).toMatch(/Last used .*Signed in /);
    // jsdom's user agent names its system only; no browser sent these requests, so no place.
    expect(current[0]!.getAttribute("aria-label")).toBe("Linux, This device");
    expect(rows.find((row) => row !== current[0])!.textContent).toMatch(/^Unknown location/);
    await expectNoAxeViolations(container);

    const otherRow = rows.find((row) => row !== current[0])!;
    await user.click(within(otherRow).getByRole("button", { name: "Revoke" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Revoke this session?" });
    expect(within(dialog).getByText("The device that uses it will be signed out.")).toBeTruthy();
    await expectNoAxeViolations(dialog);
    await user.click(within(dialog).getByRole("button", { name: "Revoke" }));
    await waitFor(() => expect(within(panel).getAllByRole("listitem")).toHaveLength(1));
    // The service lists only this session now.
    const signedIn = await app.getUser({ or: "throw" });
    const left = await signedIn!.getActiveSessions();
    expect(left.map((session) => session.isCurrentSession)).toEqual([true]);
  });

  it("names another session by where a browser last used it, and tells its IP address", async () => {
    const other = emulator.createApp();
    await other.app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
    const accessToken = await other.app.getAccessToken();
    // That session's browser, behind a proxy that locates it.
    await fetch(`${emulator.url}/api/v1/users/me`, {
      headers: {
        "x-stack-project-id": DEMO_PROJECT.id,
        "x-stack-access-type": "client",
        "x-stack-publishable-client-key": DEMO_PROJECT.publishableClientKey,
        "x-stack-access-token": accessToken ?? "",
        "user-agent":
          "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/18.5 Safari/605.1.15",
        "x-real-ip": "203.0.113.7",
        "x-vercel-ip-city": "Berlin",
        "x-vercel-ip-country": "DE",
      },
    });
    const { panel } = await openSettingsSection(emulator, "Active sessions");
    const row = within(panel).getByRole("listitem", { name: "Berlin, DE" });
    expect(within(row).getByText("IP address 203.0.113.7")).toBeTruthy();
    expect(within(row).getByText(/^Last used /)).toBeTruthy();
    expect(within(row).getByRole("button", { name: "Revoke" })).toBeTruthy();
  });

  it("says where a session was used from, or that it is not known", () => {
    expect(sessionPlace({ ip: "203.0.113.7", cityName: "Berlin", countryCode: "DE" })).toBe(
      "Berlin, DE",
    );
    expect(sessionPlace({ ip: "203.0.113.7" })).toBeNull();
    expect(sessionPlace(undefined)).toBeNull();
  });
});
