import { focusManager } from "../platform/focus-manager.js";

// What keeps a page's stores live: the cookie store's watch of other tabs, and (re-exported) the
// current user's refetch on focus and reconnect. Loaded with a store's first subscriber (a page
// that only calls getUser() never needs it); a store's changes made while it loads are caught by
// the check it makes once it is in.

/** The part of a `BroadcastChannel` the store uses. */
export interface TabChannel {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
  close(): void;
}

/** The `BroadcastChannel` class, or one of the same shape (tests). */
export type TabChannelClass = new (name: string) => TabChannel;

export { onFocusOrReconnect } from "../platform/on-focus-or-reconnect.js";

/** A running watch of the other tabs: `stop()` ends it; `channel` is open while it runs. */
export interface TabWatch {
  stop(): void;
  channel: TabChannel | undefined;
}

/**
 * Calls `check` when another tab may have changed the cookies: on a message of the tokens' channel
 * `name` and when this tab gains focus, or every `pollIntervalMs` without `BroadcastChannel`.
 *
 * @example
 * ```ts
 * const watch = watchOtherTabs(BroadcastChannel, tokensChannelName(projectId), 100, check);
 * watch.stop();
 * ```
 */
export function watchOtherTabs(
  Channel: TabChannelClass | null,
  name: string,
  pollIntervalMs: number,
  check: () => void,
): TabWatch {
  if (!Channel) {
    const timer = setInterval(check, pollIntervalMs);
    return { stop: () => clearInterval(timer), channel: undefined };
  }
  const channel = new Channel(name);
  channel.onmessage = check;
  const stopFocus = focusManager.subscribe(check);
  return {
    stop: () => {
      channel.close();
      stopFocus();
    },
    channel,
  };
}
