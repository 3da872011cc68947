import { afterEach, describe, expect, it, vi } from "vitest";
import * as root from "./index.js";
import { focusManager, onlineManager } from "./managers.js";
import { onFocusOrReconnect } from "./platform/on-focus-or-reconnect.js";

// `@app/core/managers`: the focus and online managers, an entry of their own so that the package
// root (every app's first load) does not carry them (lazy-flows-bundle.test.ts measures that).

afterEach(() => {
  focusManager.setFocused(undefined);
  onlineManager.setOnline(true);
});

describe("@app/core/managers", () => {
  it("drives the SDK's own refetch on focus and reconnect: one instance, not a copy", () => {
    const refetch = vi.fn();
    const stop = onFocusOrReconnect(refetch);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    expect(refetch).toHaveBeenCalledTimes(1);
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    expect(refetch).toHaveBeenCalledTimes(2);
    stop();
  });

  it("is where the managers are: the package root no longer exports them", () => {
    expect(Object.keys(root)).not.toContain("focusManager");
    expect(Object.keys(root)).not.toContain("onlineManager");
  });
});
