import { crc32 } from "node:zlib";
import { apiKeyFirstViewJsonSchema, apiKeyJsonSchema } from "@app/core/internal";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { seedState } from "../actions/seed.js";
import { createApp } from "../server/app.js";
import { createServices } from "../server/services.js";
import { API_KEY_MARKER } from "../store/api-key-store.js";
import {
  type CallOptions,
  call,
  DEMO_PROJECT,
  DEMO_USER,
  knownError,
  projectHeaders,
  setProjectConfig,
  signUp,
  useTestEmulator,
} from "../test-utils/harness.js";

const emulator = useTestEmulator();

const setUserApiKeys = (enabled: boolean) =>
  setProjectConfig(emulator, { allow_user_api_keys: enabled });

beforeAll(async () => {
  expect((await setUserApiKeys(true)).status).toBe(200);
});

const create = (body: Record<string, unknown>, options: CallOptions = {}) =>
  call(emulator, "POST", "/user-api-keys", { body, ...options });

const check = (apiKey: string, options: CallOptions = {}) =>
  call(emulator, "POST", "/user-api-keys/check", {
    access: "server",
    body: { api_key: apiKey },
    ...options,
  });

/** A signed-up user's access token and id. */
async function newUser() {
  const tokens = await signUp(emulator);
  return { accessToken: tokens.access_token, userId: tokens.user_id };
}

describe("POST /user-api-keys", () => {
  it("creates the signed-in user's key, answering 200 with the whole value once", async () => {
    const { accessToken, userId } = await newUser();
    const res = await create(
      { user_id: "me", description: "CI", expires_at_millis: null },
      { accessToken },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      description: "CI",
      created_at_millis: expect.any(Number),
      is_public: false,
      value: expect.any(String),
      type: "user",
      user_id: userId,
    });
    const listed = await call(emulator, "GET", "/user-api-keys?user_id=me", { accessToken });
    expect(listed.body).toEqual({
      items: [{ ...res.body, value: { last_four: res.body.value.slice(-4) } }],
      is_paginated: false,
    });
  });

  it("formats the value as the service does: prefix, secret, id, type, flag, marker, crc32", async () => {
    const { accessToken } = await newUser();
    const secret = await create(
      { user_id: "me", description: "s", expires_at_millis: null },
      { accessToken },
    );
    const open = await create(
      { user_id: "me", description: "p", expires_at_millis: null, is_public: true },
      { accessToken },
    );
    for (const [res, prefix, flag] of [
      [secret, "sk", "1"],
      [open, "pk", "3"],
    ] as const) {
      const value: string = res.body.value;
      const id = res.body.id.replaceAll("-", "");
      expect(value).toMatch(
        new RegExp(`^${prefix}_[0-9a-z]{45}${id}user${flag}${API_KEY_MARKER}[0-9a-f]{8}$`),
      );
      const body = value.slice(0, -8);
      const sum = crc32(Buffer.from(body)).toString(16).padStart(8, "0");
      expect(value.slice(-8)).toBe(sum);
    }
    expect(open.body.is_public).toBe(true);
  });

  it("lets a server create a key for any user by id, with an expiry", async () => {
    const { userId } = await newUser();
    const expires = Date.now() + 60_000;
    const res = await create(
      { user_id: userId, description: "server-made", expires_at_millis: expires },
      { access: "server" },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user_id: userId, expires_at_millis: expires });
  });

  it("refuses a client acting for another user, and a server naming an unknown user", async () => {
    const { accessToken } = await newUser();
    const other = await create(
      { user_id: DEMO_USER.id, description: "x", expires_at_millis: null },
      { accessToken },
    );
    expect(other.status).toBe(403);
    expect(other.text).toBe("Client can only manage their own api keys");
    const unknown = await create(
      {
        user_id: "00000000-0000-4000-8000-0000000000aa",
        description: "x",
        expires_at_millis: null,
      },
      { access: "server" },
    );
    expect(knownError(unknown)).toMatchObject({ status: 404, code: "USER_NOT_FOUND" });
  });

  it("needs a user for `me` and for a client", async () => {
    const me = await create({ user_id: "me", description: "x", expires_at_millis: null });
    expect(knownError(me)).toMatchObject({ status: 400, code: "CANNOT_GET_OWN_USER_WITHOUT_USER" });
    const byId = await create({ user_id: DEMO_USER.id, description: "x", expires_at_millis: null });
    expect(knownError(byId)).toMatchObject({ status: 401, code: "USER_AUTHENTICATION_REQUIRED" });
  });

  it("refuses both a user and a team, unknown fields and a missing expiry, storing nothing", async () => {
    const { accessToken } = await newUser();
    const both = await create(
      { user_id: "me", team_id: DEMO_USER.id, description: "x", expires_at_millis: null },
      { accessToken },
    );
    expect(both.status).toBe(400);
    expect(both.text).toBe("Cannot provide both userId and teamId");
    const extra = await create(
      { user_id: "me", description: "x", expires_at_millis: null, prefix: "my" },
      { accessToken },
    );
    expect(extra.body.error).toBe("body: contains unknown properties: prefix");
    const noExpiry = await create({ user_id: "me", description: "x" }, { accessToken });
    expect(noExpiry.body.error).toBe("body.expires_at_millis: is required");
    const badId = await create(
      { user_id: "not-a-uuid", description: "x", expires_at_millis: null },
      { access: "server" },
    );
    expect(badId.body.error).toBe('body.user_id: must be a valid UUID or "me"');
    const listed = await call(emulator, "GET", "/user-api-keys?user_id=me", { accessToken });
    expect(listed.body.items).toEqual([]);
  });

  it("answers 400 text while the project does not allow user API keys", async () => {
    const { accessToken } = await newUser();
    await setUserApiKeys(false);
    try {
      const res = await create(
        { user_id: "me", description: "x", expires_at_millis: null },
        { accessToken },
      );
      expect(res.status).toBe(400);
      expect(res.text).toBe("User API keys are not enabled for this project.");
      const list = await call(emulator, "GET", "/user-api-keys?user_id=me", { accessToken });
      expect(list.text).toBe("User API keys are not enabled for this project.");
    } finally {
      await setUserApiKeys(true);
    }
  });
});

