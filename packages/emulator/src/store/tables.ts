/**
 * The emulator's state as named tables (`Map`s of plain records), with one write path: after
 * each request, {@link Tables.commit} writes what changed in every table to the persistence
 * behind them (nothing, by default; a SQLite file with `--data-dir`), before the answer leaves.
 * Stores take their maps from here instead of `new Map()` and change them as they like.
 *
 * @example
 * ```ts
 * const tables = new Tables(await openSqlitePersistence(dir));
 * const users = tables.map<UserRecord>("users"); // filled from the file
 * users.set(user.id, user);
 * tables.commit(); // written before the request that changed it is answered
 * ```
 */
export class Tables {
  readonly #persistence: Persistence | null;
  readonly #maps = new Map<string, Map<string, unknown>>();
  /** What was last written, per table and key, as JSON: what `commit()` compares against. */
  readonly #written = new Map<string, Map<string, string>>();

  /** Without `persistence`, the state lives in memory only and `commit()` does nothing. */
  constructor(persistence: Persistence | null = null) {
    this.#persistence = persistence;
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
    const existing = this.#maps.get(name);
    if (existing) return existing as Map<string, V>;
    const map = new Map<string, V>();
    const written = new Map<string, string>();
    for (const [key, json] of this.#persistence?.load(name) ?? []) {
      map.set(key, decode(json) as V);
      written.set(key, json);
    }
    this.#maps.set(name, map);
    this.#written.set(name, written);
    return map;
  }

  /**
   * Writes every record added, changed or removed since the last commit, in one transaction.
   * Cheap to call when nothing changed; a no-op without persistence.
   */
  commit(): void {
    const persistence = this.#persistence;
    if (!persistence) return;
    const puts: [string, string, string][] = [];
    const deletes: [string, string][] = [];
    for (const [name, map] of this.#maps) {
      const written = this.#written.get(name) as Map<string, string>;
      for (const [key, value] of map) {
        const json = encode(value);
        if (written.get(key) !== json) puts.push([name, key, json]);
      }
      for (const key of written.keys()) if (!map.has(key)) deletes.push([name, key]);
    }
    if (puts.length === 0 && deletes.length === 0) return;
    persistence.write(puts, deletes);
    for (const [name, key, json] of puts) this.#written.get(name)?.set(key, json);
    for (const [name, key] of deletes) this.#written.get(name)?.delete(key);
  }

  /**
   * Empties every table in place (stores keep their maps); the next `commit()` deletes the
   * records from the persistence too.
   */
  clear(): void {
    for (const map of this.#maps.values()) map.clear();
  }

  close(): void {
    this.#persistence?.close();
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
