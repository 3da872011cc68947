import { describe, expect, it } from "vitest";
import { isSensitiveParameter, REDACTED, redactQuery } from "./redact-query.js";

describe("isSensitiveParameter", () => {
  it.each([
    "token",
    "access_token",
    "refresh_token",
    "id_token",
    "x-stack-access-token",
    "client_secret",
    "secret",
    "code",
    "code_verifier",
    "password",
    "new_password",
    "publishable_client_key",
    "secret_server_key",
    "super_secret_admin_key",
    "api_key",
    "Client_Secret",
  ])("%s carries a credential", (name) => {
    expect(isSensitiveParameter(name)).toBe(true);
  });

  it.each(["user_id", "team_id", "limit", "cursor", "after_callback_redirect_url", "keys", "x"])(
    "%s does not",
    (name) => {
      expect(isSensitiveParameter(name)).toBe(false);
    },
  );
});

describe("redactQuery", () => {
  it("replaces the values of sensitive parameters and keeps the rest as it was", () => {
    expect(redactQuery("?code=abc&user_id=me&refresh_token=r%2Fx&after=%2Fhome%3Fa%3D1")).toBe(
      `?code=${REDACTED}&user_id=me&refresh_token=${REDACTED}&after=%2Fhome%3Fa%3D1`,
    );
  });

  it("recognizes an encoded name, and repeated parameters", () => {
    expect(redactQuery("client%5Fsecret=s&token=a&token=b")).toBe(
      `client%5Fsecret=${REDACTED}&token=${REDACTED}&token=${REDACTED}`,
    );
  });

  it("leaves an empty query, bare names and malformed escapes alone", () => {
    expect(redactQuery("")).toBe("");
    expect(redactQuery("?")).toBe("?");
    expect(redactQuery("?token&x=%zz")).toBe("?token&x=%zz");
    expect(redactQuery("?%zz=1")).toBe("?%zz=1");
  });
});
