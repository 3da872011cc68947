import { describe, expect, it } from "vitest";
import {
  call,
  DEMO_PROJECT,
  knownError,
  refreshGrant,
  useTestEmulator,
} from "../test-utils/harness.js";

const emulator = useTestEmulator();

const anonymousSignUp = async () => {
  const res = await call(emulator, "POST", "/auth/anonymous/sign-up", { body: {} });
  expect(res.status).toBe(200);
  return res.body as { access_token: string; refresh_token: string; user_id: string };
};

describe("anonymous users", () => {
  it("signs up a user without e-mail, whose token has the anonymous audience", async () => {
    const tokens = await anonymousSignUp();
    const payload = JSON.parse(
      Buffer.from(tokens.access_token.split(".")[1] ?? "", "base64url").toString(),
    );
    expect(payload).toMatchObject({
      aud: `${DEMO_PROJECT.id}:anon`,
      iss: `${emulator.url}/api/v1/projects-anonymous-users/${DEMO_PROJECT.id}`,
      is_anonymous: true,
      sub: tokens.user_id,
    });
    const me = await call(emulator, "GET", "/users/me", {
      accessToken: tokens.access_token,
      allowAnonymous: true,
    });
    expect(me.body).toMatchObject({
      id: tokens.user_id,
      is_anonymous: true,
      primary_email: null,
      has_password: false,
      is_restricted: true,
      restricted_reason: { type: "anonymous" },
    });
  });

  it("refuses their tokens without x-stack-allow-anonymous-user: true", async () => {
    const tokens = await anonymousSignUp();
    const res = await call(emulator, "GET", "/users/me", { accessToken: tokens.access_token });
    expect(knownError(res)).toMatchObject({
      status: 401,
      code: "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED",
    });
    const hexclave = await call(emulator, "GET", "/users/me", {
      accessToken: tokens.access_token,
      headers: { "x-hexclave-allow-anonymous-user": "true" },
    });
    expect(hexclave.status).toBe(200);
  });

  it("leaves them out of user lists unless asked", async () => {
    const tokens = await anonymousSignUp();
    const ids = async (query: string) =>
      (await call(emulator, "GET", `/users${query}`, { access: "server" })).body.items.map(
        (user: { id: string }) => user.id,
      );
    expect(await ids("")).not.toContain(tokens.user_id);
    expect(await ids("?include_anonymous=true")).toContain(tokens.user_id);
  });

  it("keeps the id when the anonymous user signs up with a password", async () => {
    const anon = await anonymousSignUp();
    const res = await call(emulator, "POST", "/auth/password/sign-up", {
      accessToken: anon.access_token,
      allowAnonymous: true,
      body: { email: "upgraded@example.com", password: "upgraded-password" },
    });
    expect(res.status).toBe(200);
    expect(res.body.user_id).toBe(anon.user_id);
    const me = await call(emulator, "GET", "/users/me", { accessToken: res.body.access_token });
    expect(me.body).toMatchObject({
      id: anon.user_id,
      is_anonymous: false,
      primary_email: "upgraded@example.com",
      has_password: true,
    });
  });

  it("keeps the tokens issued before the upgrade working: the same session goes on", async () => {
    const anon = await anonymousSignUp();
    await call(emulator, "PATCH", "/users/me", {
      accessToken: anon.access_token,
      allowAnonymous: true,
      body: { client_metadata: { cart: ["book"] } },
    });
    const upgraded = await call(emulator, "POST", "/auth/password/sign-up", {
      accessToken: anon.access_token,
      allowAnonymous: true,
      body: { email: "kept-session@example.com", password: "upgraded-password" },
    });
    expect(upgraded.body.user_id).toBe(anon.user_id);
    const me = await call(emulator, "GET", "/users/me", {
      accessToken: anon.access_token,
      allowAnonymous: true,
    });
    expect(me.body).toMatchObject({
      id: anon.user_id,
      is_anonymous: false,
      primary_email: "kept-session@example.com",
      client_metadata: { cart: ["book"] },
    });
    const refreshed = await refreshGrant(emulator, {
      grant_type: "refresh_token",
      refresh_token: anon.refresh_token,
      client_id: DEMO_PROJECT.id,
      client_secret: DEMO_PROJECT.publishableClientKey,
    });
    expect(refreshed.status).toBe(200);
    const payload = JSON.parse(
      Buffer.from(refreshed.body.access_token.split(".")[1], "base64url").toString(),
    );
    // New access tokens of the same session are those of a real user.
    expect(payload).toMatchObject({ sub: anon.user_id, is_anonymous: false, aud: DEMO_PROJECT.id });
  });
});

describe("an anonymous user's personal team", () => {
  it("is renamed after the user's e-mail when they sign up, as on the service; a team they named keeps its name", async () => {
    await call(emulator, "PATCH", "/internal/projects/current", {
      access: "admin",
      body: { config: { create_team_on_sign_up: true } },
    });
    try {
      const tokens = await anonymousSignUp();
      const asUser = { accessToken: tokens.access_token, allowAnonymous: true };
      const before = await call(emulator, "GET", "/teams?user_id=me", asUser);
      expect(before.body.items.map((t: { display_name: string }) => t.display_name)).toEqual([
        "Personal Team",
      ]);
      await call(emulator, "POST", "/teams", {
        ...asUser,
        body: { display_name: "Personal Team, renamed by hand", creator_user_id: "me" },
      });
      const email = `upgraded-${crypto.randomUUID()}@example.com`;
      const signUp = await call(emulator, "POST", "/auth/password/sign-up", {
        ...asUser,
        body: { email, password: "correct horse battery" },
      });
      expect(signUp.body.user_id).toBe(tokens.user_id);
      const after = await call(emulator, "GET", "/teams?user_id=me", {
        accessToken: signUp.body.access_token,
      });
      expect(after.body.items.map((t: { display_name: string }) => t.display_name)).toEqual([
        `${email}'s Team`,
        "Personal Team, renamed by hand",
      ]);
    } finally {
      await call(emulator, "PATCH", "/internal/projects/current", {
        access: "admin",
        body: { config: { create_team_on_sign_up: false } },
      });
    }
  });
});
