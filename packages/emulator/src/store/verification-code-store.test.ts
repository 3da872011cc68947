import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { KnownErrors } from "@app/core/errors";
import { VERIFICATION_CODE_LENGTH } from "@app/core/internal";
import { afterEach, describe, expect, it } from "vitest";
import { openSqlitePersistence } from "./sqlite-persistence.js";
import { Tables } from "./tables.js";
import { TeamInvitationStore } from "./team-invitation-store.js";
import {
  DEFAULT_CODE_LIFETIME_MS,
  MAX_ATTEMPTS_PER_CODE,
  VerificationCodeStore,
} from "./verification-code-store.js";

const PROJECT = "project-a";
const START = Date.UTC(2030, 0, 1);
let time = START;
const now = () => time;

const dirs: string[] = [];
afterEach(() => {
  time = START;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("VerificationCodeStore", () => {
  it("makes 45-character codes of lower-case letters and digits, known only to their purpose and project", () => {
    const codes = new VerificationCodeStore(now);
    const { code } = codes.create(PROJECT, "password-reset", { userId: "u1" });
    expect(code).toMatch(new RegExp(`^[a-z0-9]{${VERIFICATION_CODE_LENGTH}}$`));
    expect(() => codes.check(PROJECT, "otp-sign-in", code)).toThrow(
      KnownErrors.VerificationCodeNotFound,
    );
    expect(() => codes.check("project-b", "password-reset", code)).toThrow(
      KnownErrors.VerificationCodeNotFound,
    );
    expect(codes.check(PROJECT, "password-reset", code.toUpperCase()).data).toEqual({
      userId: "u1",
    });
  });

  it("expires at its lifetime's end, and is used once", () => {
    const codes = new VerificationCodeStore(now);
    const first = codes.create(PROJECT, "otp-sign-in", {});
    const second = codes.create(PROJECT, "otp-sign-in", {});
    time = START + DEFAULT_CODE_LIFETIME_MS - 1;
    codes.use(PROJECT, "otp-sign-in", second.code);
    expect(() => codes.use(PROJECT, "otp-sign-in", second.code)).toThrow(
      KnownErrors.VerificationCodeAlreadyUsed,
    );
    time = START + DEFAULT_CODE_LIFETIME_MS;
    expect(() => codes.check(PROJECT, "otp-sign-in", first.code)).toThrow(
      KnownErrors.VerificationCodeExpired,
    );
  });

  it(`locks a code after ${MAX_ATTEMPTS_PER_CODE} guesses at its first six characters, team invitations included`, () => {
    const codes = new VerificationCodeStore(now);
    const invitations = new TeamInvitationStore(codes);
    const invitation = invitations.create(PROJECT, {
      teamId: "t1",
      recipientEmail: "ada@example.com",
      callbackUrl: "http://localhost/invite",
    });
    for (let i = 0; i < MAX_ATTEMPTS_PER_CODE; i++) {
      const guess = `${String(i).padStart(6, "0")}${invitation.code.slice(6)}`;
      expect(() => codes.check(PROJECT, "team-invitation", guess)).toThrow(
        KnownErrors.VerificationCodeNotFound,
      );
    }
    expect(() => invitations.check(PROJECT, invitation.code)).toThrow(
      KnownErrors.VerificationCodeMaxAttemptsReached,
    );
  });

  it("keeps codes and invitations in the data directory, and forgets a deleted project's", async () => {
    const dir = mkdtempSync(join(tmpdir(), "emulator-codes-"));
    dirs.push(dir);
    const firstTables = new Tables(await openSqlitePersistence(dir));
    const first = new VerificationCodeStore(now, firstTables);
    const invitation = new TeamInvitationStore(first).create(PROJECT, {
      teamId: "t1",
      recipientEmail: "ada@example.com",
      callbackUrl: "http://localhost/invite",
    });
    const other = first.create("project-b", "mfa-attempt", { userId: "u2" });
    first.check(PROJECT, "team-invitation", invitation.code);
    firstTables.commit();
    firstTables.close();

    const secondTables = new Tables(await openSqlitePersistence(dir));
    const second = new VerificationCodeStore(now, secondTables);
    const invitations = new TeamInvitationStore(second);
    expect(invitations.pending(PROJECT, "t1").map((i) => [i.id, i.attemptCount])).toEqual([
      [invitation.id, 1],
    ]);
    second.deleteProject(PROJECT);
    expect(invitations.get(PROJECT, invitation.id)).toBeUndefined();
    expect(second.check("project-b", "mfa-attempt", other.code).data).toEqual({ userId: "u2" });
    secondTables.close();
  });
});
