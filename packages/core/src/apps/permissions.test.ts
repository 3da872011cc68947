import { describe, expect, it } from "vitest";
import { type RequestLog, uniqueEmail, useHarness } from "../test-utils/emulator-harness.js";

const h = useHarness();

const SYSTEM = [
  "$delete_team",
  "$invite_members",
  "$manage_api_keys",
  "$read_members",
  "$remove_members",
  "$update_team",
];

async function signedUp(log?: RequestLog) {
  const app = h.client({}, log);
  await app.signUpWithCredential({ email: uniqueEmail(), password: "a-good-password" });
  const user = await app.getUser({ or: "throw" });
  if (!user) throw new Error("no user");
  return user;
}

const ids = (permissions: { id: string }[]) => permissions.map((p) => p.id);

describe("the signed-in user's permissions", () => {
  it("lists team permissions recursively by default, or only the direct ones", async () => {
    const user = await signedUp();
    const team = await user.createTeam({ displayName: "Perms" });
    expect(ids(await user.listPermissions(team))).toEqual([...SYSTEM, "team_admin"]);
    expect(ids(await user.listPermissions(team, { recursive: false }))).toEqual(["team_admin"]);
    expect(await user.getPermission(team, "$read_members")).toEqual({ id: "$read_members" });
    expect(await user.getPermission(team, "moderator")).toBeNull();
    expect(await user.hasPermission(team, "$delete_team")).toBe(true);
    expect(await user.listPermissions()).toEqual([]);
    expect(await user.hasPermission("read:posts")).toBe(false);
  });

  it("reads at once share one request; each awaited read asks the service anew (issue 29)", async () => {
    const log: RequestLog = [];
    const user = await signedUp(log);
    const team = await user.createTeam({ displayName: "Once" });
    log.length = 0;
    await Promise.all([
      user.hasPermission(team, "$update_team"),
      user.getPermission(team, "$delete_team"),
      user.listPermissions(team),
    ]);
    expect(log.filter((line) => line.includes("/team-permissions"))).toHaveLength(1);
    await user.listPermissions(team);
    expect(log.filter((line) => line.includes("/team-permissions"))).toHaveLength(2);
  });

  it("answers false/null for an id nobody can hold, as @stackframe/js (it lists and finds none)", async () => {
    const user = await signedUp();
    expect(await user.hasPermission("$moderator")).toBe(false);
    expect(await user.getPermission("Admin")).toBeNull();
    const team = await user.createTeam({ displayName: "Odd ids" });
    expect(await user.hasPermission(team, "Bad Id!")).toBe(false);
  });

  it("refuses arguments of the wrong type with a TypeError before any request", async () => {
    const log: RequestLog = [];
    const user = await signedUp(log);
    log.length = 0;
    await expect(user.hasPermission(7 as unknown as string)).rejects.toThrow(
      "user.hasPermission(): permissionId must be a string; got 7.",
    );
    await expect(
      user.listPermissions({ recursive: "yes" } as unknown as { recursive: boolean }),
    ).rejects.toThrow("user.listPermissions(): recursive must be a boolean; got yes.");
    await expect(
      user.hasPermission({ id: 7 } as unknown as { id: string }, "$read_members"),
    ).rejects.toThrow("the team must have a string id");
    expect(log).toEqual([]);
  });
});

