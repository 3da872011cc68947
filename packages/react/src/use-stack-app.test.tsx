import { render, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { emulatorPerTest } from "../../../test/emulator-per-test.js";
import { StackProvider } from "./stack-provider.js";
import { useStackApp } from "./use-stack-app.js";

const emulator = emulatorPerTest();
afterEach(() => {
  vi.restoreAllMocks();
});

function Orphan() {
  useStackApp();
  return null;
}

describe("useStackApp", () => {
  it("returns the app of the nearest provider", () => {
    const { app } = emulator.createApp();
    const { result } = renderHook(() => useStackApp(), {
      wrapper: ({ children }) => <StackProvider app={app}>{children}</StackProvider>,
    });
    expect(result.current).toBe(app);
  });

  it("outside a provider, throws an error that names the fix", () => {
    // React reports the uncaught render error on the console too; keep the test output clean.
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow(
      "useStackApp() was called outside a <StackProvider>. Wrap your component tree in " +
        "<StackProvider app={app}> from @app/react, with the StackClientApp you created.",
    );
  });
});
