import { describe, expect, it } from "vitest";
import { TEAM_INVITATION_LIFETIME_MS } from "../store/team-invitation-store.js";
import { call, knownError, useTestEmulator } from "../test-utils/harness.js";
import {
  addToTeam,
  asServer,
  createTeamAs,
  newUser,
  type TestUser,
} from "../test-utils/team-helpers.js";

const emulator = useTestEmulator();
const CALLBACK = "http://localhost:3000/handler/team-invitation";

/** Invites `email` to the team as `sender`; returns the code of the e-mail's link. */
async function invite(sender: TestUser, team: string, email: string): Promise<string> {
  const res = await sender.call("POST", "/team-invitations/send-code", {
    body: { email, team_id: team, callback_url: CALLBACK },
  });
  expect(res.status, res.text).toBe(200);
  return emulator.outbox.latestCode(email);
}

describe("POST /team-invitations/send-code", () => {
  it("e-mails a link to the callback URL with the code, and lists the invitation", async () => {
    const ada = await newUser(emulator);
    const team = await createTeamAs(ada, "Engines");
    const res = await ada.call("POST", "/team-invitations/send-code", {
      body: { email: "grace@example.com", team_id: team, callback_url: CALLBACK },
    });
    expect(res.body).toEqual({ success: true, id: expect.any(String) });
    const [email] = emulator.outbox.list({ to: "grace@example.com" });
    expect(email?.subject).toBe("You have been invited to join Engines");
    const link = new URL(/http\S+/.exec(email?.text ?? "")?.[0] ?? "");
    expect(`${link.origin}${link.pathname}`).toBe(CALLBACK);
    expect(link.searchParams.get("code")).toMatch(/^[a-z0-9]{45}$/);
    expect(email?.html).toContain(`href="${link.toString().replaceAll("&", "&#38;")}"`);
    const listed = await ada.call("GET", `/team-invitations?team_id=${team}`);
    expect(listed.body).toEqual({
      items: [
        {
          id: res.body.id,
          team_id: team,
          team_display_name: "Engines",
          recipient_email: "grace@example.com",
          expires_at_millis: expect.any(Number),
        },
      ],
      is_paginated: false,
    });
  });

  it("needs $invite_members, a trusted callback URL and a valid body", async () => {
    const ada = await newUser(emulator);
    const bob = await newUser(emulator);
    const team = await createTeamAs(ada);
    await addToTeam(emulator, team, bob.id);
    await asServer(emulator, "DELETE", `/team-permissions/${team}/${bob.id}/team_member`);
    const body = { email: "x@example.com", team_id: team, callback_url: CALLBACK };
    const denied = await bob.call("POST", "/team-invitations/send-code", { body });
    expect(knownError(denied)).toMatchObject({ status: 401, code: "TEAM_PERMISSION_REQUIRED" });
    expect(denied.body.details.permission_id).toBe("$invite_members");
    const untrusted = await ada.call("POST", "/team-invitations/send-code", {
      body: { ...body, callback_url: "https://evil.example.com/join" },
    });
    expect(knownError(untrusted)).toMatchObject({
      status: 400,
      code: "REDIRECT_URL_NOT_WHITELISTED",
    });
    const badEmail = await ada.call("POST", "/team-invitations/send-code", {
      body: { ...body, email: "nope" },
    });
    expect(badEmail.body.error).toBe("body.email: must be a valid email");
    expect(emulator.outbox.list({ to: "x@example.com" })).toEqual([]);
    expect((await ada.call("GET", `/team-invitations?team_id=${team}`)).body.items).toEqual([]);
  });

  it("an untrusted callback URL answers REDIRECT_URL_NOT_WHITELISTED without details", async () => {
    const ada = await newUser(emulator);
    const team = await createTeamAs(ada);
    const res = await asServer(emulator, "POST", "/team-invitations/send-code", {
      email: "x@example.com",
      team_id: team,
      callback_url: "https://malicious.example.com/callback",
    });
    expect(knownError(res)).toEqual({
      status: 400,
      code: "REDIRECT_URL_NOT_WHITELISTED",
      header: "REDIRECT_URL_NOT_WHITELISTED",
    });
    expect(Object.keys(res.body).sort()).toEqual(["code", "error"]);
  });
});

