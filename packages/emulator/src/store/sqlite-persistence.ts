import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import type { Persistence } from "./tables.js";

/** The file the emulator keeps its state in, inside `--data-dir`. */
export const DATA_FILE = "emulator.sqlite";

/** The id of the process whose emulator holds the data file, beside it. */
const PID_FILE = "emulator.pid";

/**
 * Opens (or creates) `dir/emulator.sqlite`: SQLite compiled to WebAssembly, with no server and
 * nothing built or downloaded at install time. Records load in the order they were first written
 * (an update keeps a row's place), so maps come back in the order the stores filled them; all of
 * them are read in one query when the file is opened. Each commit is one transaction, written to
 * the file before the request that made it is answered; `synchronous = OFF` skips the fsync, which
 * only a power loss (not a killed process) would need. The emulator holds the file's lock until
 * it stops (`locking_mode = EXCLUSIVE`): no lock taken and dropped per statement, and a second
 * emulator on the same directory fails to start instead of sharing the file. A directory it
 * creates is readable by its owner only (0700), and so are the file and its journal (0600).
 *
 * @example
 * ```ts
 * const tables = new Tables(await openSqlitePersistence(".emulator-data"));
 * ```
 */
export async function openSqlitePersistence(dir: string): Promise<Persistence> {
  // Readable by its owner only: the file holds every user, session and key. An existing
  // directory or file keeps the permissions it has.
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // Loaded only here, so that the default in-memory emulator never instantiates the module.
  // A CommonJS module: Node exposes its exports as `default` only.
  const sqlite = (await import("node-sqlite3-wasm")) as unknown as {
    default: typeof import("node-sqlite3-wasm");
  };
  const { Database } = sqlite.default;
  const file = join(dir, DATA_FILE);
  clearStaleLock(dir, file);
  createPrivately(file);
  // SQLite's journal holds the same records while a write is under way.
  createPrivately(`${file}-journal`);
  const db = new Database(file);
  try {
    db.exec(`
    pragma locking_mode = exclusive;
    pragma journal_mode = truncate;
    pragma synchronous = off;
    create table if not exists records (
      tbl text not null,
      key text not null,
      value text not null,
      primary key (tbl, key)
    );
  `);
  } catch (error) {
    db.close();
    throw /locked/i.test((error as Error).message) ? inUse(dir) : error;
  }
  writeFileSync(join(dir, PID_FILE), String(process.pid));
  const upsert = db.prepare(
    "insert into records (tbl, key, value) values (?, ?, ?) on conflict (tbl, key) do update set value = excluded.value",
  );
  const remove = db.prepare("delete from records where tbl = ? and key = ?");
  const stored = new Map<string, [string, string][]>();
  for (const row of db.all("select tbl, key, value from records order by rowid")) {
    const table = String(row.tbl);
    const rows = stored.get(table) ?? [];
    rows.push([String(row.key), String(row.value)]);
    stored.set(table, rows);
  }
  return {
    hadRecords: stored.size > 0,
    load(table) {
      const rows = stored.get(table) ?? [];
      // Read once: later loads of the table (none, as Tables caches it) would see stale rows.
      stored.delete(table);
      return rows;
    },
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
      rmSync(join(dir, PID_FILE), { force: true });
    },
  };
}

/** Creates `path` empty with mode 0600 when it does not exist; an existing file is left as it is. */
function createPrivately(path: string): void {
  try {
    closeSync(openSync(path, "wx", 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
}

function inUse(dir: string, pid?: number): Error {
  return new Error(
    `Another emulator${pid ? ` (process ${pid})` : ""} is using the data directory ${dir}. ` +
      `Stop it or pick another directory; if none runs, delete ${join(dir, `${DATA_FILE}.lock`)}.`,
  );
}

/**
 * SQLite's lock here is a directory beside the file, which a killed emulator leaves behind: it is
 * removed when the process named in the pid file has ended. A live one is an error.
 */
function clearStaleLock(dir: string, file: string): void {
  let pid: number | undefined;
  try {
    pid = Number(readFileSync(join(dir, PID_FILE), "utf8")) || undefined;
  } catch {
    // No pid file: no emulator opened the directory, or it stopped cleanly.
  }
  if (pid !== undefined && isAlive(pid)) throw inUse(dir, pid);
  try {
    rmdirSync(`${file}.lock`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