describe("GET /user-api-keys", () => {
  it("lists newest first; a client lists only their own", async () => {
    const { accessToken, userId } = await newUser();
    const first = await create(
      { user_id: "me", description: "one", expires_at_millis: null },
      { accessToken },
    );
    emulator.clock.advance(5);
    const second = await create(
      { user_id: "me", description: "two", expires_at_millis: null },
      { accessToken },
    );
    emulator.clock.reset();
    const mine = await call(emulator, "GET", `/user-api-keys?user_id=${userId}`, { accessToken });
    expect(mine.body.items.map((k: { id: string }) => k.id)).toEqual([
      second.body.id,
      first.body.id,
    ]);
    const server = await call(emulator, "GET", `/user-api-keys?user_id=${userId}`, {
      access: "server",
    });
    expect(server.body.items).toHaveLength(2);
    const theirs = await call(emulator, "GET", `/user-api-keys?user_id=${DEMO_USER.id}`, {
      accessToken,
    });
    expect(theirs.status).toBe(403);
  });

  it("needs user_id and refuses team_id alongside it", async () => {
    const { accessToken } = await newUser();
    const none = await call(emulator, "GET", "/user-api-keys", { accessToken });
    expect(none.body.error).toBe("query.user_id: is required");
    const both = await call(emulator, "GET", `/user-api-keys?user_id=me&team_id=${DEMO_USER.id}`, {
      accessToken,
    });
    expect(both.text).toBe("Cannot provide both userId and teamId");
  });
});

