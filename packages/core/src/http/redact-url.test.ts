import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSecretParameter, REDACTED, redactUrl } from "./redact-url.js";

describe("redactUrl", () => {
  it("hides the access token of the OAuth authorize call and keeps the other parameters", () => {
    const url =
      "https://api.example.com/api/v1/auth/oauth/authorize/github?client_id=p&client_secret=pck_live_1&redirect_uri=https%3A%2F%2Fapp.example%2Fcb&token=eyJhbGciOi.payload.sig&type=link";
    expect(redactUrl(url)).toBe(
      "https://api.example.com/api/v1/auth/oauth/authorize/github?client_id=p&client_secret=[redacted]&redirect_uri=https%3A%2F%2Fapp.example%2Fcb&token=[redacted]&type=link",
    );
  });

  it.each([
    ["token", "access_token", "refresh_token", "id_token", "x-stack-access-token", "accessToken"],
    ["client_secret", "secret", "webhookSecret", "password", "new_password", "credentials"],
    ["code", "attempt_code", "login_code", "code_verifier", "otp", "nonce", "signature", "sig"],
    ["publishable_client_key", "secret_server_key", "apiKey", "api_key", "key", "x-stack-auth"],
  ])("treats %s and its kind as credentials", (...names) => {
    for (const name of names) expect(isSecretParameter(name), name).toBe(true);
  });

  it.each([
    "client_id",
    "redirect_uri",
    "state",
    "type",
    "scope",
    "code_challenge",
    "code_challenge_method",
    "grant_type",
    "response_type",
    "error_code",
    "errorCode",
    "provider_scope",
    "user_id",
  ])("keeps %s, which carries no credential", (name) => {
    expect(isSecretParameter(name)).toBe(false);
  });

  it("hides fragment parameters (an implicit grant's access token) and the user info's password", () => {
    expect(redactUrl("https://ada:hunter2@app.example/cb?x=1#access_token=abc&state=s")).toBe(
      "https://ada:[redacted]@app.example/cb?x=1#access_token=[redacted]&state=s",
    );
  });

  it("hides credentials of a URL inside a parameter (a callback's code)", () => {
    const inner = encodeURIComponent("https://app.example/cb?code=abc123&state=s");
    const shown = redactUrl(`https://api.example/authorize?after_callback_redirect_url=${inner}`);
    expect(shown).not.toContain("abc123");
    expect(decodeURIComponent(shown)).toBe(
      "https://api.example/authorize?after_callback_redirect_url=https://app.example/cb?code=[redacted]&state=s",
    );
  });

  it("redacts relative URLs, bare queries and names written with percent-encoding", () => {
    expect(redactUrl("/handler/magic-link-callback?code=abc")).toBe(
      "/handler/magic-link-callback?code=[redacted]",
    );
    expect(redactUrl("?refresh%5Ftoken=abc&a=b")).toBe("?refresh%5Ftoken=[redacted]&a=b");
  });

  it("leaves a URL without credentials exactly as it was", () => {
    for (const url of [
      "https://api.example.com/api/v1/users/me",
      "https://api.example.com/api/v1/users?limit=10&cursor=abc%20d&order_by=signed_up_at",
      "http://localhost:8102/api/v1/teams?user_id=me#top",
      "https://api.example/%E0%A4%A?x=%zz",
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });

  it("never shows the value of a credential parameter, whatever the value", () => {
    const secretName = fc.constantFrom(
      "token",
      "client_secret",
      "code",
      "refresh_token",
      "api_key",
    );
    const value = fc
      .string({ minLength: 8, maxLength: 30 })
      .filter((text) => !REDACTED.includes(text));
    fc.assert(
      fc.property(secretName, value, fc.boolean(), (name, secret, inFragment) => {
        const url = `https://api.example/x?a=1${inFragment ? "#" : "&"}${name}=${encodeURIComponent(secret)}&b=2`;
        const shown = redactUrl(url);
        expect(shown).not.toContain(encodeURIComponent(secret));
        expect(shown).toContain(`${name}=${REDACTED}`);
        expect(shown).toContain("a=1");
      }),
      { numRuns: 200, seed: 31 },
    );
  });
});
