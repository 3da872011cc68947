import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_USER, emulatorPerTest } from "../../../../test/emulator-per-test.js";
import { expectNoAxeViolations } from "../test-utils/expect-no-axe-violations.js";
import { renderWithApp } from "../test-utils/render-with-app.js";
import { MagicLinkSignIn } from "./magic-link-sign-in.js";

const emulator = emulatorPerTest();
afterEach(() => {
  vi.restoreAllMocks();
});

async function setup() {
  const test = emulator.createApp({ urls: { afterSignIn: "/home", afterSignUp: "/welcome" } });
  const { container } = await renderWithApp(test.app, <MagicLinkSignIn />);
  const email = (await screen.findByLabelText("Email")) as HTMLInputElement;
  return { ...test, container, email, user: userEvent.setup() };
}

/** Sends the magic link to `address` and waits for the code-entry view; returns its input. */
async function sendTo(address: string, ctx: Awaited<ReturnType<typeof setup>>) {
  await ctx.user.type(ctx.email, address);
  await ctx.user.click(screen.getByRole("button", { name: "Send email" }));
  await screen.findByRole("heading", { name: "Enter the code from your email" });
  return screen.getByRole("textbox", {
    name: "Enter the code from your email",
  }) as HTMLInputElement;
}

const otpOf = (address: string) => emulator.codeSentTo(address).slice(0, 6).toUpperCase();

describe("MagicLinkSignIn", () => {
  it("validates the e-mail before sending anything", async () => {
    const ctx = await setup();
    await ctx.user.click(screen.getByRole("button", { name: "Send email" }));
    expect(screen.getByRole("alert").textContent).toBe("Please enter your email");
    await ctx.user.type(ctx.email, "not-an-email");
    await ctx.user.click(screen.getByRole("button", { name: "Send email" }));
    expect(screen.getByRole("alert").textContent).toBe("Please enter a valid email");
    expect(ctx.requests.filter((r) => r.includes("/auth/"))).toEqual([]);
  });

  it("shows six slots, upper-cases and filters a pasted code, and signs a new user up at six", async () => {
    const ctx = await setup();
    const input = await sendTo("new-by-code@example.com", ctx);
    expect(ctx.container.querySelectorAll('[data-slot="stack-otp-slot"]')).toHaveLength(6);
    await waitFor(() => expect(document.activeElement).toBe(input));
    await expectNoAxeViolations(ctx.container);

    const otp = otpOf("new-by-code@example.com");
    const release = ctx.hold("POST /auth/otp/sign-in");
    await ctx.user.paste(`${otp.slice(0, 3).toLowerCase()}-${otp.slice(3)} `);
    await waitFor(() => expect(input.disabled).toBe(true));
    expect(input.value).toBe(otp);
    const slots = [...ctx.container.querySelectorAll('[data-slot="stack-otp-slot"]')];
    expect(slots.map((slot) => slot.textContent).join("")).toBe(otp);
    release();
    await waitFor(() => expect(ctx.navigate).toHaveBeenCalledWith("/welcome"));
    expect((await ctx.app.getUser())?.primaryEmail).toBe("new-by-code@example.com");
  });

  it("says 'Invalid code' for a wrong code, clears the input, and clears the message on edit", async () => {
    const ctx = await setup();
    const input = await sendTo(DEMO_USER.email, ctx);
    const otp = otpOf(DEMO_USER.email);
    const wrong = otp === "AAAAAA" ? "BBBBBB" : "AAAAAA";
    await ctx.user.type(input, wrong);
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid code");
    expect(input.value).toBe("");
    expect(input.disabled).toBe(false);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    await expectNoAxeViolations(ctx.container);

    await ctx.user.type(input, "A");
    expect(screen.queryByRole("alert")).toBeNull();
    await ctx.user.clear(input);
    await ctx.user.type(input, otp);
    await waitFor(() => expect(ctx.navigate).toHaveBeenCalledWith("/home"));
  });

  it("drops characters that are not letters or digits", async () => {
    const ctx = await setup();
    const input = await sendTo(DEMO_USER.email, ctx);
    fireEvent.change(input, { target: { value: "a1 ?b" } });
    expect(input.value).toBe("A1B");
  });

  it("goes back to the Email field with Cancel", async () => {
    const ctx = await setup();
    await sendTo(DEMO_USER.email, ctx);
    await ctx.user.click(screen.getByRole("button", { name: "Cancel" }));
    const email = (await screen.findByLabelText("Email")) as HTMLInputElement;
    expect(email.value).toBe(DEMO_USER.email);
    expect(screen.queryByRole("heading", { name: "Enter the code from your email" })).toBeNull();
  });

  it("shows 'New account registration is not allowed' on Email for a new address when sign-up is off", async () => {
    await emulator.updateProjectConfig({ sign_up_enabled: false });
    const ctx = await setup();
    await ctx.user.type(ctx.email, "stranger@example.com");
    await ctx.user.click(screen.getByRole("button", { name: "Send email" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("New account registration is not allowed"),
    );
    expect(ctx.email.getAttribute("aria-invalid")).toBe("true");
    await expectNoAxeViolations(ctx.container);
  });
});
