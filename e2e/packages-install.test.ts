import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  errorsOfOurs,
  installedEntries,
  installTarballs,
  loadEntries,
  type PackageManager,
  typeCheckEntries,
} from "./consumer-project.js";
import {
  PACKAGES,
  type PackageName,
  packPackages,
  sh,
  startJsonServer,
} from "./packed-packages.js";

// The packages as npm sees them (issue 33, section 2): the tarballs of `npm pack` (before, they
// kept `workspace:*` and failed to install with EUNSUPPORTEDPROTOCOL, and carried no LICENSE)
// install with npm, pnpm and yarn into a project of their own, and every entry loads and has
// types there. Needs `pnpm build` (the tarballs hold dist/) and the npm registry (React, Next.js).

const INSTALL_MS = 600_000;
let work: string;
let tarballs: Record<PackageName, string>;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "packages-install-"));
  tarballs = await packPackages("npm", join(work, "npm-pack"));
}, INSTALL_MS);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** The files of a tarball, as `tar` lists them (`package/…`). */
async function filesOf(tarball: string): Promise<string[]> {
  return (await sh("tar", ["-tzf", tarball], work)).trim().split("\n").sort();
}

/** The package.json inside a tarball. */
async function manifestOf(tarball: string): Promise<Record<string, Record<string, string>>> {
  return JSON.parse(await sh("tar", ["-xzOf", tarball, "package/package.json"], work));
}

describe("the tarballs", () => {
  it("regression (issue 33): each carries its LICENSE and README, and names its siblings by version range, not workspace:", async () => {
    for (const [name, tarball] of Object.entries(tarballs)) {
      expect(await filesOf(tarball), name).toEqual(
        expect.arrayContaining(["package/LICENSE", "package/README.md", "package/package.json"]),
      );
      const manifest = await manifestOf(tarball);
      expect(manifest.license, name).toBe("MIT");
      const { dependencies = {}, peerDependencies = {}, devDependencies = {} } = manifest;
      const ranges = Object.values({ ...dependencies, ...peerDependencies, ...devDependencies });
      expect(
        ranges.filter((range) => range.includes(":")),
        name,
      ).toEqual([]);
    }
  });

  it("each sibling range is met by the sibling's own version, so a registry install gets the siblings published with it", async () => {
    const versions = Object.fromEntries(
      await Promise.all(
        Object.entries(tarballs).map(async ([name, t]) => [name, (await manifestOf(t)).version]),
      ),
    );
    for (const tarball of Object.values(tarballs)) {
      const { dependencies = {}, peerDependencies = {} } = await manifestOf(tarball);
      for (const [name, range] of Object.entries({ ...dependencies, ...peerDependencies })) {
        if (name in PACKAGES) expect(range).toBe(`^${versions[name]}`);
      }
    }
  });

  it(
    "pnpm pack gives the same files and the same dependencies as npm pack",
    async () => {
      const byPnpm = await packPackages("pnpm", join(work, "pnpm-pack"));
      for (const name of Object.keys(PACKAGES) as PackageName[]) {
        expect(await filesOf(byPnpm[name]), name).toEqual(await filesOf(tarballs[name]));
        const [ours, theirs] = await Promise.all([
          manifestOf(byPnpm[name]),
          manifestOf(tarballs[name]),
        ]);
        expect(ours.dependencies, name).toEqual(theirs.dependencies);
        expect(ours.peerDependencies, name).toEqual(theirs.peerDependencies);
      }
    },
    INSTALL_MS,
  );
});

it("the type check counts tsc's errors in our declarations and the project's files, not those in Next.js's", () => {
  const output = [
    "node_modules/@app/next/dist/index.d.ts(13,29): error TS2307: Cannot find module 'next/server'.",
    "node_modules/next/dist/lib/worker.d.ts(1,38): error TS7016: Could not find a declaration file",
    "  for module 'next/dist/compiled/jest-worker'.",
    "entries.mts(3,1): error TS2305: Module '\"@app/core\"' has no exported member 'X'.",
    "  The second line of its message.",
    "error TS6053: File 'entries.cts' not found.",
  ].join("\n");
  expect(errorsOfOurs(output)).toEqual([
    "node_modules/@app/next/dist/index.d.ts(13,29): error TS2307: Cannot find module 'next/server'.",
    "entries.mts(3,1): error TS2305: Module '\"@app/core\"' has no exported member 'X'.\n  The second line of its message.",
    "error TS6053: File 'entries.cts' not found.",
  ]);
});

