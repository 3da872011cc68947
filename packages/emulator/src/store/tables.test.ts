import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DATA_FILE, openSqlitePersistence } from "./sqlite-persistence.js";
import { type Persistence, Tables } from "./tables.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "emulator-tables-"));
  dirs.push(dir);
  return dir;
}

async function open(dir: string): Promise<Tables> {
  return new Tables(await openSqlitePersistence(dir));
}

describe("Tables with a SQLite file", () => {
  it("restores every committed record, Sets, Maps and bytes included", async () => {
    const dir = tempDir();
    const first = await open(dir);
    expect(first.restored).toBe(false);
    const users = first.map<{
      name: string;
      owners: Set<string>;
      byTeam: Map<string, number>;
      key: Uint8Array;
    }>("users");
    users.set("u1", {
      name: "Ada",
      owners: new Set(["a", "b"]),
      byTeam: new Map([["t", 1]]),
      key: new Uint8Array([1, 2, 255]),
    });
    first.commit();
    first.close();

    const second = await open(dir);
    expect(second.restored).toBe(true);
    const restored = second
      .map<{ name: string; owners: Set<string>; byTeam: Map<string, number>; key: Uint8Array }>(
        "users",
      )
      .get("u1");
    expect(restored?.name).toBe("Ada");
    expect(restored?.owners).toEqual(new Set(["a", "b"]));
    expect(restored?.byTeam).toEqual(new Map([["t", 1]]));
    expect(restored?.key).toEqual(new Uint8Array([1, 2, 255]));
    second.close();
  });

  it("writes records changed in place and forgets deleted ones", async () => {
    const dir = tempDir();
    const first = await open(dir);
    const records = first.map<{ n: number }>("records");
    records.set("a", { n: 1 });
    records.set("b", { n: 1 });
    first.commit();
    (records.get("a") as { n: number }).n = 2; // changed in place, as stores do
    records.delete("b");
    first.commit();
    first.close();

    const second = await open(dir);
    const restored = second.map<{ n: number }>("records");
    expect([...restored]).toEqual([["a", { n: 2 }]]);
    second.close();
  });

  it("restores records in the order they were first added, as the stores' maps had them", async () => {
    const dir = tempDir();
    const first = await open(dir);
    const items = first.map<number>("items");
    for (const key of ["zeta", "alpha", "mid"]) items.set(key, 1);
    first.commit();
    items.set("alpha", 2); // an update keeps its place
    first.commit();
    first.close();
    const second = await open(dir);
    expect([...second.map<number>("items")]).toEqual([
      ["zeta", 1],
      ["alpha", 2],
      ["mid", 1],
    ]);
    second.close();
  });

  it("loses what was never committed", async () => {
    const dir = tempDir();
    const first = await open(dir);
    first.map<number>("numbers").set("x", 1);
    first.close();
    const second = await open(dir);
    expect(second.map<number>("numbers").size).toBe(0);
    second.close();
  });

  it("keeps everything in memory only without a persistence", () => {
    const tables = new Tables();
    tables.map<number>("numbers").set("x", 1);
    tables.commit();
    expect(tables.persistent).toBe(false);
    expect(tables.map<number>("numbers").get("x")).toBe(1);
  });

  it("refuses a directory another emulator has open, naming it, and opens it once that one closed", async () => {
    const dir = tempDir();
    const first = await open(dir);
    await expect(open(dir)).rejects.toThrow(
      `Another emulator (process ${process.pid}) is using the data directory ${dir}.`,
    );
    first.close();
    const second = await open(dir);
    expect(second.restored).toBe(false);
    second.close();
  });

  it("opens a directory whose emulator was killed: its lock and pid file are left over", async () => {
    const dir = tempDir();
    const first = await open(dir);
    first.map<number>("numbers").set("x", 1);
    first.commit();
    expect(existsSync(join(dir, `${DATA_FILE}.lock`))).toBe(true);
    first.close();
    // What a killed process leaves: the lock directory, and the pid file of a process now gone.
    const gone = spawnSync(process.execPath, ["-e", ""]).pid;
    mkdirSync(join(dir, `${DATA_FILE}.lock`));
    writeFileSync(join(dir, "emulator.pid"), String(gone));

    const second = await open(dir);
    expect(second.map<number>("numbers").get("x")).toBe(1);
    second.close();
    expect(existsSync(join(dir, `${DATA_FILE}.lock`))).toBe(false);
  });
});

/** A persistence in memory that records every write it is asked for. */
function recordingPersistence(stored: [table: string, key: string, json: string][] = []) {
  const writes: { puts: string[]; deletes: string[] }[] = [];
  const persistence: Persistence = {
    hadRecords: stored.length > 0,
    load: (table) => stored.filter(([t]) => t === table).map(([, key, json]) => [key, json]),
    write: (puts, deletes) => {
      writes.push({
        puts: puts.map(([table, key]) => `${table}/${key}`),
        deletes: deletes.map(([table, key]) => `${table}/${key}`),
      });
    },
    close: () => {},
  };
  return { persistence, writes };
}

