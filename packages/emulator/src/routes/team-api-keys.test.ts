import { apiKeyFirstViewJsonSchema, apiKeyJsonSchema } from "@app/core/internal";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { call, knownError, setProjectConfig, useTestEmulator } from "../test-utils/harness.js";
import { addToTeam, asServer, createTeamAs, newUser } from "../test-utils/team-helpers.js";

const emulator = useTestEmulator();

const setTeamApiKeys = (enabled: boolean) =>
  setProjectConfig(emulator, { allow_team_api_keys: enabled });

beforeAll(async () => {
  expect((await setTeamApiKeys(true)).status).toBe(200);
});

const keyBody = (team: string, extra: Record<string, unknown> = {}) => ({
  team_id: team,
  description: "CI",
  expires_at_millis: null,
  ...extra,
});

/** A team whose creator (team_admin, so `$manage_api_keys`) is `admin`, and a plain member. */
async function teamWithMember() {
  const admin = await newUser(emulator);
  const member = await newUser(emulator);
  const team = await createTeamAs(admin, "Engines");
  await addToTeam(emulator, team, member.id);
  return { admin, member, team };
}

describe("POST and GET /team-api-keys", () => {
  it("a member with $manage_api_keys creates a key (200, whole value once) and lists it", async () => {
    const { admin, team } = await teamWithMember();
    const res = await admin.call("POST", "/team-api-keys", { body: keyBody(team) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      description: "CI",
      created_at_millis: expect.any(Number),
      is_public: false,
      value: expect.stringMatching(/^sk_[0-9a-z]{45}[0-9a-f]{32}team1574ck4u7h[0-9a-f]{8}$/),
      type: "team",
      team_id: team,
    });
    expect(res.body).not.toHaveProperty("user_id");
    const listed = await admin.call("GET", `/team-api-keys?team_id=${team}`);
    expect(listed.body).toEqual({
      items: [{ ...res.body, value: { last_four: res.body.value.slice(-4) } }],
      is_paginated: false,
    });
    expect(v.safeParse(apiKeyFirstViewJsonSchema, res.body).success).toBe(true);
    expect(v.safeParse(apiKeyJsonSchema, listed.body.items[0]).success).toBe(true);
  });

  it("refuses members without $manage_api_keys and outsiders with TEAM_PERMISSION_REQUIRED", async () => {
    const { admin, member, team } = await teamWithMember();
    const outsider = await newUser(emulator);
    for (const user of [member, outsider]) {
      const created = await user.call("POST", "/team-api-keys", { body: keyBody(team) });
      expect(knownError(created)).toMatchObject({
        status: 401,
        code: "TEAM_PERMISSION_REQUIRED",
      });
      expect(created.body.details).toEqual({
        team_id: team,
        user_id: user.id,
        permission_id: "$manage_api_keys",
      });
      const listed = await user.call("GET", `/team-api-keys?team_id=${team}`);
      expect(knownError(listed)).toMatchObject({ code: "TEAM_PERMISSION_REQUIRED" });
    }
    expect((await admin.call("GET", `/team-api-keys?team_id=${team}`)).body.items).toEqual([]);
    // Granted the permission, the member may.
    await asServer(emulator, "POST", `/team-permissions/${team}/${member.id}/$manage_api_keys`, {});
    const granted = await member.call("POST", "/team-api-keys", { body: keyBody(team) });
    expect(granted.status).toBe(200);
  });

  it("needs a signed-in user for a client", async () => {
    const { team } = await teamWithMember();
    const res = await call(emulator, "POST", "/team-api-keys", { body: keyBody(team) });
    expect(knownError(res)).toMatchObject({ status: 401, code: "USER_AUTHENTICATION_REQUIRED" });
  });

  it("lets a server create and list the keys of any team; an unknown team is TEAM_NOT_FOUND", async () => {
    const { admin, team } = await teamWithMember();
    const created = await asServer(emulator, "POST", "/team-api-keys", keyBody(team));
    expect(created.status).toBe(200);
    const listed = await asServer(emulator, "GET", `/team-api-keys?team_id=${team}`);
    expect(listed.body.items.map((key: { id: string }) => key.id)).toEqual([created.body.id]);
    expect((await admin.call("GET", `/team-api-keys?team_id=${team}`)).body.items).toHaveLength(1);
    const unknown = "00000000-0000-4000-8000-00000000abcd";
    const missing = await asServer(emulator, "POST", "/team-api-keys", keyBody(unknown));
    expect(knownError(missing)).toMatchObject({ status: 404, code: "TEAM_NOT_FOUND" });
  });

  it("refuses a bad team id, both owners and unknown fields, storing nothing", async () => {
    const { admin, team } = await teamWithMember();
    const badId = await admin.call("POST", "/team-api-keys", { body: keyBody("team-1") });
    expect(badId.body).toMatchObject({ code: "SCHEMA_ERROR" });
    expect(badId.body.error).toMatch(/^body\.team_id: /);
    const both = await admin.call("POST", "/team-api-keys", {
      body: keyBody(team, { user_id: "me" }),
    });
    expect(both.status).toBe(400);
    expect(both.text).toBe("Cannot provide both userId and teamId");
    const unknown = await admin.call("POST", "/team-api-keys", {
      body: keyBody(team, { prefix: "x" }),
    });
    expect(unknown.body.error).toBe("body: contains unknown properties: prefix");
    const noTeam = await admin.call("GET", "/team-api-keys");
    expect(noTeam.body.error).toBe("query.team_id: is required");
    expect((await admin.call("GET", `/team-api-keys?team_id=${team}`)).body.items).toEqual([]);
  });

  it("answers 400 text while the project does not allow team API keys", async () => {
    const { admin, team } = await teamWithMember();
    await setTeamApiKeys(false);
    try {
      const res = await admin.call("POST", "/team-api-keys", { body: keyBody(team) });
      expect(res.status).toBe(400);
      expect(res.text).toBe("Team API keys are not enabled for this project.");
      const listed = await admin.call("GET", `/team-api-keys?team_id=${team}`);
      expect(listed.text).toBe("Team API keys are not enabled for this project.");
    } finally {
      await setTeamApiKeys(true);
    }
    expect((await admin.call("GET", `/team-api-keys?team_id=${team}`)).body.items).toEqual([]);
  });
});

