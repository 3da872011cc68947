import { afterEach, describe, expect, it, vi } from "vitest";
import {
  APP_ORIGIN,
  APP_PAGE,
  OFF_ORIGIN_PAYLOADS,
  REFUSED_SAME_ORIGIN_PAYLOADS,
  TRUSTED_PAYLOADS,
} from "../../../../test/open-redirect-payloads.js";
import { navigate } from "../context/navigate.js";
import { isTrustedRedirect } from "../context/redirect.js";
import { isHttpUrl } from "../schemas/fields.js";
import { StackClientApp } from "./client-app.js";

const REFUSED = [...OFF_ORIGIN_PAYLOADS, ...REFUSED_SAME_ORIGIN_PAYLOADS];
const resolvedOrigin = (payload: string) => new URL(payload, APP_PAGE).origin;
const sleep = async () => {};
const base = { projectId: "p-1", publishableClientKey: "pck", tokenStore: "memory" as const };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the payload lists are honest", () => {
  it("has at least 40 off-origin payloads and 10 trusted ones", () => {
    expect(OFF_ORIGIN_PAYLOADS.length).toBeGreaterThanOrEqual(40);
    expect(TRUSTED_PAYLOADS.length).toBeGreaterThanOrEqual(10);
  });

  it.each(OFF_ORIGIN_PAYLOADS)("a browser following %j leaves the origin", (payload) => {
    expect(resolvedOrigin(payload)).not.toBe(APP_ORIGIN);
  });

  it.each([...REFUSED_SAME_ORIGIN_PAYLOADS, ...TRUSTED_PAYLOADS])(
    "a browser following %j stays on the origin",
    (payload) => {
      expect(resolvedOrigin(payload)).toBe(APP_ORIGIN);
    },
  );
});

describe("isTrustedRedirect", () => {
  it.each(REFUSED)("refuses %j against the app's origin", (payload) => {
    expect(isTrustedRedirect(payload, APP_ORIGIN)).toBe(false);
  });

  it.each(REFUSED)("refuses %j on a server, with no origin", (payload) => {
    expect(isTrustedRedirect(payload, undefined)).toBe(false);
  });

  it.each(TRUSTED_PAYLOADS)("trusts %j against the app's origin", (payload) => {
    expect(isTrustedRedirect(payload, APP_ORIGIN)).toBe(true);
  });

  it.each(TRUSTED_PAYLOADS)("on a server, trusts %j only if it is relative", (payload) => {
    expect(isTrustedRedirect(payload, undefined)).toBe(!/^https?:/i.test(payload));
  });
});

describe("navigate() outside a browser", () => {
  it.each(REFUSED)("refuses %j before calling the app's router", async (payload) => {
    const router = { navigate: vi.fn() };
    await expect(navigate(router, payload, sleep)).rejects.toThrow(/is not trusted/);
    await expect(navigate("none", payload, sleep)).rejects.toThrow(/is not trusted/);
    expect(router.navigate).not.toHaveBeenCalled();
  });

  it("passes relative URLs to the app's router", async () => {
    const router = { navigate: vi.fn() };
    for (const payload of TRUSTED_PAYLOADS.filter((url) => !/^https?:/i.test(url))) {
      await navigate(router, payload, sleep);
      expect(router.navigate).toHaveBeenLastCalledWith(payload);
    }
  });
});

describe("urls at construction", () => {
  it("in a browser, refuses every payload in every entry", () => {
    vi.stubGlobal("location", new URL(APP_PAGE));
    for (const payload of REFUSED) {
      for (const name of ["signIn", "afterSignIn", "afterSignOut", "home"]) {
        expect(() => new StackClientApp({ ...base, urls: { [name]: payload } })).toThrow(
          `urls.${name} must be a relative URL or one of this site's origin`,
        );
      }
    }
    for (const payload of TRUSTED_PAYLOADS) {
      expect(new StackClientApp({ ...base, urls: { afterSignIn: payload } }).urls.afterSignIn).toBe(
        payload,
      );
    }
  });

  // A server has no origin to compare with: an absolute http(s) URL is taken as configured.
  it("on a server, refuses every payload that is not an absolute http(s) URL", () => {
    const refused = REFUSED.filter((payload) => !isHttpUrl(payload));
    expect(refused.length).toBeGreaterThanOrEqual(40);
    for (const payload of refused) {
      expect(() => new StackClientApp({ ...base, urls: { afterSignOut: payload } })).toThrow(
        "urls.afterSignOut must be a relative URL or one of this site's origin",
      );
    }
  });
});
