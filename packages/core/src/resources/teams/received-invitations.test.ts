import { KnownErrors, type ReceivedTeamInvitation, type StackClientApp } from "@app/core";
import { describe, expect, it, vi } from "vitest";
import { contextOf } from "../../apps/context.js";
import { type RequestLog, uniqueEmail, useHarness } from "../../test-utils/emulator-harness.js";

const h = useHarness();
const INVITE_CALLBACK = "http://localhost:3000/handler/team-invitation";
const VERIFY_CALLBACK = "http://localhost:3000/handler/email-verification";

/** A new user signed in on a client app (whose requests `log` records, if given). */
async function signedUp(log?: RequestLog) {
  const app = h.client({}, log);
  const email = uniqueEmail();
  const result = await app.signUpWithCredential({ email, password: "a-good-password" });
  expect(result.status).toBe("ok");
  return { app, email, user: await currentUser(app) };
}

async function currentUser(app: StackClientApp) {
  const user = await app.getUser();
  if (!user) throw new Error("signed out");
  return user;
}

/** The code of the newest link e-mailed to `to`. */
function codeSentTo(to: string): string {
  const text = h.emulator.outbox.list({ to })[0]?.text ?? "";
  return new URL(/https?:\/\/\S+/.exec(text)?.[0] ?? "http://x").searchParams.get("code") ?? "";
}

/** Verifies the user's primary address the way a user does: the e-mailed link's code. */
async function verifyOwnEmail(app: StackClientApp, email: string) {
  const [primary] = await (await currentUser(app)).listContactChannels();
  await primary?.sendVerificationEmail({ callbackUrl: VERIFY_CALLBACK });
  expect(await app.verifyEmail(codeSentTo(email))).toEqual({ status: "ok", data: undefined });
}

/** A team of a new user (its admin), who invites `email`. */
async function teamInviting(email: string, displayName = "Engines") {
  const owner = await signedUp();
  const team = await owner.user.createTeam({ displayName });
  await team.inviteUser({ email, callbackUrl: INVITE_CALLBACK });
  return { owner, team };
}

