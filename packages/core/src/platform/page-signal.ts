/**
 * Wires a platform's events to a signal: calls `set` when they fire (`set(true)`, `set(false)`,
 * or `set()` to re-read the default check and tell the listeners), and returns how to unwire
 * them. It runs while the signal has listeners, and again when replaced.
 *
 * @example
 * ```ts
 * const onlyVisibility: SignalSetup = (setFocused) => {
 *   const onChange = () => setFocused();
 *   document.addEventListener("visibilitychange", onChange);
 *   return () => document.removeEventListener("visibilitychange", onChange);
 * };
 * focusManager.setEventListener(onlyVisibility);
 * ```
 */
export type SignalSetup = (set: (value?: boolean) => void) => (() => void) | undefined;

/**
 * A yes/no state of the page or the device (focused, online) that listeners follow: the shared
 * part of {@link FocusManager} and {@link OnlineManager}. Its events come from a replaceable
 * setup, attached from the first listener to the last.
 */
export abstract class PageSignal {
  readonly #listeners = new Set<(value: boolean) => void>();
  #setup: SignalSetup;
  /** How to unwire the setup; `null` while nobody listens. */
  #teardown: (() => void) | null = null;
  #value: boolean | undefined;

  constructor(setup: SignalSetup) {
    this.#setup = setup;
  }

  /** The state when none was set: the platform's own check. */
  protected abstract check(): boolean;

  /** The state: the value set last, else the platform's check. */
  protected current(): boolean {
    return this.#value ?? this.check();
  }

  /** Sets the state (`undefined`: back to the platform's check); listeners hear of a change. */
  protected set(value: boolean | undefined): void {
    const before = this.current();
    this.#value = value;
    if (this.current() !== before) this.#emit();
  }

  /**
   * Replaces how the platform's events reach this signal, e.g. React Native's `AppState` or
   * NetInfo. The previous setup is unwired; the new one is wired at once if anyone listens.
   *
   * @example
   * ```ts
   * onlineManager.setEventListener((setOnline) => {
   *   const stop = myNetworkMonitor.watch((connected) => setOnline(connected));
   *   return stop;
   * });
   * ```
   */
  setEventListener(setup: SignalSetup): void {
    this.#setup = setup;
    if (this.#teardown) {
      this.#teardown();
      this.#wire();
    }
  }

  /**
   * Calls `listener` with the state when it changes, and when the platform reports it again
   * (focus regained while already visible). Returns the unsubscribe function.
   *
   * @example
   * ```ts
   * const stop = focusManager.subscribe((focused) => {
   *   if (focused) refreshDashboard();
   * });
   * ```
   */
  subscribe(listener: (value: boolean) => void): () => void {
    this.#listeners.add(listener);
    if (!this.#teardown) this.#wire();
    return () => {
      if (this.#listeners.delete(listener) && this.#listeners.size === 0 && this.#teardown) {
        this.#teardown();
        this.#teardown = null;
      }
    };
  }

  #wire(): void {
    this.#teardown =
      this.#setup((value) => (value === undefined ? this.#emit() : this.set(value))) || (() => {});
  }

  #emit(): void {
    const value = this.current();
    for (const listener of [...this.#listeners]) listener(value);
  }
}

/**
 * Calls `handler` on each of `types` at `window` (at `document` for `visibilitychange`), where
 * there is a DOM (not on servers, nor in React Native); returns how to stop.
 */
export function listenToPage(types: string[], handler: (event: Event) => void): () => void {
  const hasDom = typeof window !== "undefined" && typeof window.addEventListener === "function";
  const at = (type: string) => (type === "visibilitychange" ? document : window);
  if (hasDom) for (const type of types) at(type).addEventListener(type, handler);
  return () => {
    if (hasDom) for (const type of types) at(type).removeEventListener(type, handler);
  };
}
