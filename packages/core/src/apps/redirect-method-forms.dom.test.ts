// @vitest-environment-options {"url":"https://app.example.com/start"}
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Navigate, RedirectMethod } from "../context/redirect.js";
import { MemoryTokenStore } from "../session/token-store.js";
import { StackClientApp } from "./client-app.js";
import { useAppNavigate } from "./use-navigate.js";

// Each form of `redirectMethod` the reference SDK takes, at the app: where a redirect lands, and
// that no form makes a redirect throw (issue 29: `{ useNavigate }` alone threw
// "method.navigate is not a function" after every sign-in, sign-up and sign-out).

afterEach(() => {
  history.replaceState(null, "", "/start");
  vi.restoreAllMocks();
});

/** What `app.useNavigate()` answers (@app/react installs it: register-hooks.ts). */
function navigateOf(app: StackClientApp): Navigate {
  return useAppNavigate(app);
}

/** `home` differs per test: a full-page redirect joins one to the same page still under way. */
function appWith(redirectMethod: RedirectMethod, home = "/start#home"): StackClientApp {
  return new StackClientApp({
    projectId: "p-1",
    publishableClientKey: "pck",
    tokenStore: new MemoryTokenStore(),
    redirectMethod,
    // jsdom moves only the hash of its page: the pages are anchors of this one.
    urls: { home, afterSignOut: "/start#signed-out" },
    fetch: async () => {
      throw new Error("no request expected");
    },
  });
}

/** A hook that, as React Router's, fails when called outside a component. */
const hookOutsideComponent = vi.fn((): ((to: string) => void) => {
  throw new Error("useNavigate() may be used only in the context of a <Router> component.");
});

const here = () => `${location.pathname}${location.hash}`;

/**
 * Starts a redirect and waits until the page shows `expected`, failing if the redirect throws
 * (a full-page redirect then pauses 2 s, the SDK's pause: not waited for).
 */
async function expectLanding(go: () => Promise<void>, expected: string): Promise<void> {
  let failure: unknown;
  go().catch((error: unknown) => {
    failure = error;
  });
  await expect.poll(() => failure ?? here()).toBe(expected);
}

describe("redirectMethod forms: where a redirect made outside a component lands", () => {
  it("regression (issue 29): { useNavigate } alone goes through window.location and never calls the hook", async () => {
    const app = appWith({ useNavigate: hookOutsideComponent });
    await expectLanding(() => app.redirectToHome(), "/start#home");
    expect(hookOutsideComponent).not.toHaveBeenCalled();
  });

  it("{ useNavigate, navigate } hands every redirect to navigate", async () => {
    const navigate = vi.fn();
    const app = appWith({ useNavigate: hookOutsideComponent, navigate });
    await app.redirectToAfterSignOut();
    expect(navigate).toHaveBeenCalledWith("/start#signed-out");
    expect(location.pathname).toBe("/start");
    expect(hookOutsideComponent).not.toHaveBeenCalled();
  });

  it("{ navigate } alone hands every redirect to navigate", async () => {
    const navigate = vi.fn();
    await appWith({ navigate }).redirectToAfterSignOut();
    expect(navigate).toHaveBeenCalledWith("/start#signed-out");
    expect(location.pathname).toBe("/start");
  });

  it('"window" assigns the page\'s location', async () => {
    const app = appWith("window");
    await expectLanding(() => app.redirectToAfterSignOut(), "/start#signed-out");
  });

  it('"none" stays on the page', async () => {
    await appWith("none").redirectToAfterSignOut();
    expect(here()).toBe("/start");
  });

  it.each([
    ["an object with neither function", {}],
    ["navigate that is not a function", { navigate: "/somewhere" }],
    ["a string this version does not know", "nextjs"],
  ])("falls back to window.location for %s instead of throwing", async (name, method) => {
    const home = `/start#${name.replaceAll(" ", "-")}`;
    const app = appWith(method as unknown as RedirectMethod, home);
    await expectLanding(() => app.redirectToHome(), home);
  });
});

describe("app.useNavigate(): the navigate function the SDK's components use", () => {
  it("{ useNavigate } returns the router's own function (the hook is called once per call)", () => {
    const routerNavigate = vi.fn();
    const useNavigate = vi.fn(() => routerNavigate);
    const navigate = navigateOf(appWith({ useNavigate }));
    navigate("/dashboard", { replace: true });
    expect(useNavigate).toHaveBeenCalledTimes(1);
    expect(routerNavigate).toHaveBeenCalledWith("/dashboard", { replace: true });
  });

  it("{ useNavigate } called outside a component fails as the router's hook does", () => {
    expect(() => navigateOf(appWith({ useNavigate: hookOutsideComponent }))).toThrow(
      "may be used only in the context of a <Router>",
    );
  });

  it("{ navigate } alone: a function that calls it, the same one on every render", () => {
    const navigate = vi.fn();
    const app = appWith({ navigate });
    const first = navigateOf(app);
    expect(navigateOf(app)).toBe(first);
    first("/dashboard");
    expect(navigate).toHaveBeenCalledWith("/dashboard");
  });

  it("{ navigate } alone: a failing navigate is logged, not thrown at the click", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = new Error("router is gone");
    const navigate = navigateOf(
      appWith({
        navigate: () => {
          throw failure;
        },
      }),
    );
    expect(() => navigate("/dashboard")).not.toThrow();
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(failure));
  });

  it('"window" assigns the location, or replaces it with { replace: true }', () => {
    const navigate = navigateOf(appWith("window"));
    const before = history.length;
    navigate("#settings");
    expect(location.hash).toBe("#settings");
    expect(history.length).toBe(before + 1);
    navigate("#teams", { replace: true });
    expect(location.hash).toBe("#teams");
    expect(history.length).toBe(before + 1);
  });

  it('"none" does nothing', () => {
    navigateOf(appWith("none"))("#settings");
    expect(location.hash).toBe("");
  });

  it("works outside a component for every form without a hook", () => {
    for (const method of ["window", "none", { navigate: vi.fn() }] as RedirectMethod[]) {
      expect(() => navigateOf(appWith(method))).not.toThrow();
    }
  });
});