describe("accepting an invitation", () => {
  it("check-code and details answer without using the code; accept joins with the member defaults", async () => {
    const ada = await newUser(emulator);
    const grace = await newUser(emulator);
    const team = await createTeamAs(ada, "Engines");
    const code = await invite(ada, team, grace.email);
    const check = await grace.call("POST", "/team-invitations/accept/check-code", {
      body: { code },
    });
    expect(check.body).toEqual({ is_code_valid: true });
    const details = await grace.call("POST", "/team-invitations/accept/details", {
      body: { code: code.toUpperCase() },
    });
    expect(details.body).toEqual({ team_id: team, team_display_name: "Engines" });
    const accepted = await grace.call("POST", "/team-invitations/accept", { body: { code } });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({});
    const teams = await grace.call("GET", "/teams?user_id=me");
    expect(teams.body.items.map((t: { id: string }) => t.id)).toEqual([team]);
    const held = await grace.call(
      "GET",
      `/team-permissions?team_id=${team}&user_id=me&recursive=false`,
    );
    expect(held.body.items.map((p: { id: string }) => p.id)).toEqual(["team_member"]);
    expect((await ada.call("GET", `/team-invitations?team_id=${team}`)).body.items).toEqual([]);
  });

  it("a used code is VERIFICATION_CODE_ALREADY_USED (409); an unknown one _NOT_FOUND (404)", async () => {
    const ada = await newUser(emulator);
    const grace = await newUser(emulator);
    const team = await createTeamAs(ada);
    const code = await invite(ada, team, grace.email);
    await grace.call("POST", "/team-invitations/accept", { body: { code } });
    for (const path of ["/accept", "/accept/check-code", "/accept/details"]) {
      const used = await grace.call("POST", `/team-invitations${path}`, { body: { code } });
      expect(knownError(used)).toMatchObject({
        status: 409,
        code: "VERIFICATION_CODE_ALREADY_USED",
      });
    }
    const unknown = await grace.call("POST", "/team-invitations/accept", {
      body: { code: "a".repeat(45) },
    });
    expect(knownError(unknown)).toMatchObject({ status: 404, code: "VERIFICATION_CODE_NOT_FOUND" });
    const short = await grace.call("POST", "/team-invitations/accept", { body: { code: "abc" } });
    expect(short.body.error).toBe("body.code: must be exactly 45 characters");
  });

  it("a code expires after seven days (VERIFICATION_CODE_EXPIRED, 400) and leaves the list", async () => {
    const ada = await newUser(emulator);
    const grace = await newUser(emulator);
    const team = await createTeamAs(ada);
    const code = await invite(ada, team, grace.email);
    emulator.clock.advance(TEAM_INVITATION_LIFETIME_MS + 1000);
    try {
      const res = await call(emulator, "POST", "/team-invitations/accept/check-code", {
        body: { code },
      });
      expect(knownError(res)).toMatchObject({ status: 400, code: "VERIFICATION_CODE_EXPIRED" });
      const list = await asServer(emulator, "GET", `/team-invitations?team_id=${team}`);
      expect(list.body.items).toEqual([]);
    } finally {
      emulator.clock.reset();
    }
  });

  it("accepting and reading details need a signed-in user; the code stays usable", async () => {
    const ada = await newUser(emulator);
    const team = await createTeamAs(ada);
    const code = await invite(ada, team, "later@example.com");
    for (const path of ["/accept", "/accept/details"]) {
      const res = await call(emulator, "POST", `/team-invitations${path}`, { body: { code } });
      expect(knownError(res)).toMatchObject({ status: 401, code: "USER_AUTHENTICATION_REQUIRED" });
    }
    const check = await call(emulator, "POST", "/team-invitations/accept/check-code", {
      body: { code },
    });
    expect(check.body).toEqual({ is_code_valid: true });
  });

  it("an anonymous user accepting one gets TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED; the code stays usable", async () => {
    const ada = await newUser(emulator);
    const team = await createTeamAs(ada);
    const code = await invite(ada, team, "someone-anonymous@example.com");
    const anonymous = await call(emulator, "POST", "/auth/anonymous/sign-up", { body: {} });
    const as = { accessToken: anonymous.body.access_token, allowAnonymous: true, body: { code } };
    for (const path of ["/accept", "/accept/details"]) {
      const res = await call(emulator, "POST", `/team-invitations${path}`, as);
      expect(knownError(res)).toEqual({
        status: 403,
        code: "TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED",
        header: "TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED",
      });
      expect(res.body.details).toEqual({ restricted_reason: { type: "anonymous" } });
    }
    const members = await asServer(emulator, "GET", `/users?team_id=${team}`);
    expect(members.body.items.map((u: { id: string }) => u.id)).toEqual([ada.id]);
    const check = await call(emulator, "POST", "/team-invitations/accept/check-code", {
      body: { code },
    });
    expect(check.body).toEqual({ is_code_valid: true });
  });

  it("a user without the invited address gets TEAM_INVITATION_EMAIL_MISMATCH from details and accept; the recipient still joins", async () => {
    const ada = await newUser(emulator);
    const grace = await newUser(emulator);
    const mallory = await newUser(emulator);
    const team = await createTeamAs(ada, "Engines");
    const code = await invite(ada, team, grace.email.toUpperCase());
    for (const path of ["/accept/details", "/accept"]) {
      const res = await mallory.call("POST", `/team-invitations${path}`, { body: { code } });
      expect(knownError(res)).toMatchObject({
        status: 403,
        code: "TEAM_INVITATION_EMAIL_MISMATCH",
      });
    }
    expect((await mallory.call("GET", "/teams?user_id=me")).body.items).toEqual([]);
    // Checking the code does not ask who opens it.
    const check = await mallory.call("POST", "/team-invitations/accept/check-code", {
      body: { code },
    });
    expect(check.body).toEqual({ is_code_valid: true });
    // The invited address, unverified and in another case, accepts.
    const accepted = await grace.call("POST", "/team-invitations/accept", { body: { code } });
    expect(accepted.status, accepted.text).toBe(200);
    const members = await asServer(emulator, "GET", `/users?team_id=${team}`);
    expect(members.body.items.map((u: { id: string }) => u.id).sort()).toEqual(
      [ada.id, grace.id].sort(),
    );
  });

  it("a member who accepts stays a member once", async () => {
    const ada = await newUser(emulator);
    const team = await createTeamAs(ada);
    const code = await invite(ada, team, ada.email);
    expect((await ada.call("POST", "/team-invitations/accept", { body: { code } })).status).toBe(
      200,
    );
    const held = await ada.call(
      "GET",
      `/team-permissions?team_id=${team}&user_id=me&recursive=false`,
    );
    expect(held.body.items.map((p: { id: string }) => p.id)).toEqual(["team_admin"]);
  });
});

