import { describe, expect, it } from "vitest";
import { call, knownError, useTestEmulator } from "../test-utils/harness.js";
import { addToTeam, asServer, createTeamAs, newUser } from "../test-utils/team-helpers.js";

const emulator = useTestEmulator();
const MISSING = "00000000-0000-4000-8000-00000000ffff";

describe("POST /team-memberships/{team}/{user} (server)", () => {
  it("adds a member with the member defaults and answers 201 {team_id, user_id}", async () => {
    const ada = await newUser(emulator);
    const bob = await newUser(emulator);
    const team = await createTeamAs(ada);
    const res = await asServer(emulator, "POST", `/team-memberships/${team}/${bob.id}`, {});
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ team_id: team, user_id: bob.id });
    const held = await bob.call(
      "GET",
      `/team-permissions?team_id=${team}&user_id=me&recursive=false`,
    );
    expect(held.body.items).toEqual([{ id: "team_member", user_id: bob.id, team_id: team }]);
    expect((await bob.call("GET", "/teams?user_id=me")).body.items).toHaveLength(1);
  });

  it("refuses a second membership, unknown teams and users, and clients", async () => {
    const ada = await newUser(emulator);
    const team = await createTeamAs(ada);
    const again = await asServer(emulator, "POST", `/team-memberships/${team}/${ada.id}`, {});
    expect(knownError(again)).toMatchObject({
      status: 409,
      code: "TEAM_MEMBERSHIP_ALREADY_EXISTS",
    });
    const noTeam = await asServer(emulator, "POST", `/team-memberships/${MISSING}/${ada.id}`, {});
    expect(knownError(noTeam)).toMatchObject({ status: 404, code: "TEAM_NOT_FOUND" });
    const noUser = await asServer(emulator, "POST", `/team-memberships/${team}/${MISSING}`, {});
    expect(knownError(noUser)).toMatchObject({ status: 404, code: "USER_NOT_FOUND" });
    const client = await ada.call("POST", `/team-memberships/${team}/${ada.id}`, { body: {} });
    expect(knownError(client)).toMatchObject({ status: 401, code: "INSUFFICIENT_ACCESS_TYPE" });
    const badBody = await asServer(emulator, "POST", `/team-memberships/${team}/${ada.id}`, {
      role: "admin",
    });
    expect(badBody.body.error).toBe("body: contains unknown properties: role");
    const badUser = await asServer(emulator, "POST", `/team-memberships/${team}/bob`, {});
    expect(badUser.body.error).toBe('params.user_id: must be a valid UUID or "me"');
  });
});

describe("DELETE /team-memberships/{team}/{user}", () => {
  it("a member leaves with `me`: permissions and the selected team go too", async () => {
    const ada = await newUser(emulator);
    const bob = await newUser(emulator);
    const team = await createTeamAs(ada);
    await addToTeam(emulator, team, bob.id);
    await bob.call("PATCH", "/users/me", { body: { selected_team_id: team } });
    const res = await bob.call("DELETE", `/team-memberships/${team}/me`, { body: {} });
    expect(res.body).toEqual({ success: true });
    expect((await bob.call("GET", "/users/me")).body.selected_team_id).toBeNull();
    expect((await bob.call("GET", "/teams?user_id=me")).body.items).toEqual([]);
    const held = await asServer(
      emulator,
      "GET",
      `/team-permissions?team_id=${team}&user_id=${bob.id}`,
    );
    expect(held.body.items).toEqual([]);
    const again = await bob.call("DELETE", `/team-memberships/${team}/me`);
    expect(knownError(again)).toMatchObject({ status: 404, code: "TEAM_MEMBERSHIP_NOT_FOUND" });
    expect(again.body.details).toEqual({ team_id: team, user_id: bob.id });
  });

  it("removing someone else needs $remove_members", async () => {
    const ada = await newUser(emulator);
    const bob = await newUser(emulator);
    const cy = await newUser(emulator);
    const team = await createTeamAs(ada);
    await addToTeam(emulator, team, bob.id);
    await addToTeam(emulator, team, cy.id);
    const denied = await bob.call("DELETE", `/team-memberships/${team}/${cy.id}`);
    expect(knownError(denied)).toMatchObject({ status: 401, code: "TEAM_PERMISSION_REQUIRED" });
    expect(denied.body.details.permission_id).toBe("$remove_members");
    const outsider = await newUser(emulator);
    const notMember = await outsider.call("DELETE", `/team-memberships/${team}/${cy.id}`);
    expect(knownError(notMember)).toMatchObject({ code: "TEAM_MEMBERSHIP_NOT_FOUND" });
    expect((await ada.call("DELETE", `/team-memberships/${team}/${cy.id}`)).status).toBe(200);
    expect((await cy.call("GET", "/teams?user_id=me")).body.items).toEqual([]);
  });

  it("the server removes anyone", async () => {
    const ada = await newUser(emulator);
    const team = await createTeamAs(ada);
    const res = await asServer(emulator, "DELETE", `/team-memberships/${team}/${ada.id}`);
    expect(res.body).toEqual({ success: true });
    const gone = await asServer(emulator, "DELETE", `/team-memberships/${team}/${ada.id}`);
    expect(knownError(gone)).toMatchObject({ status: 404, code: "TEAM_MEMBERSHIP_NOT_FOUND" });
  });
});

