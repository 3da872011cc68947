import type { GetUserOptions, StackClientApp } from "@app/core";
import { act, render, screen } from "@testing-library/react";
import { Component, type ReactNode, Suspense, useEffect } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { StackProvider } from "./stack-provider.js";
import { createTestApp } from "./test-utils/create-test-app.js";
import { ADA, createMockStackApi } from "./test-utils/mock-stack-api.js";
import { useUser } from "./use-user.js";

const api = createMockStackApi();
beforeAll(() => api.server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  api.reset();
  vi.restoreAllMocks();
});
afterAll(() => api.server.close());

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

describe("useUser", () => {
  it("re-renders every reader on sign-in and sign-out, without remounting or a fallback flash", async () => {
    api.addUser(ADA);
    const { app } = createTestApp();
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
    expect(screen.getByTestId("first").textContent).toBe("signed out");
    expect(screen.getByTestId("second").textContent).toBe("signed out");
    const fallbacksAfterFirstLoad = fallbacks;

    await act(async () => {
      const result = await app.signInWithCredential({ ...ADA, noRedirect: true });
      expect(result.status).toBe("ok");
    });
    expect(screen.getByTestId("first").textContent).toBe(ADA.email);
    expect(screen.getByTestId("second").textContent).toBe(ADA.email);

    await act(() => app.signOut({ noRedirect: true }));
    expect(screen.getByTestId("first").textContent).toBe("signed out");
    expect(screen.getByTestId("second").textContent).toBe("signed out");

    expect(fallbacks).toBe(fallbacksAfterFirstLoad);
    expect(mounts).toEqual({ first: 1, second: 1 });
  });

  it("returns null without a session, also with or: 'return-null'", async () => {
    const { app } = createTestApp();
    await renderWithApp(
      app,
      <>
        <UserLine testId="default" />
        <UserLine testId="explicit" options={{ or: "return-null" }} />
      </>,
    );
    expect(screen.getByTestId("default").textContent).toBe("signed out");
    expect(screen.getByTestId("explicit").textContent).toBe("signed out");
  });

  it("with or: 'throw', throws the exact message when signed out", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { app } = createTestApp();
    await renderWithApp(app, <UserLine options={{ or: "throw" }} />);
    expect(screen.getByRole("alert").textContent).toBe(
      "User is not signed in but getUser was called with { or: 'throw' }",
    );
  });

  it("with or: 'redirect', goes to the sign-in page and keeps suspending", async () => {
    const { app, navigate } = createTestApp();
    await renderWithApp(app, <UserLine options={{ or: "redirect" }} />);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0]?.[0]).toMatch(/^\/handler\/sign-in(\?|$)/);
    expect(screen.getByText("loading")).toBeTruthy();
    expect(screen.queryByTestId("user")).toBeNull();
  });

  it("with or: 'redirect', returns the user when signed in", async () => {
    api.addUser(ADA);
    const { app, navigate } = createTestApp();
    await app.signInWithCredential({ ...ADA, noRedirect: true });
    await renderWithApp(app, <UserLine options={{ or: "redirect" }} />);
    expect(screen.getByTestId("user").textContent).toBe(ADA.email);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("hides anonymous users unless asked for them", async () => {
    const tokens = await api.anonymousSession();
    const { app } = createTestApp({
      tokenStore: { accessToken: tokens.access_token, refreshToken: tokens.refresh_token },
    });
    await renderWithApp(
      app,
      <>
        <UserLine testId="default" />
        <UserLine testId="if-exists" options={{ or: "anonymous-if-exists" }} />
      </>,
    );
    expect(screen.getByTestId("default").textContent).toBe("signed out");
    expect(screen.getByTestId("if-exists").textContent).toBe(`anonymous ${tokens.user_id}`);
  });

  it("with or: 'anonymous', signs up one anonymous user when signed out", async () => {
    const { app } = createTestApp();
    await renderWithApp(
      app,
      <>
        <UserLine testId="first" options={{ or: "anonymous" }} />
        <UserLine testId="second" options={{ or: "anonymous" }} />
      </>,
    );
    expect(screen.getByTestId("first").textContent).toMatch(/^anonymous /);
    expect(screen.getByTestId("second").textContent).toBe(screen.getByTestId("first").textContent);
    expect(api.requests.filter((r) => r === "POST /auth/anonymous/sign-up")).toHaveLength(1);
  });
});
