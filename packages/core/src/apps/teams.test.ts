import { KnownErrors, type StackClientApp } from "@app/core";
import { describe, expect, it } from "vitest";
import { type RequestLog, uniqueEmail, useHarness } from "../test-utils/emulator-harness.js";

const h = useHarness();
const CALLBACK = "http://localhost:3000/handler/team-invitation";

/** A new user signed in on a client app (whose requests `log` records, if given). */
async function signedUp(log?: RequestLog) {
  const app = h.client({}, log);
  const email = uniqueEmail();
  const result = await app.signUpWithCredential({ email, password: "a-good-password" });
  expect(result.status).toBe("ok");
  const user = await app.getUser({ or: "throw" });
  if (!user) throw new Error("no user");
  return { app, user, email };
}

async function currentUser(app: StackClientApp) {
  const user = await app.getUser();
  if (!user) throw new Error("signed out");
  return user;
}

/** The user a hook shows (`useUser()` reads the cache, without a request). */
async function cachedUser(app: StackClientApp) {
  const user = await app.userStore.getPromise();
  if (!user) throw new Error("signed out");
  return user;
}

describe("user.createTeam / listTeams / getTeam", () => {
  it("creates a team, selects it, and the cached list and user follow", async () => {
    const log: RequestLog = [];
    const { app, user } = await signedUp(log);
    expect(await user.listTeams()).toEqual([]);
    log.length = 0;
    // Each awaited read asks the service (issue 29); two at once share one request.
    await Promise.all([user.listTeams(), user.listTeams()]);
    expect(log).toEqual(["GET /teams"]);
    const team = await user.createTeam({ displayName: "Engines", clientMetadata: { a: 1 } });
    expect(team).toMatchObject({
      id: expect.any(String),
      displayName: "Engines",
      profileImageUrl: null,
      clientMetadata: { a: 1 },
      clientReadOnlyMetadata: null,
    });
    expect(team).not.toHaveProperty("serverMetadata");
    expect((await user.listTeams()).map((t) => t.id)).toEqual([team.id]);
    const me = await currentUser(app);
    expect(me.selectedTeam).toMatchObject({ id: team.id, displayName: "Engines" });
    expect(await user.getTeam(team.id)).toMatchObject({ id: team.id });
    expect(await user.getTeam("00000000-0000-4000-8000-00000000ffff")).toBeNull();
  });

  it("sends a relative image URL or a bad creator as @stackframe/js does: the service's SCHEMA_ERROR, no team", async () => {
    const { user } = await signedUp();
    const relative = await user
      .createTeam({ displayName: "T", profileImageUrl: "team.png" })
      .catch((e: unknown) => e);
    expect(KnownErrors.SchemaError.isInstance(relative)).toBe(true);
    expect(await user.listTeams()).toEqual([]);
    const error = await h
      .server()
      .createTeam({ displayName: "T", creatorUserId: "ada" })
      .catch((e: unknown) => e);
    expect(KnownErrors.SchemaError.isInstance(error)).toBe(true);
    expect((error as Error).message).toMatch(/creator_user_id/);
  });

  it("sends an empty name, which the service takes", async () => {
    const { user } = await signedUp();
    const team = await user.createTeam({ displayName: "" });
    expect(team.displayName).toBe("");
    expect((await user.listTeams()).map((t) => t.id)).toEqual([team.id]);
  });

  it("refuses options of the wrong type or unknown with a TypeError before any request", async () => {
    const log: RequestLog = [];
    const { user } = await signedUp(log);
    log.length = 0;
    await expect(user.createTeam({ displayName: 7 as never })).rejects.toThrow(
      "user.createTeam(): displayName must be a string.",
    );
    await expect(
      user.createTeam({ displayName: "T", plan: "pro" } as unknown as { displayName: string }),
    ).rejects.toThrow(/unknown option "plan"/);
    await expect(user.getTeam(42 as unknown as string)).rejects.toThrow(TypeError);
    expect(log).toEqual([]);
    expect(await user.listTeams()).toEqual([]);
  });

  it("fails with the service's error when client team creation is off", async () => {
    const { user } = await signedUp();
    const admin = h.admin();
    await admin.updateProject({ config: { clientTeamCreationEnabled: false } });
    try {
      const error = await user.createTeam({ displayName: "No" }).catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 403 });
      expect(await user.listTeams()).toEqual([]);
    } finally {
      await admin.updateProject({ config: { clientTeamCreationEnabled: true } });
    }
  });
});

