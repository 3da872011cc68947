import { afterEach, describe, expect, it, vi } from "vitest";
import { FocusManager } from "./focus-manager.js";
import { OnlineManager } from "./online-manager.js";

let visibility: DocumentVisibilityState = "visible";
Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility });

/** The browser hides or shows the page, as it does on a tab switch. */
function showPage(shown: boolean) {
  visibility = shown ? "visible" : "hidden";
  document.dispatchEvent(new Event("visibilitychange"));
}

afterEach(() => {
  visibility = "visible";
});

describe("the focus manager in a browser", () => {
  it("follows the page's visibility", () => {
    const manager = new FocusManager();
    const listener = vi.fn();
    const stop = manager.subscribe(listener);
    showPage(false);
    expect(manager.isFocused()).toBe(false);
    showPage(true);
    expect(manager.isFocused()).toBe(true);
    expect(listener.mock.calls).toEqual([[false], [true]]);
    stop();
  });

  it("hears the window's focus (another window left for this one) while the page stays visible", () => {
    const manager = new FocusManager();
    const listener = vi.fn();
    const stop = manager.subscribe(listener);
    window.dispatchEvent(new Event("focus"));
    expect(listener.mock.calls).toEqual([[true]]);
    stop();
  });

  it("a field taking focus inside the page is not a return to the page", () => {
    const manager = new FocusManager();
    const listener = vi.fn();
    const stop = manager.subscribe(listener);
    const input = document.createElement("input");
    document.body.append(input);
    input.focus();
    expect(listener).not.toHaveBeenCalled();
    input.remove();
    stop();
  });

  it("removes its event listeners after the last unsubscribe", () => {
    const manager = new FocusManager();
    const listener = vi.fn();
    manager.subscribe(listener)();
    showPage(false);
    window.dispatchEvent(new Event("focus"));
    expect(listener).not.toHaveBeenCalled();
  });
});

describe("the online manager in a browser", () => {
  it("follows the window's offline and online events", () => {
    const manager = new OnlineManager();
    const listener = vi.fn();
    const stop = manager.subscribe(listener);
    window.dispatchEvent(new Event("offline"));
    expect(manager.isOnline()).toBe(false);
    window.dispatchEvent(new Event("online"));
    expect(manager.isOnline()).toBe(true);
    expect(listener.mock.calls).toEqual([[false], [true]]);
    stop();
    window.dispatchEvent(new Event("offline"));
    expect(manager.isOnline()).toBe(true);
  });
});
