import { internalApiKeyFirstViewJsonSchema, internalApiKeyJsonSchema } from "@app/core/internal";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  type CallOptions,
  call,
  DEMO_PROJECT,
  knownError,
  refreshGrant,
  signIn,
  useTestEmulator,
} from "../test-utils/harness.js";

const emulator = useTestEmulator();

const HOUR = 60 * 60 * 1000;

const create = (body: Record<string, unknown>, options: CallOptions = {}) =>
  call(emulator, "POST", "/internal/api-keys", { access: "admin", body, ...options });

const allKeys = (expiresAt = Date.now() + HOUR) =>
  create({
    description: "all three",
    expires_at_millis: expiresAt,
    has_publishable_client_key: true,
    has_secret_server_key: true,
    has_super_secret_admin_key: true,
  });

/** Headers of an access type with the given key instead of the project's own. */
function withKey(access: "client" | "server" | "admin", key: string): CallOptions {
  const header = {
    client: "x-stack-publishable-client-key",
    server: "x-stack-secret-server-key",
    admin: "x-stack-super-secret-admin-key",
  }[access];
  return { access, headers: { [header]: key } };
}

describe("POST /internal/api-keys", () => {
  it("creates the keys asked for, answering 200 with the whole keys once", async () => {
    const expiresAt = Date.now() + HOUR;
    const res = await create({
      description: "backend",
      expires_at_millis: expiresAt,
      has_publishable_client_key: true,
      has_secret_server_key: true,
      has_super_secret_admin_key: false,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      description: "backend",
      created_at_millis: expect.any(Number),
      expires_at_millis: expiresAt,
      publishable_client_key: expect.stringMatching(/^pck_[0-9a-z]{45}$/),
      secret_server_key: expect.stringMatching(/^ssk_[0-9a-z]{45}$/),
    });
    const list = await call(emulator, "GET", "/internal/api-keys", { access: "admin" });
    const listed = list.body.items.find((key: { id: string }) => key.id === res.body.id);
    expect(listed).toEqual({
      ...res.body,
      publishable_client_key: { last_four: res.body.publishable_client_key.slice(-4) },
      secret_server_key: { last_four: res.body.secret_server_key.slice(-4) },
    });
    expect(list.body.is_paginated).toBe(false);
    expect(v.safeParse(internalApiKeyFirstViewJsonSchema, res.body).success).toBe(true);
    expect(v.safeParse(internalApiKeyJsonSchema, listed).success).toBe(true);
  });

  it("is for admins only and checks its body", async () => {
    const server = await create({}, { access: "server" });
    expect(knownError(server)).toMatchObject({ status: 401, code: "INSUFFICIENT_ACCESS_TYPE" });
    const missing = await create({ description: "x", expires_at_millis: Date.now() });
    expect(missing.body.error).toBe(
      [
        "body.has_publishable_client_key: is required",
        "body.has_secret_server_key: is required",
        "body.has_super_secret_admin_key: is required",
      ].join("\n"),
    );
  });
});

describe("GET and PATCH /internal/api-keys/{id}", () => {
  it("reads, renames and revokes a key, newest first in the list", async () => {
    const older = await allKeys();
    emulator.clock.advance(5);
    const newer = await allKeys();
    emulator.clock.reset();
    const list = await call(emulator, "GET", "/internal/api-keys", { access: "admin" });
    const ids = list.body.items.map((key: { id: string }) => key.id);
    expect(ids.indexOf(newer.body.id)).toBeLessThan(ids.indexOf(older.body.id));
    const path = `/internal/api-keys/${older.body.id}`;
    const renamed = await call(emulator, "PATCH", path, {
      access: "admin",
      body: { description: "renamed" },
    });
    expect(renamed.body).toMatchObject({ description: "renamed" });
    expect(renamed.body).not.toHaveProperty("manually_revoked_at_millis");
    const revoked = await call(emulator, "PATCH", path, {
      access: "admin",
      body: { revoked: true },
    });
    expect(revoked.body.manually_revoked_at_millis).toEqual(expect.any(Number));
    const read = await call(emulator, "GET", path, { access: "admin" });
    expect(read.body).toEqual(revoked.body);
  });

  it("answers API_KEY_NOT_FOUND for an unknown id", async () => {
    const res = await call(
      emulator,
      "PATCH",
      "/internal/api-keys/00000000-0000-4000-8000-0000000000aa",
      { access: "admin", body: { revoked: true } },
    );
    expect(knownError(res)).toMatchObject({ status: 404, code: "API_KEY_NOT_FOUND" });
  });
});

describe("internal keys as project keys", () => {
  it("work for client, server and admin requests and the refresh grant", async () => {
    const { body: key } = await allKeys();
    const client = await call(emulator, "GET", "/projects/current", {
      ...withKey("client", key.publishable_client_key),
    });
    expect(client.status).toBe(200);
    const server = await call(emulator, "GET", "/users?limit=1", {
      ...withKey("server", key.secret_server_key),
    });
    expect(server.status).toBe(200);
    const admin = await call(emulator, "GET", "/internal/projects/current", {
      ...withKey("admin", key.super_secret_admin_key),
    });
    expect(admin.status).toBe(200);
    const tokens = await signIn(emulator);
    const grant = await refreshGrant(emulator, {
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token,
      client_id: DEMO_PROJECT.id,
      client_secret: key.publishable_client_key,
    });
    expect(grant.status).toBe(200);
  });

  it("are refused like wrong keys once revoked", async () => {
    const { body: key } = await allKeys();
    await call(emulator, "PATCH", `/internal/api-keys/${key.id}`, {
      access: "admin",
      body: { revoked: true },
    });
    const client = await call(emulator, "GET", "/projects/current", {
      ...withKey("client", key.publishable_client_key),
    });
    expect(knownError(client)).toMatchObject({
      status: 401,
      code: "INVALID_PUBLISHABLE_CLIENT_KEY",
    });
    const server = await call(emulator, "GET", "/users", {
      ...withKey("server", key.secret_server_key),
    });
    expect(knownError(server)).toMatchObject({ status: 401, code: "INVALID_SECRET_SERVER_KEY" });
    const admin = await call(emulator, "GET", "/internal/projects/current", {
      ...withKey("admin", key.super_secret_admin_key),
    });
    expect(knownError(admin)).toMatchObject({
      status: 401,
      code: "INVALID_SUPER_SECRET_ADMIN_KEY",
    });
  });

  it("are refused once expired, by the emulator clock", async () => {
    const { body: key } = await allKeys(Date.now() + 60_000);
    emulator.clock.advance(61_000);
    try {
      const server = await call(emulator, "GET", "/users", {
        ...withKey("server", key.secret_server_key),
      });
      expect(knownError(server)).toMatchObject({ status: 401, code: "INVALID_SECRET_SERVER_KEY" });
    } finally {
      emulator.clock.reset();
    }
  });

  it("belong to their project only", async () => {
    const { body: key } = await allKeys();
    const res = await call(emulator, "GET", "/projects/current", {
      access: "client",
      headers: {
        "x-stack-project-id": "internal",
        "x-stack-publishable-client-key": key.publishable_client_key,
      },
    });
    expect(knownError(res)).toMatchObject({ code: "INVALID_PUBLISHABLE_CLIENT_KEY" });
  });
});