// Issue 17: every commit re-encoded every record of every table to find what changed, so with
// --data-dir a request's cost grew with the data (79 ms for a read with 7,000 users).
describe("a commit writes what the request changed, and nothing for a read", () => {
  const thousand = Array.from(
    { length: 1000 },
    (_, i) => ["users", `u${i}`, JSON.stringify({ n: i })] as [string, string, string],
  );

  it("a read of records by key, or a scan of the table, writes nothing", () => {
    const { persistence, writes } = recordingPersistence(thousand);
    const tables = new Tables(persistence, { checkWrites: false });
    const users = tables.map<{ n: number }>("users");
    users.get("u1");
    expect([...users.values()].filter((user) => user.n > 500)).toHaveLength(499);
    tables.commit();
    expect(writes).toEqual([]);
  });

  it("writes only the records set, deleted or changed in place after a get", () => {
    const { persistence, writes } = recordingPersistence(thousand);
    const tables = new Tables(persistence, { checkWrites: false });
    const users = tables.map<{ n: number }>("users");
    (users.get("u7") as { n: number }).n = -7;
    users.set("new", { n: 1000 });
    users.delete("u9");
    users.get("u8"); // read, not changed
    tables.commit();
    expect(writes).toEqual([{ puts: ["users/u7", "users/new"], deletes: ["users/u9"] }]);
    tables.commit();
    expect(writes).toHaveLength(1);
  });

  it("re-encodes only the records the request touched, however many the table holds", () => {
    const { persistence } = recordingPersistence();
    const tables = new Tables(persistence, { checkWrites: false });
    const users = tables.map<{ n: number; toJSON(): unknown }>("users");
    let encoded = 0;
    const record = (n: number) => ({
      n,
      toJSON() {
        encoded++;
        return { n: this.n };
      },
    });
    for (let i = 0; i < 1000; i++) users.set(`u${i}`, record(i));
    tables.commit();
    expect(encoded).toBe(1000);
    encoded = 0;
    (users.get("u1") as { n: number }).n = -1;
    tables.commit();
    expect(encoded).toBe(1);
  });

  it("a failed write is retried by the next commit", () => {
    const { persistence, writes } = recordingPersistence();
    let fail = true;
    const write = persistence.write;
    persistence.write = (puts, deletes) => {
      if (fail) throw new Error("disk full");
      write(puts, deletes);
    };
    const tables = new Tables(persistence, { checkWrites: false });
    tables.map<number>("numbers").set("x", 1);
    expect(() => tables.commit()).toThrow("disk full");
    fail = false;
    tables.commit();
    expect(writes).toEqual([{ puts: ["numbers/x"], deletes: [] }]);
  });

  it("clear() deletes every record at the next commit", () => {
    const { persistence, writes } = recordingPersistence(thousand.slice(0, 2));
    const tables = new Tables(persistence, { checkWrites: false });
    tables.map("users");
    tables.clear();
    tables.commit();
    expect(writes).toEqual([{ puts: [], deletes: ["users/u0", "users/u1"] }]);
  });

  it("checkWrites names a record changed in place after a scan without set()", () => {
    const tables = new Tables(null, { checkWrites: true });
    const users = tables.map<{ n: number }>("users");
    users.set("a", { n: 1 });
    tables.commit();
    for (const user of users.values()) user.n = 2;
    expect(() => tables.commit()).toThrow(/users\/a: a record reached by iterating a table/);
  });

  it("checkWrites passes when the changed record is set() again", () => {
    const tables = new Tables(null, { checkWrites: true });
    const users = tables.map<{ n: number }>("users");
    users.set("a", { n: 1 });
    tables.commit();
    for (const [key, user] of users) {
      user.n = 2;
      users.set(key, user);
    }
    expect(() => tables.commit()).not.toThrow();
  });
});

describe("requests that overlap", () => {
  // Regression: a request that got a user, awaited a password hash on a worker and then changed
  // the user lost the change when another request committed meanwhile (its key was forgotten):
  // 500 "Changes that no commit would write" with write checks, a lost password with --data-dir.
  it("keep what a running request was handed noted until it ends, and write its change", async () => {
    const dir = tempDir();
    const tables = await open(dir);
    const users = tables.map<{ password: string }>("users");
    users.set("u1", { password: "old" });
    tables.commit();

    tables.begin(); // the password change
    const user = users.get("u1")!;
    tables.begin(); // another request, answered while the hash is computed
    tables.end();
    user.password = "new"; // after the await
    tables.end();
    tables.close();

    const reopened = await open(dir);
    expect(reopened.map<{ password: string }>("users").get("u1")?.password).toBe("new");
    reopened.close();
  });
});

describe("snapshot", () => {
  it("has every record of every table as JSON, and changes when a record does", () => {
    const tables = new Tables();
    const users = tables.map<{ name: string; tags: Set<string> }>("users");
    users.set("u1", { name: "Ada", tags: new Set(["a"]) });
    tables.map("empty");
    const before = tables.snapshot();
    expect(before).toEqual({ users: { u1: '{"name":"Ada","tags":{"$set":["a"]}}' }, empty: {} });
    expect(tables.snapshot()).toEqual(before);
    (users.get("u1") as { name: string }).name = "Bo";
    expect(tables.snapshot()).not.toEqual(before);
  });
});
