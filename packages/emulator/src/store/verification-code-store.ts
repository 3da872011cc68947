import { randomInt } from "node:crypto";
import { KnownErrors } from "@app/core/errors";
import { VERIFICATION_CODE_LENGTH } from "@app/core/internal";
import { newId } from "./random.js";
import { Tables } from "./tables.js";

/** What a code is for; a code of one purpose is unknown to the endpoints of another. */
export type VerificationPurpose =
  | "otp-sign-in"
  | "password-reset"
  | "mfa-attempt"
  | "contact-channel-verification"
  | "team-invitation";

/**
 * One verification code: the 45 lower-case letters and digits that e-mails and links carry, and
 * what redeeming it does (`data`: whose password it resets, which team it joins…).
 */
export interface VerificationCodeRecord<Data = unknown> {
  /** A uuid; a team invitation's id is its code's. */
  id: string;
  code: string;
  projectId: string;
  purpose: VerificationPurpose;
  data: Data;
  createdAtMillis: number;
  /** The code works before this instant, not at it. */
  expiresAtMillis: number;
  usedAtMillis: number | null;
  /** Tries at this code, counted before it is looked at (the service does the same). */
  attemptCount: number;
}

/** The live service's default lifetime of a code: 7 days. */
export const DEFAULT_CODE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** After this many tries a code answers VERIFICATION_CODE_MAX_ATTEMPTS_REACHED. */
export const MAX_ATTEMPTS_PER_CODE = 20;
/** How many leading characters of a code the e-mail shows as the one-time password. */
const OTP_PREFIX_LENGTH = 6;

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** A fresh code: every character drawn uniformly from lower-case letters and digits. */
function newCode(): string {
  let code = "";
  for (let i = 0; i < VERIFICATION_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/**
 * The verification codes of every project, whatever they are for: magic links and one-time
 * passwords, password resets, multi-factor attempts, contact channel verifications and team
 * invitations. A code is single-use, expires, and counts the tries at it: a try counts against
 * every code of the project that shares its last 39 characters (the nonce of a one-time
 * password), so guessing the 6 characters in front runs out after {@link MAX_ATTEMPTS_PER_CODE}
 * tries.
 *
 * @example
 * ```ts
 * const { code } = codes.create(projectId, "password-reset", { userId }, { expiresInMs: 3_600_000 });
 * const record = codes.use(projectId, "password-reset", code); // throws VERIFICATION_CODE_* errors
 * ```
 */
export class VerificationCodeStore {
  readonly #byId: Map<string, VerificationCodeRecord>;
  readonly #now: () => number;

  /** `now` is the emulator's clock; `tables` holds the codes. */
  constructor(now: () => number = Date.now, tables: Tables = new Tables()) {
    this.#now = now;
    this.#byId = tables.map("codes");
  }

  create<Data>(
    projectId: string,
    purpose: VerificationPurpose,
    data: Data,
    options: { expiresInMs?: number } = {},
  ): VerificationCodeRecord<Data> {
    const now = this.#now();
    const record: VerificationCodeRecord<Data> = {
      id: newId(),
      code: newCode(),
      projectId,
      purpose,
      data,
      createdAtMillis: now,
      expiresAtMillis: now + (options.expiresInMs ?? DEFAULT_CODE_LIFETIME_MS),
      usedAtMillis: null,
      attemptCount: 0,
    };
    this.#byId.set(record.id, record);
    return record;
  }

  /**
   * The valid code `raw` (any case) of `purpose`, without using it up; the try counts.
   * Throws VERIFICATION_CODE_NOT_FOUND (404), _EXPIRED (400), _ALREADY_USED (409) or
   * _MAX_ATTEMPTS_REACHED (400), in that order.
   */
  check<Data>(
    projectId: string,
    purpose: VerificationPurpose,
    raw: string,
  ): VerificationCodeRecord<Data> {
    const code = raw.toLowerCase();
    // A code of another length is no code: it counts against none.
    if (code.length !== VERIFICATION_CODE_LENGTH) throw new KnownErrors.VerificationCodeNotFound();
    const suffix = code.slice(OTP_PREFIX_LENGTH);
    let found: VerificationCodeRecord | undefined;
    for (const record of this.#byId.values()) {
      if (record.projectId !== projectId) continue;
      if (record.code.slice(OTP_PREFIX_LENGTH) === suffix) {
        record.attemptCount++;
        // Reached by iterating: set again, so that the commit writes it.
        this.#byId.set(record.id, record);
      }
      if (record.code === code) found = record;
    }
    if (!found || found.purpose !== purpose) throw new KnownErrors.VerificationCodeNotFound();
    if (found.expiresAtMillis <= this.#now()) throw new KnownErrors.VerificationCodeExpired();
    if (found.usedAtMillis !== null) throw new KnownErrors.VerificationCodeAlreadyUsed();
    if (found.attemptCount > MAX_ATTEMPTS_PER_CODE) {
      throw new KnownErrors.VerificationCodeMaxAttemptsReached();
    }
    return found as VerificationCodeRecord<Data>;
  }

  /** Like {@link check}, then marks the code used: a second use is VERIFICATION_CODE_ALREADY_USED. */
  use<Data>(
    projectId: string,
    purpose: VerificationPurpose,
    raw: string,
  ): VerificationCodeRecord<Data> {
    return this.consume(this.check<Data>(projectId, purpose, raw));
  }

  /** Marks a checked code used, once what it unlocks has been checked too. */
  consume<Data>(record: VerificationCodeRecord<Data>): VerificationCodeRecord<Data> {
    record.usedAtMillis = this.#now();
    this.#byId.set(record.id, record);
    return record;
  }

  /** Whether a code can still be used: not used and not expired (tries are not looked at). */
  isPending(record: VerificationCodeRecord<unknown>): boolean {
    return record.usedAtMillis === null && record.expiresAtMillis > this.#now();
  }

  /** The code with this id, if it is of this project and purpose. */
  get<Data>(
    projectId: string,
    purpose: VerificationPurpose,
    id: string,
  ): VerificationCodeRecord<Data> | undefined {
    const record = this.#byId.get(id);
    return record?.projectId === projectId && record.purpose === purpose
      ? (record as VerificationCodeRecord<Data>)
      : undefined;
  }

  /** Every code of a project and purpose, oldest first, used and expired ones included. */
  list<Data>(projectId: string, purpose: VerificationPurpose): VerificationCodeRecord<Data>[] {
    return [...this.#byId.values()].filter(
      (record): record is VerificationCodeRecord<Data> =>
        record.projectId === projectId && record.purpose === purpose,
    );
  }

  /** Forgets one code. */
  delete(projectId: string, id: string): boolean {
    return this.#byId.get(id)?.projectId === projectId && this.#byId.delete(id);
  }

  /** Forgets every code of a project. */
  deleteProject(projectId: string): void {
    for (const [id, record] of this.#byId) {
      if (record.projectId === projectId) this.#byId.delete(id);
    }
  }
}
