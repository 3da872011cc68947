import { hash } from "bcryptjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningEmulator } from "../server/start-emulator.js";
import {
  call,
  knownError,
  refreshGrant,
  signIn,
  startTestEmulator,
} from "../test-utils/harness.js";

let emulator: RunningEmulator;
beforeAll(async () => {
  // No seeded users: the lists below hold only what the tests create.
  emulator = await startTestEmulator({ seed: false });
});
afterAll(() => emulator.stop());

const server = (method: string, path: string, body?: unknown) =>
  call(emulator, method, path, { access: "server", body });

const createUser = async (body: Record<string, unknown>) => {
  const res = await server("POST", "/users", body);
  expect(res.status).toBe(201);
  return res.body as { id: string } & Record<string, unknown>;
};

describe("server user CRUD", () => {
  it("creates, reads, updates and deletes a user", async () => {
    const created = await createUser({
      primary_email: "grace@example.com",
      primary_email_verified: true,
      primary_email_auth_enabled: true,
      password: "grace-password",
      display_name: "Grace",
      client_metadata: { theme: "dark" },
      client_read_only_metadata: { plan: "pro" },
      server_metadata: { stripe: "cus_1" },
    });
    expect(created).toMatchObject({
      primary_email: "grace@example.com",
      primary_email_verified: true,
      primary_email_auth_enabled: true,
      display_name: "Grace",
      has_password: true,
      client_metadata: { theme: "dark" },
      client_read_only_metadata: { plan: "pro" },
      server_metadata: { stripe: "cus_1" },
    });
    expect((await signIn(emulator, "grace@example.com", "grace-password")).user_id).toBe(
      created.id,
    );

    const read = await server("GET", `/users/${created.id}`);
    expect(read.body).toEqual(created);

    const patched = await server("PATCH", `/users/${created.id}`, {
      display_name: "Grace Hopper",
      server_metadata: { stripe: "cus_2" },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      display_name: "Grace Hopper",
      server_metadata: { stripe: "cus_2" },
    });

    const deleted = await server("DELETE", `/users/${created.id}`);
    expect(deleted.body).toEqual({ success: true });
    const gone = await server("GET", `/users/${created.id}`);
    expect(knownError(gone)).toMatchObject({ status: 404, code: "USER_NOT_FOUND" });
    expect(knownError(await server("DELETE", `/users/${created.id}`))).toMatchObject({
      status: 404,
    });
    expect(knownError(await server("PATCH", `/users/${created.id}`, {}))).toMatchObject({
      status: 404,
    });
  });

  it("creates users even when sign-up is disabled", async () => {
    await call(emulator, "PATCH", "/internal/projects/current", {
      access: "admin",
      body: { config: { sign_up_enabled: false } },
    });
    await createUser({ primary_email: "invited@example.com" });
    await call(emulator, "PATCH", "/internal/projects/current", {
      access: "admin",
      body: { config: { sign_up_enabled: true } },
    });
  });

  it("refuses a second user signing in with the same e-mail", async () => {
    await createUser({ primary_email: "twin@example.com", primary_email_auth_enabled: true });
    const res = await server("POST", "/users", {
      primary_email: "TWIN@example.com",
      primary_email_auth_enabled: true,
    });
    expect(knownError(res)).toMatchObject({ status: 409, code: "USER_EMAIL_ALREADY_EXISTS" });
    // Without e-mail sign-in the address may repeat.
    await createUser({ primary_email: "twin@example.com" });
  });

  it("imports a bcrypt password hash the user can sign in with", async () => {
    const passwordHash = await hash("imported-password", 4);
    const user = await createUser({
      primary_email: "imported@example.com",
      primary_email_auth_enabled: true,
      password_hash: passwordHash,
    });
    expect(user.has_password).toBe(true);
    expect((await signIn(emulator, "imported@example.com", "imported-password")).user_id).toBe(
      user.id,
    );
    const bad = await server("POST", "/users", {
      primary_email: "x@example.com",
      password_hash: "plain",
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toBe(
      "Invalid password hash. Make sure it's a supported algorithm in Modular Crypt Format.",
    );
  });

  it("names the field of bad input", async () => {
    const badId = await server("GET", "/users/not-a-uuid");
    expect(badId.body.error).toBe("params.user_id: must be a valid UUID");
    const badEmail = await server("POST", "/users", { primary_email: "nope" });
    expect(badEmail.body.error).toBe("body.primary_email: must be a valid email");
    const noEmail = await server("POST", "/users", { primary_email_auth_enabled: true });
    expect(noEmail.status).toBe(400);
    expect(noEmail.text).toBe("primary_email_auth_enabled cannot be true without primary_email");
    const badLimit = await server("GET", "/users?limit=0");
    expect(badLimit.body.error).toBe("query.limit: must be at least 1");
  });

  it("answers the service's 400 texts (not SCHEMA_ERROR) for e-mail flags without an e-mail, and stores nothing", async () => {
    const before = (await server("GET", "/users")).body.items.length;
    for (const [body, text] of [
      [
        { primary_email_auth_enabled: true },
        "primary_email_auth_enabled cannot be true without primary_email",
      ],
      [
        { primary_email_verified: true },
        "primary_email_verified cannot be true without primary_email",
      ],
    ] as const) {
      const res = await server("POST", "/users", body);
      expect(res.status).toBe(400);
      expect(res.headers.get("x-stack-known-error")).toBeNull();
      expect(res.text).toBe(text);
    }
    expect((await server("GET", "/users")).body.items).toHaveLength(before);
    const user = await createUser({ display_name: "No e-mail" });
    const patched = await server("PATCH", `/users/${user.id}`, { primary_email_verified: true });
    expect(patched.status).toBe(400);
    expect(patched.text).toBe("primary_email_verified cannot be true without primary_email");
    // false is no change at all.
    const noop = await server("PATCH", `/users/${user.id}`, { primary_email_verified: false });
    expect(noop.status).toBe(200);
  });

  it("answers only_anonymous without include_anonymous with the service's 400 text", async () => {
    const alone = await server("GET", "/users?only_anonymous=true");
    expect(alone.status).toBe(400);
    expect(alone.text).toBe("only_anonymous=true requires include_anonymous=true");
    const both = await server("GET", "/users?only_anonymous=true&include_anonymous=true");
    expect(both.status).toBe(200);
  });

  // Regression: these were stored, where the service refuses them with a SCHEMA_ERROR.
  it.each<[string, Record<string, unknown>, string]>([
    [
      "a profile image URL that is no URL",
      { profile_image_url: "ada.png" },
      "body.profile_image_url: must be a valid URL",
    ],
    [
      "a javascript: profile image URL",
      { profile_image_url: "javascript:alert(document.cookie)" },
      "body.profile_image_url: must be an http(s) URL or a data:image URL",
    ],
  ])("refuses %s, on creation and on update, naming the field", async (_, body, error) => {
    const created = await server("POST", "/users", body);
    expect(knownError(created)).toMatchObject({ status: 400, code: "SCHEMA_ERROR" });
    expect(created.body.error).toBe(error);
    const user = await createUser({});
    const updated = await server("PATCH", `/users/${user.id}`, body);
    expect(knownError(updated)).toMatchObject({ status: 400, code: "SCHEMA_ERROR" });
    expect(updated.body.error).toBe(error);
    const stored = await server("GET", `/users/${user.id}`);
    expect(stored.body).toMatchObject({ is_anonymous: false, profile_image_url: null });
  });
});

describe("changing a password", () => {
  it("ends every session of the user", async () => {
    const user = await createUser({
      primary_email: "rotate@example.com",
      primary_email_auth_enabled: true,
      password: "first-password",
    });
    const session = await signIn(emulator, "rotate@example.com", "first-password");
    const res = await server("PATCH", `/users/${user.id}`, { password: "second-password" });
    expect(res.status).toBe(200);
    const grant = await refreshGrant(emulator, {
      grant_type: "refresh_token",
      refresh_token: session.refresh_token,
      client_id: emulator.projectId,
      client_secret: emulator.publishableClientKey,
    });
    expect(knownError(grant)).toMatchObject({
      status: 401,
      code: "REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED",
    });
    // The access token is a stateless JWT: it works until it expires, as on the service.
    const me = await call(emulator, "GET", "/users/me", { accessToken: session.access_token });
    expect(me.body.id).toBe(user.id);
    expect((await signIn(emulator, "rotate@example.com", "second-password")).user_id).toBe(user.id);

    const removed = await server("PATCH", `/users/${user.id}`, { password: null });
    expect(removed.body.has_password).toBe(false);
  });

  it("keeps sessions on other changes", async () => {
    const user = await createUser({
      primary_email: "keep@example.com",
      primary_email_auth_enabled: true,
      password: "keep-password",
    });
    const session = await signIn(emulator, "keep@example.com", "keep-password");
    await server("PATCH", `/users/${user.id}`, { display_name: "Kept" });
    const me = await call(emulator, "GET", "/users/me", { accessToken: session.access_token });
    expect(me.body.display_name).toBe("Kept");
  });
});

describe("GET /users", () => {
  let ids: string[];
  beforeAll(async () => {
    const names = ["Alpha Listed", "Bravo Listed", "Charlie Listed", "Delta Listed", "Echo Listed"];
    ids = [];
    for (const name of names) {
      const email = `${name.split(" ")[0]?.toLowerCase()}@list.example.com`;
      ids.push((await createUser({ primary_email: email, display_name: name })).id);
    }
  });

  const list = async (query: string) => (await server("GET", `/users?${query}`)).body;

  it("pages through users in sign-up order with a cursor", async () => {
    const seen: string[] = [];
    let page = await list("query=listed&limit=2");
    expect(page.is_paginated).toBe(true);
    for (;;) {
      seen.push(...page.items.map((u: { id: string }) => u.id));
      if (page.pagination.next_cursor === null) break;
      expect(page.items).toHaveLength(2);
      page = await list(`query=listed&limit=2&cursor=${page.pagination.next_cursor}`);
    }
    expect(seen).toEqual(ids);
  });

  it("orders newest first with desc=true", async () => {
    const page = await list("query=listed&order_by=signed_up_at&desc=true");
    expect(page.items.map((u: { id: string }) => u.id)).toEqual([...ids].reverse());
    expect(page.pagination.next_cursor).toBeNull();
  });

  it("filters by a case-insensitive part of the e-mail, the display name or the id", async () => {
    const byEmail = await list("query=BRAVO%40LIST");
    expect(byEmail.items.map((u: { display_name: string }) => u.display_name)).toEqual([
      "Bravo Listed",
    ]);
    const byName = await list("query=charlie%20list");
    expect(byName.items.map((u: { id: string }) => u.id)).toEqual([ids[2]]);
    const byId = await list(`query=${ids[4]}`);
    expect(byId.items.map((u: { id: string }) => u.id)).toEqual([ids[4]]);
  });
});