describe("a server user's permissions", () => {
  it("grants and revokes team and project permissions; the cached lists follow", async () => {
    const server = h.server();
    const admin = h.admin();
    await admin.createProjectPermissionDefinition({
      id: `editor_${Date.now()}`,
      containedPermissionIds: [],
    });
    const [definition] = (await admin.listProjectPermissionDefinitions()).slice(-1);
    const projectPermission = definition?.id ?? "";
    const ada = await server.createUser({ primaryEmail: uniqueEmail() });
    const team = await server.createTeam({ displayName: "Granting", creatorUserId: ada.id });
    expect(await ada.hasPermission(team, "moderator_x")).toBe(false);
    expect(await ada.listPermissions(team, { recursive: false })).toEqual([{ id: "team_admin" }]);
    await ada.revokePermission(team, "team_admin");
    expect(await ada.listPermissions(team, { recursive: false })).toEqual([]);
    await ada.grantPermission(team, "$read_members");
    expect(ids(await ada.listPermissions(team))).toEqual(["$read_members"]);
    expect(await ada.listPermissions()).toEqual([]);
    await ada.grantPermission(projectPermission);
    expect(await ada.getPermission(projectPermission)).toEqual({ id: projectPermission });
    await ada.revokePermission(projectPermission);
    expect(await ada.hasPermission(projectPermission)).toBe(false);
    // As @stackframe/js, the id goes to the service, whose known error says what is wrong.
    await expect(ada.grantPermission(team, "$made_up")).rejects.toMatchObject({
      code: "SCHEMA_ERROR",
      message: expect.stringContaining("Invalid system permission"),
    });
    expect(await server.listTeamMemberPermissions(team.id, { recursive: false })).toEqual([
      { userId: ada.id, permissionId: "$read_members" },
    ]);
  });
});

describe("admin permission definitions", () => {
  it("lists, creates, updates and deletes team definitions; holders follow", async () => {
    const admin = h.admin();
    const server = h.server();
    const before = await admin.listTeamPermissionDefinitions();
    expect(before.find((d) => d.id === "team_member")).toEqual({
      id: "team_member",
      description: "Default permission for team members",
      containedPermissionIds: ["$invite_members", "$read_members"],
    });
    const id = `moderator_${Date.now()}`;
    expect(
      await admin.createTeamPermissionDefinition({
        id,
        description: "Moderates",
        containedPermissionIds: ["$read_members"],
      }),
    ).toEqual({ id });
    expect((await admin.listTeamPermissionDefinitions()).find((d) => d.id === id)).toMatchObject({
      description: "Moderates",
    });
    const ada = await server.createUser({ primaryEmail: uniqueEmail() });
    const team = await server.createTeam({ displayName: "Mods", creatorUserId: ada.id });
    await ada.grantPermission(team, id);
    expect(await ada.hasPermission(team, "$read_members")).toBe(true);
    await ada.revokePermission(team, "team_admin");
    expect(await ada.hasPermission(team, "$remove_members")).toBe(false);
    await admin.updateTeamPermissionDefinition(id, { containedPermissionIds: ["$remove_members"] });
    // The same app's cached permission lists reload after a definition changes.
    const adaOnAdmin = await admin.getUser(ada.id);
    expect(await adaOnAdmin?.hasPermission(team, "$remove_members")).toBe(true);
    await admin.deleteTeamPermissionDefinition(id);
    expect((await admin.listTeamPermissionDefinitions()).some((d) => d.id === id)).toBe(false);
    expect(await adaOnAdmin?.hasPermission(team, id)).toBe(false);
    await expect(admin.updateTeamPermissionDefinition("$nope", {})).rejects.toThrow(
      "Invalid system permission",
    );
    await expect(
      admin.createTeamPermissionDefinition({ id: "x", containedPermissionIds: "a" as never }),
    ).rejects.toThrow(TypeError);
  });

  it("project definitions: create, contain, update, delete", async () => {
    const admin = h.admin();
    const id = `reader_${Date.now()}`;
    await admin.createProjectPermissionDefinition({ id, containedPermissionIds: [] });
    await admin.createProjectPermissionDefinition({
      id: `${id}_plus`,
      containedPermissionIds: [id],
    });
    await admin.updateProjectPermissionDefinition(`${id}_plus`, { description: "More" });
    const list = await admin.listProjectPermissionDefinitions();
    expect(list.find((d) => d.id === `${id}_plus`)).toEqual({
      id: `${id}_plus`,
      description: "More",
      containedPermissionIds: [id],
    });
    await admin.deleteProjectPermissionDefinition(`${id}_plus`);
    await admin.deleteProjectPermissionDefinition(id);
    expect((await admin.listProjectPermissionDefinitions()).some((d) => d.id === id)).toBe(false);
  });
});
