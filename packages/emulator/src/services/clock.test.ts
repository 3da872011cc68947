import { describe, expect, it } from "vitest";
import { Clock } from "./clock.js";

describe("Clock", () => {
  it("follows real time plus an offset that advance, set and reset move", () => {
    let real = 1_000_000;
    const clock = new Clock(() => real);
    expect(clock.now()).toBe(1_000_000);
    expect(clock.advance(5000)).toBe(1_005_000);
    real += 10; // time keeps running
    expect(clock.now()).toBe(1_005_010);
    expect(clock.offsetMs).toBe(5000);
    expect(clock.set(42)).toBe(42);
    real += 1;
    expect(clock.now()).toBe(43);
    expect(clock.reset()).toBe(real);
    expect(clock.offsetMs).toBe(0);
  });

  it("refuses a time that is not a finite number", () => {
    const clock = new Clock();
    expect(() => clock.advance(Number.NaN)).toThrow(TypeError);
    expect(() => clock.set(Number.POSITIVE_INFINITY)).toThrow(
      "clock.set() takes a finite number of milliseconds, got Infinity.",
    );
  });
});
