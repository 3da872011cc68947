import { act, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_USER, emulatorPerTest } from "../../../test/emulator-per-test.js";
import { StackHandler } from "./stack-handler.js";
import { expectNoAxeViolations } from "./test-utils/expect-no-axe-violations.js";
import { renderWithApp } from "./test-utils/render-with-app.js";

const emulator = emulatorPerTest();
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

  it("takes the app as a prop, without a provider", async () => {
    const { app } = emulator.createApp();
    await act(async () => {
      render(<StackHandler app={app} location="/handler/sign-in" />);
    });
    expect(await screen.findByRole("heading", { name: "Sign in to your account" })).toBeTruthy();
  });
});
