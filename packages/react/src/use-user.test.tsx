import type { GetUserOptions, StackClientApp } from "@app/core";
import { act, render, screen, waitFor } from "@testing-library/react";
import { Component, type ReactNode, Suspense, useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_USER, emulatorPerTest } from "../../../test/emulator-per-test.js";
import { StackProvider } from "./stack-provider.js";
import { useUser } from "./use-user.js";

const emulator = emulatorPerTest();
afterEach(() => {
  vi.restoreAllMocks();
});

const signInDemoUser = (app: StackClientApp) =>
  app.signInWithCredential({ ...DEMO_USER, noRedirect: true });

class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    const { error } = this.state as { error: Error | null };
    return error ? <p role="alert">{error.message}</p> : this.props.children;
  }
}

function UserLine({ testId = "user", options }: { testId?: string; options?: GetUserOptions }) {
  const user = useUser(options);
  const text = user === null ? "signed out" : (user.primaryEmail ?? `anonymous ${user.id}`);
  return <p data-testid={testId}>{text}</p>;
}

/** Counts its renders: a fallback shown again after the first load is a "flash". */
function Fallback({ onRender }: { onRender: () => void }) {
  onRender();
  return <p>loading</p>;
}

function MountCountingReader({ name, onMount }: { name: string; onMount: (name: string) => void }) {
  const user = useUser();
  useEffect(() => {
    onMount(name);
  }, [name, onMount]);
  return <p data-testid={name}>{user ? user.primaryEmail : "signed out"}</p>;
}

async function renderWithApp(app: StackClientApp, ui: ReactNode) {
  await act(async () => {
    render(
      <StackProvider app={app}>
        <ErrorBoundary>
          <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
        </ErrorBoundary>
      </StackProvider>,
    );
  });
}

/** Waits until the element with `testId` shows `text`. */
async function expectText(testId: string, text: string | RegExp) {
  await waitFor(() => expect(screen.getByTestId(testId).textContent).toMatch(text));
}

describe("useUser", () => {
  it("re-renders every reader on sign-in and sign-out, without remounting or a fallback flash", async () => {
    const { app } = emulator.createApp();
    const mounts: Record<string, number> = {};
    let fallbacks = 0;
    const countFallback = () => {
      fallbacks++;
    };
    const countMount = (name: string) => {
      mounts[name] = (mounts[name] ?? 0) + 1;
    };

    await act(async () => {
      render(
        <StackProvider app={app}>
          <Suspense fallback={<Fallback onRender={countFallback} />}>
            <MountCountingReader name="first" onMount={countMount} />
            <MountCountingReader name="second" onMount={countMount} />
          </Suspense>
        </StackProvider>,
      );
    });
    await expectText("first", "signed out");
    await expectText("second", "signed out");
    const fallbacksAfterFirstLoad = fallbacks;

    await act(async () => {
      expect((await signInDemoUser(app)).status).toBe("ok");
    });
    await expectText("first", DEMO_USER.email);
    await expectText("second", DEMO_USER.email);

    await act(() => app.signOut({ noRedirect: true }));
    await expectText("first", "signed out");
    await expectText("second", "signed out");

    expect(fallbacks).toBe(fallbacksAfterFirstLoad);
    expect(mounts).toEqual({ first: 1, second: 1 });
  });

  it("returns null without a session, also with or: 'return-null'", async () => {
    const { app } = emulator.createApp();
    await renderWithApp(
      app,
      <>
        <UserLine testId="default" />
        <UserLine testId="explicit" options={{ or: "return-null" }} />
      </>,
    );
    await expectText("default", "signed out");
    await expectText("explicit", "signed out");
  });

  it("with or: 'throw', throws the exact message when signed out", async () => {
    // React logs the error the boundary catches; keep the test output clean.
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { app } = emulator.createApp();
    await renderWithApp(app, <UserLine options={{ or: "throw" }} />);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "User is not signed in but getUser was called with { or: 'throw' }",
    );
  });

  it("with or: 'redirect', goes to the sign-in page and keeps suspending", async () => {
    const { app, navigate } = emulator.createApp();
    await renderWithApp(app, <UserLine options={{ or: "redirect" }} />);
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(navigate.mock.calls[0]?.[0]).toMatch(/^\/handler\/sign-in(\?|$)/);
    expect(screen.getByText("loading")).toBeTruthy();
    expect(screen.queryByTestId("user")).toBeNull();
  });

  it("with or: 'redirect', returns the user when signed in", async () => {
    const { app, navigate } = emulator.createApp();
    await signInDemoUser(app);
    await renderWithApp(app, <UserLine options={{ or: "redirect" }} />);
    await expectText("user", DEMO_USER.email);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("hides anonymous users unless asked for them", async () => {
    const tokens = await emulator.signUpAnonymously();
    const { app } = emulator.createApp({
      tokenStore: { accessToken: tokens.access_token, refreshToken: tokens.refresh_token },
    });
    await renderWithApp(
      app,
      <>
        <UserLine testId="default" />
        <UserLine testId="if-exists" options={{ or: "anonymous-if-exists" }} />
      </>,
    );
    await expectText("if-exists", `anonymous ${tokens.user_id}`);
    await expectText("default", "signed out");
  });

  // Regression: this read the lines right after the first render and failed on a loaded machine.
  it("with or: 'anonymous', signs up one anonymous user when signed out", async () => {
    const { app, requests } = emulator.createApp();
    await renderWithApp(
      app,
      <>
        <UserLine testId="first" options={{ or: "anonymous" }} />
        <UserLine testId="second" options={{ or: "anonymous" }} />
      </>,
    );
    await expectText("first", /^anonymous [0-9a-f-]{36}$/);
    expect(screen.getByTestId("second").textContent).toBe(screen.getByTestId("first").textContent);
    expect((await app.getUser({ or: "anonymous-if-exists" }))?.isAnonymous).toBe(true);
    expect(requests.filter((r) => r === "POST /auth/anonymous/sign-up")).toHaveLength(1);
  });
});