describe("listing and revoking invitations", () => {
  it("listing a team's invitations needs $read_members and $invite_members; revoking needs $remove_members", async () => {
    const ada = await newUser(emulator);
    const bob = await newUser(emulator);
    const team = await createTeamAs(ada);
    await addToTeam(emulator, team, bob.id);
    await invite(ada, team, "someone@example.com");
    const [invitation] = (await bob.call("GET", `/team-invitations?team_id=${team}`)).body.items;
    const denied = await bob.call("DELETE", `/team-invitations/${invitation.id}?team_id=${team}`);
    expect(knownError(denied)).toMatchObject({ status: 401, code: "TEAM_PERMISSION_REQUIRED" });
    expect(denied.body.details.permission_id).toBe("$remove_members");
    const revoked = await ada.call("DELETE", `/team-invitations/${invitation.id}?team_id=${team}`);
    expect(revoked.body).toEqual({ success: true });
    expect((await ada.call("GET", `/team-invitations?team_id=${team}`)).body.items).toEqual([]);
    const again = await ada.call("DELETE", `/team-invitations/${invitation.id}?team_id=${team}`);
    expect(again.status).toBe(404);
    const outsider = await newUser(emulator);
    const notMember = await outsider.call("GET", `/team-invitations?team_id=${team}`);
    expect(knownError(notMember)).toMatchObject({ code: "TEAM_MEMBERSHIP_NOT_FOUND" });
    const noTeam = await ada.call("GET", "/team-invitations");
    expect(noTeam.text).toBe("Must specify either team_id or user_id");
  });

  it("listing a team's invitations with $invite_members alone answers TEAM_PERMISSION_REQUIRED for $read_members", async () => {
    const ada = await newUser(emulator);
    const bob = await newUser(emulator);
    const team = await createTeamAs(ada);
    await addToTeam(emulator, team, bob.id);
    await invite(ada, team, "someone@example.com");
    await asServer(emulator, "DELETE", `/team-permissions/${team}/${bob.id}/team_member`, {});
    await asServer(emulator, "POST", `/team-permissions/${team}/${bob.id}/$invite_members`, {});
    const denied = await bob.call("GET", `/team-invitations?team_id=${team}`);
    expect(knownError(denied)).toEqual({
      status: 401,
      code: "TEAM_PERMISSION_REQUIRED",
      header: "TEAM_PERMISSION_REQUIRED",
    });
    expect(denied.body.details).toEqual({
      team_id: team,
      user_id: bob.id,
      permission_id: "$read_members",
    });
    // With $read_members alone, it is $invite_members that is missing.
    await asServer(emulator, "DELETE", `/team-permissions/${team}/${bob.id}/$invite_members`, {});
    await asServer(emulator, "POST", `/team-permissions/${team}/${bob.id}/$read_members`, {});
    const stillDenied = await bob.call("GET", `/team-invitations?team_id=${team}`);
    expect(stillDenied.body.details.permission_id).toBe("$invite_members");
    await asServer(emulator, "POST", `/team-permissions/${team}/${bob.id}/$invite_members`, {});
    const listed = await bob.call("GET", `/team-invitations?team_id=${team}`);
    expect(listed.body.items.map((i: { recipient_email: string }) => i.recipient_email)).toEqual([
      "someone@example.com",
    ]);
  });

  it("a revoked code no longer works", async () => {
    const ada = await newUser(emulator);
    const grace = await newUser(emulator);
    const team = await createTeamAs(ada);
    const code = await invite(ada, team, grace.email);
    const [invitation] = (await ada.call("GET", `/team-invitations?team_id=${team}`)).body.items;
    await ada.call("DELETE", `/team-invitations/${invitation.id}?team_id=${team}`);
    const res = await grace.call("POST", "/team-invitations/accept", { body: { code } });
    expect(knownError(res)).toMatchObject({ code: "VERIFICATION_CODE_NOT_FOUND" });
  });
});

