import {
  type ContactChannelRecord,
  newContactChannel,
  primaryChannel,
} from "./contact-channel-store.js";
import { EmailIndex } from "./email-index.js";
import { newId } from "./random.js";
import { Tables } from "./tables.js";

/** An access token an external OpenID provider gave for an account, as the service keeps it. */
export interface ProviderAccessTokenRecord {
  token: string;
  /** The scopes asked when it was given: the provider's base scope and the flow's extra ones. */
  scopes: string[];
  /** On the emulator's clock. */
  expiresAtMillis: number;
}

/** A refresh token an external OpenID provider gave for an account. */
export interface ProviderRefreshTokenRecord {
  token: string;
  scopes: string[];
}

/** A connected OAuth account of a user: an account at a provider of the project's config. */
export interface OAuthAccountRecord {
  /** The account's own id (uuid), as `/oauth-providers/{user_id}/{id}` names it. */
  id: string;
  /** The provider's config id in the project (`github`…), the `id` of `oauth_providers`. */
  providerId: string;
  /** The user's id at the provider. */
  accountId: string;
  email: string | null;
  /** Whether the account signs the user in. */
  allowSignIn: boolean;
  /** Whether the app may get provider access tokens for it (connected account). */
  allowConnectedAccounts: boolean;
  /** The scopes the user granted the fake provider: what its access tokens may carry. */
  scopes: string[];
  /**
   * Whether the provider gave tokens for the account (an OAuth sign-in or link did, or a test
   * granted scopes); an account attached with `POST /oauth-providers` has none, and gives no
   * access token.
   */
  hasProviderTokens: boolean;
  /**
   * The tokens an external OpenID provider gave for the account (`oauthMockUrl`) that are still
   * usable, newest last: a token the provider refused, or a refresh token it rotated, is dropped.
   * Absent for accounts of the stand-in provider.
   */
  providerTokens?: {
    accessTokens: ProviderAccessTokenRecord[];
    refreshTokens: ProviderRefreshTokenRecord[];
  };
  createdAtMillis: number;
}

/** A user of one project. Metadata fields hold any JSON value. */
export interface UserRecord {
  id: string;
  projectId: string;
  /** Insertion order: breaks ties between users who signed up in the same millisecond. */
  seq: number;
  /**
   * The user's e-mail addresses. The primary one is the user's primary e-mail; its verification
   * and whether it signs in are `primary_email_verified` and `primary_email_auth_enabled`.
   */
  contactChannels: ContactChannelRecord[];
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
  /** The user's sign-up risk scores (0 to 100 each); none means 0. */
  riskScores?: { sign_up: { bot: number; free_trial_abuse: number } };
  /** The user's choices of which e-mail categories they receive, by category id. */
  notificationPreferences?: Record<string, boolean>;
}

/**
 * The fields a new user may be given; the rest take their defaults. `primaryEmail` (with
 * `primaryEmailVerified` and `primaryEmailAuthEnabled`) makes the primary contact channel.
 */
export type NewUser = Partial<Omit<UserRecord, "projectId" | "seq">> & {
  projectId: string;
  primaryEmail?: string | null;
  primaryEmailVerified?: boolean;
  primaryEmailAuthEnabled?: boolean;
};

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
  readonly #users: Map<string, UserRecord>;
  /** Who has which address; every user handed out by id is touched in it, as they may change. */
  readonly #emails: EmailIndex<UserRecord>;
  #seq: number;
  readonly #now: () => number;

  /** `now` is the emulator's clock; `tables` holds the records. */
  constructor(now: () => number = Date.now, tables: Tables = new Tables()) {
    this.#now = now;
    this.#users = tables.map("users");
    this.#emails = new EmailIndex(this.#users);
    tables.afterCommit(() => this.#emails.settle());
    let last = -1;
    for (const user of this.#users.values()) last = Math.max(last, user.seq);
    this.#seq = last + 1;
  }

  /**
   * The user with this id in this project. A user handed out may be changed in place (its
   * addresses included); a user reached by {@link list} must be got here before it is changed.
   */
  get(projectId: string, id: string): UserRecord | undefined {
    const user = this.#users.get(id);
    if (user) this.#emails.touch(id);
    return user?.projectId === projectId ? user : undefined;
  }

  /** The user who signs in with this e-mail address (a channel used for auth) in this project. */
  findByAuthEmail(projectId: string, email: string): UserRecord | undefined {
    for (const user of this.#emails.candidates(email)) {
      if (user.projectId !== projectId) continue;
      const signsIn = user.contactChannels.some(
        (channel) => channel.usedForAuth && sameEmail(channel.value, email),
      );
      if (signsIn) return this.get(projectId, user.id);
    }
    return undefined;
  }

  create(input: NewUser, now = this.#now()): UserRecord {
    const { primaryEmail, primaryEmailVerified, primaryEmailAuthEnabled, ...fields } = input;
    const user: UserRecord = {
      id: newId(),
      contactChannels: [],
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
      ...fields,
      seq: this.#seq++,
    };
    if (primaryEmail) {
      const channel = newContactChannel(
        {
          value: primaryEmail,
          isPrimary: true,
          isVerified: primaryEmailVerified,
          usedForAuth: primaryEmailAuthEnabled,
        },
        now,
      );
      user.contactChannels = [...user.contactChannels.filter((c) => !c.isPrimary), channel];
    }
    if (this.#users.has(user.id)) throw new TypeError(`User ${user.id} already exists.`);
    this.#users.set(user.id, user);
    this.#emails.touch(user.id);
    return user;
  }

  delete(projectId: string, id: string): boolean {
    if (!this.get(projectId, id)) return false;
    return this.#users.delete(id);
  }

  deleteProject(projectId: string): void {
    for (const user of [...this.#users.values()]) {
      if (user.projectId === projectId) {
        this.#users.delete(user.id);
        this.#emails.touch(user.id);
      }
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
        (primaryChannel(user)?.value.toLowerCase().includes(needle) ?? false) ||
        (user.displayName?.toLowerCase().includes(needle) ?? false)
      );
    });
    const direction = filter.desc ? -1 : 1;
    return matches.sort(
      (a, b) => direction * (a.signedUpAtMillis - b.signedUpAtMillis || a.seq - b.seq),
    );
  }
}
