import { newId } from "./random.js";

/** A connected OAuth account of a user. */
export interface OAuthAccountRecord {
  providerId: string;
  accountId: string;
  email: string | null;
}

/** A user of one project. Metadata fields hold any JSON value. */
export interface UserRecord {
  id: string;
  projectId: string;
  /** Insertion order: breaks ties between users who signed up in the same millisecond. */
  seq: number;
  primaryEmail: string | null;
  primaryEmailVerified: boolean;
  /** Whether the primary e-mail can be used to sign in (password, magic link). */
  primaryEmailAuthEnabled: boolean;
  displayName: string | null;
  profileImageUrl: string | null;
  clientMetadata: unknown;
  clientReadOnlyMetadata: unknown;
  serverMetadata: unknown;
  /** bcrypt hash in Modular Crypt Format, or null when the user has no password. */
  passwordHash: string | null;
  signedUpAtMillis: number;
  lastActiveAtMillis: number;
  selectedTeamId: string | null;
  totpSecretBase64: string | null;
  otpAuthEnabled: boolean;
  passkeyAuthEnabled: boolean;
  isAnonymous: boolean;
  restrictedByAdmin: boolean;
  restrictedByAdminReason: string | null;
  restrictedByAdminPrivateDetails: string | null;
  oauthAccounts: OAuthAccountRecord[];
  /** ISO 3166-1 alpha-2 code of where the user signs in from, when known (metrics by country). */
  countryCode?: string | null;
}

/** The fields a new user may be given; the rest take their defaults. */
export type NewUser = Partial<Omit<UserRecord, "projectId" | "seq">> & { projectId: string };

/** Filters and order of a user listing. */
export interface UserListFilter {
  /** Case-insensitive substring of the e-mail or display name, or the exact id. */
  query?: string;
  includeAnonymous?: boolean;
  onlyAnonymous?: boolean;
  /** Newest first when true. */
  desc?: boolean;
}

/** Compares e-mail addresses the way the service does: ignoring case. */
export function sameEmail(a: string | null, b: string | null): boolean {
  return a !== null && b !== null && a.toLowerCase() === b.toLowerCase();
}

/** The users of every project of one emulator. */
export class UserStore {
  readonly #users = new Map<string, UserRecord>();
  #seq = 0;
  readonly #now: () => number;

  /** `now` is the emulator's clock. */
  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** The user with this id in this project. */
  get(projectId: string, id: string): UserRecord | undefined {
    const user = this.#users.get(id);
    return user?.projectId === projectId ? user : undefined;
  }

  /** The user who signs in with this e-mail address in this project. */
  findByAuthEmail(projectId: string, email: string): UserRecord | undefined {
    for (const user of this.#users.values()) {
      if (user.projectId !== projectId || !user.primaryEmailAuthEnabled) continue;
      if (sameEmail(user.primaryEmail, email)) return user;
    }
    return undefined;
  }

  create(input: NewUser, now = this.#now()): UserRecord {
    const user: UserRecord = {
      id: newId(),
      primaryEmail: null,
      primaryEmailVerified: false,
      primaryEmailAuthEnabled: false,
      displayName: null,
      profileImageUrl: null,
      clientMetadata: null,
      clientReadOnlyMetadata: null,
      serverMetadata: null,
      passwordHash: null,
      signedUpAtMillis: now,
      lastActiveAtMillis: now,
      selectedTeamId: null,
      totpSecretBase64: null,
      otpAuthEnabled: false,
      passkeyAuthEnabled: false,
      isAnonymous: false,
      restrictedByAdmin: false,
      restrictedByAdminReason: null,
      restrictedByAdminPrivateDetails: null,
      oauthAccounts: [],
      ...input,
      seq: this.#seq++,
    };
    if (this.#users.has(user.id)) throw new TypeError(`User ${user.id} already exists.`);
    this.#users.set(user.id, user);
    return user;
  }

  delete(projectId: string, id: string): boolean {
    if (!this.get(projectId, id)) return false;
    return this.#users.delete(id);
  }

  deleteProject(projectId: string): void {
    for (const user of [...this.#users.values()]) {
      if (user.projectId === projectId) this.#users.delete(user.id);
    }
  }

  count(projectId: string): number {
    let count = 0;
    for (const user of this.#users.values()) if (user.projectId === projectId) count++;
    return count;
  }

  /** The users of a project that match `filter`, ordered by sign-up time. */
  list(projectId: string, filter: UserListFilter = {}): UserRecord[] {
    const needle = filter.query?.toLowerCase();
    const matches = [...this.#users.values()].filter((user) => {
      if (user.projectId !== projectId) return false;
      if (filter.onlyAnonymous && !user.isAnonymous) return false;
      if (!filter.includeAnonymous && user.isAnonymous) return false;
      if (!needle) return true;
      return (
        user.id === needle ||
        (user.primaryEmail?.toLowerCase().includes(needle) ?? false) ||
        (user.displayName?.toLowerCase().includes(needle) ?? false)
      );
    });
    const direction = filter.desc ? -1 : 1;
    return matches.sort(
      (a, b) => direction * (a.signedUpAtMillis - b.signedUpAtMillis || a.seq - b.seq),
    );
  }
}
