import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PASSKEY_RP_ID_SENTINEL } from "@app/core/internal";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startEmulator } from "../server/start-emulator.js";
import { PASSKEY_CHALLENGE_LIFETIME_MS } from "../store/passkey-store.js";
import {
  call,
  knownError,
  setProjectConfig,
  signUp,
  useTestEmulator,
} from "../test-utils/harness.js";
import { softwareAuthenticator } from "../webauthn/software-authenticator.js";

const emulator = useTestEmulator();
const ORIGIN = "http://localhost:3000";

afterEach(() => emulator.reset());

/** What the SDK does with the options: put the page's hostname in place of the sentinel. */
function forPage<T extends { rp?: { id?: string }; rpId?: string }>(options: T, origin = ORIGIN) {
  const hostname = new URL(origin).hostname;
  if (options.rp) return { ...options, rp: { ...options.rp, id: hostname } };
  return { ...options, rpId: hostname };
}

/** A new user with a registered passkey. */
async function userWithPasskey() {
  const user = await signUp(emulator);
  const authenticator = softwareAuthenticator();
  const start = await call(emulator, "POST", "/auth/passkey/initiate-passkey-registration", {
    accessToken: user.access_token,
    body: {},
  });
  const credential = authenticator.register(forPage(start.body.options_json), ORIGIN);
  const res = await call(emulator, "POST", "/auth/passkey/register", {
    accessToken: user.access_token,
    body: { credential, code: start.body.code },
  });
  expect(res.status).toBe(200);
  return { user, authenticator };
}

async function startSignIn() {
  const res = await call(emulator, "POST", "/auth/passkey/initiate-passkey-authentication", {
    body: {},
  });
  expect(res.status).toBe(200);
  return res.body as { options_json: { challenge: string; rpId: string }; code: string };
}

