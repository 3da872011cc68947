import type { ActiveSessionJson } from "@app/core/internal";
import { newId, randomToken } from "./random.js";
import { Tables } from "./tables.js";

/** One year: the default lifetime of a refresh token. */
export const DEFAULT_SESSION_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

/** Where a session was last used from: `ip`, and what a proxy's headers told of the place. */
export type SessionIpInfo = NonNullable<ActiveSessionJson["last_used_at_end_user_ip_info"]>;

/** A session: one refresh token. Its id is the `refresh_token_id` claim of access tokens. */
export interface SessionRecord {
  id: string;
  projectId: string;
  userId: string;
  refreshToken: string;
  createdAtMillis: number;
  lastUsedAtMillis: number;
  expiresAtMillis: number;
  isImpersonation: boolean;
  /** Where the end user last used it from (`last_used_at_end_user_ip_info`), once a browser did. */
  lastUsedIpInfo?: SessionIpInfo;
}

export interface NewSession {
  projectId: string;
  userId: string;
  expiresInMillis?: number;
  isImpersonation?: boolean;
}

/** The sessions of every project of one emulator. Refresh tokens are not rotated. */
export class SessionStore {
  readonly #byId: Map<string, SessionRecord>;
  readonly #idByToken: Map<string, string>;
  readonly #now: () => number;

  /** `now` is the emulator's clock; `tables` holds the records. */
  constructor(now: () => number = Date.now, tables: Tables = new Tables()) {
    this.#now = now;
    this.#byId = tables.map("sessions");
    this.#idByToken = tables.map("sessions.byRefreshToken");
  }

  create(input: NewSession, now = this.#now()): SessionRecord {
    const session: SessionRecord = {
      id: newId(),
      projectId: input.projectId,
      userId: input.userId,
      refreshToken: randomToken(),
      createdAtMillis: now,
      lastUsedAtMillis: now,
      expiresAtMillis: now + (input.expiresInMillis ?? DEFAULT_SESSION_LIFETIME_MS),
      isImpersonation: input.isImpersonation ?? false,
    };
    this.#byId.set(session.id, session);
    this.#idByToken.set(session.refreshToken, session.id);
    return session;
  }

  /** The live session with this id, or undefined when it was revoked or has expired. */
  get(id: string, now = this.#now()): SessionRecord | undefined {
    const session = this.#byId.get(id);
    if (!session) return undefined;
    if (session.expiresAtMillis <= now) {
      this.#end(session);
      return undefined;
    }
    return session;
  }

  /** The live session of this refresh token in this project. */
  findByRefreshToken(projectId: string, refreshToken: string, now = this.#now()) {
    const id = this.#idByToken.get(refreshToken);
    const session = id === undefined ? undefined : this.get(id, now);
    return session?.projectId === projectId ? session : undefined;
  }

  revoke(id: string): boolean {
    const session = this.#byId.get(id);
    if (!session) return false;
    this.#end(session);
    return true;
  }

  /** Revokes every session of a user (password change, deletion). */
  revokeAllOfUser(projectId: string, userId: string): void {
    for (const session of this.listOfUser(projectId, userId)) this.#end(session);
  }

  revokeAllOfProject(projectId: string): void {
    for (const session of [...this.#byId.values()]) {
      if (session.projectId === projectId) this.#end(session);
    }
  }

  /** The user's sessions, newest first (sessions of the same millisecond: the later one first). */
  listOfUser(projectId: string, userId: string): SessionRecord[] {
    return [...this.#byId.values()]
      .filter((s) => s.projectId === projectId && s.userId === userId)
      .reverse()
      .sort((a, b) => b.createdAtMillis - a.createdAtMillis);
  }

  /** The live sessions of a project (expired ones left out), newest first. */
  listOfProject(projectId: string, now = this.#now()): SessionRecord[] {
    return [...this.#byId.values()]
      .filter((s) => s.projectId === projectId && s.expiresAtMillis > now)
      .reverse()
      .sort((a, b) => b.createdAtMillis - a.createdAtMillis);
  }

  #end(session: SessionRecord): void {
    this.#byId.delete(session.id);
    this.#idByToken.delete(session.refreshToken);
  }
}
