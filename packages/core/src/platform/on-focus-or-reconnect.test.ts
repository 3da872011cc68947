import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { focusManager } from "./focus-manager.js";
import { FOCUS_OR_RECONNECT_INTERVAL_MS, onFocusOrReconnect } from "./on-focus-or-reconnect.js";
import { onlineManager } from "./online-manager.js";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  focusManager.setFocused(undefined);
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

/** The page hidden, then shown again. */
function refocus() {
  focusManager.setFocused(false);
  focusManager.setFocused(true);
}

describe("onFocusOrReconnect", () => {
  it("calls back when the app is focused again and when it comes back online", () => {
    const callback = vi.fn();
    const stop = onFocusOrReconnect(callback);
    refocus();
    expect(callback).toHaveBeenCalledTimes(1);
    onlineManager.setOnline(false);
    expect(callback).toHaveBeenCalledTimes(1);
    onlineManager.setOnline(true);
    expect(callback).toHaveBeenCalledTimes(2);
    stop();
  });

  it("makes one call for a burst of focus events, and calls again after 2 s", () => {
    expect(FOCUS_OR_RECONNECT_INTERVAL_MS).toBe(2000);
    const callback = vi.fn();
    const stop = onFocusOrReconnect(callback);
    for (let i = 0; i < 5; i++) {
      refocus();
      vi.advanceTimersByTime(100);
    }
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1400);
    refocus();
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    refocus();
    expect(callback).toHaveBeenCalledTimes(2);
    stop();
  });

  it("counts focus and reconnection apart: a device that wakes up is checked again once online", () => {
    const callback = vi.fn();
    const stop = onFocusOrReconnect(callback);
    onlineManager.setOnline(false);
    refocus();
    vi.advanceTimersByTime(300);
    onlineManager.setOnline(true);
    expect(callback).toHaveBeenCalledTimes(2);
    stop();
  });

  it("stops calling back once unsubscribed", () => {
    const callback = vi.fn();
    onFocusOrReconnect(callback)();
    refocus();
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    expect(callback).not.toHaveBeenCalled();
  });
});
