import { randomBytes } from "node:crypto";
import { KnownErrors } from "@app/core/errors";
import { Tables } from "./tables.js";

/** Length of every verification code, as on the service (WIRE.md section 5). */
export const VERIFICATION_CODE_LENGTH = 45;
/** Codes expire after 7 days unless their flow says otherwise. */
export const DEFAULT_CODE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** Tries of one code (counted on every code sharing its last 39 characters) before it locks. */
export const MAX_CODE_ATTEMPTS = 20;

/** What a code is for; a code of one purpose is unknown to the endpoints of another. */
export type CodePurpose = "contact_channel_verification";

/** One e-mailed code. `data` says what redeeming it does (whose channel it verifies…). */
export interface VerificationCodeRecord<Data = unknown> {
  code: string;
  projectId: string;
  purpose: CodePurpose;
  data: Data;
  expiresAtMillis: number;
  usedAtMillis: number | null;
  attempts: number;
}

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** A fresh random code of lower-case letters and digits. */
function newCode(): string {
  const bytes = randomBytes(VERIFICATION_CODE_LENGTH * 2);
  let code = "";
  for (const byte of bytes) {
    // 252 = 7 × 36: dropping the bytes above keeps every character equally likely.
    if (byte < 252) code += ALPHABET[byte % ALPHABET.length];
    if (code.length === VERIFICATION_CODE_LENGTH) return code;
  }
  return code + newCode().slice(code.length);
}

/**
 * The verification codes of every project: created when a flow e-mails a link, redeemed once.
 *
 * @example
 * ```ts
 * const { code } = store.codes.create({ projectId, purpose: "contact_channel_verification", data });
 * store.codes.redeem(projectId, "contact_channel_verification", code); // marks it used
 * ```
 */
export class VerificationCodeStore {
  readonly #codes: Map<string, VerificationCodeRecord>;
  readonly #now: () => number;

  /** `now` is the emulator's clock; `tables` holds the codes. */
  constructor(now: () => number = Date.now, tables: Tables = new Tables()) {
    this.#now = now;
    this.#codes = tables.map("verificationCodes");
  }

  create<Data>(input: {
    projectId: string;
    purpose: CodePurpose;
    data: Data;
    lifetimeMs?: number;
  }): VerificationCodeRecord<Data> {
    const record: VerificationCodeRecord<Data> = {
      code: newCode(),
      projectId: input.projectId,
      purpose: input.purpose,
      data: input.data,
      expiresAtMillis: this.#now() + (input.lifetimeMs ?? DEFAULT_CODE_LIFETIME_MS),
      usedAtMillis: null,
      attempts: 0,
    };
    this.#codes.set(this.#key(record.projectId, record.code), record);
    return record;
  }

  /**
   * The code, checked as the service checks it: matched case-insensitively, each try counted,
   * then VERIFICATION_CODE_NOT_FOUND (404), _EXPIRED (400), _ALREADY_USED (409) or
   * _MAX_ATTEMPTS_REACHED (400). With `consume`, a valid code is marked used.
   */
  redeem<Data>(
    projectId: string,
    purpose: CodePurpose,
    rawCode: string,
    options: { consume: boolean } = { consume: true },
  ): VerificationCodeRecord<Data> {
    const code = rawCode.toLowerCase();
    if (code.length !== VERIFICATION_CODE_LENGTH) throw new KnownErrors.VerificationCodeNotFound();
    // A six-character code typed from an e-mail shares the rest with its link's code: guesses at
    // the first six count against every code they could be.
    const suffix = code.slice(6);
    for (const record of this.#codes.values()) {
      if (record.projectId === projectId && record.code.endsWith(suffix)) record.attempts++;
    }
    const record = this.#codes.get(this.#key(projectId, code));
    if (!record || record.purpose !== purpose) throw new KnownErrors.VerificationCodeNotFound();
    const now = this.#now();
    if (record.expiresAtMillis < now) throw new KnownErrors.VerificationCodeExpired();
    if (record.usedAtMillis !== null) throw new KnownErrors.VerificationCodeAlreadyUsed();
    if (record.attempts > MAX_CODE_ATTEMPTS) {
      throw new KnownErrors.VerificationCodeMaxAttemptsReached();
    }
    if (options.consume) record.usedAtMillis = now;
    return record as VerificationCodeRecord<Data>;
  }

  deleteProject(projectId: string): void {
    for (const [key, record] of this.#codes) {
      if (record.projectId === projectId) this.#codes.delete(key);
    }
  }

  #key(projectId: string, code: string): string {
    return `${projectId}\n${code}`;
  }
}
