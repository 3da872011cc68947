import { Tables } from "./tables.js";
/** API keys: user and team keys (`/user-api-keys`, `/team-api-keys`) and internal (project) keys. */

import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import { newId } from "./random.js";

/** Whom a user or team API key belongs to. */
export type ApiKeyOwnerType = "user" | "team";

/** A user or team API key. `value` is the whole secret; answers show only its last four. */
export interface ApiKeyRecord {
  id: string;
  projectId: string;
  type: ApiKeyOwnerType;
  /** The user id of a user key, the team id of a team key. */
  ownerId: string;
  description: string;
  isPublic: boolean;
  value: string;
  createdAtMillis: number;
  expiresAtMillis: number | null;
  manuallyRevokedAtMillis: number | null;
}

/** What creating a user or team key takes. */
export interface NewApiKey {
  projectId: string;
  type: ApiKeyOwnerType;
  ownerId: string;
  description: string;
  isPublic: boolean;
  expiresAtMillis: number | null;
}

/** The three keys an internal API key may carry, by their header name. */
export const INTERNAL_KEY_KINDS = [
  "publishableClientKey",
  "secretServerKey",
  "superSecretAdminKey",
] as const;
export type InternalKeyKind = (typeof INTERNAL_KEY_KINDS)[number];

/** The prefix of each kind of internal key, as the service makes them. */
const INTERNAL_KEY_PREFIXES: Record<InternalKeyKind, string> = {
  publishableClientKey: "pck",
  secretServerKey: "ssk",
  superSecretAdminKey: "sak",
};

/** An internal API key: a set of project keys an admin made, working like the project's own. */
export interface InternalApiKeyRecord {
  id: string;
  projectId: string;
  description: string;
  createdAtMillis: number;
  expiresAtMillis: number;
  manuallyRevokedAtMillis: number | null;
  keys: Record<InternalKeyKind, string | null>;
}

/** What creating an internal API key takes: which of the three keys it has. */
export interface NewInternalApiKey {
  projectId: string;
  description: string;
  expiresAtMillis: number;
  kinds: Record<InternalKeyKind, boolean>;
}

/** The marker every user and team key carries, so that secret scanners can find leaked keys. */
export const API_KEY_MARKER = "574ck4u7h";
/** Lengths of the parts of a user or team key. */
export const API_KEY_SECRET_LENGTH = 45;

const CROCKFORD_BASE32 = "0123456789abcdefghjkmnpqrstvwxyz";

/** `length` random lower-case Crockford base32 characters (5 bits of entropy each). */
export function randomBase32(length: number): string {
  const bytes = randomBytes(length);
  let out = "";
  for (const byte of bytes) out += CROCKFORD_BASE32[byte & 31];
  return out;
}

/** The crc32 of a string's UTF-8 bytes, as 8 lower-case hex digits. */
function checksum(text: string): string {
  return crc32(Buffer.from(text, "utf8")).toString(16).padStart(8, "0");
}

/**
 * A user or team key in the service's format (WIRE.md section 6): `pk_` (public) or `sk_`, 45
 * secret characters, the key id without dashes, `user` or `team`, one base32 flag character
 * (bit 0: not the hosted cloud, which the emulator never is; bit 1: public), the marker
 * `574ck4u7h`, and the crc32 of everything before as 8 hex digits.
 *
 * @example
 * ```ts
 * const value = formatApiKey({ id: newId(), type: "user", isPublic: false });
 * value.startsWith("sk_"); // true
 * ```
 */
export function formatApiKey(options: {
  id: string;
  type: ApiKeyOwnerType;
  isPublic: boolean;
}): string {
  const flag = CROCKFORD_BASE32[1 + (options.isPublic ? 2 : 0)];
  const body = `${options.isPublic ? "pk" : "sk"}_${randomBase32(API_KEY_SECRET_LENGTH)}${options.id.replaceAll("-", "")}${options.type}${flag}${API_KEY_MARKER}`;
  return `${body}${checksum(body)}`;
}

/** Why a key is not usable now, or null when it is. */
export type ApiKeyProblem = "revoked" | "expired" | null;

/** The user and team API keys of every project of one emulator. */
export class ApiKeyStore {
  readonly #keys: Map<string, ApiKeyRecord>;
  readonly #now: () => number;

  /** `now` is the emulator's clock; `tables` holds the keys. */
  constructor(now: () => number = Date.now, tables: Tables = new Tables()) {
    this.#now = now;
    this.#keys = tables.map("apiKeys");
  }

  create(input: NewApiKey, now = this.#now()): ApiKeyRecord {
    const id = newId();
    const record: ApiKeyRecord = {
      ...input,
      id,
      value: formatApiKey({ id, type: input.type, isPublic: input.isPublic }),
      createdAtMillis: now,
      manuallyRevokedAtMillis: null,
    };
    this.#keys.set(id, record);
    return record;
  }

