import { mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { typeCheckEntries } from "./consumer-project.js";
import { repoRoot } from "./packed-packages.js";

// @app/next's built declarations as a user's TypeScript reads them, without packing and
// installing (packages-install.test.ts does that for every package, in minutes). Regression: its
// ES module declarations imported `next/server` without an extension, which node16's ESM rules
// cannot resolve (Next.js has no exports map), so an ESM project under moduleResolution
// node16/nodenext got "Cannot find module 'next/server'" from node_modules/@app/next.
// Needs `pnpm build`.

const CHECK_MS = 240_000;
let dir: string;

beforeAll(async () => {
  // Inside the repository, so that `@app/next` and `next` resolve as in an installed project.
  dir = await mkdtemp(join(repoRoot, "e2e", ".next-types-"));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

it(
  "@app/next has types under strict, moduleResolution node16, from ESM and from CommonJS",
  async () => {
    expect(await typeCheckEntries(dir, "node16", ["@app/next"], ["@app/next"])).toEqual([]);
  },
  CHECK_MS,
);

it(
  "@app/next has types under strict, moduleResolution bundler",
  async () => {
    expect(await typeCheckEntries(dir, "bundler", ["@app/next"])).toEqual([]);
  },
  CHECK_MS,
);
