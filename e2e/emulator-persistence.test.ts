import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type SpawnedEmulator, spawnEmulator } from "../bench/emulator-load.mjs";

const dataDir = mkdtempSync(join(tmpdir(), "emulator-sigkill-"));
const spawned: SpawnedEmulator[] = [];
afterAll(async () => {
  await Promise.all(spawned.map((emulator) => emulator.stop().catch(() => undefined)));
  rmSync(dataDir, { recursive: true, force: true });
});

function server(emulator: SpawnedEmulator) {
  return {
    "content-type": "application/json",
    "x-stack-project-id": emulator.projectId,
    "x-stack-access-type": "server",
    "x-stack-secret-server-key": emulator.secretServerKey,
  };
}

describe("the emulator with --data-dir, killed in the middle of a stream of writes", () => {
  it("still has every write it acknowledged after a restart", async () => {
    const first = await spawnEmulator(["--data-dir", dataDir]);
    spawned.push(first);
    const acknowledged: string[] = [];
    let stop = false;
    let sent = 0;
    const writer = async () => {
      while (!stop) {
        const n = sent++;
        try {
          const res = await fetch(`${first.url}/api/v1/users`, {
            method: "POST",
            headers: server(first),
            body: JSON.stringify({
              primary_email: `stream-${n}@example.com`,
              display_name: `#${n}`,
            }),
          });
          if (res.status === 201 || res.status === 200) acknowledged.push((await res.json()).id);
        } catch {
          // The process was killed under this request: it was never acknowledged.
        }
      }
    };
    const writers = Array.from({ length: 8 }, writer);
    // Kill it once enough writes are acknowledged, while others are still in flight.
    while (acknowledged.length < 150) await new Promise((resolve) => setImmediate(resolve));
    await first.kill();
    stop = true;
    await Promise.all(writers);
    expect(sent).toBeGreaterThan(acknowledged.length);

    const second = await spawnEmulator(["--data-dir", dataDir]);
    spawned.push(second);
    const missing: string[] = [];
    for (const id of acknowledged) {
      const res = await fetch(`${second.url}/api/v1/users/${id}`, { headers: server(second) });
      if (res.status !== 200) missing.push(id);
    }
    expect(missing).toEqual([]);
  }, 120_000);
});
