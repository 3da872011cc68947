import { randomBytes } from "node:crypto";
import { newId } from "./random.js";
import { Tables } from "./tables.js";

/** How long an invitation's code works: seven days, as on the service. */
export const TEAM_INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Verification codes are 45 lowercase letters and digits. */
export const VERIFICATION_CODE_LENGTH = 45;

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

  /** The pending invitations of a team (not used, not expired), oldest first. */
  pending(projectId: string, teamId: string): TeamInvitationRecord[] {
    const now = this.#now();
    return [...this.#byId.values()].filter(
      (invitation) =>
        invitation.projectId === projectId &&
        invitation.teamId === teamId &&
        invitation.usedAtMillis === null &&
        invitation.expiresAtMillis > now,
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
