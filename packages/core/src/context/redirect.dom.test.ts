// @vitest-environment-options {"url":"https://app.example.com/dashboard?tab=1#top"}
import { afterEach, describe, expect, it, vi } from "vitest";
import { currentRelativeUrl, navigate, returnToFromLocation, withReturnTo } from "./navigate.js";
import { isTrustedRedirect } from "./redirect.js";

const START = "/dashboard?tab=1#top";

afterEach(() => {
  history.replaceState(null, "", START);
});

describe("redirects in a browser", () => {
  it("trusts absolute URLs of the page's own origin only", () => {
    expect(location.origin).toBe("https://app.example.com");
    expect(isTrustedRedirect("https://app.example.com/settings")).toBe(true);
    expect(isTrustedRedirect("https://evil.com/settings")).toBe(false);
    expect(isTrustedRedirect("//evil.com")).toBe(false);
    expect(isTrustedRedirect("javascript:alert(1)")).toBe(false);
  });

  it("currentRelativeUrl() is the path, query and hash of the page", () => {
    expect(currentRelativeUrl()).toBe(START);
  });

  it("withReturnTo(currentRelativeUrl()) round-trips through the sign-in page", () => {
    const signIn = withReturnTo("/handler/sign-in", currentRelativeUrl());
    history.replaceState(null, "", signIn);
    expect(returnToFromLocation()).toBe(START);
  });

  it("returnToFromLocation() ignores a missing or untrusted after_auth_return_to", () => {
    expect(returnToFromLocation()).toBeUndefined();
    history.replaceState(null, "", "/handler/sign-in?after_auth_return_to=%2F%2Fevil.com");
    expect(returnToFromLocation()).toBeUndefined();
    history.replaceState(
      null,
      "",
      `/handler/sign-in?after_auth_return_to=${encodeURIComponent("https://evil.com/")}`,
    );
    expect(returnToFromLocation()).toBeUndefined();
    history.replaceState(
      null,
      "",
      `/handler/sign-in?after_auth_return_to=${encodeURIComponent("https://app.example.com/x")}`,
    );
    expect(returnToFromLocation()).toBe("https://app.example.com/x");
  });

  it('navigate("window") moves the page and then pauses', async () => {
    const sleep = vi.fn(async () => {});
    await navigate("window", "#settings", sleep);
    expect(location.hash).toBe("#settings");
    expect(sleep).toHaveBeenCalledWith(2000);
  });

  it("joins a second full-page redirect to the same page instead of aborting the first", async () => {
    // Regression: a sign-in's redirect and the signed-in page's own redirect both asked for "/",
    // and the second location.assign aborted the first page load.
    let release!: () => void;
    const sleep = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const first = navigate("window", "#joined", sleep);
    const second = navigate("window", "#joined", sleep);
    let secondDone = false;
    second.then(() => {
      secondDone = true;
    });
    await Promise.resolve();
    // The second call waits for the first redirect rather than starting its own (one assign, one
    // pause): it settles only when the first one's pause ends.
    expect(secondDone).toBe(false);
    release();
    await Promise.all([first, second]);
    expect(secondDone).toBe(true);
    expect(sleep).toHaveBeenCalledTimes(1);
    expect(location.hash).toBe("#joined");
    // Once the first redirect is over, the same target may be asked for again.
    await navigate("window", "#joined", async () => {});
  });

  it('navigate("window") refuses another origin and leaves the page alone', async () => {
    const sleep = vi.fn(async () => {});
    await expect(navigate("window", "https://evil.com/", sleep)).rejects.toThrow(
      "Redirect URL https://evil.com/ is not trusted; should be relative.",
    );
    expect(location.href).toBe(`https://app.example.com${START}`);
    expect(sleep).not.toHaveBeenCalled();
  });
});