describe("attempts at an invitation code", () => {
  it("after 20 tries a code answers VERIFICATION_CODE_MAX_ATTEMPTS_REACHED, guesses included", async () => {
    const ada = await newUser(emulator);
    const grace = await newUser(emulator);
    const team = await createTeamAs(ada);
    const code = await invite(ada, team, grace.email);
    // A guess at the first six characters counts against the code it could be.
    const guess = `${code.startsWith("000000") ? "111111" : "000000"}${code.slice(6)}`;
    for (let i = 0; i < 10; i++) {
      const wrong = await grace.call("POST", "/team-invitations/accept", { body: { code: guess } });
      expect(knownError(wrong)).toMatchObject({ code: "VERIFICATION_CODE_NOT_FOUND" });
    }
    for (let i = 0; i < 10; i++) {
      const res = await grace.call("POST", "/team-invitations/accept/check-code", {
        body: { code },
      });
      expect(res.body).toEqual({ is_code_valid: true });
    }
    for (const path of ["/accept/check-code", "/accept/details", "/accept"]) {
      const res = await grace.call("POST", `/team-invitations${path}`, { body: { code } });
      expect(knownError(res)).toMatchObject({
        status: 400,
        code: "VERIFICATION_CODE_MAX_ATTEMPTS_REACHED",
      });
    }
    expect((await grace.call("GET", "/teams?user_id=me")).body.items).toEqual([]);
  });

  it("tries at one code leave the others alone", async () => {
    const ada = await newUser(emulator);
    const grace = await newUser(emulator);
    const team = await createTeamAs(ada);
    const first = await invite(ada, team, "first@example.com");
    const second = await invite(ada, team, grace.email);
    for (let i = 0; i < 21; i++) {
      await grace.call("POST", "/team-invitations/accept/check-code", { body: { code: first } });
    }
    const res = await grace.call("POST", "/team-invitations/accept", { body: { code: second } });
    expect(res.status).toBe(200);
  });
});