describe("user.listTeamInvitations", () => {
  it("lists the invitations to the user's verified addresses; verifying one shows them", async () => {
    const grace = await signedUp();
    const { team } = await teamInviting(grace.email);
    expect(await grace.user.listTeamInvitations()).toEqual([]);
    await verifyOwnEmail(grace.app, grace.email);
    const [invitation, ...rest] = await grace.user.listTeamInvitations();
    expect(rest).toEqual([]);
    expect(invitation).toMatchObject({
      id: expect.any(String),
      teamId: team.id,
      teamDisplayName: "Engines",
      recipientEmail: grace.email,
    });
    expect(invitation?.expiresAt).toBeInstanceOf(Date);
    expect(invitation?.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("reads at once share one request", async () => {
    const log: RequestLog = [];
    const grace = await signedUp(log);
    await verifyOwnEmail(grace.app, grace.email);
    await teamInviting(grace.email);
    log.length = 0;
    const lists = await Promise.all([
      grace.user.listTeamInvitations(),
      grace.user.listTeamInvitations(),
    ]);
    expect(lists.map((list) => list.length)).toEqual([1, 1]);
    expect(log.filter((line) => line === "GET /team-invitations")).toHaveLength(1);
  });

  it("accept() joins the team; the user's teams and invitations reload", async () => {
    const grace = await signedUp();
    await verifyOwnEmail(grace.app, grace.email);
    const { team } = await teamInviting(grace.email);
    expect(await grace.user.listTeams()).toEqual([]);
    const [invitation] = await grace.user.listTeamInvitations();
    await invitation?.accept();
    expect((await grace.user.listTeams()).map((t) => t.id)).toEqual([team.id]);
    expect(await grace.user.listTeamInvitations()).toEqual([]);
    expect(await grace.user.hasPermission(team, "$read_members")).toBe(true);
    // Accepted once: the e-mailed code is used up.
    const byCode = await grace.app.acceptTeamInvitation(codeSentTo(grace.email));
    expect(byCode.error?.code).toBe("VERIFICATION_CODE_ALREADY_USED");
  });

  it("a subscribed list reloads when an invitation is accepted by its code", async () => {
    const grace = await signedUp();
    await verifyOwnEmail(grace.app, grace.email);
    await teamInviting(grace.email);
    const { cache, session } = contextOf(grace.app);
    expect(await grace.user.listTeamInvitations()).toHaveLength(1);
    const key = ["receivedTeamInvitations", session?.tokens.refreshToken ?? "", "me"];
    const changed = vi.fn();
    const stop = cache.subscribe(key, changed);
    try {
      expect((await grace.app.acceptTeamInvitation(codeSentTo(grace.email))).status).toBe("ok");
      await vi.waitFor(() => expect(changed).toHaveBeenCalled());
      expect(await cache.get<ReceivedTeamInvitation[]>(key)).toEqual([]);
    } finally {
      stop();
    }
  });

  it("sending and revoking an invitation reload the recipient's list in the same app", async () => {
    const grace = await signedUp();
    await verifyOwnEmail(grace.app, grace.email);
    const team = await grace.user.createTeam({ displayName: "Self" });
    expect(await grace.user.listTeamInvitations()).toEqual([]);
    await team.inviteUser({ email: grace.email, callbackUrl: INVITE_CALLBACK });
    expect((await grace.user.listTeamInvitations()).map((i) => i.teamId)).toEqual([team.id]);
    const [sent] = await team.listInvitations();
    await sent?.revoke();
    expect(await grace.user.listTeamInvitations()).toEqual([]);
  });

  it("accept() of an invitation for an address the user no longer has verified is refused", async () => {
    const grace = await signedUp();
    await verifyOwnEmail(grace.app, grace.email);
    await teamInviting(grace.email);
    const [invitation] = await grace.user.listTeamInvitations();
    await h.server().updateUser(grace.user.id, { primaryEmailVerified: false });
    const error = await invitation?.accept().catch((e: unknown) => e);
    expect(KnownErrors.TeamInvitationEmailMismatch.isInstance(error)).toBe(true);
    expect(await grace.user.listTeams()).toEqual([]);
  });
});

describe("serverUser.listTeamInvitations", () => {
  it("lists a user's received invitations; accept() adds them to the team", async () => {
    const server = h.server();
    const email = uniqueEmail();
    const user = await server.createUser({ primaryEmail: email, primaryEmailVerified: true });
    const { team } = await teamInviting(email, "Backend");
    const [invitation] = await user.listTeamInvitations();
    expect(invitation).toMatchObject({ teamId: team.id, teamDisplayName: "Backend" });
    await invitation?.accept();
    expect((await user.listTeams()).map((t) => t.id)).toEqual([team.id]);
    expect(await user.listTeamInvitations()).toEqual([]);
  });

  it("follows a change to the user's verified address", async () => {
    const server = h.server();
    const email = uniqueEmail();
    const user = await server.createUser({ primaryEmail: email });
    await teamInviting(email);
    expect(await user.listTeamInvitations()).toEqual([]);
    await user.update({ primaryEmailVerified: true });
    expect(await user.listTeamInvitations()).toHaveLength(1);
  });
});

describe("invitation codes count attempts", () => {
  it("after 20 tries the code steps return VERIFICATION_CODE_MAX_ATTEMPTS_REACHED", async () => {
    const grace = await signedUp();
    const { team } = await teamInviting(grace.email);
    const code = codeSentTo(grace.email);
    for (let i = 0; i < 20; i++) {
      expect((await grace.app.verifyTeamInvitationCode(code)).status).toBe("ok");
    }
    const checked = await grace.app.verifyTeamInvitationCode(code);
    expect(checked.status).toBe("error");
    expect(KnownErrors.VerificationCodeError.isInstance(checked.error)).toBe(true);
    expect(checked.error?.code).toBe("VERIFICATION_CODE_MAX_ATTEMPTS_REACHED");
    const details = await grace.app.getTeamInvitationDetails(code);
    expect(details.error?.code).toBe("VERIFICATION_CODE_MAX_ATTEMPTS_REACHED");
    const accepted = await grace.app.acceptTeamInvitation(code);
    expect(accepted.error?.code).toBe("VERIFICATION_CODE_MAX_ATTEMPTS_REACHED");
    expect(await grace.user.listTeams()).toEqual([]);
    expect((await team.listInvitations()).map((i) => i.recipientEmail)).toEqual([grace.email]);
  });
});
