import { bcryptCost } from "@app/core/internal";
import { BcryptWorkers } from "./bcrypt-workers.js";

/**
 * The default bcrypt cost factor of the emulator's own hashes: 4 (2^4 rounds, about 2 ms), the
 * lowest bcrypt allows. The emulator guards no real accounts; a cheap hash keeps sign-ins fast.
 * Imported hashes keep whatever cost they were made with.
 *
 * @example
 * ```ts
 * await startEmulator({ passwordHashCost: DEFAULT_PASSWORD_HASH_COST });
 * ```
 */
export const DEFAULT_PASSWORD_HASH_COST = 4;

/** Hashes passwords with bcrypt at a fixed cost and checks them against hashes of any cost. */
export class PasswordHasher {
  readonly #cost: number;
  readonly #workers: BcryptWorkers;
  #dummy: Promise<string> | undefined;

  constructor(cost: number = DEFAULT_PASSWORD_HASH_COST, workers = new BcryptWorkers()) {
    if (!Number.isInteger(cost) || cost < 4 || cost > 31) {
      throw new TypeError(`The bcrypt cost must be an integer from 4 to 31, got ${cost}.`);
    }
    this.#cost = cost;
    this.#workers = workers;
  }

  /** The cost factor of the hashes this hasher makes. */
  get cost(): number {
    return this.#cost;
  }

  /**
   * A `$2b$` hash of `password`, made on a worker thread as every hash and comparison is: even at
   * cost 4 (about 2 ms), bcrypt on the event loop held up every request behind each sign-in.
   */
  async hash(password: string): Promise<string> {
    return String(await this.#workers.run({ op: "hash", password, cost: this.#cost }));
  }

  /**
   * Whether `password` matches `passwordHash`. Without a hash it still spends the time of a
   * comparison, so that a wrong e-mail answers as slowly as a wrong password.
   */
  async verify(password: string, passwordHash: string | null): Promise<boolean> {
    const cost = passwordHash === null ? undefined : bcryptCost(passwordHash);
    if (passwordHash === null || cost === undefined) {
      this.#dummy ??= this.hash("not a password");
      await this.#compare(password, await this.#dummy);
      return false;
    }
    return await this.#compare(password, passwordHash);
  }

  /** Starts a hashing thread ahead of the first hash (see `BcryptWorkers.warm`). */
  warm(): void {
    this.#workers.warm();
  }

  /** Stops the worker threads. */
  close(): Promise<void> {
    return this.#workers.close();
  }

  async #compare(password: string, hash: string): Promise<boolean> {
    return (await this.#workers.run({ op: "compare", password, hash })) === true;
  }
}
