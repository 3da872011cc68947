import { describe, expect, it } from "vitest";
import { call, knownError, useTestEmulator } from "../test-utils/harness.js";
import { addToTeam, asAdmin, asServer, createTeamAs, newUser } from "../test-utils/team-helpers.js";

const emulator = useTestEmulator();
const ids = (res: { body: { items: { id: string }[] } }) => res.body.items.map((item) => item.id);

describe("team permissions", () => {
  it("lists only direct grants without recursive, as the service does; recursive=true expands team_admin", async () => {
    const ada = await newUser(emulator);
    const team = await createTeamAs(ada);
    const bare = await ada.call("GET", `/team-permissions?team_id=${team}&user_id=me`);
    expect(bare.body).toEqual({
      items: [{ id: "team_admin", user_id: ada.id, team_id: team }],
      is_paginated: false,
    });
    const recursive = await ada.call(
      "GET",
      `/team-permissions?team_id=${team}&user_id=me&recursive=true`,
    );
    expect(ids(recursive)).toEqual([
      "$delete_team",
      "$invite_members",
      "$manage_api_keys",
      "$read_members",
      "$remove_members",
      "$update_team",
      "team_admin",
    ]);
    expect(recursive.body.items[0]).toEqual({ id: "$delete_team", user_id: ada.id, team_id: team });
    const direct = await ada.call(
      "GET",
      `/team-permissions?team_id=${team}&user_id=me&recursive=false`,
    );
    expect(ids(direct)).toEqual(["team_admin"]);
    const one = await ada.call(
      "GET",
      `/team-permissions?team_id=${team}&user_id=me&recursive=true&permission_id=$read_members`,
    );
    expect(ids(one)).toEqual(["$read_members"]);
    const notDirect = await ada.call(
      "GET",
      `/team-permissions?team_id=${team}&user_id=me&permission_id=$read_members`,
    );
    expect(ids(notDirect)).toEqual([]);
  });

  it("team_member holds $read_members and $invite_members", async () => {
    const ada = await newUser(emulator);
    const bob = await newUser(emulator);
    const team = await createTeamAs(ada);
    await addToTeam(emulator, team, bob.id);
    const res = await bob.call(
      "GET",
      `/team-permissions?team_id=${team}&user_id=me&recursive=true`,
    );
    expect(ids(res)).toEqual(["$invite_members", "$read_members", "team_member"]);
  });

  it("a client may not list someone else's: plain-text 403, no known error", async () => {
    const ada = await newUser(emulator);
    const bob = await newUser(emulator);
    const team = await createTeamAs(ada);
    for (const path of [
      `/team-permissions?team_id=${team}&user_id=${bob.id}`,
      `/team-permissions?team_id=${team}`,
      `/project-permissions?user_id=${bob.id}`,
    ]) {
      const res = await ada.call("GET", path);
      expect(res.status).toBe(403);
      expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(res.text).toMatch(/^Client can only list permissions for their own user/);
    }
  });

  it("the server grants (201 {id,user_id,team_id}) and revokes; the list follows", async () => {
    const ada = await newUser(emulator);
    const bob = await newUser(emulator);
    const team = await createTeamAs(ada);
    await addToTeam(emulator, team, bob.id);
    const granted = await asServer(
      emulator,
      "POST",
      `/team-permissions/${team}/${bob.id}/$update_team`,
      {},
    );
    expect(granted.status).toBe(201);
    expect(granted.body).toEqual({ id: "$update_team", user_id: bob.id, team_id: team });
    const again = await asServer(
      emulator,
      "POST",
      `/team-permissions/${team}/${bob.id}/$update_team`,
      {},
    );
    expect(again.status).toBe(201);
    const patched = await bob.call("PATCH", `/teams/${team}`, {
      body: { display_name: "Bob's now" },
    });
    expect(patched.status).toBe(200);
    const revoked = await asServer(
      emulator,
      "DELETE",
      `/team-permissions/${team}/${bob.id}/$update_team`,
    );
    expect(revoked.body).toEqual({ success: true });
    const denied = await bob.call("PATCH", `/teams/${team}`, { body: { display_name: "No" } });
    expect(knownError(denied)).toMatchObject({ code: "TEAM_PERMISSION_REQUIRED" });
    const notHeld = await asServer(
      emulator,
      "DELETE",
      `/team-permissions/${team}/${bob.id}/$update_team`,
    );
    expect(knownError(notHeld)).toMatchObject({ status: 401, code: "TEAM_PERMISSION_NOT_FOUND" });
    expect(notHeld.body.details).toEqual({
      team_id: team,
      user_id: bob.id,
      permission_id: "$update_team",
    });
    const all = await asServer(
      emulator,
      "GET",
      `/team-permissions?team_id=${team}&recursive=false`,
    );
    expect(all.body.items).toEqual(
      [
        { id: "team_admin", user_id: ada.id, team_id: team },
        { id: "team_member", user_id: bob.id, team_id: team },
      ].sort((a, b) => (a.user_id < b.user_id ? -1 : 1)),
    );
  });

  it("refuses unknown permissions, non-members and clients", async () => {
    const ada = await newUser(emulator);
    const bob = await newUser(emulator);
    const team = await createTeamAs(ada);
    const unknown = await asServer(
      emulator,
      "POST",
      `/team-permissions/${team}/${ada.id}/nope`,
      {},
    );
    expect(knownError(unknown)).toMatchObject({ status: 404, code: "PERMISSION_NOT_FOUND" });
    expect(unknown.body.details).toEqual({ permission_id: "nope" });
    const outsider = await asServer(
      emulator,
      "POST",
      `/team-permissions/${team}/${bob.id}/team_member`,
      {},
    );
    expect(knownError(outsider)).toMatchObject({ status: 404, code: "TEAM_MEMBERSHIP_NOT_FOUND" });
    const client = await ada.call("POST", `/team-permissions/${team}/${ada.id}/team_member`, {
      body: {},
    });
    expect(knownError(client)).toMatchObject({ status: 401, code: "INSUFFICIENT_ACCESS_TYPE" });
  });

  it("granting a permission defined only at project scope answers WRONG_PERMISSION_SCOPE", async () => {
    const ada = await newUser(emulator);
    const team = await createTeamAs(ada);
    await asAdmin(emulator, "POST", "/project-permission-definitions", { id: "billing:read" });
    const res = await asServer(
      emulator,
      "POST",
      `/team-permissions/${team}/${ada.id}/billing:read`,
      {},
    );
    expect(knownError(res)).toEqual({
      status: 404,
      code: "WRONG_PERMISSION_SCOPE",
      header: "WRONG_PERMISSION_SCOPE",
    });
    expect(res.body.details).toEqual({
      permission_id: "billing:read",
      expected_scope: "team",
      actual_scope: "project",
    });
    const held = await asServer(emulator, "GET", `/team-permissions?team_id=${team}`);
    expect(ids(held)).toEqual(["team_admin"]);
  });

  it.each<[string, string]>([
    ["$admin", "params.permission_id: Invalid system permission"],
    [
      "Admin",
      'params.permission_id: Only lowercase letters, numbers, ":", "_" and optional "$" at the beginning are allowed',
    ],
  ])("names a bad permission id %j", async (id, message) => {
    const ada = await newUser(emulator);
    const team = await createTeamAs(ada);
    const res = await asServer(
      emulator,
      "POST",
      `/team-permissions/${team}/${ada.id}/${encodeURIComponent(id)}`,
      {},
    );
    expect(knownError(res)).toMatchObject({ status: 400, code: "SCHEMA_ERROR" });
    expect(res.body.error).toBe(message);
  });
});

