import { listenToPage, PageSignal, type SignalSetup } from "./page-signal.js";

/** By default: the window's `online` and `offline` events. */
const networkEvents: SignalSetup = (set) =>
  listenToPage(["online", "offline"], (event) => set(event.type === "online"));

/**
 * Whether the device is online, and when it reconnects: the SDK checks the signed-in user again
 * when it does (rate-limited). It starts online (`navigator.onLine` has false negatives in
 * Chromium) and follows the window's `online` and `offline` events; tests and other platforms
 * replace the events with `setEventListener`, or set the state with `setOnline`. The same shape
 * as TanStack Query's `onlineManager`.
 *
 * @example
 * ```ts
 * import NetInfo from "@react-native-community/netinfo";
 * import { onlineManager } from "@app/core";
 *
 * onlineManager.setEventListener((setOnline) =>
 *   NetInfo.addEventListener((state) => setOnline(state.isConnected === true)),
 * );
 * ```
 */
export class OnlineManager extends PageSignal {
  constructor() {
    super(networkEvents);
  }

  protected override check(): boolean {
    return true;
  }

  /**
   * Sets the state; listeners hear of a change (`true` after `false` is a reconnection).
   *
   * @example
   * ```ts
   * onlineManager.setOnline(false);
   * onlineManager.setOnline(true); // the signed-in user is checked again
   * ```
   */
  setOnline(online: boolean): void {
    this.set(online);
  }

  /**
   * Whether the device is online now, as far as the events tell.
   *
   * @example
   * ```ts
   * if (!onlineManager.isOnline()) showOfflineBanner();
   * ```
   */
  isOnline(): boolean {
    return this.current();
  }
}

/**
 * The online manager the SDK listens to: one per page, shared by every app.
 *
 * @example
 * ```ts
 * const stop = onlineManager.subscribe((online) => console.log({ online }));
 * ```
 */
export const onlineManager = new OnlineManager();
