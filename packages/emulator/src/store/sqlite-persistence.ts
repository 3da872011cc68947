import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Persistence } from "./tables.js";

/** The file the emulator keeps its state in, inside `--data-dir`. */
export const DATA_FILE = "emulator.sqlite";

/**
 * Opens (or creates) `dir/emulator.sqlite`: SQLite compiled to WebAssembly, with no server and
 * nothing built or downloaded at install time. Each commit is one transaction, written to the
 * file before the request that made it is answered; `synchronous = OFF` skips the fsync, which
 * only a power loss (not a killed process) would need.
 *
 * @example
 * ```ts
 * const tables = new Tables(await openSqlitePersistence(".emulator-data"));
 * ```
 */
export async function openSqlitePersistence(dir: string): Promise<Persistence> {
  mkdirSync(dir, { recursive: true });
  // Loaded only here, so that the default in-memory emulator never instantiates the module.
  // A CommonJS module: Node exposes its exports as `default` only.
  const sqlite = (await import("node-sqlite3-wasm")) as unknown as {
    default: typeof import("node-sqlite3-wasm");
  };
  const { Database } = sqlite.default;
  const db = new Database(join(dir, DATA_FILE));
  db.exec(`
    pragma journal_mode = truncate;
    pragma synchronous = off;
    create table if not exists records (
      tbl text not null,
      key text not null,
      value text not null,
      primary key (tbl, key)
    ) without rowid;
  `);
  const upsert = db.prepare(
    "insert into records (tbl, key, value) values (?, ?, ?) on conflict (tbl, key) do update set value = excluded.value",
  );
  const remove = db.prepare("delete from records where tbl = ? and key = ?");
  const hadRecords = db.get("select 1 as found from records limit 1") !== null;
  return {
    hadRecords,
    load: (table) =>
      db
        .all("select key, value from records where tbl = ?", [table])
        .map((row) => [String(row.key), String(row.value)]),
    write(puts, deletes) {
      db.exec("begin");
      try {
        for (const row of puts) upsert.run(row);
        for (const row of deletes) remove.run(row);
        db.exec("commit");
      } catch (error) {
        db.exec("rollback");
        throw error;
      }
    },
    close() {
      upsert.finalize();
      remove.finalize();
      db.close();
    },
  };
}
