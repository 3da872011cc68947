import { followMockOAuth } from "@app/emulator";
import { afterEach, describe, expect, it, vi } from "vitest";
import { uniqueEmail, useHarness } from "../../test-utils/emulator-harness.js";

const h = useHarness();

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A page that defines `window.location` only (no global `location`), as some runtimes do. */
function windowOnlyPage(href: string) {
  const url = new URL(href);
  const location = {
    href: url.href,
    origin: url.origin,
    protocol: url.protocol,
    hostname: url.hostname,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    assign: vi.fn<(url: string) => void>(),
    replace: vi.fn<(url: string) => void>(),
  };
  vi.stubGlobal("window", { location });
  return location;
}

describe("signInWithOAuth where only window.location exists, as @stackframe/js (it reads window.location)", () => {
  it("sends the browser to the provider with window.location", async () => {
    expect(typeof (globalThis as { location?: unknown }).location).toBe("undefined");
    const location = windowOnlyPage("http://localhost:3000/sign-in?after_auth_return_to=%2Fcart");
    const app = h.client({ redirectMethod: "window" });
    // The SDK pauses after a full-page redirect, as the page is leaving; the call is not awaited.
    void app.signInWithOAuth("github");
    await expect.poll(() => location.assign.mock.calls.length).toBe(1);
    const provider = new URL(location.assign.mock.calls[0]?.[0] ?? "");
    expect(provider.origin).toBe(new URL(h.emulator.url).origin);
    // The callback page and the page to return to are taken from window.location.
    // The provider comes back to the callback page of this page's origin (from window.location).
    const callback = new URL(await followMockOAuth(provider.href, { email: uniqueEmail() }));
    expect(callback.origin).toBe("http://localhost:3000");
    expect(callback.searchParams.get("code")).toBeTruthy();
  });

  it("regression (issue 29): with redirectMethod { useNavigate } alone it goes to the provider with window.location, never calling the hook", async () => {
    const location = windowOnlyPage("http://localhost:3000/sign-in");
    const useNavigate = vi.fn(() => (_to: string) => {});
    const app = h.client({ redirectMethod: { useNavigate } });
    void app.signInWithOAuth("github");
    await expect.poll(() => location.assign.mock.calls.length).toBe(1);
    expect(new URL(location.assign.mock.calls[0]?.[0] ?? "").origin).toBe(
      new URL(h.emulator.url).origin,
    );
    expect(useNavigate).not.toHaveBeenCalled();
  });

  it("with redirectMethod 'none' it neither navigates nor settles, as @stackframe/js 2.8.108 (_redirectTo returns, then neverResolve)", async () => {
    const location = windowOnlyPage("http://localhost:3000/sign-in");
    let authorizeAnswered = false;
    const app = h.client({
      redirectMethod: "none",
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        if (String(input instanceof Request ? input.url : input).includes("/oauth/authorize/")) {
          authorizeAnswered = true;
        }
        return response;
      },
    });
    let settled = false;
    void app.signInWithOAuth("github").finally(() => {
      settled = true;
    });
    // The flow gets the provider's page from the service...
    await expect.poll(() => authorizeAnswered).toBe(true);
    // ...and a later round trip to the service finishes while the sign-in is still pending.
    await app.getProject();
    expect(settled).toBe(false);
    expect(location.assign).not.toHaveBeenCalled();
    expect(location.replace).not.toHaveBeenCalled();
  });

  it("without window, it is not a browser: the reference's message", async () => {
    await expect(h.client({ redirectMethod: "window" }).signInWithOAuth("github")).rejects.toThrow(
      "signInWithOAuth can only be called in a browser.",
    );
  });
});