describe("team member profiles", () => {
  it("a profile defaults to the user's own name and picture, and changes apart from them", async () => {
    const ada = await newUser(emulator);
    await ada.call("PATCH", "/users/me", {
      body: { display_name: "Ada", profile_image_url: "data:image/png;base64,aGVsbG8=" },
    });
    const team = await createTeamAs(ada);
    const own = await ada.call("GET", `/team-member-profiles/${team}/me`);
    expect(own.body).toEqual({
      team_id: team,
      user_id: ada.id,
      display_name: "Ada",
      profile_image_url: "data:image/png;base64,aGVsbG8=",
    });
    const patched = await ada.call("PATCH", `/team-member-profiles/${team}/me`, {
      body: { display_name: "Countess" },
    });
    expect(patched.body).toMatchObject({ display_name: "Countess" });
    expect((await ada.call("GET", "/users/me")).body.display_name).toBe("Ada");
    const bad = await ada.call("PATCH", `/team-member-profiles/${team}/me`, {
      body: { display_name: "X", bio: "" },
    });
    expect(bad.body.error).toBe("body: contains unknown properties: bio");
  });

  // Regression: the emulator (and the SDK) let a profile name be set to null, which the service
  // refuses: its profile name is a string.
  it("refuses a null profile name with SCHEMA_ERROR, and keeps the name", async () => {
    const ada = await newUser(emulator);
    const team = await createTeamAs(ada);
    await ada.call("PATCH", `/team-member-profiles/${team}/me`, { body: { display_name: "Ada" } });
    const res = await ada.call("PATCH", `/team-member-profiles/${team}/me`, {
      body: { display_name: null },
    });
    expect(knownError(res)).toMatchObject({ status: 400, code: "SCHEMA_ERROR" });
    expect(res.body.error).toBe("body.display_name: must be a string");
    const own = await ada.call("GET", `/team-member-profiles/${team}/me`);
    expect(own.body.display_name).toBe("Ada");
  });

  it("listing other members needs $read_members; a member's own profile does not", async () => {
    const ada = await newUser(emulator);
    const bob = await newUser(emulator);
    const team = await createTeamAs(ada);
    await addToTeam(emulator, team, bob.id);
    const all = await bob.call("GET", `/team-member-profiles?team_id=${team}`);
    expect(all.body.items.map((p: { user_id: string }) => p.user_id)).toEqual([ada.id, bob.id]);
    await asServer(emulator, "DELETE", `/team-permissions/${team}/${bob.id}/team_member`);
    const denied = await bob.call("GET", `/team-member-profiles?team_id=${team}`);
    expect(knownError(denied)).toMatchObject({ status: 401, code: "TEAM_PERMISSION_REQUIRED" });
    expect(denied.body.details.permission_id).toBe("$read_members");
    const otherOne = await bob.call("GET", `/team-member-profiles/${team}/${ada.id}`);
    expect(knownError(otherOne)).toMatchObject({ code: "TEAM_PERMISSION_REQUIRED" });
    const own = await bob.call("GET", `/team-member-profiles?team_id=${team}&user_id=me`);
    expect(own.body.items).toEqual([expect.objectContaining({ user_id: bob.id })]);
  });

  it("a client changes only their own profile; the server anyone's, and reads the user too", async () => {
    const ada = await newUser(emulator);
    const bob = await newUser(emulator);
    const team = await createTeamAs(ada);
    await addToTeam(emulator, team, bob.id);
    const denied = await ada.call("PATCH", `/team-member-profiles/${team}/${bob.id}`, {
      body: { display_name: "Bobby" },
    });
    expect(denied.status).toBe(403);
    expect(denied.text).toBe("Cannot update another user's profile");
    const server = await call(emulator, "PATCH", `/team-member-profiles/${team}/${bob.id}`, {
      access: "server",
      body: { display_name: "Bobby" },
    });
    expect(server.body).toMatchObject({
      display_name: "Bobby",
      user: expect.objectContaining({ id: bob.id, server_metadata: null }),
    });
    const listed = await asServer(emulator, "GET", `/team-member-profiles?team_id=${team}`);
    expect(listed.body.items).toHaveLength(2);
    const outsider = await newUser(emulator);
    const notMember = await asServer(
      emulator,
      "GET",
      `/team-member-profiles/${team}/${outsider.id}`,
    );
    expect(knownError(notMember)).toMatchObject({ status: 404, code: "TEAM_MEMBERSHIP_NOT_FOUND" });
  });

  it("needs team_id from a client, in the service's words; a server may list one user's profiles", async () => {
    const ada = await newUser(emulator);
    for (const query of ["", "?user_id=me", `?user_id=${ada.id}`]) {
      const res = await ada.call("GET", `/team-member-profiles${query}`);
      expect(res.status).toBe(400);
      expect(res.text).toBe("team_id is required for access type client");
    }
    const team = await createTeamAs(ada);
    const server = await asServer(emulator, "GET", `/team-member-profiles?user_id=${ada.id}`);
    expect(server.body.items.map((p: { team_id: string }) => p.team_id)).toEqual([team]);
  });
});

describe("GET /users?team_id=", () => {
  it("lists the members of a team", async () => {
    const ada = await newUser(emulator);
    const bob = await newUser(emulator);
    const team = await createTeamAs(ada);
    await addToTeam(emulator, team, bob.id);
    const res = await asServer(emulator, "GET", `/users?team_id=${team}`);
    expect(res.body.items.map((u: { id: string }) => u.id).sort()).toEqual([ada.id, bob.id].sort());
  });
});
