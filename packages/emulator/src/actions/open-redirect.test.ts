import { describe, expect, it } from "vitest";
import {
  APP_ORIGIN,
  APP_PAGE,
  OFF_ORIGIN_PAYLOADS,
  REFUSED_SAME_ORIGIN_PAYLOADS,
  TRUSTED_PAYLOADS,
} from "../../../../test/open-redirect-payloads.js";
import { ProjectStore } from "../store/project-store.js";
import { assertTrustedUrl } from "./assert-trusted-url.js";

function projectWith(allowLocalhost: boolean) {
  return new ProjectStore().create({
    id: "p",
    displayName: "P",
    keys: { publishableClientKey: "a", secretServerKey: "b", superSecretAdminKey: "c" },
    config: {
      allow_localhost: allowLocalhost,
      domains: [{ domain: APP_ORIGIN, handler_path: "/handler" }],
    },
  });
}

const strict = projectWith(false);
const withLocalhost = projectWith(true);
const refusal = expect.objectContaining({ code: "REDIRECT_URL_NOT_WHITELISTED" });

/** Whether a payload, followed from the app's page, lands on a loopback host. */
function isLoopback(payload: string): boolean {
  const { hostname } = new URL(payload, APP_PAGE);
  return ["localhost", "127.0.0.1", "[::1]"].includes(hostname);
}

describe("the emulator's trusted-URL check for callback URLs", () => {
  it.each([...OFF_ORIGIN_PAYLOADS, ...REFUSED_SAME_ORIGIN_PAYLOADS])(
    "refuses %j for a project that trusts only the app's origin",
    (payload) => {
      expect(() => assertTrustedUrl(strict, payload)).toThrow(refusal);
    },
  );

  it.each(OFF_ORIGIN_PAYLOADS.filter((payload) => !isLoopback(payload)))(
    "refuses %j even when localhost is allowed",
    (payload) => {
      expect(() => assertTrustedUrl(withLocalhost, payload)).toThrow(refusal);
    },
  );

  it("allows the loopback payloads only when localhost is allowed and they are absolute", () => {
    const loopback = OFF_ORIGIN_PAYLOADS.filter(isLoopback);
    expect(loopback.length).toBeGreaterThan(0);
    for (const payload of loopback) {
      const absolute = new URL(payload, APP_PAGE).href;
      expect(() => assertTrustedUrl(strict, absolute)).toThrow(refusal);
      expect(() => assertTrustedUrl(withLocalhost, absolute)).not.toThrow();
    }
  });

  // Callback URLs are absolute: a relative payload is refused, its absolute form on the origin is not.
  it.each(TRUSTED_PAYLOADS)("trusts %j made absolute on the app's page", (payload) => {
    const absolute = new URL(payload, APP_PAGE).href;
    expect(() => assertTrustedUrl(strict, absolute)).not.toThrow();
    if (!/^https?:/i.test(payload))
      expect(() => assertTrustedUrl(strict, payload)).toThrow(refusal);
  });
});
