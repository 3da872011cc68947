import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  APP_ORIGIN,
  OFF_ORIGIN_PAYLOADS,
  REFUSED_SAME_ORIGIN_PAYLOADS,
} from "../../../../test/open-redirect-payloads.js";
import { call, knownError, useTestEmulator } from "../test-utils/harness.js";

const emulator = useTestEmulator();

const setDomains = (domains: string[]) =>
  call(emulator, "PATCH", "/internal/projects/current", {
    access: "admin",
    body: { config: { domains: domains.map((domain) => ({ domain, handler_path: "/handler" })) } },
  });
beforeEach(async () => {
  await setDomains([APP_ORIGIN]);
});
afterEach(() => emulator.reset());

describe("sign-up's verification_callback_url against open-redirect payloads", () => {
  it.each([...OFF_ORIGIN_PAYLOADS, ...REFUSED_SAME_ORIGIN_PAYLOADS])(
    "refuses %j before creating the user",
    async (payload) => {
      const res = await call(emulator, "POST", "/auth/password/sign-up", {
        body: {
          email: `redirect-${crypto.randomUUID()}@example.com`,
          password: "ada-password",
          verification_callback_url: payload,
        },
      });
      expect(res.status).toBe(400);
      expect(["REDIRECT_URL_NOT_WHITELISTED", "SCHEMA_ERROR"]).toContain(knownError(res).code);
    },
  );

  it("accepts a callback on the trusted origin", async () => {
    const res = await call(emulator, "POST", "/auth/password/sign-up", {
      body: {
        email: `redirect-${crypto.randomUUID()}@example.com`,
        password: "ada-password",
        verification_callback_url: `${APP_ORIGIN}/handler/email-verification`,
      },
    });
    expect(res.status).toBe(200);
  });
});
