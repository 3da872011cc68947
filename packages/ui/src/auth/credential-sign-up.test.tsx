import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_USER, emulatorPerTest } from "../../../../test/emulator-per-test.js";
import { expectNoAxeViolations } from "../test-utils/expect-no-axe-violations.js";
import { renderWithApp } from "../test-utils/render-with-app.js";
import { CredentialSignUp } from "./credential-sign-up.js";

const emulator = emulatorPerTest();
afterEach(() => {
  vi.restoreAllMocks();
});

async function setup(props: { noPasswordRepeat?: boolean } = {}) {
  const test = emulator.createApp({ urls: { afterSignUp: "/welcome" } });
  const { container } = await renderWithApp(test.app, <CredentialSignUp {...props} />);
  const email = (await screen.findByLabelText("Email")) as HTMLInputElement;
  const password = screen.getByLabelText("Password") as HTMLInputElement;
  const repeat = screen.queryByLabelText("Repeat Password") as HTMLInputElement | null;
  const submit = screen.getByRole("button", { name: "Sign Up" }) as HTMLButtonElement;
  return { ...test, container, email, password, repeat, submit, user: userEvent.setup() };
}

function describedBy(input: HTMLElement): string | null {
  const id = input.getAttribute("aria-describedby");
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe("CredentialSignUp", () => {
  it("on an empty submit, asks for each field and focuses Email, sending nothing", async () => {
    const { container, email, password, repeat, submit, user, requests } = await setup();
    expect(container.querySelector("form")?.noValidate).toBe(true);
    await user.click(submit);
    expect(describedBy(email)).toBe("Please enter your email");
    expect(describedBy(password)).toBe("Please enter your password");
    expect(describedBy(repeat!)).toBe("Please repeat your password");
    expect(document.activeElement).toBe(email);
    expect(requests).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it("says 'Passwords do not match', and editing either password clears both messages", async () => {
    const { email, password, repeat, submit, user, requests } = await setup();
    await user.type(email, "new-user@example.com");
    await user.type(password, "short");
    await user.type(repeat!, "different");
    await user.click(submit);
    expect(describedBy(password)).toBe("Password must be at least 8 characters.");
    expect(describedBy(repeat!)).toBe("Passwords do not match");
    expect(document.activeElement).toBe(password);
    await user.type(repeat!, "x");
    expect(describedBy(password)).toBeNull();
    expect(describedBy(repeat!)).toBeNull();

    await user.clear(password);
    await user.type(password, "long-enough-password");
    await user.click(submit);
    expect(describedBy(repeat!)).toBe("Passwords do not match");
    await user.type(password, "!");
    expect(describedBy(repeat!)).toBeNull();
    expect(requests).toEqual([]);
  });

  it("signs up, e-mails a verification link and goes to the after-sign-up page", async () => {
    const { app, email, password, repeat, submit, user, navigate } = await setup();
    await user.type(email, "new-user@example.com");
    await user.type(password, "long-enough-password");
    await user.type(repeat!, "long-enough-password");
    await user.click(submit);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/welcome"));
    expect((await app.getUser())?.primaryEmail).toBe("new-user@example.com");
    const [mail] = emulator.outbox.list({ to: "new-user@example.com" });
    expect(mail?.text).toMatch(/\/handler\/email-verification\?code=[a-z0-9]{45}/);
  });

  it("without the repeat field (noPasswordRepeat), signs up with one password", async () => {
    const { email, password, repeat, submit, user, navigate } = await setup({
      noPasswordRepeat: true,
    });
    expect(repeat).toBeNull();
    await user.type(email, "solo@example.com");
    await user.type(password, "long-enough-password");
    await user.click(submit);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/welcome"));
  });

  it("shows a taken e-mail and a disabled sign-up under Email", async () => {
    const { container, email, password, repeat, submit, user, navigate } = await setup();
    await user.type(email, DEMO_USER.email);
    await user.type(password, "long-enough-password");
    await user.type(repeat!, "long-enough-password");
    await user.click(submit);
    await waitFor(() => expect(describedBy(email)).toMatch(/already exists/));
    expect(email.getAttribute("aria-invalid")).toBe("true");
    await expectNoAxeViolations(container);

    await emulator.updateProjectConfig({ sign_up_enabled: false });
    await user.clear(email);
    await user.type(email, "too-late@example.com");
    await user.click(submit);
    await waitFor(() => expect(describedBy(email)).toBe("New account registration is not allowed"));
    expect(navigate).not.toHaveBeenCalled();
  });
});
