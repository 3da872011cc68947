import { render, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { StackProvider } from "./stack-provider.js";
import { createTestApp } from "./test-utils/create-test-app.js";
import { useStackApp } from "./use-stack-app.js";

function Orphan() {
  useStackApp();
  return null;
}

describe("useStackApp", () => {
  it("returns the app of the nearest provider", () => {
    const { app } = createTestApp();
    const { result } = renderHook(() => useStackApp(), {
      wrapper: ({ children }) => <StackProvider app={app}>{children}</StackProvider>,
    });
    expect(result.current).toBe(app);
  });

  it("outside a provider, throws an error that names the fix", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow(
      "useStackApp() was called outside a <StackProvider>. Wrap your component tree in " +
        "<StackProvider app={app}> from @app/react, with the StackClientApp you created.",
    );
    vi.restoreAllMocks();
  });
});
