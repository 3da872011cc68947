import { describe, expect, it, vi } from "vitest";
import { FocusManager } from "./focus-manager.js";

describe("FocusManager", () => {
  it("outside a browser reads as focused and wires no events", () => {
    expect(typeof document).toBe("undefined");
    const manager = new FocusManager();
    const listener = vi.fn();
    const stop = manager.subscribe(listener);
    expect(manager.isFocused()).toBe(true);
    stop();
    expect(listener).not.toHaveBeenCalled();
  });

  it("setFocused tells the listeners of each change, once, with the new state", () => {
    const manager = new FocusManager();
    const listener = vi.fn();
    manager.subscribe(listener);
    manager.setFocused(false);
    manager.setFocused(false);
    manager.setFocused(true);
    manager.setFocused(true);
    expect(listener.mock.calls).toEqual([[false], [true]]);
    expect(manager.isFocused()).toBe(true);
  });

  it("setFocused(undefined) goes back to the platform's check", () => {
    const manager = new FocusManager();
    const listener = vi.fn();
    manager.subscribe(listener);
    manager.setFocused(false);
    manager.setFocused(undefined);
    expect(manager.isFocused()).toBe(true);
    expect(listener.mock.calls).toEqual([[false], [true]]);
  });

  it("a replaced event listener drives the state: a boolean sets it, no argument re-announces it", () => {
    const manager = new FocusManager();
    let report: (focused?: boolean) => void = () => {};
    const teardown = vi.fn();
    manager.setEventListener((setFocused) => {
      report = setFocused;
      return teardown;
    });
    const listener = vi.fn();
    const stop = manager.subscribe(listener);
    report(false);
    report(true);
    // Focus regained while already focused (the window focused again): listeners hear of it.
    report();
    expect(listener.mock.calls).toEqual([[false], [true], [true]]);
    stop();
    expect(teardown).toHaveBeenCalledTimes(1);
  });

  it("wires its events from the first listener to the last, and again for a new one", () => {
    const manager = new FocusManager();
    const setup = vi.fn(() => teardown);
    const teardown = vi.fn();
    manager.setEventListener(setup);
    expect(setup).not.toHaveBeenCalled();
    const stopFirst = manager.subscribe(() => {});
    const stopSecond = manager.subscribe(() => {});
    expect(setup).toHaveBeenCalledTimes(1);
    stopFirst();
    stopFirst();
    expect(teardown).not.toHaveBeenCalled();
    stopSecond();
    expect(teardown).toHaveBeenCalledTimes(1);
    manager.subscribe(() => {});
    expect(setup).toHaveBeenCalledTimes(2);
  });

  it("replacing the event listener while subscribed unwires the old one and wires the new one", () => {
    const manager = new FocusManager();
    const oldTeardown = vi.fn();
    manager.setEventListener(() => oldTeardown);
    manager.subscribe(() => {});
    const newSetup = vi.fn(() => undefined);
    manager.setEventListener(newSetup);
    expect(oldTeardown).toHaveBeenCalledTimes(1);
    expect(newSetup).toHaveBeenCalledTimes(1);
  });

  it("a listener that unsubscribes another during a notification does not break the round", () => {
    const manager = new FocusManager();
    const calls: string[] = [];
    let stopSecond = () => {};
    manager.subscribe(() => {
      calls.push("first");
      stopSecond();
    });
    stopSecond = manager.subscribe(() => calls.push("second"));
    manager.setFocused(false);
    manager.setFocused(true);
    expect(calls).toEqual(["first", "second", "first"]);
  });
});
