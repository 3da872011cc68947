import { describe, expect, it } from "vitest";
import { KnownErrors } from "../../errors/catalogue/index.js";
import {
  authenticationFailure,
  isValidPasskeyDomain,
  registrationFailure,
  userIdLengthError,
  withRpId,
} from "./webauthn.js";
import { PASSKEY_RP_ID_SENTINEL } from "./wire.js";

describe("passkey rules", () => {
  it.each([
    ["localhost", true],
    ["example.com", true],
    ["app.example.co", true],
    ["my-app.example.io", true],
    ["xn--bcher-kva.example", true],
    ["127.0.0.1", false],
    ["example", false],
    ["example.c", false],
    ["-bad.example.com", false],
    ["exa_mple.com", false],
    ["", false],
  ])("a domain %s is valid: %s", (domain, valid) => {
    expect(isValidPasskeyDomain(domain)).toBe(valid);
  });

  it("needs a user id of 1 to 64 bytes", () => {
    const bytes = (n: number) => Buffer.alloc(n, 1).toString("base64url");
    expect(userIdLengthError(KnownErrors, bytes(1))).toBeNull();
    expect(userIdLengthError(KnownErrors, bytes(64))).toBeNull();
    for (const id of [bytes(65), "", undefined]) {
      expect(userIdLengthError(KnownErrors, id)?.details).toMatchObject({
        code: "ERROR_INVALID_USER_ID_LENGTH",
      });
    }
  });

  it("replaces the RP id sentinel with the hostname, and refuses any other RP id", () => {
    expect(
      withRpId({ rp: { id: PASSKEY_RP_ID_SENTINEL, name: "App" } }, "rp", "app.example.com"),
    ).toEqual({
      rp: { id: "app.example.com", name: "App" },
    });
    expect(withRpId({ rpId: PASSKEY_RP_ID_SENTINEL }, "rpId", "localhost")).toEqual({
      rpId: "localhost",
    });
    expect(() => withRpId({ rpId: "evil.example" }, "rpId", "localhost")).toThrow(
      `Expected the service's passkey RP id to be ${PASSKEY_RP_ID_SENTINEL}, but it is "evil.example".`,
    );
  });

  it.each([
    "ERROR_CEREMONY_ABORTED",
    "ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT",
    "ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT",
    "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED",
    "ERROR_MALFORMED_PUBKEYCREDPARAMS",
    "ERROR_AUTHENTICATOR_NO_SUPPORTED_PUBKEYCREDPARAMS_ALG",
    "ERROR_INVALID_DOMAIN",
    "ERROR_INVALID_RP_ID",
    "ERROR_INVALID_USER_ID_LENGTH",
    "ERROR_AUTHENTICATOR_GENERAL_ERROR",
  ])("keeps the browser library's %s as PASSKEY_WEBAUTHN_ERROR", (code) => {
    const error = Object.assign(new Error("what happened"), { name: "NotAllowedError", code });
    for (const failure of [
      registrationFailure(KnownErrors, error),
      authenticationFailure(KnownErrors, error),
    ]) {
      expect(failure.code).toBe("PASSKEY_WEBAUTHN_ERROR");
      expect(failure.details).toEqual({ code, message: "what happened" });
      expect(failure.message).toBe("what happened");
    }
  });
});
