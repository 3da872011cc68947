// @vitest-environment-options {"url":"https://app.example.com/page"}
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  APP_ORIGIN,
  OFF_ORIGIN_PAYLOADS,
  REFUSED_SAME_ORIGIN_PAYLOADS,
  TRUSTED_PAYLOADS,
} from "../../../../test/open-redirect-payloads.js";
import { navigate, returnToFromLocation } from "../context/navigate.js";
import { AFTER_AUTH_RETURN_TO, isTrustedRedirect } from "../context/redirect.js";
import { MemoryTokenStore } from "../session/token-store.js";
import { StackClientApp } from "./client-app.js";

const REFUSED = [...OFF_ORIGIN_PAYLOADS, ...REFUSED_SAME_ORIGIN_PAYLOADS];
const START = "/page";
const sleep = async () => {};

afterEach(() => {
  history.replaceState(null, "", START);
});

/** An app whose navigations are recorded; any request fails the test. */
function appWithRouter() {
  const router = { navigate: vi.fn() };
  const app = new StackClientApp({
    projectId: "p-1",
    publishableClientKey: "pck",
    tokenStore: new MemoryTokenStore(),
    redirectMethod: router,
    fetch: async () => {
      throw new Error("no request expected");
    },
  });
  return { app, router };
}

function withReturnToParam(payload: string) {
  history.replaceState(
    null,
    "",
    `/handler/sign-in?${AFTER_AUTH_RETURN_TO}=${encodeURIComponent(payload)}`,
  );
}

describe("open redirects in a browser page of https://app.example.com", () => {
  it("the page is where the payload list assumes", () => {
    expect(location.origin).toBe(APP_ORIGIN);
  });

  it.each(REFUSED)("isTrustedRedirect refuses %j", (payload) => {
    expect(isTrustedRedirect(payload)).toBe(false);
  });

  it.each(TRUSTED_PAYLOADS)("isTrustedRedirect trusts %j", (payload) => {
    expect(isTrustedRedirect(payload)).toBe(true);
  });

  it.each(REFUSED)('navigate("window") refuses %j and the page stays', async (payload) => {
    // jsdom's location.assign cannot be spied on: the unchanged href shows it was not called.
    await expect(navigate("window", payload, sleep)).rejects.toThrow(/is not trusted/);
    expect(location.href).toBe(`${APP_ORIGIN}${START}`);
  });

  it.each(REFUSED)("returnToFromLocation() ignores after_auth_return_to=%j", (payload) => {
    withReturnToParam(payload);
    expect(new URLSearchParams(location.search).get(AFTER_AUTH_RETURN_TO)).toBe(payload);
    expect(returnToFromLocation()).toBeUndefined();
  });

  it.each(TRUSTED_PAYLOADS)("returnToFromLocation() keeps after_auth_return_to=%j", (payload) => {
    withReturnToParam(payload);
    expect(returnToFromLocation()).toBe(payload);
  });

  it.each(REFUSED)("redirectTo(%j) rejects without navigating", async (payload) => {
    const { app, router } = appWithRouter();
    await expect(app.redirectTo(payload)).rejects.toThrow(/is not trusted/);
    expect(router.navigate).not.toHaveBeenCalled();
  });

  it.each(REFUSED)(
    "redirectToAfterSignIn() with after_auth_return_to=%j goes to the after-sign-in page",
    async (payload) => {
      const { app, router } = appWithRouter();
      withReturnToParam(payload);
      await app.redirectToAfterSignIn();
      await app.redirectToAfterSignUp();
      expect(router.navigate.mock.calls).toEqual([[app.urls.afterSignIn], [app.urls.afterSignUp]]);
    },
  );

  it.each(REFUSED)("signOut({ redirectUrl: %j }) rejects without navigating", async (payload) => {
    const { app, router } = appWithRouter();
    await expect(app.signOut({ redirectUrl: payload })).rejects.toThrow(/is not trusted/);
    expect(router.navigate).not.toHaveBeenCalled();
  });

  it.each(REFUSED)("urls.afterSignIn = %j is refused at construction", (payload) => {
    expect(
      () =>
        new StackClientApp({
          projectId: "p-1",
          publishableClientKey: "pck",
          tokenStore: "memory",
          urls: { afterSignIn: payload },
        }),
    ).toThrow("urls.afterSignIn must be a relative URL or one of this site's origin");
  });

  it("trusted URLs pass through redirectTo, signOut and after_auth_return_to", async () => {
    for (const payload of TRUSTED_PAYLOADS) {
      const { app, router } = appWithRouter();
      await app.redirectTo(payload);
      await app.signOut({ redirectUrl: payload });
      withReturnToParam(payload);
      await app.redirectToAfterSignIn();
      expect(router.navigate.mock.calls).toEqual([[payload], [payload], [payload]]);
    }
  });
});