describe("GET and PATCH /user-api-keys/{id}", () => {
  it("reads, renames and revokes a key; revoking again keeps the first time", async () => {
    const { accessToken } = await newUser();
    const created = await create(
      { user_id: "me", description: "old", expires_at_millis: null },
      { accessToken },
    );
    const path = `/user-api-keys/${created.body.id}`;
    const read = await call(emulator, "GET", path, { accessToken });
    expect(read.body).toMatchObject({ id: created.body.id, description: "old" });
    expect(read.body).not.toHaveProperty("manually_revoked_at_millis");
    const renamed = await call(emulator, "PATCH", path, {
      accessToken,
      body: { description: "new" },
    });
    expect(renamed.body.description).toBe("new");
    const revoked = await call(emulator, "PATCH", path, { accessToken, body: { revoked: true } });
    const at = revoked.body.manually_revoked_at_millis;
    expect(at).toEqual(expect.any(Number));
    emulator.clock.advance(1000);
    const again = await call(emulator, "PATCH", path, { accessToken, body: { revoked: true } });
    emulator.clock.reset();
    expect(again.body.manually_revoked_at_millis).toBe(at);
  });

  it("moves a key's expiry with expires_at_millis (null: never), as the reference SDK sends it", async () => {
    const { accessToken } = await newUser();
    const created = await create(
      { user_id: "me", description: "ci", expires_at_millis: null },
      { accessToken },
    );
    const path = `/user-api-keys/${created.body.id}`;
    const past = Date.now() - 1000;
    const moved = await call(emulator, "PATCH", path, {
      accessToken,
      body: { expires_at_millis: past },
    });
    expect(moved.body.expires_at_millis).toBe(past);
    expect(knownError(await check(created.body.value)).code).toBe("API_KEY_EXPIRED");
    const never = await call(emulator, "PATCH", path, {
      accessToken,
      body: { expires_at_millis: null },
    });
    expect(never.body).not.toHaveProperty("expires_at_millis");
    expect((await check(created.body.value)).status).toBe(200);
    const bad = await call(emulator, "PATCH", path, {
      accessToken,
      body: { expires_at_millis: -5 },
    });
    expect(bad.status).toBe(400);
  });

  it("refuses to revoke a public key, and revoked: false", async () => {
    const { accessToken } = await newUser();
    const created = await create(
      { user_id: "me", description: "p", expires_at_millis: null, is_public: true },
      { accessToken },
    );
    const path = `/user-api-keys/${created.body.id}`;
    const res = await call(emulator, "PATCH", path, { accessToken, body: { revoked: true } });
    expect(knownError(res)).toMatchObject({
      status: 400,
      code: "PUBLIC_API_KEY_CANNOT_BE_REVOKED",
    });
    const unrevoke = await call(emulator, "PATCH", path, { accessToken, body: { revoked: false } });
    expect(unrevoke.body.error).toBe(
      "body.revoked: can only be true: a revoked key cannot be restored",
    );
    const read = await call(emulator, "GET", path, { accessToken });
    expect(read.body).not.toHaveProperty("manually_revoked_at_millis");
  });

  it("hides other users' keys from a client and answers API_KEY_NOT_FOUND for unknown ids", async () => {
    const owner = await newUser();
    const created = await create(
      { user_id: "me", description: "mine", expires_at_millis: null },
      { accessToken: owner.accessToken },
    );
    const intruder = await newUser();
    const path = `/user-api-keys/${created.body.id}`;
    const read = await call(emulator, "GET", path, { accessToken: intruder.accessToken });
    expect(read.status).toBe(403);
    const patch = await call(emulator, "PATCH", path, {
      accessToken: intruder.accessToken,
      body: { revoked: true },
    });
    expect(patch.status).toBe(403);
    expect((await call(emulator, "GET", path, { access: "server" })).status).toBe(200);
    const unknown = await call(
      emulator,
      "GET",
      "/user-api-keys/00000000-0000-4000-8000-0000000000aa",
      {
        accessToken: owner.accessToken,
      },
    );
    expect(knownError(unknown)).toMatchObject({ status: 404, code: "API_KEY_NOT_FOUND" });
  });
});

