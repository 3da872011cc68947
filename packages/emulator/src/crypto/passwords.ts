import { createHmac, randomBytes } from "node:crypto";
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

/** How many matching users, passwords and hashes a {@link PasswordHasher} remembers. */
const MATCHES_KEPT = 1_000;

/**
 * Hashes passwords with bcrypt at a fixed cost and checks them against hashes of any cost.
 *
 * It remembers which user's password matched which hash at sign-in (a keyed digest of the three,
 * the last 1,000), so that signing the same user in again spends no bcrypt: under a mixed load, the
 * sign-ins' comparisons took as much CPU as everything else the emulator did. A wrong password, an
 * unknown e-mail, a user's first sign-in and a changed password (a new hash, with a new salt) are
 * compared with bcrypt as before. Real services do not do this; the emulator guards no real
 * accounts.
 */
export class PasswordHasher {
  readonly #cost: number;
  readonly #workers: BcryptWorkers;
  #dummy: Promise<string> | undefined;
  /** Digests of the users, passwords and hashes that matched, oldest first. */
  readonly #matches = new Set<string>();
  /** The comparisons running, by the same digest. */
  readonly #pending = new Map<string, Promise<boolean>>();
  /** The key of those digests: a fresh one per hasher, never stored. */
  readonly #matchKey = randomBytes(32);

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
   * comparison, so that a wrong e-mail answers as slowly as a wrong password. With `userId`, a
   * match is remembered for that user, whose next check of the same password and hash needs no
   * bcrypt (a user's first sign-in is always checked with bcrypt).
   */
  async verify(password: string, passwordHash: string | null, userId?: string): Promise<boolean> {
    const cost = passwordHash === null ? undefined : bcryptCost(passwordHash);
    if (passwordHash === null || cost === undefined) {
      this.#dummy ??= this.hash("not a password");
      await this.#compare(password, await this.#dummy);
      return false;
    }
    if (userId === undefined) return await this.#compare(password, passwordHash);
    const match = createHmac("sha256", this.#matchKey)
      .update(`${userId}\0${passwordHash}\0${password}`)
      .digest("base64");
    if (this.#matches.has(match)) return true;
    // Sign-ins of one user that arrive together share one comparison.
    let pending = this.#pending.get(match);
    if (!pending) {
      pending = this.#compare(password, passwordHash).finally(() => this.#pending.delete(match));
      this.#pending.set(match, pending);
    }
    const matches = await pending;
    if (matches && !this.#matches.has(match)) {
      if (this.#matches.size >= MATCHES_KEPT) {
        this.#matches.delete(this.#matches.values().next().value as string);
      }
      this.#matches.add(match);
    }
    return matches;
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
