import { OAUTH_PROVIDER_NAMES } from "@app/core/internal";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { emulatorPerTest } from "../../../../test/emulator-per-test.js";
import { expectNoAxeViolations } from "../test-utils/expect-no-axe-violations.js";
import { renderWithApp } from "../test-utils/render-with-app.js";
import { OAuthButtonGroup, OAuthButtonList } from "./oauth-button-group.js";
import { PROVIDERS_WITH_MARKS } from "./provider-marks.js";

const emulator = emulatorPerTest();

describe("the OAuth buttons' marks", () => {
  it("exist for every provider the SDK knows", () => {
    expect([...PROVIDERS_WITH_MARKS].sort()).toEqual(Object.keys(OAUTH_PROVIDER_NAMES).sort());
  });

  it("come inline with each button, hidden from assistive technology; an unknown provider has none", async () => {
    await emulator.updateProjectConfig({
      oauth_providers: [
        { id: "github", type: "shared" },
        { id: "microsoft", type: "shared" },
        { id: "twitch", type: "standard", enabled: true, client_id: "id", client_secret: "secret" },
      ] as never,
    });
    const { app } = emulator.createApp();
    const { container } = await renderWithApp(app, <OAuthButtonGroup type="sign-in" />);
    const github = await screen.findByRole("button", { name: "Sign in with GitHub" });
    const mark = github.querySelector("svg");
    expect(mark?.getAttribute("data-provider")).toBe("github");
    expect(mark?.getAttribute("aria-hidden")).toBe("true");
    expect(
      screen.getByRole("button", { name: "Sign in with Microsoft" }).querySelectorAll("svg rect"),
    ).toHaveLength(4);
    expect(
      screen.getByRole("button", { name: "Sign in with twitch" }).querySelector("svg"),
    ).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("keep OAuthButtonList as the earlier name of OAuthButtonGroup", () => {
    expect(OAuthButtonList).toBe(OAuthButtonGroup);
  });
});