describe("GET and PATCH /team-api-keys/{id}", () => {
  it("reads, renames and revokes a key with $manage_api_keys; others get TEAM_PERMISSION_REQUIRED", async () => {
    const { admin, member, team } = await teamWithMember();
    const { body: key } = await admin.call("POST", "/team-api-keys", { body: keyBody(team) });
    const path = `/team-api-keys/${key.id}?team_id=${team}`;
    expect((await admin.call("GET", path)).body).toMatchObject({ id: key.id, team_id: team });
    const denied = await member.call("PATCH", path, { body: { revoked: true } });
    expect(knownError(denied)).toMatchObject({ code: "TEAM_PERMISSION_REQUIRED" });
    expect(knownError(await member.call("GET", path))).toMatchObject({
      code: "TEAM_PERMISSION_REQUIRED",
    });
    const renamed = await admin.call("PATCH", path, { body: { description: "deploys" } });
    expect(renamed.body).toMatchObject({ description: "deploys" });
    expect(renamed.body).not.toHaveProperty("manually_revoked_at_millis");
    const revoked = await admin.call("PATCH", path, { body: { revoked: true } });
    expect(revoked.body.manually_revoked_at_millis).toEqual(expect.any(Number));
    const unknown = await admin.call(
      "GET",
      `/team-api-keys/00000000-0000-4000-8000-00000000abcd?team_id=${team}`,
    );
    expect(knownError(unknown)).toMatchObject({ status: 404, code: "API_KEY_NOT_FOUND" });
  });

  it("refuses to revoke a public key", async () => {
    const { admin, team } = await teamWithMember();
    const { body: key } = await admin.call("POST", "/team-api-keys", {
      body: keyBody(team, { is_public: true }),
    });
    expect(key.value.startsWith("pk_")).toBe(true);
    const res = await admin.call("PATCH", `/team-api-keys/${key.id}?team_id=${team}`, {
      body: { revoked: true },
    });
    expect(knownError(res)).toMatchObject({
      status: 400,
      code: "PUBLIC_API_KEY_CANNOT_BE_REVOKED",
    });
  });
});

describe("POST /team-api-keys/check", () => {
  it("answers the team key of a valid secret to a server; revoked and user keys are refused", async () => {
    const { admin, team } = await teamWithMember();
    const { body: key } = await admin.call("POST", "/team-api-keys", { body: keyBody(team) });
    const check = (apiKey: string) =>
      call(emulator, "POST", "/team-api-keys/check", {
        access: "server",
        body: { api_key: apiKey },
      });
    const ok = await check(key.value);
    expect(ok.body).toMatchObject({ id: key.id, type: "team", team_id: team });
    expect(ok.body.value).toEqual({ last_four: key.value.slice(-4) });
    const asClient = await admin.call("POST", "/team-api-keys/check", {
      body: { api_key: key.value },
    });
    expect(knownError(asClient)).toMatchObject({ code: "INSUFFICIENT_ACCESS_TYPE" });
    await admin.call("PATCH", `/team-api-keys/${key.id}?team_id=${team}`, {
      body: { revoked: true },
    });
    expect(knownError(await check(key.value))).toMatchObject({
      status: 401,
      code: "API_KEY_REVOKED",
    });
    await setProjectConfig(emulator, { allow_user_api_keys: true });
    const userKey = await admin.call("POST", "/user-api-keys", {
      body: { user_id: "me", description: "u", expires_at_millis: null },
    });
    const wrongType = await check(userKey.body.value);
    expect(knownError(wrongType)).toMatchObject({ status: 400, code: "WRONG_API_KEY_TYPE" });
    expect(wrongType.body.details).toEqual({ expected_type: "team", actual_type: "user" });
  });

  it("forgets the keys of a deleted team", async () => {
    const { admin, team } = await teamWithMember();
    const { body: key } = await admin.call("POST", "/team-api-keys", { body: keyBody(team) });
    expect((await asServer(emulator, "DELETE", `/teams/${team}`, {})).status).toBe(200);
    const res = await call(emulator, "POST", "/team-api-keys/check", {
      access: "server",
      body: { api_key: key.value },
    });
    expect(knownError(res)).toMatchObject({ status: 404, code: "API_KEY_NOT_FOUND" });
  });
});