describe("the Team object", () => {
  it("update() changes the team; the cached list and the selected team reload", async () => {
    const { app, user } = await signedUp();
    const team = await user.createTeam({ displayName: "Before" });
    await currentUser(app); // cached with the old name
    await team.update({ displayName: "After", clientMetadata: { b: 2 } });
    expect((await user.listTeams())[0]).toMatchObject({
      displayName: "After",
      clientMetadata: { b: 2 },
    });
    expect((await currentUser(app)).selectedTeam?.displayName).toBe("After");
    await expect(
      team.update({ displayName: 1 } as unknown as { displayName: string }),
    ).rejects.toThrow(TypeError);
  });

  it("a member without $update_team or $delete_team is refused, and nothing changes", async () => {
    const owner = await signedUp();
    const member = await signedUp();
    const team = await owner.user.createTeam({ displayName: "Owned" });
    await h
      .server()
      .getTeam(team.id)
      .then((t) => t?.addUser(member.user.id));
    const [theirs] = await member.user.listTeams();
    const denied = await theirs?.update({ displayName: "Mine" }).catch((e: unknown) => e);
    expect(KnownErrors.TeamPermissionRequired.isInstance(denied)).toBe(true);
    expect((denied as InstanceType<typeof KnownErrors.TeamPermissionRequired>).details).toEqual({
      team_id: team.id,
      user_id: member.user.id,
      permission_id: "$update_team",
    });
    const notDeleted = await theirs?.delete().catch((e: unknown) => e);
    expect(KnownErrors.TeamPermissionRequired.isInstance(notDeleted)).toBe(true);
    expect((await owner.user.listTeams())[0]?.displayName).toBe("Owned");
  });

  it("delete() removes the team from the list and clears the selection", async () => {
    const { app, user } = await signedUp();
    const team = await user.createTeam({ displayName: "Doomed" });
    await user.listTeams();
    await team.delete();
    expect(await user.listTeams()).toEqual([]);
    expect((await currentUser(app)).selectedTeam).toBeNull();
  });

  it("the selected team of a user object has a member's actions, loaded on first call", async () => {
    const { app, user } = await signedUp();
    await user.createTeam({ displayName: "Selected" });
    const selected = (await currentUser(app)).selectedTeam;
    await selected?.update({ displayName: "Renamed" });
    expect((await currentUser(app)).selectedTeam?.displayName).toBe("Renamed");
  });

  it("listUsers() gives the members with their team profiles (needs $read_members)", async () => {
    const { user } = await signedUp();
    await user.update({ displayName: "Ada" });
    const team = await user.createTeam({ displayName: "Members" });
    expect(await team.listUsers()).toEqual([
      { id: user.id, teamProfile: { displayName: "Ada", profileImageUrl: null } },
    ]);
  });
});

describe("team.removeUser (client)", () => {
  it("a member with $remove_members removes another; the cached member list follows", async () => {
    const owner = await signedUp();
    const member = await signedUp();
    const team = await owner.user.createTeam({ displayName: "Crew" });
    await (await h.server().getTeam(team.id))?.addUser(member.user.id);
    expect((await team.listUsers()).map((u) => u.id).sort()).toEqual(
      [owner.user.id, member.user.id].sort(),
    );
    await team.removeUser(member.user.id);
    expect((await team.listUsers()).map((u) => u.id)).toEqual([owner.user.id]);
    expect(await member.user.listTeams()).toEqual([]);
  });

  it("a member without $remove_members is refused, and the member stays", async () => {
    const owner = await signedUp();
    const member = await signedUp();
    const team = await owner.user.createTeam({ displayName: "Crew" });
    await (await h.server().getTeam(team.id))?.addUser(member.user.id);
    const [theirs] = await member.user.listTeams();
    const denied = await theirs?.removeUser(owner.user.id).catch((e: unknown) => e);
    expect(KnownErrors.TeamPermissionRequired.isInstance(denied)).toBe(true);
    expect((await team.listUsers()).map((u) => u.id)).toContain(owner.user.id);
    await expect(theirs?.removeUser("")).rejects.toThrow("team.removeUser() expects a user id");
  });
});

