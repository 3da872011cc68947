import {
  clientTeamJsonSchema,
  permissionDefinitionJsonSchema,
  serverTeamJsonSchema,
  serverTeamMemberProfileJsonSchema,
  teamInvitationDetailsJsonSchema,
  teamInvitationJsonSchema,
  teamMemberProfileJsonSchema,
  teamMembershipJsonSchema,
  teamPermissionJsonSchema,
} from "@app/core/internal";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { call, INTERNAL_PROJECT, knownError, useTestEmulator } from "../test-utils/harness.js";
import { addToTeam, asAdmin, asServer, createTeamAs, newUser } from "../test-utils/team-helpers.js";

const emulator = useTestEmulator();

describe("POST /teams", () => {
  it("a client creates a team and becomes its member with the creator defaults; the team is not selected, as on the service", async () => {
    const ada = await newUser(emulator);
    const res = await ada.call("POST", "/teams", {
      body: {
        display_name: "Analytical Engines",
        creator_user_id: "me",
        client_metadata: { a: 1 },
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      display_name: "Analytical Engines",
      profile_image_url: null,
      client_metadata: { a: 1 },
      client_read_only_metadata: null,
    });
    const me = await ada.call("GET", "/users/me");
    expect(me.body.selected_team_id).toBeNull();
    expect(me.body.selected_team).toBeNull();
    const permissions = await ada.call(
      "GET",
      `/team-permissions?team_id=${res.body.id}&user_id=me&recursive=false`,
    );
    expect(permissions.body.items).toEqual([
      { id: "team_admin", user_id: ada.id, team_id: res.body.id },
    ]);
  });

  it("refuses client creation when the project turns it off (403 text), and changes nothing", async () => {
    const ada = await newUser(emulator);
    await asAdmin(emulator, "PATCH", "/internal/projects/current", {
      config: { client_team_creation_enabled: false },
    });
    try {
      const res = await ada.call("POST", "/teams", { body: { display_name: "Nope" } });
      expect(res.status).toBe(403);
      expect(res.text).toBe("Client team creation is disabled for this project");
      expect((await ada.call("GET", "/teams?user_id=me")).body.items).toEqual([]);
    } finally {
      await asAdmin(emulator, "PATCH", "/internal/projects/current", {
        config: { client_team_creation_enabled: true },
      });
    }
  });

  it("a client may not name another creator, nor create without signing in", async () => {
    const ada = await newUser(emulator);
    const bob = await newUser(emulator);
    const other = await ada.call("POST", "/teams", {
      body: { display_name: "X", creator_user_id: bob.id },
    });
    expect(other.status).toBe(403);
    expect(other.text).toBe(
      "You cannot create a team as a user that is not yourself. Make sure you set the creator_user_id to 'me'.",
    );
    const anonymous = await call(emulator, "POST", "/teams", { body: { display_name: "X" } });
    expect(knownError(anonymous)).toMatchObject({
      status: 401,
      code: "USER_AUTHENTICATION_REQUIRED",
    });
  });

  it("the server creates teams with or without a creator, with server fields", async () => {
    const bob = await newUser(emulator);
    const res = await asServer(emulator, "POST", "/teams", {
      display_name: "Server Team",
      creator_user_id: bob.id,
      server_metadata: { plan: "pro" },
      client_read_only_metadata: { seats: 3 },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      display_name: "Server Team",
      server_metadata: { plan: "pro" },
      client_read_only_metadata: { seats: 3 },
      created_at_millis: expect.any(Number),
    });
    const members = await asServer(emulator, "GET", `/users?team_id=${res.body.id}`);
    expect(members.body.items.map((u: { id: string }) => u.id)).toEqual([bob.id]);
    const orphan = await asServer(emulator, "POST", "/teams", { display_name: "No creator" });
    expect(orphan.status).toBe(201);
    expect(
      (await asServer(emulator, "GET", `/users?team_id=${orphan.body.id}`)).body.items,
    ).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["no display name", {}, "body.display_name: is required"],
    [
      "an unknown field",
      { display_name: "T", plan: "pro" },
      "body: contains unknown properties: plan",
    ],
    [
      "server metadata from a client",
      { display_name: "T", server_metadata: {} },
      "body: contains unknown properties: server_metadata",
    ],
    [
      "a profile image that is no URL",
      { display_name: "T", profile_image_url: "team.png" },
      "body.profile_image_url: must be a valid URL",
    ],
    [
      "a bad creator id",
      { display_name: "T", creator_user_id: "someone" },
      'body.creator_user_id: must be a valid UUID or "me"',
    ],
  ])("names the field of bad input: %s", async (_, body, message) => {
    const ada = await newUser(emulator);
    const res = await ada.call("POST", "/teams", { body });
    expect(knownError(res)).toMatchObject({ status: 400, code: "SCHEMA_ERROR" });
    expect(res.body.error).toBe(message);
    expect((await ada.call("GET", "/teams?user_id=me")).body.items).toEqual([]);
  });

  it("an unknown creator is USER_NOT_FOUND for the server", async () => {
    const res = await asServer(emulator, "POST", "/teams", {
      display_name: "T",
      creator_user_id: "00000000-0000-4000-8000-00000000ffff",
    });
    expect(knownError(res)).toMatchObject({ status: 404, code: "USER_NOT_FOUND" });
  });
});

describe("GET /teams", () => {
  it("a client lists their own teams only, with user_id=me or their id", async () => {
    const ada = await newUser(emulator);
    const bob = await newUser(emulator);
    const mine = await createTeamAs(ada, "Mine");
    await createTeamAs(bob, "Bob's");
    const res = await ada.call("GET", "/teams?user_id=me");
    expect(res.body).toEqual({
      items: [expect.objectContaining({ id: mine, display_name: "Mine" })],
      is_paginated: false,
    });
    expect((await ada.call("GET", `/teams?user_id=${ada.id}`)).body.items).toHaveLength(1);
  });

  it("another user's teams, or no user_id, are a plain-text 403 for a client", async () => {
    const ada = await newUser(emulator);
    const bob = await newUser(emulator);
    for (const path of [`/teams?user_id=${bob.id}`, "/teams"]) {
      const res = await ada.call("GET", path);
      expect(res.status).toBe(403);
      expect(res.headers.get("x-stack-known-error")).toBeNull();
      expect(res.text).toMatch(/^Client can only list teams for their own user/);
    }
  });

  it("the server lists every team or a user's, whole: is_paginated false and no pagination object", async () => {
    const ada = await newUser(emulator);
    const first = await createTeamAs(ada, "First");
    const second = await createTeamAs(ada, "Second");
    const adas = await asServer(emulator, "GET", `/teams?user_id=${ada.id}`);
    expect(adas.body.items.map((t: { id: string }) => t.id)).toEqual([first, second]);
    expect(adas.body.items[0]).toHaveProperty("server_metadata");
    expect(adas.body.is_paginated).toBe(false);
    expect(adas.body).not.toHaveProperty("pagination");
    const all = await asServer(emulator, "GET", "/teams");
    expect(all.body).toEqual({ items: expect.any(Array), is_paginated: false });
    const ids = all.body.items.map((t: { id: string }) => t.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
  });
});

describe("GET/PATCH/DELETE /teams/{id}", () => {
  it("a member reads a team; others get TEAM_MEMBERSHIP_NOT_FOUND, unknown ids TEAM_NOT_FOUND", async () => {
    const ada = await newUser(emulator);
    const eve = await newUser(emulator);
    const team = await createTeamAs(ada);
    expect((await ada.call("GET", `/teams/${team}`)).body.id).toBe(team);
    expect(knownError(await eve.call("GET", `/teams/${team}`))).toMatchObject({
      status: 404,
      code: "TEAM_MEMBERSHIP_NOT_FOUND",
    });
    const missing = await ada.call("GET", "/teams/00000000-0000-4000-8000-00000000ffff");
    expect(knownError(missing)).toMatchObject({ status: 404, code: "TEAM_NOT_FOUND" });
    expect(missing.body.details).toEqual({ team_id: "00000000-0000-4000-8000-00000000ffff" });
    expect((await ada.call("GET", "/teams/nope")).body.error).toBe(
      "params.team_id: must be a valid UUID",
    );
  });

  it("updating needs $update_team: the creator may, a plain member may not", async () => {
    const ada = await newUser(emulator);
    const bob = await newUser(emulator);
    const team = await createTeamAs(ada, "Before");
    await addToTeam(emulator, team, bob.id);
    const denied = await bob.call("PATCH", `/teams/${team}`, { body: { display_name: "Bob's" } });
    expect(knownError(denied)).toMatchObject({ status: 401, code: "TEAM_PERMISSION_REQUIRED" });
    expect(denied.body.details).toEqual({
      team_id: team,
      user_id: bob.id,
      permission_id: "$update_team",
    });
    const res = await ada.call("PATCH", `/teams/${team}`, {
      body: { display_name: "After", client_metadata: { x: 1 } },
    });
    expect(res.body).toMatchObject({ display_name: "After", client_metadata: { x: 1 } });
    const readOnly = await ada.call("PATCH", `/teams/${team}`, {
      body: { client_read_only_metadata: {} },
    });
    expect(readOnly.body.error).toBe(
      "body: contains unknown properties: client_read_only_metadata",
    );
    const server = await asServer(emulator, "PATCH", `/teams/${team}`, {
      client_read_only_metadata: { seats: 5 },
      server_metadata: { plan: "team" },
    });
    expect(server.body).toMatchObject({
      display_name: "After",
      client_read_only_metadata: { seats: 5 },
      server_metadata: { plan: "team" },
    });
  });

  it("deleting needs $delete_team and removes memberships, permissions, invitations and selections", async () => {
    const ada = await newUser(emulator);
    const bob = await newUser(emulator);
    const team = await createTeamAs(ada);
    await addToTeam(emulator, team, bob.id);
    await bob.call("PATCH", "/users/me", { body: { selected_team_id: team } });
    await ada.call("POST", "/team-invitations/send-code", {
      body: { email: "someone@example.com", team_id: team, callback_url: "http://localhost/join" },
    });
    const denied = await bob.call("DELETE", `/teams/${team}`);
    expect(knownError(denied)).toMatchObject({ status: 401, code: "TEAM_PERMISSION_REQUIRED" });
    // A body along with the delete is ignored, as on the service.
    const deleted = await ada.call("DELETE", `/teams/${team}`, { body: { reason: "done" } });
    expect(deleted.body).toEqual({ success: true });
    expect((await bob.call("GET", "/users/me")).body).toMatchObject({
      selected_team_id: null,
      selected_team: null,
    });
    expect((await ada.call("GET", "/users/me")).body.selected_team_id).toBeNull();
    expect((await bob.call("GET", "/teams?user_id=me")).body.items).toEqual([]);
    const grants = await asServer(emulator, "GET", `/team-permissions?team_id=${team}`);
    expect(grants.body.items).toEqual([]);
    const gone = await asServer(emulator, "GET", `/teams/${team}`);
    expect(knownError(gone)).toMatchObject({ status: 404, code: "TEAM_NOT_FOUND" });
    const code = emulator.outbox.latestCode("someone@example.com");
    const accept = await bob.call("POST", "/team-invitations/accept", { body: { code } });
    expect(knownError(accept)).toMatchObject({ code: "VERIFICATION_CODE_NOT_FOUND" });
  });
});

describe("selected team", () => {
  it("PATCH /users/me selects a team the user is a member of, and only such a team", async () => {
    const ada = await newUser(emulator);
    const bob = await newUser(emulator);
    const team = await createTeamAs(ada);
    const denied = await bob.call("PATCH", "/users/me", { body: { selected_team_id: team } });
    expect(knownError(denied)).toMatchObject({ status: 404, code: "TEAM_MEMBERSHIP_NOT_FOUND" });
    await addToTeam(emulator, team, bob.id);
    const res = await bob.call("PATCH", "/users/me", { body: { selected_team_id: team } });
    expect(res.body.selected_team).toMatchObject({ id: team });
    expect(res.body.selected_team).not.toHaveProperty("server_metadata");
    const server = await asServer(emulator, "GET", `/users/${bob.id}`);
    expect(server.body.selected_team).toMatchObject({ id: team, server_metadata: null });
    const cleared = await bob.call("PATCH", "/users/me", { body: { selected_team_id: null } });
    expect(cleared.body.selected_team).toBeNull();
  });
});

describe("create_team_on_sign_up", () => {
  it("gives a new user of the internal project a personal team, selected", async () => {
    const email = `internal-${crypto.randomUUID()}@example.com`;
    const res = await call(emulator, "POST", "/auth/password/sign-up", {
      project: INTERNAL_PROJECT,
      body: { email, password: "a-good-password" },
    });
    expect(res.status).toBe(200);
    const me = await call(emulator, "GET", "/users/me", {
      project: INTERNAL_PROJECT,
      accessToken: res.body.access_token,
    });
    expect(me.body.selected_team).toMatchObject({ display_name: `${email}'s Team` });
  });

  it("names the team after the display name when the server creates the user", async () => {
    await asAdmin(emulator, "PATCH", "/internal/projects/current", {
      config: { create_team_on_sign_up: true },
    });
    try {
      // POST /users answers the user as created; the team shows once it is read again.
      const res = await asServer(emulator, "POST", "/users", { display_name: "Grace" });
      const grace = await asServer(emulator, "GET", `/users/${res.body.id}`);
      expect(grace.body.selected_team).toMatchObject({ display_name: "Grace's Team" });
      const nameless = await asServer(emulator, "POST", "/users", {});
      const read = await asServer(emulator, "GET", `/users/${nameless.body.id}`);
      expect(read.body.selected_team).toMatchObject({ display_name: "Personal Team" });
    } finally {
      await asAdmin(emulator, "PATCH", "/internal/projects/current", {
        config: { create_team_on_sign_up: false },
      });
    }
  });

  it("is off for the demo project: a new user has no team", async () => {
    const ada = await newUser(emulator);
    expect((await ada.call("GET", "/users/me")).body.selected_team).toBeNull();
  });
});

describe("answers parse with the SDK's wire schemas", () => {
  it("teams, profiles, invitations, permissions and definitions", async () => {
    const ada = await newUser(emulator);
    const team = await createTeamAs(ada, "Wire");
    // Ada invites her own address: only its owner may read the invitation's details.
    await ada.call("POST", "/team-invitations/send-code", {
      body: { email: ada.email, team_id: team, callback_url: "http://localhost/join" },
    });
    const code = emulator.outbox.latestCode(ada.email);
    const checks: [v.GenericSchema, unknown][] = [
      [clientTeamJsonSchema, (await ada.call("GET", `/teams/${team}`)).body],
      [serverTeamJsonSchema, (await asServer(emulator, "GET", `/teams/${team}`)).body],
      [
        teamMemberProfileJsonSchema,
        (await ada.call("GET", `/team-member-profiles/${team}/me`)).body,
      ],
      [
        serverTeamMemberProfileJsonSchema,
        (await asServer(emulator, "GET", `/team-member-profiles/${team}/${ada.id}`)).body,
      ],
      [
        teamInvitationJsonSchema,
        (await ada.call("GET", `/team-invitations?team_id=${team}`)).body.items[0],
      ],
      [
        teamInvitationDetailsJsonSchema,
        (await ada.call("POST", "/team-invitations/accept/details", { body: { code } })).body,
      ],
      [
        teamPermissionJsonSchema,
        (await ada.call("GET", `/team-permissions?team_id=${team}&user_id=me`)).body.items[0],
      ],
      [
        permissionDefinitionJsonSchema,
        (await asAdmin(emulator, "GET", "/team-permission-definitions")).body.items[0],
      ],
      [
        teamMembershipJsonSchema,
        (
          await asServer(
            emulator,
            "POST",
            `/team-memberships/${team}/${(await newUser(emulator)).id}`,
            {},
          )
        ).body,
      ],
    ];
    for (const [schema, value] of checks) {
      const result = v.safeParse(schema, value);
      expect(
        result.success ? [] : result.issues.map((i) => i.message),
        JSON.stringify(value),
      ).toEqual([]);
    }
  });
});
