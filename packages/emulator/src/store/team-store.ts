import { newId } from "./random.js";
import { Tables } from "./tables.js";

/** A team of one project. Metadata fields hold any JSON object, or null. */
export interface TeamRecord {
  id: string;
  projectId: string;
  /** Insertion order: breaks ties between teams created in the same millisecond. */
  seq: number;
  displayName: string;
  profileImageUrl: string | null;
  clientMetadata: unknown;
  clientReadOnlyMetadata: unknown;
  serverMetadata: unknown;
  createdAtMillis: number;
}

/** A user's membership of a team, with their profile there (null: their own name and image). */
export interface MembershipRecord {
  projectId: string;
  teamId: string;
  userId: string;
  seq: number;
  displayName: string | null;
  profileImageUrl: string | null;
  joinedAtMillis: number;
}

/** The fields a new team may be given; the rest take their defaults. */
export type NewTeam = Partial<Omit<TeamRecord, "projectId" | "seq">> & {
  projectId: string;
  displayName: string;
};

/** Filters and order of a team listing. */
export interface TeamListFilter {
  /** Only the teams this user is a member of. */
  userId?: string | undefined;
  /** Case-insensitive substring of the display name, or the exact id. */
  query?: string | undefined;
  /** Newest first when true. */
  desc?: boolean | undefined;
}

const membershipKey = (teamId: string, userId: string) => `${teamId} ${userId}`;

/** The teams and team memberships of every project of one emulator. */
export class TeamStore {
  readonly #teams: Map<string, TeamRecord>;
  readonly #memberships: Map<string, MembershipRecord>;
  #seq: number;
  readonly #now: () => number;

  /** `now` is the emulator's clock; `tables` holds the records. */
  constructor(now: () => number = Date.now, tables: Tables = new Tables()) {
    this.#now = now;
    this.#teams = tables.map("teams");
    this.#memberships = tables.map("teams.memberships");
    let last = -1;
    for (const record of this.#teams.values()) last = Math.max(last, record.seq);
    for (const record of this.#memberships.values()) last = Math.max(last, record.seq);
    this.#seq = last + 1;
  }

  /** The team with this id in this project. */
  get(projectId: string, id: string): TeamRecord | undefined {
    const team = this.#teams.get(id);
    return team?.projectId === projectId ? team : undefined;
  }

  create(input: NewTeam, now = this.#now()): TeamRecord {
    const team: TeamRecord = {
      id: newId(),
      profileImageUrl: null,
      clientMetadata: null,
      clientReadOnlyMetadata: null,
      serverMetadata: null,
      createdAtMillis: now,
      ...input,
      seq: this.#seq++,
    };
    if (this.#teams.has(team.id)) throw new TypeError(`Team ${team.id} already exists.`);
    this.#teams.set(team.id, team);
    return team;
  }

  /** Deletes a team and its memberships; returns the ids of the users who were members. */
  delete(projectId: string, id: string): string[] | undefined {
    if (!this.get(projectId, id)) return undefined;
    const members = this.members(projectId, id).map((membership) => membership.userId);
    for (const userId of members) this.#memberships.delete(membershipKey(id, userId));
    this.#teams.delete(id);
    return members;
  }

  /** The teams of a project that match `filter`, oldest first unless `desc`. */
  list(projectId: string, filter: TeamListFilter = {}): TeamRecord[] {
    const needle = filter.query?.toLowerCase();
    const matches = [...this.#teams.values()].filter((team) => {
      if (team.projectId !== projectId) return false;
      if (filter.userId !== undefined && !this.membership(projectId, team.id, filter.userId)) {
        return false;
      }
      return !needle || team.id === needle || team.displayName.toLowerCase().includes(needle);
    });
    const direction = filter.desc ? -1 : 1;
    return matches.sort(
      (a, b) => direction * (a.createdAtMillis - b.createdAtMillis || a.seq - b.seq),
    );
  }

  membership(projectId: string, teamId: string, userId: string): MembershipRecord | undefined {
    const membership = this.#memberships.get(membershipKey(teamId, userId));
    return membership?.projectId === projectId ? membership : undefined;
  }

  /** Adds a member; the caller checks first that the team and the user exist. */
  addMember(projectId: string, teamId: string, userId: string): MembershipRecord {
    const key = membershipKey(teamId, userId);
    if (this.#memberships.has(key)) throw new TypeError(`${userId} is already in ${teamId}.`);
    const membership: MembershipRecord = {
      projectId,
      teamId,
      userId,
      seq: this.#seq++,
      displayName: null,
      profileImageUrl: null,
      joinedAtMillis: this.#now(),
    };
    this.#memberships.set(key, membership);
    return membership;
  }

  removeMember(projectId: string, teamId: string, userId: string): boolean {
    if (!this.membership(projectId, teamId, userId)) return false;
    return this.#memberships.delete(membershipKey(teamId, userId));
  }

  /** The memberships of a team, in the order the members joined. */
  members(projectId: string, teamId: string): MembershipRecord[] {
    return [...this.#memberships.values()]
      .filter((m) => m.projectId === projectId && m.teamId === teamId)
      .sort((a, b) => a.seq - b.seq);
  }

  /** Forgets a deleted user's memberships. */
  deleteUser(projectId: string, userId: string): void {
    for (const [key, membership] of [...this.#memberships]) {
      if (membership.projectId === projectId && membership.userId === userId) {
        this.#memberships.delete(key);
      }
    }
  }

  deleteProject(projectId: string): void {
    for (const [key, membership] of [...this.#memberships]) {
      if (membership.projectId === projectId) this.#memberships.delete(key);
    }
    for (const team of [...this.#teams.values()]) {
      if (team.projectId === projectId) this.#teams.delete(team.id);
    }
  }
}
