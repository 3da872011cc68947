import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { spawnEmulator } from "../bench/emulator-load.mjs";

// The `app-emulator` command is ready (its JSON line printed) in under one second, process spawn
// included: the median of five starts, in memory and with --data-dir, new and holding state.

const dataDir = mkdtempSync(join(tmpdir(), "emulator-start-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function medianReadyMs(args: (i: number) => string[]): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const emulator = await spawnEmulator(args(i));
    times.push(emulator.readyMs);
    await emulator.stop();
  }
  return times.sort((a, b) => a - b)[2] as number;
}

describe("the emulator's command", () => {
  it("is ready in under one second in memory", async () => {
    expect(await medianReadyMs(() => [])).toBeLessThan(1000);
  }, 60_000);

  it("is ready in under one second with a new --data-dir", async () => {
    expect(await medianReadyMs((i) => ["--data-dir", join(dataDir, `new-${i}`)])).toBeLessThan(
      1000,
    );
  }, 60_000);

  it("is ready in under one second with a --data-dir holding state", async () => {
    const held = join(dataDir, "held");
    await (await spawnEmulator(["--data-dir", held])).stop();
    expect(await medianReadyMs(() => ["--data-dir", held])).toBeLessThan(1000);
  }, 60_000);
});
