import { describe, expect, it } from "vitest";
import {
  call,
  DEMO_USER,
  knownError,
  signIn,
  signUp,
  useTestEmulator,
} from "../test-utils/harness.js";

const emulator = useTestEmulator();

describe("GET /users/me", () => {
  it("answers CANNOT_GET_OWN_USER_WITHOUT_USER when no one is signed in", async () => {
    const res = await call(emulator, "GET", "/users/me");
    expect(knownError(res)).toMatchObject({
      status: 400,
      code: "CANNOT_GET_OWN_USER_WITHOUT_USER",
    });
  });

  it("shows the client view to client access and the server view to server access", async () => {
    const { access_token } = await signIn(emulator);
    const client = await call(emulator, "GET", "/users/me", { accessToken: access_token });
    expect(client.body).toMatchObject({
      id: DEMO_USER.id,
      primary_email: DEMO_USER.email,
      primary_email_verified: true,
      display_name: DEMO_USER.displayName,
    });
    expect(client.body).not.toHaveProperty("server_metadata");
    const server = await call(emulator, "GET", "/users/me", {
      access: "server",
      accessToken: access_token,
    });
    expect(server.body).toMatchObject({
      id: DEMO_USER.id,
      server_metadata: null,
      primary_email_auth_enabled: true,
    });
  });
});

describe("PATCH /users/me", () => {
  it("updates the fields a user may change", async () => {
    const { access_token } = await signUp(emulator);
    const res = await call(emulator, "PATCH", "/users/me", {
      accessToken: access_token,
      body: {
        display_name: "Ada",
        client_metadata: { theme: "dark" },
        profile_image_url: "data:image/png;base64,aGVsbG8=",
        otp_auth_enabled: true,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      display_name: "Ada",
      client_metadata: { theme: "dark" },
      profile_image_url: "data:image/png;base64,aGVsbG8=",
      otp_auth_enabled: true,
    });
    const again = await call(emulator, "GET", "/users/me", { accessToken: access_token });
    expect(again.body.display_name).toBe("Ada");
  });

  it("turns two-factor on with a TOTP secret and off with null", async () => {
    const { access_token } = await signUp(emulator);
    const on = await call(emulator, "PATCH", "/users/me", {
      accessToken: access_token,
      body: { totp_secret_base64: "SGVsbG8gd29ybGQh" },
    });
    expect(on.body.requires_totp_mfa).toBe(true);
    const off = await call(emulator, "PATCH", "/users/me", {
      accessToken: access_token,
      body: { totp_secret_base64: null },
    });
    expect(off.body.requires_totp_mfa).toBe(false);
  });

  it("refuses server-only fields from a client", async () => {
    const { access_token } = await signUp(emulator);
    const res = await call(emulator, "PATCH", "/users/me", {
      accessToken: access_token,
      body: { server_metadata: { admin: true } },
    });
    expect(knownError(res)).toMatchObject({ status: 400, code: "SCHEMA_ERROR" });
    expect(res.body.error).toBe("body: contains unknown properties: server_metadata");
  });
});

describe("PATCH /users/me primary_email", () => {
  /** The user's channels as `[address, is_primary]`, in creation order. */
  async function channels(accessToken: string) {
    const res = await call(emulator, "GET", "/contact-channels?user_id=me", { accessToken });
    return res.body.items.map((c: { value: string; is_primary: boolean }) => [
      c.value,
      c.is_primary,
    ]);
  }

  // Regression: the emulator refused an address that is already one of the user's channels.
  it("makes an existing non-primary channel primary; the old primary stays, not primary", async () => {
    const { access_token, email } = await signUp(emulator);
    const second = `second-${crypto.randomUUID()}@example.com`;
    await call(emulator, "POST", "/contact-channels", {
      accessToken: access_token,
      body: { user_id: "me", type: "email", value: second, used_for_auth: false },
    });
    const res = await call(emulator, "PATCH", "/users/me", {
      accessToken: access_token,
      body: { primary_email: second },
    });
    expect(res.status).toBe(200);
    expect(res.body.primary_email).toBe(second);
    expect(await channels(access_token)).toEqual([
      [email, false],
      [second, true],
    ]);
  });

  // Regression: null deleted the primary channel, where the service only demotes it.
  it("demotes the primary channel on null, keeping it", async () => {
    const { access_token, email } = await signUp(emulator);
    const res = await call(emulator, "PATCH", "/users/me", {
      accessToken: access_token,
      body: { primary_email: null },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ primary_email: null, primary_email_verified: false });
    expect(await channels(access_token)).toEqual([[email, false]]);
  });
});

describe("DELETE /users/me", () => {
  it("is refused while the project disables client user deletion, then works", async () => {
    const { access_token, refresh_token } = await signUp(emulator);
    const refused = await call(emulator, "DELETE", "/users/me", {
      accessToken: access_token,
      body: {},
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toBe("Client user deletion is not enabled for this project");

    await call(emulator, "PATCH", "/internal/projects/current", {
      access: "admin",
      body: { config: { client_user_deletion_enabled: true } },
    });
    const res = await call(emulator, "DELETE", "/users/me", {
      accessToken: access_token,
      body: {},
    });
    expect(res.body).toEqual({ success: true });
    const after = await call(emulator, "POST", "/auth/sessions/current/refresh", {
      refreshToken: refresh_token,
      body: {},
    });
    expect(knownError(after)).toMatchObject({
      status: 401,
      code: "REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED",
    });
  });
});