describe("passkey registration", () => {
  it("offers options with the RP id sentinel, for the signed-in user", async () => {
    const user = await signUp(emulator);
    const res = await call(emulator, "POST", "/auth/passkey/initiate-passkey-registration", {
      accessToken: user.access_token,
      body: {},
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toEqual(expect.any(String));
    expect(res.body.options_json).toMatchObject({
      rp: { id: PASSKEY_RP_ID_SENTINEL, name: "Demo Project" },
      user: { name: user.email, id: Buffer.from(user.user_id).toString("base64url") },
      challenge: expect.any(String),
      authenticatorSelection: { residentKey: "required" },
    });
  });

  it("names the user by e-mail and sends no empty hints, as the service's options do", async () => {
    const user = await signUp(emulator);
    const res = await call(emulator, "POST", "/auth/passkey/initiate-passkey-registration", {
      accessToken: user.access_token,
      body: {},
    });
    expect(res.body.options_json.user).toEqual({
      id: Buffer.from(user.user_id).toString("base64url"),
      name: user.email,
      displayName: user.email,
    });
    expect(res.body.options_json).not.toHaveProperty("hints");
    expect(res.body.options_json.excludeCredentials).toEqual([]);
  });

  it("uses the service's fixed test challenge (TU9DSw) while STACK_ENABLE_HARDCODED_PASSKEY_CHALLENGE_FOR_TESTING is set, and random ones otherwise", async () => {
    const user = await signUp(emulator);
    const start = () =>
      call(emulator, "POST", "/auth/passkey/initiate-passkey-registration", {
        accessToken: user.access_token,
        body: {},
      });
    const random = [(await start()).body, (await start()).body];
    expect(random[0].options_json.challenge).not.toBe(random[1].options_json.challenge);
    vi.stubEnv("STACK_ENABLE_HARDCODED_PASSKEY_CHALLENGE_FOR_TESTING", "true");
    try {
      const fixed = await start();
      expect(fixed.body.options_json.challenge).toBe("TU9DSw");
      const signIn = await startSignIn();
      expect(signIn.options_json.challenge).toBe("TU9DSw");
      // The fixed challenge still goes through a whole registration.
      const credential = softwareAuthenticator().register(forPage(fixed.body.options_json), ORIGIN);
      const res = await call(emulator, "POST", "/auth/passkey/register", {
        accessToken: user.access_token,
        body: { credential, code: fixed.body.code },
      });
      expect(res.status).toBe(200);
    } finally {
      vi.unstubAllEnvs();
    }
    expect((await start()).body.options_json.challenge).not.toBe("TU9DSw");
  });

  it("registers a passkey and turns on passkey sign-in for the user", async () => {
    const { user } = await userWithPasskey();
    const me = await call(emulator, "GET", "/users/me", { accessToken: user.access_token });
    expect(me.body.passkey_auth_enabled).toBe(true);
  });

  it("needs a signed-in user", async () => {
    const res = await call(emulator, "POST", "/auth/passkey/initiate-passkey-registration", {
      body: {},
    });
    expect(knownError(res).code).toBe("USER_AUTHENTICATION_REQUIRED");
  });

  it("is refused when the project has passkeys off", async () => {
    const user = await signUp(emulator);
    await setProjectConfig(emulator, { passkey_enabled: false });
    const res = await call(emulator, "POST", "/auth/passkey/initiate-passkey-registration", {
      accessToken: user.access_token,
      body: {},
    });
    expect(knownError(res).code).toBe("PASSKEY_AUTHENTICATION_NOT_ENABLED");
  });

  it.each([
    ["a code used already", "reuse"],
    ["another user's code", "other-user"],
    ["an expired code", "expired"],
    ["a page on an untrusted domain", "untrusted"],
    ["a signature over another challenge", "wrong-challenge"],
  ])("fails with PASSKEY_REGISTRATION_FAILED for %s", async (_, kind) => {
    const user = await signUp(emulator);
    const authenticator = softwareAuthenticator();
    const start = await call(emulator, "POST", "/auth/passkey/initiate-passkey-registration", {
      accessToken: user.access_token,
      body: {},
    });
    let token = user.access_token;
    let origin = ORIGIN;
    let options = start.body.options_json;
    if (kind === "reuse") {
      const first = authenticator.register(forPage(options), ORIGIN);
      await call(emulator, "POST", "/auth/passkey/register", {
        accessToken: token,
        body: { credential: first, code: start.body.code },
      });
    }
    if (kind === "other-user") token = (await signUp(emulator)).access_token;
    if (kind === "expired") emulator.clock.advance(PASSKEY_CHALLENGE_LIFETIME_MS + 1);
    if (kind === "untrusted") origin = "https://evil.example";
    if (kind === "wrong-challenge") options = { ...options, challenge: "AAAA" };
    const credential = authenticator.register(forPage(options, origin), origin);
    const res = await call(emulator, "POST", "/auth/passkey/register", {
      accessToken: token,
      body: { credential, code: start.body.code },
    });
    expect(knownError(res)).toEqual({
      status: 400,
      code: "PASSKEY_REGISTRATION_FAILED",
      header: "PASSKEY_REGISTRATION_FAILED",
    });
    if (kind === "untrusted") {
      expect(res.body.error).toBe("Passkey registration failed because the origin is not allowed");
    }
    const me = await call(emulator, "GET", "/users/me", { accessToken: user.access_token });
    expect(me.body.passkey_auth_enabled).toBe(kind === "reuse");
  });

  it("accepts a passkey made on a trusted domain of the project", async () => {
    await setProjectConfig(emulator, {
      domains: [{ domain: "https://app.example.com", handler_path: "/handler" }],
    });
    const user = await signUp(emulator);
    const start = await call(emulator, "POST", "/auth/passkey/initiate-passkey-registration", {
      accessToken: user.access_token,
      body: {},
    });
    const origin = "https://app.example.com";
    const credential = softwareAuthenticator().register(
      forPage(start.body.options_json, origin),
      origin,
    );
    const res = await call(emulator, "POST", "/auth/passkey/register", {
      accessToken: user.access_token,
      body: { credential, code: start.body.code },
    });
    expect(res.status).toBe(200);
  });

  it("names a malformed credential field", async () => {
    const user = await signUp(emulator);
    const res = await call(emulator, "POST", "/auth/passkey/register", {
      accessToken: user.access_token,
      body: { code: "x", credential: { id: "a", rawId: "a", type: "password", response: {} } },
    });
    expect(knownError(res).code).toBe("SCHEMA_ERROR");
    expect(res.body.error).toContain("body.credential.type");
  });
});

describe("passkey sign-in", () => {
  it("offers options with the RP id sentinel to anyone, allowing any of the project's passkeys", async () => {
    const { options_json } = await startSignIn();
    expect(options_json.rpId).toBe(PASSKEY_RP_ID_SENTINEL);
    expect(options_json).toMatchObject({ allowCredentials: [], userVerification: "preferred" });
  });

  it("signs the passkey's user in", async () => {
    const { user, authenticator } = await userWithPasskey();
    const start = await startSignIn();
    const response = authenticator.authenticate(forPage(start.options_json), ORIGIN);
    const res = await call(emulator, "POST", "/auth/passkey/sign-in", {
      body: { authentication_response: response, code: start.code },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      user_id: user.user_id,
    });
    const me = await call(emulator, "GET", "/users/me", { accessToken: res.body.access_token });
    expect(me.body.id).toBe(user.user_id);
  });

  it("refuses a replayed answer (the ceremony is spent)", async () => {
    const { authenticator } = await userWithPasskey();
    const start = await startSignIn();
    const body = {
      authentication_response: authenticator.authenticate(forPage(start.options_json), ORIGIN),
      code: start.code,
    };
    expect((await call(emulator, "POST", "/auth/passkey/sign-in", { body })).status).toBe(200);
    const again = await call(emulator, "POST", "/auth/passkey/sign-in", { body });
    expect(knownError(again).code).toBe("PASSKEY_AUTHENTICATION_FAILED");
  });

  it("refuses a passkey no account registered", async () => {
    const stranger = softwareAuthenticator();
    stranger.register({ challenge: "AAAA", rp: { id: "localhost" }, user: { id: "eA" } }, ORIGIN);
    const start = await startSignIn();
    const res = await call(emulator, "POST", "/auth/passkey/sign-in", {
      body: {
        authentication_response: stranger.authenticate(forPage(start.options_json), ORIGIN),
        code: start.code,
      },
    });
    expect(knownError(res).code).toBe("PASSKEY_AUTHENTICATION_FAILED");
    expect(res.body.error).toBe("This passkey is not registered with any account.");
  });

  it("refuses a passkey whose user turned passkey sign-in off", async () => {
    const { user, authenticator } = await userWithPasskey();
    await call(emulator, "PATCH", "/users/me", {
      accessToken: user.access_token,
      body: { passkey_auth_enabled: false },
    });
    const start = await startSignIn();
    const res = await call(emulator, "POST", "/auth/passkey/sign-in", {
      body: {
        authentication_response: authenticator.authenticate(forPage(start.options_json), ORIGIN),
        code: start.code,
      },
    });
    expect(knownError(res).code).toBe("PASSKEY_AUTHENTICATION_FAILED");
  });

  it("refuses an answer from an untrusted page, or for another RP id", async () => {
    const { authenticator } = await userWithPasskey();
    for (const origin of ["https://evil.example", "http://127.0.0.1:3000"]) {
      const start = await startSignIn();
      const response = authenticator.authenticate(forPage(start.options_json), ORIGIN);
      const clientData = JSON.parse(
        Buffer.from(response.response.clientDataJSON, "base64url").toString(),
      );
      // The same signature presented as if made on another page does not verify.
      response.response.clientDataJSON = Buffer.from(
        JSON.stringify({ ...clientData, origin }),
      ).toString("base64url");
      const res = await call(emulator, "POST", "/auth/passkey/sign-in", {
        body: { authentication_response: response, code: start.code },
      });
      expect(knownError(res).code).toBe("PASSKEY_AUTHENTICATION_FAILED");
      if (origin === "https://evil.example") {
        expect(res.body.error).toBe(
          "Passkey authentication failed because the origin is not allowed",
        );
      }
    }
  });

  it("asks a user with TOTP for the second factor", async () => {
    const { user, authenticator } = await userWithPasskey();
    await call(emulator, "PATCH", "/users/me", {
      accessToken: user.access_token,
      body: { totp_secret_base64: Buffer.from("12345678901234567890").toString("base64") },
    });
    const start = await startSignIn();
    const res = await call(emulator, "POST", "/auth/passkey/sign-in", {
      body: {
        authentication_response: authenticator.authenticate(forPage(start.options_json), ORIGIN),
        code: start.code,
      },
    });
    expect(knownError(res).code).toBe("MULTI_FACTOR_AUTHENTICATION_REQUIRED");
    expect(res.body.details.attempt_code).toMatch(/^[a-z0-9]{45}$/);
  });

  it("is refused when the project has passkeys off", async () => {
    await setProjectConfig(emulator, { passkey_enabled: false });
    const res = await call(emulator, "POST", "/auth/passkey/initiate-passkey-authentication", {
      body: {},
    });
    expect(knownError(res).code).toBe("PASSKEY_AUTHENTICATION_NOT_ENABLED");
  });
});

describe("passkeys with --data-dir", () => {
  it("a registered passkey still signs in after a restart", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "emulator-passkeys-"));
    try {
      const before = await startEmulator({ port: 0, quiet: true, dataDir });
      const user = await signUp(before);
      const authenticator = softwareAuthenticator();
      const start = await call(before, "POST", "/auth/passkey/initiate-passkey-registration", {
        accessToken: user.access_token,
        body: {},
      });
      const credential = authenticator.register(forPage(start.body.options_json), ORIGIN);
      await call(before, "POST", "/auth/passkey/register", {
        accessToken: user.access_token,
        body: { credential, code: start.body.code },
      });
      await before.stop();

      const after = await startEmulator({ port: 0, quiet: true, dataDir });
      try {
        const signIn = await call(after, "POST", "/auth/passkey/initiate-passkey-authentication", {
          body: {},
        });
        const res = await call(after, "POST", "/auth/passkey/sign-in", {
          body: {
            authentication_response: authenticator.authenticate(
              forPage(signIn.body.options_json),
              ORIGIN,
            ),
            code: signIn.body.code,
          },
        });
        expect(res.status, res.text).toBe(200);
        expect(res.body.user_id).toBe(user.user_id);
      } finally {
        await after.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