  /** The key with this id in this project, of this type. */
  get(projectId: string, type: ApiKeyOwnerType, id: string): ApiKeyRecord | undefined {
    const key = this.#keys.get(id);
    return key?.projectId === projectId && key.type === type ? key : undefined;
  }

  /** The key whose whole value is `value`, of any type, in this project. */
  findByValue(projectId: string, value: string): ApiKeyRecord | undefined {
    for (const key of this.#keys.values()) {
      // Got by id, so that a change the caller makes to it is written (see Tables).
      if (key.projectId === projectId && key.value === value) return this.#keys.get(key.id);
    }
    return undefined;
  }

  /** The keys of one user or team, newest first. */
  listOf(projectId: string, type: ApiKeyOwnerType, ownerId: string): ApiKeyRecord[] {
    return [...this.#keys.values()]
      .filter((k) => k.projectId === projectId && k.type === type && k.ownerId === ownerId)
      .sort((a, b) => b.createdAtMillis - a.createdAtMillis);
  }

  /** Revokes a key; a key revoked before keeps the time it was first revoked. */
  revoke(key: ApiKeyRecord, now = this.#now()): void {
    key.manuallyRevokedAtMillis ??= now;
    // The key may come from a listing: set again, so that the commit writes it.
    this.#keys.set(key.id, key);
  }

  /** Why the key cannot be used now: revocation is checked before expiry, as the service does. */
  problem(key: ApiKeyRecord, now = this.#now()): ApiKeyProblem {
    if (key.manuallyRevokedAtMillis !== null) return "revoked";
    if (key.expiresAtMillis !== null && key.expiresAtMillis < now) return "expired";
    return null;
  }

  /** Removes the keys of a deleted user or team. */
  deleteOwner(projectId: string, type: ApiKeyOwnerType, ownerId: string): void {
    for (const key of this.listOf(projectId, type, ownerId)) this.#keys.delete(key.id);
  }

  deleteProject(projectId: string): void {
    for (const key of [...this.#keys.values()]) {
      if (key.projectId === projectId) this.#keys.delete(key.id);
    }
  }
}

/** The internal API keys of every project of one emulator. */
export class InternalApiKeyStore {
  readonly #keys: Map<string, InternalApiKeyRecord>;
  readonly #now: () => number;

  /** `now` is the emulator's clock; `tables` holds the keys. */
  constructor(now: () => number = Date.now, tables: Tables = new Tables()) {
    this.#now = now;
    this.#keys = tables.map("internalApiKeys");
  }

  create(input: NewInternalApiKey, now = this.#now()): InternalApiKeyRecord {
    const keys = Object.fromEntries(
      INTERNAL_KEY_KINDS.map((kind) => [
        kind,
        input.kinds[kind]
          ? `${INTERNAL_KEY_PREFIXES[kind]}_${randomBase32(API_KEY_SECRET_LENGTH)}`
          : null,
      ]),
    ) as Record<InternalKeyKind, string | null>;
    const record: InternalApiKeyRecord = {
      id: newId(),
      projectId: input.projectId,
      description: input.description,
      createdAtMillis: now,
      expiresAtMillis: input.expiresAtMillis,
      manuallyRevokedAtMillis: null,
      keys,
    };
    this.#keys.set(record.id, record);
    return record;
  }

  get(projectId: string, id: string): InternalApiKeyRecord | undefined {
    const key = this.#keys.get(id);
    return key?.projectId === projectId ? key : undefined;
  }

  /** The project's internal keys, newest first. */
  list(projectId: string): InternalApiKeyRecord[] {
    return [...this.#keys.values()]
      .filter((key) => key.projectId === projectId)
      .sort((a, b) => b.createdAtMillis - a.createdAtMillis);
  }

  /** Revokes a key; a key revoked before keeps the time it was first revoked. */
  revoke(key: InternalApiKeyRecord, now = this.#now()): void {
    key.manuallyRevokedAtMillis ??= now;
    // The key may come from a listing: set again, so that the commit writes it.
    this.#keys.set(key.id, key);
  }

  /**
   * Whether `value` is a usable `kind` key of one of the project's internal keys: not revoked and
   * not expired. A revoked or expired key is refused like a wrong one.
   */
  accepts(projectId: string, kind: InternalKeyKind, value: string, now = this.#now()): boolean {
    for (const key of this.#keys.values()) {
      if (key.projectId !== projectId || key.keys[kind] !== value) continue;
      return key.manuallyRevokedAtMillis === null && key.expiresAtMillis >= now;
    }
    return false;
  }

  deleteProject(projectId: string): void {
    for (const key of [...this.#keys.values()]) {
      if (key.projectId === projectId) this.#keys.delete(key.id);
    }
  }
}
