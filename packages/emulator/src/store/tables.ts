import { TrackedMap } from "./tracked-map.js";

/** Options of {@link Tables}. */
export interface TablesOptions {
  /**
   * After each commit, compares every record with what was written and throws naming any change
   * that was not noted (a record reached by iteration, changed in place and not `set()` again).
   * O(all records) per commit: for tests. Default: the environment variable
   * `APP_EMULATOR_CHECK_WRITES` is `1`.
   */
  checkWrites?: boolean;
}

interface Table {
  map: Map<string, unknown>;
  /** What was last written, per key, as JSON: what `commit()` compares against. */
  written: Map<string, string>;
  /** The keys noted since the last commit (see {@link TrackedMap}). */
  touched: Set<string>;
}

/**
 * The emulator's state as named tables (`Map`s of plain records), with one write path: after
 * each request, {@link Tables.commit} writes what that request changed to the persistence behind
 * them (nothing, by default; a SQLite file with `--data-dir`), before the answer leaves. Stores
 * take their maps from here instead of `new Map()` and change their records in place as they like;
 * a record reached by iterating a table (not by `get()`) and changed must be `set()` again. With a
 * persistence, a commit costs what the request touched, not what the tables hold: it re-encodes
 * the records the request set, deleted or got by key, and writes those that differ, so a read
 * writes nothing.
 *
 * @example
 * ```ts
 * const tables = new Tables(await openSqlitePersistence(dir));
 * const users = tables.map<UserRecord>("users"); // filled from the file
 * users.set(user.id, user);
 * users.get(user.id)!.displayName = "Ada"; // noted: got by key
 * tables.commit(); // written before the request that changed it is answered
 * ```
 */
export class Tables {
  readonly #persistence: Persistence | null;
  readonly #checkWrites: boolean;
  readonly #tables = new Map<string, Table>();
  readonly #afterCommit: (() => void)[] = [];

  /** Without `persistence`, the state lives in memory only and `commit()` does nothing. */
  constructor(persistence: Persistence | null = null, options: TablesOptions = {}) {
    this.#persistence = persistence;
    this.#checkWrites = options.checkWrites ?? process.env.APP_EMULATOR_CHECK_WRITES === "1";
  }

  /** Whether the tables are kept anywhere beyond this process's memory. */
  get persistent(): boolean {
    return this.#persistence !== null;
  }

  /** Whether the persistence held any record when it was opened (an emulator started before). */
  get restored(): boolean {
    return this.#persistence?.hadRecords ?? false;
  }

  /** The table `name`, created on first use and filled with its stored records. */
  map<V>(name: string): Map<string, V> {
    const existing = this.#tables.get(name);
    if (existing) return existing.map as Map<string, V>;
    // In memory only, nothing is written: a plain Map, nothing noted or compared.
    if (!this.#persistence && !this.#checkWrites) {
      const map = new Map<string, V>();
      this.#tables.set(name, { map, written: new Map(), touched: new Set() });
      return map;
    }
    const touched = new Set<string>();
    const map = new TrackedMap<V>(touched);
    const written = new Map<string, string>();
    for (const [key, json] of this.#persistence?.load(name) ?? []) {
      map.restore(key, decode(json) as V);
      written.set(key, json);
    }
    this.#tables.set(name, { map, written, touched });
    return map;
  }

  /**
   * Runs `listener` at the end of every commit, with or without a persistence: where a store
   * learns that a request is over (the records it handed out are not changed any more).
   */
  afterCommit(listener: () => void): void {
    this.#afterCommit.push(listener);
  }

