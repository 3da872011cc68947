import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  DEMO_USER,
  emulatorPerTest,
  type TestAppOptions,
} from "../../../../test/emulator-per-test.js";
import { expectNoAxeViolations } from "../test-utils/expect-no-axe-violations.js";
import { renderWithApp } from "../test-utils/render-with-app.js";
import { CredentialSignIn } from "./credential-sign-in.js";

const emulator = emulatorPerTest();
afterEach(() => {
  vi.restoreAllMocks();
});

async function setup(options?: TestAppOptions) {
  const test = emulator.createApp(options);
  const { container } = await renderWithApp(test.app, <CredentialSignIn />);
  const email = (await screen.findByLabelText("Email")) as HTMLInputElement;
  const password = screen.getByLabelText("Password") as HTMLInputElement;
  const submit = screen.getByRole("button", { name: "Sign In" }) as HTMLButtonElement;
  return { ...test, container, email, password, submit, user: userEvent.setup() };
}

/** The message linked to `input` by `aria-describedby`, if any. */
function describedBy(input: HTMLElement): string | null {
  const id = input.getAttribute("aria-describedby");
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe("CredentialSignIn", () => {
  it("renders labelled fields, the forgot-password link and the button, with native validation off", async () => {
    const { container, email, password, submit } = await setup();
    expect(email.type).toBe("email");
    expect(password.type).toBe("password");
    expect(email.getAttribute("aria-invalid")).toBe("false");
    expect(submit.getAttribute("type")).toBe("submit");
    expect(container.querySelector("form")?.noValidate).toBe(true);
    expect(screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe(
      "/handler/forgot-password",
    );
    await expectNoAxeViolations(container);
  });

  it("on an empty submit, shows both messages, links them and focuses Email", async () => {
    const { container, email, password, submit, user, requests } = await setup();
    await user.click(submit);
    expect(describedBy(email)).toBe("Please enter your email");
    expect(describedBy(password)).toBe("Please enter your password");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual([
      "Please enter your email",
      "Please enter your password",
    ]);
    expect(document.activeElement).toBe(email);
    expect(requests).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it("rejects a malformed e-mail address", async () => {
    const { email, password, submit, user, requests } = await setup();
    await user.type(email, "ada@localhost");
    await user.type(password, "secret");
    await user.click(submit);
    expect(describedBy(email)).toBe("Please enter a valid email");
    expect(password.getAttribute("aria-invalid")).toBe("false");
    expect(document.activeElement).toBe(email);
    expect(requests).toEqual([]);
  });

  it("focuses Password when it is the first invalid field, and clears a message on edit", async () => {
    const { email, password, submit, user } = await setup();
    await user.type(email, DEMO_USER.email);
    await user.click(submit);
    expect(describedBy(email)).toBeNull();
    expect(describedBy(password)).toBe("Please enter your password");
    expect(document.activeElement).toBe(password);
    await user.type(password, "x");
    expect(describedBy(password)).toBeNull();
    expect(password.getAttribute("aria-invalid")).toBe("false");
  });

  it("shows the loading state while the request is pending, then redirects", async () => {
    const { app, container, email, password, submit, user, navigate, hold } = await setup();
    const release = hold("POST /auth/password/sign-in");
    await user.type(email, DEMO_USER.email);
    await user.type(password, DEMO_USER.password);
    await user.click(submit);
    await waitFor(() => expect(submit.getAttribute("aria-busy")).toBe("true"));
    expect(submit.disabled).toBe(true);
    expect(submit.getAttribute("data-state")).toBe("loading");
    await expectNoAxeViolations(container);

    release();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/"));
    await waitFor(() => expect(submit.getAttribute("aria-busy")).toBeNull());
    expect(submit.disabled).toBe(false);
    expect((await app.getUser())?.primaryEmail).toBe(DEMO_USER.email);
  });

  it("shows a wrong password as 'Wrong e-mail or password.' under Email", async () => {
    const { app, container, email, password, submit, user, navigate } = await setup();
    await user.type(email, DEMO_USER.email);
    await user.type(password, "wrong password");
    await user.click(submit);
    await waitFor(() => expect(describedBy(email)).toBe("Wrong e-mail or password."));
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("alert").textContent).toBe("Wrong e-mail or password.");
    expect(document.activeElement).toBe(email);
    expect(navigate).not.toHaveBeenCalled();
    expect(await app.getUser()).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("shows any other known error's message under Email", async () => {
    await emulator.updateProjectConfig({ credential_enabled: false });
    const { email, password, submit, user, navigate } = await setup();
    await user.type(email, DEMO_USER.email);
    await user.type(password, DEMO_USER.password);
    await user.click(submit);
    await waitFor(() =>
      expect(describedBy(email)).toMatch(/password authentication.*not enabled/i),
    );
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("alert").textContent).toBe(describedBy(email));
    expect(navigate).not.toHaveBeenCalled();
  });

  it("shows a generic alert for an unexpected failure and logs it", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    // A base URL where no API lives: the emulator answers 404 in plain text, not a known error.
    const { container, email, password, submit, user } = await setup({
      baseUrl: `${emulator.url}/no-api-here`,
    });
    await user.type(email, DEMO_USER.email);
    await user.type(password, DEMO_USER.password);
    await user.click(submit);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "An unhandled error occurred. Please report this to the developer.",
    );
    expect(log).toHaveBeenCalled();
    expect(email.getAttribute("aria-invalid")).toBe("false");
    await expectNoAxeViolations(container);
  });
});
