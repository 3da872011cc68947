import { describe, expect, it } from "vitest";
import { call, knownError, useTestEmulator } from "../test-utils/harness.js";

const emulator = useTestEmulator();

// Where the service checks who asks before what they sent, a signed-out request with a bad body
// is USER_AUTHENTICATION_REQUIRED (401), not a SCHEMA_ERROR.
describe("authentication before the body", () => {
  it.each([
    ["POST", "/auth/password/update", { old_password: 7 }],
    ["POST", "/auth/password/set", { password: 7 }],
    ["POST", "/contact-channels/send-verification-code", { email: "not an e-mail" }],
    ["POST", "/contact-channels/send-verification-code", {}],
  ])("%s %s without a user: 401 USER_AUTHENTICATION_REQUIRED first", async (method, path, body) => {
    const res = await call(emulator, method, path, { body });
    expect(knownError(res)).toEqual({
      status: 401,
      code: "USER_AUTHENTICATION_REQUIRED",
      header: "USER_AUTHENTICATION_REQUIRED",
    });
  });
});
