import { randomBytes } from "node:crypto";
import { KnownErrors } from "@app/core/errors";
import { newId } from "./random.js";
import { Tables } from "./tables.js";

/** How long an invitation's code works: seven days, as on the service. */
export const TEAM_INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Verification codes are 45 lowercase letters and digits. */
export const VERIFICATION_CODE_LENGTH = 45;
/**
 * Tries at one invitation code before it answers VERIFICATION_CODE_MAX_ATTEMPTS_REACHED, as for
 * the other e-mailed codes.
 */
export const MAX_INVITATION_CODE_ATTEMPTS = 20;
/** A try counts against every code that shares the characters after the first six. */
const GUESSED_PREFIX_LENGTH = 6;

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** A fresh 45-character verification code. */
export function newVerificationCode(): string {
  const bytes = randomBytes(VERIFICATION_CODE_LENGTH);
  return [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join("");
}

/** An invitation to join a team, sent by e-mail with a single-use code. */
export interface TeamInvitationRecord {
  id: string;
  projectId: string;
  teamId: string;
  recipientEmail: string;
  code: string;
  callbackUrl: string;
  createdAtMillis: number;
  expiresAtMillis: number;
  /** When the code was used (the invitation accepted), or null while it is pending. */
  usedAtMillis: number | null;
  /** Tries at the code (check, details, accept), counted before it is looked at. */
  attemptCount: number;
}

/** The team invitations of every project of one emulator. */
export class TeamInvitationStore {
  readonly #byId: Map<string, TeamInvitationRecord>;
  readonly #now: () => number;

  /** `now` is the emulator's clock; `tables` holds the records. */
  constructor(now: () => number = Date.now, tables: Tables = new Tables()) {
    this.#now = now;
    this.#byId = tables.map("teams.invitations");
  }

  create(input: {
    projectId: string;
    teamId: string;
    recipientEmail: string;
    callbackUrl: string;
  }): TeamInvitationRecord {
    const now = this.#now();
    const invitation: TeamInvitationRecord = {
      id: newId(),
      ...input,
      code: newVerificationCode(),
      createdAtMillis: now,
      expiresAtMillis: now + TEAM_INVITATION_LIFETIME_MS,
      usedAtMillis: null,
      attemptCount: 0,
    };
    this.#byId.set(invitation.id, invitation);
    return invitation;
  }

  /** The invitation of a code (codes are compared lower-cased, as the service does). */
  byCode(projectId: string, code: string): TeamInvitationRecord | undefined {
    const wanted = code.toLowerCase();
    for (const invitation of this.#byId.values()) {
      if (invitation.projectId === projectId && invitation.code === wanted) return invitation;
    }
    return undefined;
  }

  /**
   * The invitation of a code that can still be used, the try counted first (against every code
   * sharing its characters after the sixth, as the other e-mailed codes count them). Throws
   * VERIFICATION_CODE_NOT_FOUND, _EXPIRED, _ALREADY_USED or _MAX_ATTEMPTS_REACHED, in that order.
   *
   * @example
   * ```ts
   * const invitation = store.teamInvitations.check(projectId, code); // throws when unusable
   * ```
   */
  check(projectId: string, code: string): TeamInvitationRecord {
    const suffix = code.toLowerCase().slice(GUESSED_PREFIX_LENGTH);
    for (const invitation of this.#byId.values()) {
      if (
        invitation.projectId === projectId &&
        invitation.code.slice(GUESSED_PREFIX_LENGTH) === suffix
      ) {
        // Invitations stored by an emulator before attempts were counted have no count yet.
        invitation.attemptCount = (invitation.attemptCount ?? 0) + 1;
      }
    }
    const invitation = this.byCode(projectId, code);
    if (!invitation) throw new KnownErrors.VerificationCodeNotFound();
    if (invitation.expiresAtMillis <= this.#now()) throw new KnownErrors.VerificationCodeExpired();
    if (invitation.usedAtMillis !== null) throw new KnownErrors.VerificationCodeAlreadyUsed();
    if (invitation.attemptCount > MAX_INVITATION_CODE_ATTEMPTS) {
      throw new KnownErrors.VerificationCodeMaxAttemptsReached();
    }
    return invitation;
  }

  /** The pending invitations of a team (not used, not expired), oldest first. */
  pending(projectId: string, teamId: string): TeamInvitationRecord[] {
    return this.#pendingWhere(projectId, (invitation) => invitation.teamId === teamId);
  }

  /**
   * The pending invitations sent to any of these addresses (compared case-insensitively), oldest
   * first: what a user with these verified addresses has received.
   */
  pendingFor(projectId: string, emails: readonly string[]): TeamInvitationRecord[] {
    const wanted = new Set(emails.map((email) => email.toLowerCase()));
    return this.#pendingWhere(projectId, (invitation) =>
      wanted.has(invitation.recipientEmail.toLowerCase()),
    );
  }

  #pendingWhere(
    projectId: string,
    matches: (invitation: TeamInvitationRecord) => boolean,
  ): TeamInvitationRecord[] {
    const now = this.#now();
    return [...this.#byId.values()].filter(
      (invitation) =>
        invitation.projectId === projectId &&
        invitation.usedAtMillis === null &&
        invitation.expiresAtMillis > now &&
        matches(invitation),
    );
  }

  get(projectId: string, id: string): TeamInvitationRecord | undefined {
    const invitation = this.#byId.get(id);
    return invitation?.projectId === projectId ? invitation : undefined;
  }

  delete(projectId: string, id: string): boolean {
    return this.get(projectId, id) !== undefined && this.#byId.delete(id);
  }

  /** Forgets every invitation of a team (deleted) or a project (deleted). */
  deleteWhere(projectId: string, teamId?: string): void {
    for (const invitation of [...this.#byId.values()]) {
      if (
        invitation.projectId === projectId &&
        (teamId === undefined || invitation.teamId === teamId)
      ) {
        this.#byId.delete(invitation.id);
      }
    }
  }
}
