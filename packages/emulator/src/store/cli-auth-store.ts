import { randomToken } from "./random.js";
import { Tables } from "./tables.js";

/** The default time a CLI login waits for its confirmation: 2 hours. */
export const DEFAULT_CLI_AUTH_LIFETIME_MS = 2 * 60 * 60 * 1000;

/** One command-line login: polled with its polling code, confirmed in a browser with its login code. */
export interface CliAuthRecord {
  projectId: string;
  /** Secret of the command-line program, which polls with it. */
  pollingCode: string;
  /** What the confirmation page receives (`?login_code=`). */
  loginCode: string;
  /** The refresh token of the command-line program's anonymous user, if it had one. */
  anonRefreshToken: string | null;
  /** Set when a signed-in user confirmed: the session the program gets. */
  refreshToken: string | null;
  /** When the program collected the refresh token; a second poll answers `used`. */
  usedAtMillis: number | null;
  createdAtMillis: number;
  expiresAtMillis: number;
}

/**
 * The command-line logins of every project.
 *
 * @example
 * ```ts
 * const login = cli.start(projectId, { expiresInMillis: 60_000, anonRefreshToken: null });
 * cli.findByLoginCode(projectId, login.loginCode); // the same record
 * ```
 */
export class CliAuthStore {
  readonly #byPollingCode: Map<string, CliAuthRecord>;
  readonly #now: () => number;

  /** `now` is the emulator's clock; `tables` holds the records. */
  constructor(now: () => number = Date.now, tables: Tables = new Tables()) {
    this.#now = now;
    this.#byPollingCode = tables.map("cliLogins");
  }

  start(
    projectId: string,
    options: { expiresInMillis: number; anonRefreshToken: string | null },
  ): CliAuthRecord {
    const now = this.#now();
    const record: CliAuthRecord = {
      projectId,
      pollingCode: randomToken(),
      loginCode: randomToken(),
      anonRefreshToken: options.anonRefreshToken,
      refreshToken: null,
      usedAtMillis: null,
      createdAtMillis: now,
      expiresAtMillis: now + options.expiresInMillis,
    };
    this.#byPollingCode.set(record.pollingCode, record);
    return record;
  }

  findByPollingCode(projectId: string, pollingCode: string): CliAuthRecord | undefined {
    const record = this.#byPollingCode.get(pollingCode);
    return record?.projectId === projectId ? record : undefined;
  }

  findByLoginCode(projectId: string, loginCode: string): CliAuthRecord | undefined {
    for (const record of this.#byPollingCode.values()) {
      if (record.projectId === projectId && record.loginCode === loginCode) return record;
    }
    return undefined;
  }

  /** Whether the login can no longer be confirmed or collected. */
  isExpired(record: CliAuthRecord): boolean {
    return record.expiresAtMillis <= this.#now();
  }

  /** Forgets every login of a project. */
  deleteProject(projectId: string): void {
    for (const [key, record] of this.#byPollingCode) {
      if (record.projectId === projectId) this.#byPollingCode.delete(key);
    }
  }
}