  /**
   * Writes the records added, changed or removed since the last commit, in one transaction: of
   * each table, the keys noted since then, re-encoded and compared with what was written. Cheap
   * when the request touched little; nothing is written without persistence.
   */
  commit(): void {
    // A request still running may change what it was handed after an await (a password hashed on
    // a worker): its keys stay noted, and its records marked, until no request is running.
    const settled = this.#running === 0;
    this.#write(settled);
    if (settled) for (const listener of this.#afterCommit) listener();
  }

  /** A request begins: what any request is handed stays noted until every one has ended. */
  begin(): void {
    this.#running += 1;
  }

  /** A request ends: {@link commit}, and with the last one running, forget what was noted. */
  end(): void {
    this.#running = Math.max(0, this.#running - 1);
    this.commit();
  }

  #running = 0;

  #write(settled: boolean): void {
    if (!this.#persistence && !this.#checkWrites) return;
    const puts: [string, string, string][] = [];
    const deletes: [string, string][] = [];
    for (const [name, { map, written, touched }] of this.#tables) {
      for (const key of touched) {
        if (!map.has(key)) {
          if (written.has(key)) deletes.push([name, key]);
          continue;
        }
        const json = encode((map as TrackedMap<unknown>).peek(key));
        if (written.get(key) !== json) puts.push([name, key, json]);
      }
    }
    if (puts.length > 0 || deletes.length > 0) this.#persistence?.write(puts, deletes);
    // Only once written: a failed write leaves the keys noted, for the next commit to retry.
    if (settled) for (const table of this.#tables.values()) table.touched.clear();
    for (const [name, key, json] of puts) this.#tables.get(name)?.written.set(key, json);
    for (const [name, key] of deletes) this.#tables.get(name)?.written.delete(key);
    if (this.#checkWrites && settled) this.#checkNothingMissed();
  }

  /**
   * Empties every table in place (stores keep their maps); the next `commit()` deletes the
   * records from the persistence too.
   */
  clear(): void {
    for (const { map } of this.#tables.values()) map.clear();
  }

  close(): void {
    this.#persistence?.close();
  }

  /**
   * Every record of every table, as the JSON a persistence would store: what a test compares
   * before and after a request to see that it changed nothing.
   *
   * @example
   * ```ts
   * const before = tables.snapshot();
   * await app.request("/api/v1/users/me", { method: "PATCH", body: "{" });
   * expect(tables.snapshot()).toEqual(before);
   * ```
   */
  snapshot(): Record<string, Record<string, string>> {
    // fromEntries defines keys as they are: a record's key is never taken for a setter.
    return Object.fromEntries(
      [...this.#tables].map(([name, { map }]) => [
        name,
        Object.fromEntries([...map].map(([key, value]) => [key, encode(value)])),
      ]),
    );
  }

  /** Throws naming every record whose change no commit saw (see {@link TablesOptions}). */
  #checkNothingMissed(): void {
    const missed: string[] = [];
    for (const [name, { map, written }] of this.#tables) {
      for (const [key, value] of map) {
        if (written.get(key) !== encode(value)) missed.push(`${name}/${key}`);
      }
      for (const key of written.keys()) if (!map.has(key)) missed.push(`${name}/${key}`);
    }
    if (missed.length > 0) {
      throw new Error(
        `Changes that no commit would write, of ${missed.join(", ")}: a record reached by iterating a table and changed in place must be set() again.`,
      );
    }
  }
}

/** Where tables are kept: rows of (table, key, JSON). */
export interface Persistence {
  /** Whether any record was stored when it was opened. */
  readonly hadRecords: boolean;
  /** The stored records of one table. */
  load(table: string): Iterable<[key: string, json: string]>;
  /** Writes puts and deletes atomically, durably enough to survive the process being killed. */
  write(
    puts: [table: string, key: string, json: string][],
    deletes: [table: string, key: string][],
  ): void;
  close(): void;
}

// Records are plain data, plus the few non-JSON values stores hold: Sets, Maps and bytes.
function encode(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key, replaced) {
    const original = this[key];
    if (original instanceof Set) return { $set: [...original] };
    if (original instanceof Map) return { $map: [...original] };
    if (original instanceof Uint8Array) return { $bytes: Buffer.from(original).toString("base64") };
    return replaced;
  });
}

function decode(json: string): unknown {
  return JSON.parse(json, (_key, value) => {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      const keys = Object.keys(value);
      if (keys.length === 1) {
        if (keys[0] === "$set") return new Set(value.$set);
        if (keys[0] === "$map") return new Map(value.$map);
        if (keys[0] === "$bytes") return new Uint8Array(Buffer.from(value.$bytes, "base64"));
      }
    }
    return value;
  });
}
