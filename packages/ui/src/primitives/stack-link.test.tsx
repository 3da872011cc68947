import { screen } from "@testing-library/react";
import type { AnchorHTMLAttributes } from "react";
import { describe, expect, it } from "vitest";
import { emulatorPerTest } from "../../../../test/emulator-per-test.js";
import { SignIn } from "../auth/sign-in.js";
import { expectNoAxeViolations } from "../test-utils/expect-no-axe-violations.js";
import { renderWithApp } from "../test-utils/render-with-app.js";
import { LinkProvider } from "./stack-link.js";

const emulator = emulatorPerTest();

/** A router's link, as next/link's: an anchor that marks itself. */
function RouterLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a {...props} data-router-link="" />;
}

describe("LinkProvider", () => {
  it("renders the screens' links with the framework's link component", async () => {
    const { app } = emulator.createApp();
    const { container } = await renderWithApp(
      app,
      <LinkProvider component={RouterLink}>
        <SignIn />
      </LinkProvider>,
    );
    const signUp = await screen.findByRole("link", { name: "Sign up" });
    expect(signUp.getAttribute("href")).toMatch(/^\/handler\/sign-up/);
    expect(signUp.hasAttribute("data-router-link")).toBe(true);
    expect(signUp.getAttribute("data-slot")).toBe("stack-link");
    await expectNoAxeViolations(container);
  });

  it("without one, the links are plain anchors", async () => {
    const { app } = emulator.createApp();
    await renderWithApp(app, <SignIn />);
    const signUp = await screen.findByRole("link", { name: "Sign up" });
    expect(signUp.hasAttribute("data-router-link")).toBe(false);
    expect(signUp.getAttribute("href")).toMatch(/^\/handler\/sign-up/);
  });
});
