// @vitest-environment node
import { describe, expect, it } from "vitest";
import { enAfterSignIn } from "../i18n/en-after-sign-in.js";
import { bundleUiForBrowser } from "../test-utils/browser-bundle.js";

// The pages and sections after sign-in load when opened: an app that mounts the handler (whose
// first page is usually sign-in) or imports them to render later does not make a signed-out
// visitor download them.
const app = `
import { StackHandler, UserButton, TeamsSection, ApiKeysSection, TeamInvitation, MFA, Onboarding } from "./index.js";
console.log(StackHandler, UserButton, TeamsSection, ApiKeysSection, TeamInvitation, MFA, Onboarding);
`;

describe("the handler's pages after sign-in", () => {
  it("are chunks of their own, outside what the first page loads", async () => {
    const { initial, lazy } = await bundleUiForBrowser(app);
    for (const component of ["InvitationCard", "VerifyEmail", "function MfaPage(", "TeamPanel"]) {
      expect(initial, `${component} in the first load`).not.toContain(component);
      expect(lazy, `${component} missing from the lazy chunks`).toContain(component);
    }
    expect(initial).toContain("CredentialSignIn");
  });

  it("bring their English texts with them", async () => {
    const { initial, lazy } = await bundleUiForBrowser(app);
    for (const text of [enAfterSignIn.apiKeysNewWarning, enAfterSignIn.teamInvitationUsedBody]) {
      expect(initial, `in the first load: ${text}`).not.toContain(text);
      expect(lazy, `missing from the lazy chunks: ${text}`).toContain(text);
    }
    expect(initial).toContain("Sign in to your account");
  });
});
