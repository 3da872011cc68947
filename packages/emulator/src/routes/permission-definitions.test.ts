import { describe, expect, it } from "vitest";
import { knownError, useTestEmulator } from "../test-utils/harness.js";
import { asAdmin, asServer, createTeamAs, newUser } from "../test-utils/team-helpers.js";

const emulator = useTestEmulator();

describe("team permission definitions (admin)", () => {
  it("lists the system permissions and the two defaults, sorted by id", async () => {
    const res = await asAdmin(emulator, "GET", "/team-permission-definitions");
    expect(res.body.is_paginated).toBe(false);
    expect(res.body.items.map((d: { id: string }) => d.id)).toEqual([
      "$delete_team",
      "$invite_members",
      "$manage_api_keys",
      "$read_members",
      "$remove_members",
      "$update_team",
      "team_admin",
      "team_member",
    ]);
    expect(res.body.items.at(-1)).toEqual({
      id: "team_member",
      description: "Default permission for team members",
      contained_permission_ids: ["$invite_members", "$read_members"],
    });
    expect(res.body.items[0]).toEqual({
      id: "$delete_team",
      description: "Delete the team",
      contained_permission_ids: [],
    });
  });

  it("creates (201), renames and changes, then deletes a definition; grants follow", async () => {
    const created = await asAdmin(emulator, "POST", "/team-permission-definitions", { id: "p1" });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: "p1", contained_permission_ids: [] });
    const p2 = await asAdmin(emulator, "POST", "/team-permission-definitions", {
      id: "p2",
      description: "Second",
      contained_permission_ids: ["p1", "$read_members"],
    });
    expect(p2.body).toEqual({
      id: "p2",
      description: "Second",
      contained_permission_ids: ["$read_members", "p1"],
    });
    const ada = await newUser(emulator);
    const team = await createTeamAs(ada);
    await asServer(emulator, "POST", `/team-permissions/${team}/${ada.id}/p2`, {});
    const renamed = await asAdmin(emulator, "PATCH", "/team-permission-definitions/p2", {
      id: "p3",
      contained_permission_ids: ["p1", "$update_team"],
    });
    expect(renamed.body).toEqual({
      id: "p3",
      description: "Second",
      contained_permission_ids: ["$update_team", "p1"],
    });
    const held = await ada.call(
      "GET",
      `/team-permissions?team_id=${team}&user_id=me&recursive=false`,
    );
    expect(held.body.items.map((p: { id: string }) => p.id)).toEqual(["p3", "team_admin"]);
    expect((await asAdmin(emulator, "DELETE", "/team-permission-definitions/p1")).body).toEqual({
      success: true,
    });
    const list = await asAdmin(emulator, "GET", "/team-permission-definitions");
    expect(list.body.items.find((d: { id: string }) => d.id === "p3")).toEqual({
      id: "p3",
      description: "Second",
      contained_permission_ids: ["$update_team"],
    });
    await asAdmin(emulator, "DELETE", "/team-permission-definitions/p3");
    const after = await ada.call(
      "GET",
      `/team-permissions?team_id=${team}&user_id=me&recursive=false`,
    );
    expect(after.body.items.map((p: { id: string }) => p.id)).toEqual(["team_admin"]);
  });

  it("refuses duplicates, unknown contained permissions, system changes and bad ids", async () => {
    await asAdmin(emulator, "POST", "/team-permission-definitions", { id: "dup" });
    const dup = await asAdmin(emulator, "POST", "/team-permission-definitions", { id: "dup" });
    expect(knownError(dup)).toMatchObject({ status: 400, code: "PERMISSION_ID_ALREADY_EXISTS" });
    const system = await asAdmin(emulator, "POST", "/team-permission-definitions", {
      id: "$read_members",
    });
    expect(knownError(system)).toMatchObject({ code: "PERMISSION_ID_ALREADY_EXISTS" });
    const missing = await asAdmin(emulator, "POST", "/team-permission-definitions", {
      id: "x",
      contained_permission_ids: ["nope"],
    });
    expect(knownError(missing)).toMatchObject({
      status: 400,
      code: "CONTAINED_PERMISSION_NOT_FOUND",
    });
    expect(missing.body.details).toEqual({ permission_id: "nope" });
    const renameOnto = await asAdmin(emulator, "PATCH", "/team-permission-definitions/dup", {
      id: "team_admin",
    });
    expect(knownError(renameOnto)).toMatchObject({ code: "PERMISSION_ID_ALREADY_EXISTS" });
    const changeSystem = await asAdmin(
      emulator,
      "PATCH",
      "/team-permission-definitions/$read_members",
      {
        description: "x",
      },
    );
    expect(changeSystem.status).toBe(400);
    const deleteMissing = await asAdmin(emulator, "DELETE", "/team-permission-definitions/ghost");
    expect(knownError(deleteMissing)).toMatchObject({ status: 404, code: "PERMISSION_NOT_FOUND" });
    const dollar = await asAdmin(emulator, "POST", "/team-permission-definitions", { id: "$own" });
    expect(dollar.body.error).toBe("body.id: Invalid system permission");
    const upper = await asAdmin(emulator, "POST", "/team-permission-definitions", { id: "Own" });
    expect(upper.body.error).toBe(
      'body.id: Only lowercase letters, numbers, ":", "_" and optional "$" at the beginning are allowed',
    );
    const server = await asServer(emulator, "GET", "/team-permission-definitions");
    expect(knownError(server)).toMatchObject({ status: 401, code: "INSUFFICIENT_ACCESS_TYPE" });
  });

  // Regression: the emulator took a null description, which the service and the admin app refuse
  // (a description is a string, or left out).
  it("refuses a null description with SCHEMA_ERROR, on creation and on change", async () => {
    const created = await asAdmin(emulator, "POST", "/team-permission-definitions", {
      id: "described",
      description: null,
    });
    expect(knownError(created)).toMatchObject({ status: 400, code: "SCHEMA_ERROR" });
    expect(created.body.error).toBe("body.description: must be a string");
    const list = await asAdmin(emulator, "GET", "/team-permission-definitions");
    expect(list.body.items.map((d: { id: string }) => d.id)).not.toContain("described");
    await asAdmin(emulator, "POST", "/team-permission-definitions", {
      id: "described",
      description: "Kept",
    });
    const changed = await asAdmin(emulator, "PATCH", "/team-permission-definitions/described", {
      description: null,
    });
    expect(changed.body.error).toBe("body.description: must be a string");
    const after = await asAdmin(emulator, "GET", "/team-permission-definitions");
    const described = after.body.items.find((d: { id: string }) => d.id === "described");
    expect(described.description).toBe("Kept");
  });

  it("the default lists of the config follow a rename and a delete", async () => {
    await asAdmin(emulator, "POST", "/team-permission-definitions", { id: "joiner" });
    await asAdmin(emulator, "PATCH", "/internal/projects/current", {
      config: { team_member_default_permissions: [{ id: "joiner" }] },
    });
    await asAdmin(emulator, "PATCH", "/team-permission-definitions/joiner", { id: "member2" });
    const project = await asAdmin(emulator, "GET", "/internal/projects/current");
    expect(project.body.config.team_member_default_permissions).toEqual([{ id: "member2" }]);
    await asAdmin(emulator, "DELETE", "/team-permission-definitions/member2");
    const after = await asAdmin(emulator, "GET", "/internal/projects/current");
    expect(after.body.config.team_member_default_permissions).toEqual([]);
    await asAdmin(emulator, "PATCH", "/internal/projects/current", {
      config: { team_member_default_permissions: [{ id: "team_member" }] },
    });
  });
});