describe("project permissions", () => {
  it("the server grants and revokes; a client lists their own, direct or with recursive=true", async () => {
    const ada = await newUser(emulator);
    await asAdmin(emulator, "POST", "/project-permission-definitions", { id: "read:posts" });
    await asAdmin(emulator, "POST", "/project-permission-definitions", {
      id: "editor",
      contained_permission_ids: ["read:posts"],
    });
    const granted = await asServer(emulator, "POST", `/project-permissions/${ada.id}/editor`, {});
    expect(granted.status).toBe(201);
    expect(granted.body).toEqual({ id: "editor", user_id: ada.id });
    expect(ids(await ada.call("GET", "/project-permissions?user_id=me&recursive=true"))).toEqual([
      "editor",
      "read:posts",
    ]);
    expect(ids(await ada.call("GET", "/project-permissions?user_id=me"))).toEqual(["editor"]);
    expect(ids(await ada.call("GET", "/project-permissions?user_id=me&recursive=false"))).toEqual([
      "editor",
    ]);
    // A team permission granted project-wide: the service names the scope it was found in.
    const teamScoped = await asServer(
      emulator,
      "POST",
      `/project-permissions/${ada.id}/team_admin`,
      {},
    );
    expect(knownError(teamScoped)).toMatchObject({ status: 404, code: "WRONG_PERMISSION_SCOPE" });
    expect(teamScoped.body.details).toEqual({
      permission_id: "team_admin",
      expected_scope: "project",
      actual_scope: "team",
    });
    const unknown = await asServer(emulator, "POST", `/project-permissions/${ada.id}/nope`, {});
    expect(knownError(unknown)).toMatchObject({ status: 404, code: "PERMISSION_NOT_FOUND" });
    await asServer(emulator, "DELETE", `/project-permissions/${ada.id}/editor`);
    expect(ids(await ada.call("GET", "/project-permissions?user_id=me"))).toEqual([]);
    const notHeld = await asServer(emulator, "DELETE", `/project-permissions/${ada.id}/editor`);
    expect(knownError(notHeld)).toMatchObject({ status: 404, code: "PERMISSION_NOT_FOUND" });
  });

  it("user_default_permissions go to every new user", async () => {
    await asAdmin(emulator, "POST", "/project-permission-definitions", { id: "newcomer" });
    await asAdmin(emulator, "PATCH", "/internal/projects/current", {
      config: { user_default_permissions: [{ id: "newcomer" }] },
    });
    try {
      const ada = await newUser(emulator);
      expect(ids(await ada.call("GET", "/project-permissions?user_id=me"))).toEqual(["newcomer"]);
      const anonymous = await call(emulator, "POST", "/auth/anonymous/sign-up", { body: {} });
      const held = await call(emulator, "GET", "/project-permissions?user_id=me", {
        accessToken: anonymous.body.access_token,
        allowAnonymous: true,
      });
      expect(ids(held)).toEqual(["newcomer"]);
    } finally {
      await asAdmin(emulator, "PATCH", "/internal/projects/current", {
        config: { user_default_permissions: [] },
      });
    }
  });
});