/**
 * The type checks each install gets. tsc reads Next.js's declarations whole (library checking
 * stays on, so that ours are checked), about a minute each, so they go where the layouts differ:
 * npm's flat node_modules gets both resolutions; pnpm's symlinked one, where a declaration finds
 * only what its own package depends on, gets node16 from ESM and CommonJS; yarn 1's layout is
 * npm's, so it gets none (its install and loading are what could differ).
 */
const TYPE_CHECKS: Record<PackageManager, readonly ("bundler" | "node16")[]> = {
  npm: ["bundler", "node16"],
  pnpm: ["node16"],
  yarn: [],
};

describe.each<PackageManager>(["npm", "pnpm", "yarn"])("installed with %s", (manager) => {
  let project: string;
  let entries: string[];
  let typeErrors: Partial<Record<"bundler" | "node16", Promise<string[]>>>;

  beforeAll(async () => {
    project = join(work, `with-${manager}`);
    await installTarballs(manager, project, tarballs);
    entries = await installedEntries(project);
    // The type checks run side by side, on CI's two cores; their tests wait for them.
    // node16 from ESM too (regression: @app/next's ES module declarations imported `next/server`
    // without an extension, which node16's ESM rules cannot resolve, as Next.js has no exports
    // map; they import `next/server.js`).
    typeErrors = {};
    for (const resolution of TYPE_CHECKS[manager]) {
      typeErrors[resolution] =
        resolution === "node16"
          ? typeCheckEntries(project, "node16", entries, entries)
          : typeCheckEntries(project, "bundler", entries);
    }
  }, INSTALL_MS);

  it("every entry of @app/core, @app/react, @app/ui and @app/emulator loads with import and with require, with the same exports", async () => {
    // @app/next is left to Next.js's bundler: its provider imports @app/ui's stylesheet, which
    // plain Node cannot load. e2e/next-app.test.ts runs it in a Next.js build.
    const loaded = await loadEntries(
      project,
      entries.filter((entry) => !entry.startsWith("@app/next")),
    );
    expect(Object.keys(loaded)).toEqual(expect.arrayContaining(["@app/core", "@app/ui"]));
    for (const [entry, outcome] of Object.entries(loaded)) {
      if (typeof outcome === "string") throw new Error(`${entry} did not load: ${outcome}`);
      expect(outcome.esm.length, entry).toBeGreaterThan(0);
      expect(outcome.cjs, entry).toEqual(outcome.esm);
    }
  });

  // A check this manager does not get is no test at all (a skipped test would count as failed).
  if (TYPE_CHECKS[manager].includes("bundler")) {
    it(
      "every entry of the five packages has types under strict, moduleResolution bundler",
      async () => {
        expect(entries).toEqual(expect.arrayContaining(["@app/next", "@app/emulator/testing"]));
        expect(await typeErrors.bundler).toEqual([]);
      },
      INSTALL_MS,
    );
  }

  if (TYPE_CHECKS[manager].includes("node16")) {
    it(
      "every entry has types under strict, moduleResolution node16, imported from ESM and from CommonJS",
      async () => {
        expect(entries).toEqual(expect.arrayContaining(["@app/next", "@app/core/server"]));
        expect(await typeErrors.node16).toEqual([]);
      },
      INSTALL_MS,
    );
  }

  it("npx @app/emulator runs the installed emulator, which prints its ready line", async () => {
    const { ready, stop } = await startJsonServer(
      "npx",
      ["@app/emulator", "--port", "0", "--quiet"],
      project,
    );
    try {
      expect(ready).toMatchObject({
        url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
        projectId: "00000000-0000-4000-8000-000000000001",
      });
      const response = await fetch(`${ready.url}/api/v1`);
      expect(response.status).toBe(200);
    } finally {
      stop();
    }
  });
});