/** Marks the user's primary e-mail verified (server access). */
async function verifyPrimaryEmail(user: TestUser) {
  const res = await asServer(emulator, "PATCH", `/users/${user.id}`, {
    primary_email_verified: true,
  });
  expect(res.status, res.text).toBe(200);
}

describe("invitations a user received", () => {
  it("GET /team-invitations?user_id=me lists pending invitations to the user's verified addresses", async () => {
    const ada = await newUser(emulator);
    const grace = await newUser(emulator);
    const team = await createTeamAs(ada, "Engines");
    await invite(ada, team, grace.email.toUpperCase());
    // Not yet verified: nothing received.
    expect((await grace.call("GET", "/team-invitations?user_id=me")).body).toEqual({
      items: [],
      is_paginated: false,
    });
    await verifyPrimaryEmail(grace);
    const [sent] = (await ada.call("GET", `/team-invitations?team_id=${team}`)).body.items;
    const received = await grace.call("GET", "/team-invitations?user_id=me");
    expect(received.body).toEqual({
      items: [
        {
          id: sent.id,
          team_id: team,
          team_display_name: "Engines",
          recipient_email: grace.email.toUpperCase(),
          expires_at_millis: sent.expires_at_millis,
        },
      ],
      is_paginated: false,
    });
    expect((await grace.call("GET", `/team-invitations?user_id=${grace.id}`)).body).toEqual(
      received.body,
    );
    const byServer = await asServer(emulator, "GET", `/team-invitations?user_id=${grace.id}`);
    expect(byServer.body).toEqual(received.body);
    // Expired invitations are no longer received (asked by the server: the user's access token
    // has expired too by then).
    emulator.clock.advance(TEAM_INVITATION_LIFETIME_MS + 1000);
    try {
      const later = await asServer(emulator, "GET", `/team-invitations?user_id=${grace.id}`);
      expect(later.body.items).toEqual([]);
    } finally {
      emulator.clock.reset();
    }
  });

  it("a client lists only their own (CANNOT_GET_OWN_USER_WITHOUT_USER); user_id and team_id do not go together", async () => {
    const ada = await newUser(emulator);
    const grace = await newUser(emulator);
    const other = await ada.call("GET", `/team-invitations?user_id=${grace.id}`);
    expect(knownError(other)).toMatchObject({
      status: 400,
      code: "CANNOT_GET_OWN_USER_WITHOUT_USER",
    });
    const team = await createTeamAs(ada);
    const both = await ada.call("GET", `/team-invitations?user_id=me&team_id=${team}`);
    expect(both.status).toBe(400);
    expect(both.text).toBe("Cannot specify both team_id and user_id");
    const signedOut = await call(emulator, "GET", "/team-invitations?user_id=me");
    expect(knownError(signedOut)).toMatchObject({ code: "CANNOT_GET_OWN_USER_WITHOUT_USER" });
    const unknown = await asServer(
      emulator,
      "GET",
      "/team-invitations?user_id=00000000-0000-4000-8000-00000000abcd",
    );
    expect(knownError(unknown)).toMatchObject({ status: 404, code: "USER_NOT_FOUND" });
  });

  it("POST /team-invitations/{id}/accept joins the team without the code, once, and answers {} as the service does", async () => {
    const ada = await newUser(emulator);
    const grace = await newUser(emulator);
    const team = await createTeamAs(ada, "Engines");
    const code = await invite(ada, team, grace.email);
    await verifyPrimaryEmail(grace);
    const [received] = (await grace.call("GET", "/team-invitations?user_id=me")).body.items;
    const accepted = await grace.call(
      "POST",
      `/team-invitations/${received.id}/accept?user_id=me`,
      {
        body: {},
      },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({});
    const teams = await grace.call("GET", "/teams?user_id=me");
    expect(teams.body.items.map((t: { id: string }) => t.id)).toEqual([team]);
    expect((await grace.call("GET", "/team-invitations?user_id=me")).body.items).toEqual([]);
    const again = await grace.call("POST", `/team-invitations/${received.id}/accept?user_id=me`);
    expect(again.status).toBe(404);
    expect(again.text).toBe("Team invitation not found");
    // The code of the e-mail is used up too.
    const byCode = await grace.call("POST", "/team-invitations/accept", { body: { code } });
    expect(knownError(byCode)).toMatchObject({ code: "VERIFICATION_CODE_ALREADY_USED" });
  });

  it("only the recipient with the address verified may accept it", async () => {
    const ada = await newUser(emulator);
    const grace = await newUser(emulator);
    const mallory = await newUser(emulator);
    const team = await createTeamAs(ada);
    await invite(ada, team, grace.email);
    const [sent] = (await ada.call("GET", `/team-invitations?team_id=${team}`)).body.items;
    const path = `/team-invitations/${sent.id}/accept?user_id=me`;
    await verifyPrimaryEmail(mallory);
    for (const user of [mallory, grace]) {
      const res = await user.call("POST", path);
      expect(knownError(res)).toMatchObject({
        status: 403,
        code: "TEAM_INVITATION_EMAIL_MISMATCH",
      });
    }
    const forOther = await grace.call(
      "POST",
      `/team-invitations/${sent.id}/accept?user_id=${mallory.id}`,
    );
    expect(knownError(forOther)).toMatchObject({
      status: 400,
      code: "CANNOT_GET_OWN_USER_WITHOUT_USER",
    });
    expect((await ada.call("GET", `/team-invitations?team_id=${team}`)).body.items).toHaveLength(1);
    // A server accepts for the recipient, once their address is verified.
    await verifyPrimaryEmail(grace);
    const byServer = await asServer(
      emulator,
      "POST",
      `/team-invitations/${sent.id}/accept?user_id=${grace.id}`,
      {},
    );
    expect(byServer.status).toBe(200);
    const members = await asServer(emulator, "GET", `/users?team_id=${team}`);
    expect(members.body.items.map((u: { id: string }) => u.id).sort()).toEqual(
      [ada.id, grace.id].sort(),
    );
  });
});

describe("GET /team-invitations: which list", () => {
  it("answers team_id with user_id, or neither, with the service's 400 texts", async () => {
    const ada = await newUser(emulator);
    const team = await createTeamAs(ada, "Both");
    const both = await ada.call("GET", `/team-invitations?team_id=${team}&user_id=me`);
    expect(both.status).toBe(400);
    expect(both.text).toBe("Cannot specify both team_id and user_id");
    const neither = await ada.call("GET", "/team-invitations");
    expect(neither.status).toBe(400);
    expect(neither.text).toBe("Must specify either team_id or user_id");
  });
});
