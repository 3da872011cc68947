import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mixedLoad, type SpawnedEmulator, spawnEmulator } from "../bench/emulator-load.mjs";

// Issue 5 found a signed-in user could take the emulator down and that bcrypt blocked every
// request; this holds the emulator's command to the load `pnpm bench` measures.
let emulator: SpawnedEmulator;

beforeAll(async () => {
  emulator = await spawnEmulator();
});

afterAll(() => emulator?.stop());

/** The most the emulator's process may hold after the load (it keeps every session made). */
const RSS_LIMIT_BYTES = 300 * 1024 * 1024;

describe("the emulator under 2,000 mixed requests at 50 in flight", () => {
  it("answers every one without an error and keeps its memory bounded", async () => {
    const first = await mixedLoad(emulator, { total: 2000, inFlight: 50 });
    expect(first.failures).toEqual([]);
    const afterFirst = emulator.rssBytes();
    const second = await mixedLoad(emulator, { total: 2000, inFlight: 50 });
    expect(second.failures).toEqual([]);
    const afterSecond = emulator.rssBytes();

    expect(afterSecond).toBeLessThan(RSS_LIMIT_BYTES);
    // A second round of the same load must not cost as much again as the whole process did.
    expect(afterSecond - afterFirst).toBeLessThan(afterFirst);
  }, 180_000);
});
