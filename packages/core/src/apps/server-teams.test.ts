import { KnownErrors } from "@app/core";
import { describe, expect, it } from "vitest";
import { type RequestLog, uniqueEmail, useHarness } from "../test-utils/emulator-harness.js";

const h = useHarness();
const MISSING = "00000000-0000-4000-8000-00000000ffff";

const newUser = (displayName?: string) =>
  h.server().createUser({ primaryEmail: uniqueEmail(), ...(displayName ? { displayName } : {}) });

describe("serverApp teams", () => {
  it("createTeam() with a creator makes them a member, and does not select the team (as the service)", async () => {
    const server = h.server();
    const ada = await newUser("Ada");
    const team = await server.createTeam({
      displayName: "Engines",
      creatorUserId: ada.id,
      serverMetadata: { plan: "pro" },
      clientReadOnlyMetadata: { seats: 3 },
    });
    expect(team).toMatchObject({
      displayName: "Engines",
      serverMetadata: { plan: "pro" },
      clientReadOnlyMetadata: { seats: 3 },
      createdAt: expect.any(Date),
    });
    const reread = await server.getUser(ada.id);
    expect(reread?.selectedTeam).toBeNull();
    expect((await team.listUsers()).map((u) => u.id)).toEqual([ada.id]);
    // An empty name goes to the service, as @stackframe/js sends it, which takes it.
    const empty = await server.createTeam({ displayName: "" });
    expect(empty.displayName).toBe("");
    await expect(server.createTeam({ displayName: 7 as never })).rejects.toThrow(TypeError);
  });

  it("getTeam() reads a team as the service holds it, null for none; update() shows", async () => {
    const log: RequestLog = [];
    const server = h.server(log);
    const team = await server.createTeam({ displayName: "Cached" });
    expect((await server.getTeam(team.id))?.displayName).toBe("Cached");
    log.length = 0;
    // Two reads at once share one request (each awaited read asks anew: issue 29).
    await Promise.all([server.getTeam(team.id), server.getTeam(team.id)]);
    expect(log).toHaveLength(1);
    await team.update({ displayName: "Changed", serverMetadata: { tier: 2 } });
    expect(await server.getTeam(team.id)).toMatchObject({
      displayName: "Changed",
      serverMetadata: { tier: 2 },
    });
    expect(await server.getTeam(MISSING)).toBeNull();
  });

  it("listTeams() pages with nextCursor, and reloads after a new team", async () => {
    const server = h.server();
    const query = `paged-${Date.now()}`;
    const first = await server.createTeam({ displayName: `${query} 1` });
    const page = await server.listTeams({ query, limit: 1 });
    expect(page.map((t) => t.id)).toEqual([first.id]);
    expect(page.nextCursor).toBeNull();
    const second = await server.createTeam({ displayName: `${query} 2` });
    const again = await server.listTeams({ query, limit: 1 });
    expect(again.nextCursor).toBe(second.id);
    const next = await server.listTeams({ query, limit: 1, cursor: again.nextCursor ?? "" });
    expect(next.map((t) => t.id)).toEqual([second.id]);
    await expect(server.listTeams({ limit: 0 })).rejects.toThrow(
      "listTeams: limit must be an integer of at least 1; got 0.",
    );
  });

  it("addUser() and removeUser() change the members; the cached member list reloads", async () => {
    const server = h.server();
    const team = await server.createTeam({ displayName: "Crew" });
    const bob = await newUser("Bob");
    expect(await team.listUsers()).toEqual([]);
    await team.addUser(bob.id);
    const [member] = await team.listUsers();
    expect(member).toMatchObject({
      id: bob.id,
      serverMetadata: null,
      teamProfile: { displayName: "Bob", profileImageUrl: null },
    });
    expect(typeof member?.update).toBe("function");
    const twice = await team.addUser(bob.id).catch((e: unknown) => e);
    expect(KnownErrors.TeamMembershipAlreadyExists.isInstance(twice)).toBe(true);
    expect((await server.listUsers({ teamId: team.id })).map((u) => u.id)).toEqual([bob.id]);
    await team.removeUser(bob.id);
    expect(await team.listUsers()).toEqual([]);
    await expect(team.addUser("")).rejects.toThrow(TypeError);
  });

  it("delete() removes the team", async () => {
    const server = h.server();
    const team = await server.createTeam({ displayName: "Gone" });
    await server.getTeam(team.id);
    await team.delete();
    expect(await server.getTeam(team.id)).toBeNull();
  });

  it("inviteUser() needs an absolute callback URL on a server; listInvitations() shows it", async () => {
    const team = await h.server().createTeam({ displayName: "Server invites" });
    const email = uniqueEmail();
    await expect(team.inviteUser({ email })).rejects.toThrow(/callbackUrl must be an absolute URL/);
    await team.inviteUser({ email, callbackUrl: "http://localhost:3000/join" });
    expect((await team.listInvitations()).map((i) => i.recipientEmail)).toEqual([email]);
  });
});

describe("a server user's teams", () => {
  it("createTeam, listTeams, getTeam, setSelectedTeam, getTeamProfile and leaveTeam", async () => {
    const ada = await newUser("Ada");
    const team = await ada.createTeam({ displayName: "Ada's" });
    expect(team.serverMetadata).toBeNull();
    expect((await ada.listTeams()).map((t) => t.id)).toEqual([team.id]);
    expect(await ada.getTeam(team.id)).toMatchObject({ id: team.id });
    await ada.setSelectedTeam(null);
    expect((await h.server().getUser(ada.id))?.selectedTeam).toBeNull();
    await ada.setSelectedTeam(team);
    expect((await h.server().getUser(ada.id))?.selectedTeam?.id).toBe(team.id);
    const profile = await ada.getTeamProfile(team);
    expect(profile.displayName).toBe("Ada");
    await profile.update({ displayName: "Lady Ada" });
    expect((await ada.getTeamProfile(team)).displayName).toBe("Lady Ada");
    await ada.leaveTeam(team);
    expect(await ada.listTeams()).toEqual([]);
    expect(await ada.getTeam(team.id)).toBeNull();
  });
});