describe("POST /user-api-keys/check", () => {
  it("answers the key of a valid secret, last four only", async () => {
    const { accessToken, userId } = await newUser();
    const created = await create(
      { user_id: "me", description: "c", expires_at_millis: null },
      { accessToken },
    );
    const res = await check(created.body.value);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: created.body.id,
      user_id: userId,
      value: { last_four: created.body.value.slice(-4) },
    });
  });

  it("is for servers only", async () => {
    const res = await check("sk_whatever", { access: "client" });
    expect(knownError(res)).toMatchObject({ status: 401, code: "INSUFFICIENT_ACCESS_TYPE" });
  });

  it("answers API_KEY_NOT_FOUND, API_KEY_REVOKED and API_KEY_EXPIRED (by the emulator clock)", async () => {
    expect(knownError(await check("sk_unknown"))).toMatchObject({
      status: 404,
      code: "API_KEY_NOT_FOUND",
    });
    const { accessToken } = await newUser();
    const revoked = await create(
      { user_id: "me", description: "r", expires_at_millis: null },
      { accessToken },
    );
    await call(emulator, "PATCH", `/user-api-keys/${revoked.body.id}`, {
      accessToken,
      body: { revoked: true },
    });
    expect(knownError(await check(revoked.body.value))).toMatchObject({
      status: 401,
      code: "API_KEY_REVOKED",
    });
    const expiring = await create(
      { user_id: "me", description: "e", expires_at_millis: Date.now() + 60_000 },
      { accessToken },
    );
    expect((await check(expiring.body.value)).status).toBe(200);
    emulator.clock.advance(61_000);
    try {
      expect(knownError(await check(expiring.body.value))).toMatchObject({
        status: 401,
        code: "API_KEY_EXPIRED",
      });
    } finally {
      emulator.clock.reset();
    }
  });

  it("answers WRONG_API_KEY_TYPE with both types for a team key", async () => {
    // A team key straight in the store, on a project that allows user keys only.
    const services = createServices({ baseUrl: () => "http://emulator.test", quiet: true });
    await seedState(services, { users: false });
    services.store.projects.get(DEMO_PROJECT.id)!.config.allow_user_api_keys = true;
    const teamKey = services.store.apiKeys.create({
      projectId: DEMO_PROJECT.id,
      type: "team",
      ownerId: "00000000-0000-4000-8000-0000000000bb",
      description: "team",
      isPublic: false,
      expiresAtMillis: null,
    });
    expect(teamKey.value).toMatch(/team1574ck4u7h[0-9a-f]{8}$/);
    const res = await createApp(services).request("/api/v1/user-api-keys/check", {
      method: "POST",
      headers: { ...projectHeaders("server"), "content-type": "application/json" },
      body: JSON.stringify({ api_key: teamKey.value }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: "WRONG_API_KEY_TYPE",
      details: { expected_type: "user", actual_type: "team" },
    });
  });

  it("forgets the keys of a deleted user", async () => {
    const { accessToken, userId } = await newUser();
    const created = await create(
      { user_id: "me", description: "gone", expires_at_millis: null },
      { accessToken },
    );
    await call(emulator, "DELETE", `/users/${userId}`, { access: "server" });
    expect(knownError(await check(created.body.value))).toMatchObject({
      code: "API_KEY_NOT_FOUND",
    });
  });
});

describe("answers in the SDK's wire shapes", () => {
  it("parse with the core's API key schemas", async () => {
    const { accessToken } = await newUser();
    const created = await create(
      { user_id: "me", description: "w", expires_at_millis: Date.now() + 60_000 },
      { accessToken },
    );
    expect(v.safeParse(apiKeyFirstViewJsonSchema, created.body).success).toBe(true);
    const revoked = await call(emulator, "PATCH", `/user-api-keys/${created.body.id}`, {
      accessToken,
      body: { revoked: true },
    });
    expect(v.safeParse(apiKeyJsonSchema, revoked.body).success).toBe(true);
    // The list form carries no whole value: the first-view schema refuses it.
    expect(v.safeParse(apiKeyFirstViewJsonSchema, revoked.body).success).toBe(false);
  });
});
