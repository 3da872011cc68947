import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DATA_FILE, openSqlitePersistence } from "./sqlite-persistence.js";
import { Tables } from "./tables.js";

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