describe("leaving and selecting teams", () => {
  it("leaveTeam() drops the team, its permissions and the selection", async () => {
    const { app, user } = await signedUp();
    const team = await user.createTeam({ displayName: "Left" });
    expect(await user.hasPermission(team, "$update_team")).toBe(true);
    await user.leaveTeam(team);
    expect(await user.listTeams()).toEqual([]);
    expect(await user.listPermissions(team)).toEqual([]);
    expect((await currentUser(app)).selectedTeam).toBeNull();
    const again = await user.leaveTeam(team).catch((e: unknown) => e);
    expect(KnownErrors.TeamMembershipNotFound.isInstance(again)).toBe(true);
  });

  it("setSelectedTeam() takes a team, an id or null, and the cached user follows at once", async () => {
    const log: RequestLog = [];
    const { app, user } = await signedUp(log);
    const first = await user.createTeam({ displayName: "First" });
    const second = await user.createTeam({ displayName: "Second" });
    expect((await currentUser(app)).selectedTeam?.id).toBe(second.id);
    await user.setSelectedTeam(first);
    log.length = 0;
    expect((await cachedUser(app)).selectedTeam?.id).toBe(first.id);
    expect(log).toEqual([]); // the PATCH answer is the cached user, which hooks show
    await user.setSelectedTeam(second.id);
    expect((await currentUser(app)).selectedTeam?.id).toBe(second.id);
    await user.setSelectedTeam(null);
    expect((await currentUser(app)).selectedTeam).toBeNull();
    const outsider = await signedUp();
    const refused = await outsider.user.setSelectedTeam(first).catch((e: unknown) => e);
    expect(KnownErrors.TeamMembershipNotFound.isInstance(refused)).toBe(true);
  });
});

describe("team profiles", () => {
  it("getTeamProfile() reads the user's own profile in a team; update() changes only that", async () => {
    const { app, user } = await signedUp();
    await user.update({ displayName: "Ada" });
    const team = await user.createTeam({ displayName: "Profiles" });
    const profile = await user.getTeamProfile(team);
    expect(profile).toMatchObject({ displayName: "Ada", profileImageUrl: null });
    await team.listUsers(); // cached before the change
    await profile.update({ displayName: "Countess", profileImageUrl: "https://example.com/a.png" });
    expect(await user.getTeamProfile(team)).toMatchObject({
      displayName: "Countess",
      profileImageUrl: "https://example.com/a.png",
    });
    expect((await team.listUsers())[0]?.teamProfile.displayName).toBe("Countess");
    expect((await currentUser(app)).displayName).toBe("Ada");
    await expect(
      profile.update({ displayName: 5 } as unknown as { displayName: string }),
    ).rejects.toThrow(TypeError);
  });
});

