import { afterEach, describe, expect, it } from "vitest";
import { call, setProjectConfig, useTestEmulator } from "../test-utils/harness.js";
import { signUpCountryCode } from "./request-country.js";

const emulator = useTestEmulator();

afterEach(() => emulator.reset());

const countryOf = async (userId: string) =>
  (await call(emulator, "GET", `/users/${userId}`, { access: "server" })).body.country_code;

describe("signUpCountryCode", () => {
  it("takes the request's country, else the one a test address names, else none", () => {
    expect(signUpCountryCode("DE", "fr-test@example.com")).toBe("DE");
    expect(signUpCountryCode(null, "fr-test@example.com")).toBe("FR");
    expect(signUpCountryCode(null, "fr-test@example.org")).toBeNull();
    expect(signUpCountryCode(null, null)).toBeNull();
  });
});

describe("the country a user signs up from", () => {
  it("is the password sign-up request's (cf-ipcountry or x-vercel-ip-country)", async () => {
    for (const [header, value, expected] of [
      ["cf-ipcountry", "de", "DE"],
      ["x-vercel-ip-country", "JP", "JP"],
      ["cf-ipcountry", "XX", null],
    ] as const) {
      const res = await call(emulator, "POST", "/auth/password/sign-up", {
        headers: { [header]: value },
        body: { email: `country-${crypto.randomUUID()}@example.com`, password: "correct horse" },
      });
      expect(await countryOf(res.body.user_id)).toBe(expected);
    }
  });

  // Regression: the code was looked up without the country of the request that sent it.
  it("is the country of the request that sent the sign-in code, not the one that used it", async () => {
    await setProjectConfig(emulator, { magic_link_enabled: true });
    const email = `otp-country-${crypto.randomUUID()}@example.com`;
    const sent = await call(emulator, "POST", "/auth/otp/send-sign-in-code", {
      headers: { "cf-ipcountry": "CA" },
      body: { email, callback_url: "http://localhost:3000/handler/magic-link-callback" },
    });
    expect(sent.status).toBe(200);
    const code = emulator.outbox.latestCode(email);
    const signedIn = await call(emulator, "POST", "/auth/otp/sign-in", {
      headers: { "cf-ipcountry": "BR" },
      body: { code },
    });
    expect(signedIn.body.is_new_user).toBe(true);
    expect(await countryOf(signedIn.body.user_id)).toBe("CA");
  });
});
