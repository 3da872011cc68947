import { act, render, screen, waitFor, within } from "@testing-library/react";
import { Component, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_USER, emulatorPerTest } from "../../../test/emulator-per-test.js";
import { StackHandler } from "./stack-handler.js";
import { expectNoAxeViolations } from "./test-utils/expect-no-axe-violations.js";
import { renderWithApp } from "./test-utils/render-with-app.js";

const emulator = emulatorPerTest();

class NotFound extends Error {}

/** An app's error boundary, where Next.js shows its 404 page for `notFound()`. */
class ErrorBoundary extends Component<
  { children: ReactNode; onCatch: (error: unknown) => void },
  { error: unknown }
> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown) {
    this.props.onCatch(error);
  }
  override render() {
    return this.state.error ? <p>the app's 404 page</p> : this.props.children;
  }
}
afterEach(() => {
  window.history.replaceState(null, "", "/");
});

describe("StackHandler", () => {
  it("serves the sign-in page, full-page by default", async () => {
    const { app } = emulator.createApp();
    const { container } = await renderWithApp(app, <StackHandler location="/handler/sign-in" />);
    const main = await screen.findByRole("main");
    expect(
      await within(main).findByRole("heading", { name: "Sign in to your account" }),
    ).toBeTruthy();
    expect(main.getAttribute("data-slot")).toBe("stack-full-page");
    await expectNoAxeViolations(container);
  });

  it("sends a signed-in visitor of the sign-in page on to the after-sign-in page", async () => {
    const { app, navigate } = emulator.createApp();
    await app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
    await renderWithApp(app, <StackHandler location="/handler/sign-in" />);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/"));
  });

  it("signs out on the sign-out page, showing a loading state, then redirects", async () => {
    const { app, navigate, requests, hold } = emulator.createApp();
    await app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
    const release = hold("DELETE /auth/sessions/current");
    const { container } = await renderWithApp(
      app,
      <StackHandler location="/handler/sign-out" fullPage={false} />,
    );
    expect((await screen.findByRole("status")).textContent).toBe("Signing out…");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Signing out…");
    expect(screen.queryByRole("main")).toBeNull();
    await expectNoAxeViolations(container);

    release();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/"));
    expect(await app.getUser()).toBeNull();
    expect(requests.filter((r) => r === "DELETE /auth/sessions/current")).toHaveLength(1);
  });

  it.each([
    "/handler/nope",
    "/handler",
    "/handler/sign-in/extra",
    "/handler/constructor",
    "/elsewhere",
  ])("answers %s with 'Page not found'", async (location) => {
    const { app } = emulator.createApp();
    const { container } = await renderWithApp(app, <StackHandler location={location} />);
    const main = await screen.findByRole("main");
    expect(within(main).getByRole("heading", { name: "Page not found" })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("regression (issue 29): /handler/register shows sign-up and replaces the address with /handler/sign-up, query kept", async () => {
    window.history.replaceState(null, "", "/handler/register?after_auth_return_to=%2Fcart");
    const { app, navigate } = emulator.createApp();
    const { container } = await renderWithApp(app, <StackHandler location="/handler/register" />);
    expect(await screen.findByRole("heading", { name: "Create a new account" })).toBeTruthy();
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith("/handler/sign-up?after_auth_return_to=%2Fcart"),
    );
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(document.title).toContain("Sign up");
    await expectNoAxeViolations(container);
  });

  it.each([
    ["/handler/log-in", "/handler/sign-in", "Sign in to your account"],
    ["/handler/LOGIN", "/handler/sign-in", "Sign in to your account"],
    ["/handler/SignUp", "/handler/sign-up", "Create a new account"],
    ["/auth/Sign-In", "/auth/sign-in", "Sign in to your account"],
  ])("reads %s as the page of %s, as the reference's handler does", async (path, page, heading) => {
    const { app, navigate } = emulator.createApp({
      urls: { handler: path.split("/", 2).join("/") },
    });
    await renderWithApp(app, <StackHandler location={path} />);
    expect(await screen.findByRole("heading", { name: heading })).toBeTruthy();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(page));
  });

  it("hands the alias's redirect to the router's navigate with { replace: true } (redirectMethod { useNavigate })", async () => {
    const routerNavigate = vi.fn();
    const { app } = emulator.createApp({ redirectMethod: { useNavigate: () => routerNavigate } });
    await renderWithApp(app, <StackHandler location="/handler/signout" />);
    await waitFor(() =>
      expect(routerNavigate).toHaveBeenCalledWith("/handler/sign-out", { replace: true }),
    );
    expect(routerNavigate).toHaveBeenCalledTimes(1);
  });

  it("calls onNotFound for a path that names no page, and not for a page", async () => {
    const { app } = emulator.createApp();
    const missing: string[] = [];
    const onNotFound = () => {
      missing.push("called");
      throw new NotFound("404"); // as Next.js's notFound() does
    };
    const caught: unknown[] = [];
    await renderWithApp(
      app,
      <ErrorBoundary onCatch={(error) => caught.push(error)}>
        <StackHandler location="/handler/nope" onNotFound={onNotFound} />
      </ErrorBoundary>,
    );
    expect(await screen.findByText("the app's 404 page")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Page not found" })).toBeNull();
    expect(caught[0]).toBeInstanceOf(NotFound);

    missing.length = 0;
    await renderWithApp(app, <StackHandler location="/handler/sign-in" onNotFound={onNotFound} />);
    expect(await screen.findByRole("heading", { name: "Sign in to your account" })).toBeTruthy();
    expect(missing).toEqual([]);
  });

  it("follows the handler path of the app's URLs", async () => {
    const { app } = emulator.createApp({ urls: { handler: "/auth" } });
    await renderWithApp(app, <StackHandler location="/auth/sign-in" />);
    expect(await screen.findByRole("heading", { name: "Sign in to your account" })).toBeTruthy();
  });

  it("without a location, reads window.location and follows popstate", async () => {
    window.history.replaceState(null, "", "/handler/sign-in?after_auth_return_to=%2Fx");
    const { app } = emulator.createApp();
    await renderWithApp(app, <StackHandler />);
    expect(await screen.findByRole("heading", { name: "Sign in to your account" })).toBeTruthy();

    await act(async () => {
      window.history.pushState(null, "", "/handler/unknown");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
  });

  it("regression (issue 29): gives the sign-in page its componentProps (extraInfo, firstTab), which were ignored", async () => {
    const { app } = emulator.createApp();
    const { container } = await renderWithApp(
      app,
      <StackHandler
        location="/handler/sign-in"
        componentProps={{
          SignIn: { extraInfo: <a href="/terms">Terms of service</a>, firstTab: "password" },
          SignUp: { extraInfo: <p>Only on sign-up</p> },
        }}
      />,
    );
    expect(
      (await screen.findByRole("tab", { name: "Email & Password" })).getAttribute("aria-selected"),
    ).toBe("true");
    expect(screen.getByRole("link", { name: "Terms of service" }).getAttribute("href")).toBe(
      "/terms",
    );
    // Another page's entry is not this page's.
    expect(screen.queryByText("Only on sign-up")).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("gives the account settings page its componentProps' extraItems, after the built-in sections", async () => {
    const { app } = emulator.createApp();
    await app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
    const { container } = await renderWithApp(
      app,
      <StackHandler
        location="/handler/account-settings"
        componentProps={{
          AccountSettings: {
            extraItems: [{ id: "billing", title: "Billing", content: <p>Your plan: Free</p> }],
          },
        }}
      />,
    );
    const billing = await screen.findByRole("tab", { name: "Billing" });
    expect(screen.getAllByRole("tab").at(-1)).toBe(billing);
    expect(screen.getByRole("main")).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("lets a page's componentProps override the handler's own props, but not with undefined", async () => {
    const { app, navigate } = emulator.createApp();
    await app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
    // automaticRedirect: false keeps a signed-in visitor on the page; fullPage: undefined leaves
    // the handler's full page in place.
    const first = await renderWithApp(
      app,
      <StackHandler
        location="/handler/sign-in"
        componentProps={{ SignIn: { automaticRedirect: false, fullPage: undefined } }}
      />,
    );
    expect(await screen.findByRole("heading", { name: "You are already signed in" })).toBeTruthy();
    expect(screen.getByRole("main")).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
    first.unmount();

    await renderWithApp(
      app,
      <StackHandler
        location="/handler/forgot-password"
        componentProps={{ ForgotPassword: { fullPage: false } }}
      />,
    );
    expect(await screen.findByRole("heading", { name: "Reset your password" })).toBeTruthy();
    expect(screen.queryByRole("main")).toBeNull();
  });

  it("takes the app as a prop, without a provider", async () => {
    const { app } = emulator.createApp();
    await act(async () => {
      render(<StackHandler app={app} location="/handler/sign-in" />);
    });
    expect(await screen.findByRole("heading", { name: "Sign in to your account" })).toBeTruthy();
  });
});