describe("invitations", () => {
  it("inviteUser() e-mails a link; listInvitations() shows it; revoke() withdraws it", async () => {
    const { user } = await signedUp();
    const team = await user.createTeam({ displayName: "Inviting" });
    const email = uniqueEmail();
    expect(await team.listInvitations()).toEqual([]);
    await team.inviteUser({ email, callbackUrl: CALLBACK });
    const [invitation] = await team.listInvitations();
    expect(invitation).toMatchObject({ recipientEmail: email, expiresAt: expect.any(Date) });
    expect(h.emulator.outbox.latestCode(email)).toMatch(/^[a-z0-9]{45}$/);
    await invitation?.revoke();
    expect(await team.listInvitations()).toEqual([]);
  });

  it('inviteUser({ email: "nope" }) is the service\'s SCHEMA_ERROR, as @stackframe/js sends it; nothing is sent', async () => {
    const { user } = await signedUp();
    const team = await user.createTeam({ displayName: "Judged" });
    const error = await team
      .inviteUser({ email: "nope", callbackUrl: "http://localhost:3000/join" })
      .catch((e: unknown) => e);
    expect(KnownErrors.SchemaError.isInstance(error)).toBe(true);
    expect(await team.listInvitations()).toEqual([]);
  });

  it("refuses an e-mail of the wrong type, and a relative callback URL where there is no page, before sending", async () => {
    const log: RequestLog = [];
    const { user } = await signedUp(log);
    const team = await user.createTeam({ displayName: "Careful" });
    log.length = 0;
    await expect(team.inviteUser({ email: 7 as never })).rejects.toThrow(
      "team.inviteUser(): email must be a string; got 7.",
    );
    // On Node there is no page to resolve the default /handler/team-invitation against.
    await expect(team.inviteUser({ email: uniqueEmail() })).rejects.toThrow(
      /callbackUrl must be an absolute URL/,
    );
    expect(log).toEqual([]);
  });

  it("an untrusted callback URL is the service's REDIRECT_URL_NOT_WHITELISTED", async () => {
    const { user } = await signedUp();
    const team = await user.createTeam({ displayName: "Trusted only" });
    const error = await team
      .inviteUser({ email: uniqueEmail(), callbackUrl: "https://evil.example.com/join" })
      .catch((e: unknown) => e);
    expect(KnownErrors.RedirectUrlNotWhitelisted.isInstance(error)).toBe(true);
  });

  it("the invitee verifies, reads and accepts the code; their cached teams follow", async () => {
    const owner = await signedUp();
    const team = await owner.user.createTeam({ displayName: "Engines" });
    const invitee = await signedUp();
    expect(await invitee.user.listTeams()).toEqual([]);
    await team.inviteUser({ email: invitee.email, callbackUrl: CALLBACK });
    const code = h.emulator.outbox.latestCode(invitee.email);
    expect(await invitee.app.verifyTeamInvitationCode(code)).toEqual({
      status: "ok",
      data: undefined,
    });
    expect(await invitee.app.getTeamInvitationDetails(code)).toEqual({
      status: "ok",
      data: { teamDisplayName: "Engines" },
    });
    expect(await invitee.app.acceptTeamInvitation(code)).toEqual({ status: "ok", data: undefined });
    expect((await invitee.user.listTeams()).map((t) => t.id)).toEqual([team.id]);
    expect(await invitee.user.hasPermission(team, "$invite_members")).toBe(true);
    expect(await invitee.user.hasPermission(team, "$delete_team")).toBe(false);
    const used = await invitee.app.acceptTeamInvitation(code);
    expect(used.status).toBe("error");
    expect(used.error?.code).toBe("VERIFICATION_CODE_ALREADY_USED");
    expect(KnownErrors.VerificationCodeError.isInstance(used.error)).toBe(true);
  });

  it("wrong and expired codes are error results, not exceptions", async () => {
    const owner = await signedUp();
    const team = await owner.user.createTeam({ displayName: "Expiring" });
    const invitee = await signedUp();
    const wrong = await invitee.app.verifyTeamInvitationCode("x".repeat(45));
    expect(wrong.error?.code).toBe("VERIFICATION_CODE_NOT_FOUND");
    await team.inviteUser({ email: invitee.email, callbackUrl: CALLBACK });
    const code = h.emulator.outbox.latestCode(invitee.email);
    h.emulator.clock.advance(8 * 24 * 60 * 60 * 1000);
    try {
      const expired = await invitee.app.getTeamInvitationDetails(code);
      expect(expired.error?.code).toBe("VERIFICATION_CODE_EXPIRED");
    } finally {
      h.emulator.clock.reset();
    }
    // An empty code goes to the service too, as @stackframe/js sends it: its SCHEMA_ERROR.
    const empty = await invitee.app.acceptTeamInvitation("").catch((e: unknown) => e);
    expect(KnownErrors.SchemaError.isInstance(empty)).toBe(true);
    await expect(invitee.app.acceptTeamInvitation(7 as never)).rejects.toThrow(TypeError);
  });
});
