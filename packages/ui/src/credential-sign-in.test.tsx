import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CredentialSignIn } from "./credential-sign-in.js";
import { expectNoAxeViolations } from "./test-utils/expect-no-axe-violations.js";
import { renderWithApp } from "./test-utils/render-with-app.js";
import {
  ADA,
  apiUrl,
  createMockStackApi,
  createTestApp,
  knownError,
} from "./test-utils/stack-api.js";

const api = createMockStackApi();
beforeAll(() => api.server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  api.reset();
  vi.restoreAllMocks();
});
afterAll(() => api.server.close());

async function setup() {
  const { app, navigate } = createTestApp();
  const { container } = await renderWithApp(app, <CredentialSignIn />);
  const email = screen.getByLabelText("Email") as HTMLInputElement;
  const password = screen.getByLabelText("Password") as HTMLInputElement;
  const submit = screen.getByRole("button", { name: "Sign In" });
  return { app, navigate, container, email, password, submit, user: userEvent.setup() };
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
    const { container, email, password, submit, user } = await setup();
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
    expect(api.requests).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it("rejects a malformed e-mail address", async () => {
    const { email, password, submit, user } = await setup();
    await user.type(email, "ada@localhost");
    await user.type(password, "secret");
    await user.click(submit);
    expect(describedBy(email)).toBe("Please enter a valid email");
    expect(password.getAttribute("aria-invalid")).toBe("false");
    expect(document.activeElement).toBe(email);
  });

  it("focuses Password when it is the first invalid field, and clears a message on edit", async () => {
    const { email, password, submit, user } = await setup();
    await user.type(email, ADA.email);
    await user.click(submit);
    expect(describedBy(email)).toBeNull();
    expect(describedBy(password)).toBe("Please enter your password");
    expect(document.activeElement).toBe(password);
    await user.type(password, "x");
    expect(describedBy(password)).toBeNull();
    expect(password.getAttribute("aria-invalid")).toBe("false");
  });

  it("shows the loading state while the request is pending, then redirects", async () => {
    api.addUser(ADA);
    const { app, container, email, password, submit, user, navigate } = await setup();
    const release = api.hold("sign-in");
    await user.type(email, ADA.email);
    await user.type(password, ADA.password);
    await user.click(submit);
    await waitFor(() => expect(submit.getAttribute("aria-busy")).toBe("true"));
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    expect(submit.getAttribute("data-state")).toBe("loading");
    await expectNoAxeViolations(container);

    release();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/"));
    await waitFor(() => expect(submit.getAttribute("aria-busy")).toBeNull());
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    expect((await app.getUser())?.primaryEmail).toBe(ADA.email);
  });

  it("shows a wrong password as 'Wrong e-mail or password.' under Email", async () => {
    api.addUser(ADA);
    const { container, email, password, submit, user, navigate } = await setup();
    await user.type(email, ADA.email);
    await user.type(password, "wrong password");
    await user.click(submit);
    await waitFor(() => expect(describedBy(email)).toBe("Wrong e-mail or password."));
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("alert").textContent).toBe("Wrong e-mail or password.");
    expect(document.activeElement).toBe(email);
    expect(navigate).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it("shows any other known error's message under Email", async () => {
    api.server.use(
      http.post(apiUrl("/auth/password/sign-in"), ({ request }) =>
        knownError(
          request,
          "PASSWORD_AUTHENTICATION_NOT_ENABLED",
          "Password authentication is not enabled for this project.",
          400,
        ),
      ),
    );
    const { email, password, submit, user } = await setup();
    await user.type(email, ADA.email);
    await user.type(password, ADA.password);
    await user.click(submit);
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(describedBy(email)).toBe(screen.getByRole("alert").textContent);
    expect(describedBy(email)).not.toBe("");
  });

  it("shows a generic alert for an unexpected failure and logs it", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    api.server.use(
      http.post(apiUrl("/auth/password/sign-in"), () =>
        HttpResponse.text("upstream exploded", { status: 500 }),
      ),
    );
    const { container, email, password, submit, user } = await setup();
    await user.type(email, ADA.email);
    await user.type(password, ADA.password);
    await user.click(submit);
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(
        "An unhandled error occurred. Please report this to the developer.",
      ),
    );
    expect(log).toHaveBeenCalled();
    expect(email.getAttribute("aria-invalid")).toBe("false");
    await expectNoAxeViolations(container);
  });
});
