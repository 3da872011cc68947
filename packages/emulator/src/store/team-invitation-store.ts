import type { VerificationCodeRecord, VerificationCodeStore } from "./verification-code-store.js";

/** How long an invitation's code works: seven days, as on the service. */
export const TEAM_INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** What an invitation's code remembers: which team, for which address, from which link. */
export interface TeamInvitationData {
  teamId: string;
  recipientEmail: string;
  callbackUrl: string;
}

/**
 * An invitation to join a team: a verification code of purpose `team-invitation` (as on the
 * service), so its id, expiry, use and tries are the code's.
 */
export type TeamInvitationRecord = VerificationCodeRecord<TeamInvitationData>;

const PURPOSE = "team-invitation";

/**
 * The team invitations of every project: a view of the `team-invitation` codes of the
 * {@link VerificationCodeStore}.
 *
 * @example
 * ```ts
 * const invitation = store.teamInvitations.create(projectId, { teamId, recipientEmail, callbackUrl });
 * store.teamInvitations.check(projectId, invitation.code); // throws VERIFICATION_CODE_* errors
 * ```
 */
export class TeamInvitationStore {
  readonly #codes: VerificationCodeStore;

  /** `codes` holds the invitations' codes. */
  constructor(codes: VerificationCodeStore) {
    this.#codes = codes;
  }

  create(projectId: string, data: TeamInvitationData): TeamInvitationRecord {
    return this.#codes.create(projectId, PURPOSE, data, {
      expiresInMs: TEAM_INVITATION_LIFETIME_MS,
    });
  }

  /**
   * The invitation of a code that can still be used, the try counted first (as for every code).
   * Throws VERIFICATION_CODE_NOT_FOUND, _EXPIRED, _ALREADY_USED or _MAX_ATTEMPTS_REACHED.
   */
  check(projectId: string, code: string): TeamInvitationRecord {
    return this.#codes.check(projectId, PURPOSE, code);
  }

  /** Marks an invitation used: accepted. */
  accept(invitation: TeamInvitationRecord): void {
    this.#codes.consume(invitation);
  }

  /** Whether an invitation can still be accepted: not used, not expired. */
  isPending(invitation: TeamInvitationRecord): boolean {
    return this.#codes.isPending(invitation);
  }

  /** The pending invitations of a team (not used, not expired), oldest first. */
  pending(projectId: string, teamId: string): TeamInvitationRecord[] {
    return this.#pendingWhere(projectId, (invitation) => invitation.data.teamId === teamId);
  }

  /**
   * The pending invitations sent to any of these addresses (compared case-insensitively), oldest
   * first: what a user with these verified addresses has received.
   */
  pendingFor(projectId: string, emails: readonly string[]): TeamInvitationRecord[] {
    const wanted = new Set(emails.map((email) => email.toLowerCase()));
    return this.#pendingWhere(projectId, (invitation) =>
      wanted.has(invitation.data.recipientEmail.toLowerCase()),
    );
  }

  #pendingWhere(
    projectId: string,
    matches: (invitation: TeamInvitationRecord) => boolean,
  ): TeamInvitationRecord[] {
    return this.#codes
      .list<TeamInvitationData>(projectId, PURPOSE)
      .filter((invitation) => this.#codes.isPending(invitation) && matches(invitation));
  }

  get(projectId: string, id: string): TeamInvitationRecord | undefined {
    return this.#codes.get(projectId, PURPOSE, id);
  }

  delete(projectId: string, id: string): boolean {
    return this.get(projectId, id) !== undefined && this.#codes.delete(projectId, id);
  }

  /** Forgets every invitation of a (deleted) team. */
  deleteTeam(projectId: string, teamId: string): void {
    for (const invitation of this.#codes.list<TeamInvitationData>(projectId, PURPOSE)) {
      if (invitation.data.teamId === teamId) this.#codes.delete(projectId, invitation.id);
    }
  }
}
