import { randomInt } from "node:crypto";
import { KnownErrors } from "@app/core/errors";
import { VERIFICATION_CODE_LENGTH } from "@app/core/internal";
import { Tables } from "./tables.js";

/** What a code is for; a code of one purpose is unknown to the endpoints of another. */
export type VerificationPurpose =
  | "otp-sign-in"
  | "password-reset"
  | "email-verification"
  | "mfa-attempt";

/** One verification code: the 45 lower-case letters and digits that e-mails and links carry. */
export interface VerificationCodeRecord<Data> {
  code: string;
  projectId: string;
  purpose: VerificationPurpose;
  data: Data;
  createdAtMillis: number;
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

function newCode(): string {
  let code = "";
  for (let i = 0; i < VERIFICATION_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/**
 * The verification codes of every project: magic links and one-time passwords, password resets,
 * e-mail verifications and multi-factor attempts. A code is single-use, expires, and counts the
 * tries at it: a try counts against every code that shares its last 39 characters (the nonce of a
 * one-time password), so guessing the 6 characters in front runs out after
 * {@link MAX_ATTEMPTS_PER_CODE} tries.
 *
 * @example
 * ```ts
 * const { code } = codes.create(projectId, "password-reset", { userId }, { expiresInMs: 3_600_000 });
 * const record = codes.use(projectId, "password-reset", code); // throws VERIFICATION_CODE_* errors
 * ```
 */
export class VerificationCodes {
  readonly #codes: Map<string, VerificationCodeRecord<unknown>>;
  readonly #now: () => number;

  /** `now` is the emulator's clock; `tables` holds the codes. */
  constructor(now: () => number = Date.now, tables: Tables = new Tables()) {
    this.#now = now;
    this.#codes = tables.map("flowCodes");
  }

  create<Data>(
    projectId: string,
    purpose: VerificationPurpose,
    data: Data,
    options: { expiresInMs?: number } = {},
  ): VerificationCodeRecord<Data> {
    const now = this.#now();
    let code = newCode();
    while (this.#codes.has(code)) code = newCode();
    const record: VerificationCodeRecord<Data> = {
      code,
      projectId,
      purpose,
      data,
      createdAtMillis: now,
      expiresAtMillis: now + (options.expiresInMs ?? DEFAULT_CODE_LIFETIME_MS),
      usedAtMillis: null,
      attemptCount: 0,
    };
    this.#codes.set(code, record as VerificationCodeRecord<unknown>);
    return record;
  }

  /**
   * The valid code `raw` (any case) of `purpose`, without using it up; the try counts.
   * Throws VERIFICATION_CODE_NOT_FOUND, _EXPIRED, _ALREADY_USED or _MAX_ATTEMPTS_REACHED.
   */
  check<Data>(
    projectId: string,
    purpose: VerificationPurpose,
    raw: string,
  ): VerificationCodeRecord<Data> {
    const code = raw.toLowerCase();
    const suffix = code.slice(OTP_PREFIX_LENGTH);
    for (const record of this.#codes.values()) {
      if (record.projectId === projectId && record.code.slice(OTP_PREFIX_LENGTH) === suffix) {
        record.attemptCount++;
      }
    }
    const record = this.#codes.get(code);
    if (!record || record.projectId !== projectId || record.purpose !== purpose) {
      throw new KnownErrors.VerificationCodeNotFound();
    }
    if (record.expiresAtMillis <= this.#now()) throw new KnownErrors.VerificationCodeExpired();
    if (record.usedAtMillis !== null) throw new KnownErrors.VerificationCodeAlreadyUsed();
    if (record.attemptCount > MAX_ATTEMPTS_PER_CODE) {
      throw new KnownErrors.VerificationCodeMaxAttemptsReached();
    }
    return record as VerificationCodeRecord<Data>;
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
    return record;
  }

  /** Forgets every code of a project. */
  deleteProject(projectId: string): void {
    for (const [code, record] of this.#codes) {
      if (record.projectId === projectId) this.#codes.delete(code);
    }
  }
}
