/**
 * The emulator's time: real time plus an offset that tests move. Every time the emulator reads
 * (token `iat`/`exp` and their check, session creation, use and expiry, sign-up and activity
 * times) comes from one clock, so moving it expires access tokens and sessions at once. Time
 * keeps running after `advance()` and `set()`; `reset()` goes back to real time.
 *
 * @example
 * ```ts
 * const emulator = await startEmulator({ port: 0 });
 * emulator.clock.advance(11 * 60 * 1000); // access tokens issued before now have expired
 * emulator.clock.reset();
 * ```
 */
export class Clock {
  #offsetMs = 0;
  readonly #realNow: () => number;

  /** `realNow` is where real time comes from; tests of the clock itself pass their own. */
  constructor(realNow: () => number = Date.now) {
    this.#realNow = realNow;
  }

  /** The emulator's current time, in milliseconds since the epoch. */
  now(): number {
    return this.#realNow() + this.#offsetMs;
  }

  /** How far the emulator's time is ahead of real time (negative when behind), in milliseconds. */
  get offsetMs(): number {
    return this.#offsetMs;
  }

  /** Moves the time forward by `ms` (backward when negative) and returns the new time. */
  advance(ms: number): number {
    assertFinite(ms, "advance");
    this.#offsetMs += ms;
    return this.now();
  }

  /** Sets the time to `ms` since the epoch, from where it keeps running; returns it. */
  set(ms: number): number {
    assertFinite(ms, "set");
    this.#offsetMs = ms - this.#realNow();
    return this.now();
  }

  /** Goes back to real time and returns it. */
  reset(): number {
    this.#offsetMs = 0;
    return this.now();
  }
}

function assertFinite(ms: number, method: string): void {
  if (!Number.isFinite(ms)) {
    throw new TypeError(`clock.${method}() takes a finite number of milliseconds, got ${ms}.`);
  }
}
