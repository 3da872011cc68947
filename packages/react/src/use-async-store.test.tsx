import type { AsyncStore } from "@app/core";
import { act, render, screen } from "@testing-library/react";
import { Suspense, useEffect } from "react";
import { describe, expect, it } from "vitest";
import { useAsyncStore } from "./use-async-store.js";

/** A promise already marked the way React's `use()` reads settled promises. */
function settled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: "fulfilled", value });
}

/** The smallest store that honours the core's contract: one promise per value, then notify. */
function createStore<T>(first: Promise<T>) {
  let promise = first;
  const listeners = new Set<() => void>();
  const store: AsyncStore<T> = {
    getPromise: () => promise,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (value: T) => {
    promise = settled(value);
    for (const listener of listeners) listener();
  };
  return { store, set, listeners };
}

/** Counts its renders: a fallback shown again after the first load is a "flash". */
function Fallback({ onRender }: { onRender: () => void }) {
  onRender();
  return <p>loading</p>;
}

function Reader({ store, onMount }: { store: AsyncStore<string>; onMount?: () => void }) {
  const value = useAsyncStore(store);
  useEffect(() => {
    onMount?.();
  }, [onMount]);
  return <p>value: {value}</p>;
}

describe("useAsyncStore", () => {
  it("suspends until the first value, then follows the store without a fallback or remount", async () => {
    let resolve!: (value: string) => void;
    const { store, set, listeners } = createStore(
      new Promise<string>((r) => {
        resolve = r;
      }),
    );
    let fallbacks = 0;
    let mounts = 0;
    const countFallback = () => {
      fallbacks++;
    };
    const countMount = () => {
      mounts++;
    };

    await act(async () => {
      render(
        <Suspense fallback={<Fallback onRender={countFallback} />}>
          <Reader store={store} onMount={countMount} />
        </Suspense>,
      );
    });
    expect(await screen.findByText("loading")).toBeTruthy();

    await act(async () => resolve("one"));
    expect(await screen.findByText("value: one")).toBeTruthy();
    const fallbacksBefore = fallbacks;

    act(() => set("two"));
    expect(screen.getByText("value: two")).toBeTruthy();
    expect(fallbacks).toBe(fallbacksBefore);
    expect(mounts).toBe(1);
    expect(listeners.size).toBe(1);
  });

  it("unsubscribes when the reader unmounts", async () => {
    const { store, listeners } = createStore(settled("x"));
    let unmount!: () => void;
    await act(async () => {
      ({ unmount } = render(<Reader store={store} />));
    });
    expect(listeners.size).toBe(1);
    unmount();
    expect(listeners.size).toBe(0);
  });
});
