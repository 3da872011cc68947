import { describe, expect, it, vi } from "vitest";
import { MemoryTokenStore } from "./token-store.js";

describe("MemoryTokenStore", () => {
  it("starts empty by default", () => {
    expect(new MemoryTokenStore().get()).toEqual({ accessToken: null, refreshToken: null });
  });

  it("normalises the initial tokens", () => {
    const store = new MemoryTokenStore({ accessToken: "undefined", refreshToken: "r1" });
    expect(store.get()).toEqual({ accessToken: null, refreshToken: "r1" });
  });

  it("stores normalised tokens and notifies every listener once per change", () => {
    const store = new MemoryTokenStore();
    const first = vi.fn();
    const second = vi.fn();
    store.subscribe(first);
    store.subscribe(second);
    store.set({ accessToken: "a1", refreshToken: "r1" });
    expect(store.get()).toEqual({ accessToken: "a1", refreshToken: "r1" });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);

    store.set({ accessToken: "", refreshToken: "r1" });
    expect(store.get()).toEqual({ accessToken: null, refreshToken: "r1" });
    expect(first).toHaveBeenCalledTimes(2);
  });

  it("does not notify when the tokens do not change, and keeps the same object", () => {
    const store = new MemoryTokenStore({ accessToken: "a1", refreshToken: "r1" });
    const before = store.get();
    const listener = vi.fn();
    store.subscribe(listener);
    store.set({ accessToken: "a1", refreshToken: "r1" });
    expect(listener).not.toHaveBeenCalled();
    expect(store.get()).toBe(before);
  });

  it("stops notifying after unsubscribe", () => {
    const store = new MemoryTokenStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.set({ accessToken: "a1", refreshToken: "r1" });
    expect(listener).not.toHaveBeenCalled();
  });

  it("a listener that unsubscribes another during notification does not skip anyone", () => {
    const store = new MemoryTokenStore();
    const calls: string[] = [];
    let stopSecond = () => {};
    store.subscribe(() => {
      calls.push("first");
      stopSecond();
    });
    stopSecond = store.subscribe(() => calls.push("second"));
    store.set({ accessToken: "a1", refreshToken: "r1" });
    expect(calls).toEqual(["first", "second"]);
    store.set({ accessToken: "a2", refreshToken: "r1" });
    expect(calls).toEqual(["first", "second", "first"]);
  });
});