describe("project permission definitions (admin)", () => {
  it("has none by default, may not contain team permissions, and never a $ id", async () => {
    const list = await asAdmin(emulator, "GET", "/project-permission-definitions");
    expect(list.body).toEqual({ items: [], is_paginated: false });
    const res = await asAdmin(emulator, "POST", "/project-permission-definitions", {
      id: "mod",
      contained_permission_ids: ["team_admin"],
    });
    expect(knownError(res)).toMatchObject({ code: "CONTAINED_PERMISSION_NOT_FOUND" });
    const dollar = await asAdmin(emulator, "POST", "/project-permission-definitions", {
      id: "$read_members",
    });
    expect(knownError(dollar)).toMatchObject({ status: 400, code: "SCHEMA_ERROR" });
    expect(dollar.body.error).toBe("body.id: Invalid system permission");
  });

  it("creating a definition whose id exists in either scope answers PERMISSION_ID_ALREADY_EXISTS", async () => {
    const created = await asAdmin(emulator, "POST", "/project-permission-definitions", {
      id: "shared_name",
    });
    expect(created.status).toBe(201);
    for (const path of ["/team-permission-definitions", "/project-permission-definitions"]) {
      const again = await asAdmin(emulator, "POST", path, { id: "shared_name" });
      expect(knownError(again)).toEqual({
        status: 400,
        code: "PERMISSION_ID_ALREADY_EXISTS",
        header: "PERMISSION_ID_ALREADY_EXISTS",
      });
      expect(again.body.details).toEqual({ permission_id: "shared_name" });
    }
    // A team permission's id is taken for project permissions too, and renames follow the rule.
    const teamNamed = await asAdmin(emulator, "POST", "/project-permission-definitions", {
      id: "team_member",
    });
    expect(knownError(teamNamed).code).toBe("PERMISSION_ID_ALREADY_EXISTS");
    await asAdmin(emulator, "POST", "/team-permission-definitions", { id: "to_rename" });
    const renamed = await asAdmin(emulator, "PATCH", "/team-permission-definitions/to_rename", {
      id: "shared_name",
    });
    expect(knownError(renamed).code).toBe("PERMISSION_ID_ALREADY_EXISTS");
    const teamIds = (await asAdmin(emulator, "GET", "/team-permission-definitions")).body.items.map(
      (d: { id: string }) => d.id,
    );
    expect(teamIds).toContain("to_rename");
    expect(teamIds).not.toContain("shared_name");
    await asAdmin(emulator, "DELETE", "/team-permission-definitions/to_rename");
    await asAdmin(emulator, "DELETE", "/project-permission-definitions/shared_name");
  });
});
