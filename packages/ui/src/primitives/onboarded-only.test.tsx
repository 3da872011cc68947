import { act, screen, waitFor } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_USER, emulatorPerTest } from "../../../../test/emulator-per-test.js";
import { ApiKeysSection } from "../account-settings/sections/api-keys-section.js";
import { TeamsSection } from "../account-settings/sections/teams-section.js";
import { StackHandler } from "../stack-handler.js";
import { renderWithApp } from "../test-utils/render-with-app.js";
import { restrictedUser } from "../test-utils/restricted-user.js";

// Pages that need a user who finished onboarding (the teams and API keys sections, and so the
// example's /teams and /api-keys pages) send a restricted user to the onboarding page, which
// sends them back once the project's requirements are met.

const emulator = emulatorPerTest();
afterEach(() => {
  window.history.replaceState(null, "", "/");
});

describe("a page for onboarded users", () => {
  for (const [name, section] of [
    ["TeamsSection", <TeamsSection key="teams" />],
    ["ApiKeysSection", <ApiKeysSection key="keys" />],
  ] as const) {
    it(`${name} sends a user whose email is not verified to onboarding, coming back here`, async () => {
      const { app, navigate, requests } = await restrictedUser(emulator);
      window.history.replaceState(null, "", "/teams?tab=2");
      await renderWithApp(app, <Suspense fallback={null}>{section}</Suspense>);
      await waitFor(() =>
        expect(navigate).toHaveBeenCalledWith(
          "/handler/onboarding?after_auth_return_to=%2Fteams%3Ftab%3D2",
        ),
      );
      expect(screen.queryByRole("heading", { level: 2 })).toBeNull();
      expect(requests).not.toContain("GET /teams");
      expect(requests).not.toContain("GET /user-api-keys");
    });
  }

  it("shows the section to a user with nothing left to do", async () => {
    const { app, navigate } = emulator.createApp();
    await app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
    await renderWithApp(app, <Suspense fallback={null}>{<TeamsSection />}</Suspense>);
    expect(await screen.findByRole("heading", { level: 2, name: "Teams" })).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("the onboarding page sends the user back once their email is verified", async () => {
    const { app, navigate } = await restrictedUser(emulator);
    window.history.replaceState(
      null,
      "",
      "/handler/onboarding?after_auth_return_to=%2Fteams%3Ftab%3D2",
    );
    await renderWithApp(app, <StackHandler />);
    await screen.findByRole("heading", { level: 1, name: "Verify your email" });
    const restricted = await app.getUser({ or: "throw", includeRestricted: true });
    const [channel] = await restricted.listContactChannels();
    await channel!.sendVerificationEmail();
    await act(() => app.verifyEmail(emulator.codeSentTo("new@example.com")));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/teams?tab=2"));
  });
});
