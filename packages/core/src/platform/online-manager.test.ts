import { describe, expect, it, vi } from "vitest";
import { OnlineManager } from "./online-manager.js";

describe("OnlineManager", () => {
  it("starts online", () => {
    expect(new OnlineManager().isOnline()).toBe(true);
  });

  it("tells the listeners when the state changes, not when it is reported again", () => {
    const manager = new OnlineManager();
    const listener = vi.fn();
    manager.subscribe(listener);
    manager.setOnline(true);
    manager.setOnline(false);
    manager.setOnline(false);
    manager.setOnline(true);
    expect(listener.mock.calls).toEqual([[false], [true]]);
  });

  it("a replaced event listener (React Native's NetInfo) drives the state while subscribed", () => {
    const manager = new OnlineManager();
    let report: (online: boolean) => void = () => {};
    const teardown = vi.fn();
    manager.setEventListener((setOnline) => {
      report = setOnline;
      return teardown;
    });
    const listener = vi.fn();
    const stop = manager.subscribe(listener);
    report(false);
    expect(manager.isOnline()).toBe(false);
    report(true);
    expect(listener.mock.calls).toEqual([[false], [true]]);
    stop();
    expect(teardown).toHaveBeenCalledTimes(1);
  });
});
