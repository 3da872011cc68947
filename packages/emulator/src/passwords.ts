import { bcryptCost } from "@app/core/internal";
import { compare, genSalt, hash } from "bcryptjs";

/**
 * The default bcrypt cost factor (2^10 rounds). Tests may pass a lower `passwordHashCost`.
 *
 * @example
 * ```ts
 * await startEmulator({ passwordHashCost: DEFAULT_PASSWORD_HASH_COST });
 * ```
 */
export const DEFAULT_PASSWORD_HASH_COST = 10;

/** Hashes and checks passwords with bcrypt at a fixed cost. */
export class PasswordHasher {
  readonly #cost: number;
  #dummy: Promise<string> | undefined;

  constructor(cost: number = DEFAULT_PASSWORD_HASH_COST) {
    if (!Number.isInteger(cost) || cost < 4 || cost > 31) {
      throw new TypeError(`The bcrypt cost must be an integer from 4 to 31, got ${cost}.`);
    }
    this.#cost = cost;
  }

  /** A `$2b$` hash of `password`. */
  async hash(password: string): Promise<string> {
    return await hash(password, await genSalt(this.#cost));
  }

  /**
   * Whether `password` matches `passwordHash`. Without a hash it still spends the time of a
   * comparison, so that a wrong e-mail answers as slowly as a wrong password.
   */
  async verify(password: string, passwordHash: string | null): Promise<boolean> {
    if (passwordHash === null || bcryptCost(passwordHash) === undefined) {
      this.#dummy ??= this.hash("not a password");
      await compare(password, await this.#dummy);
      return false;
    }
    return await compare(password, passwordHash);
  }
}
