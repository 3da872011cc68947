import { fileURLToPath } from "node:url";
import type { TestProjectInlineConfiguration } from "vitest/config";
import { react18Alias } from "./test/react18/aliases.ts";

/**
 * The test projects. vitest 4 no longer reads this file on its own: `vitest.config.ts` imports
 * the list into `test.projects`.
 */

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Workspace packages resolve to their sources in tests, so no build is needed before `vitest`. */
export const alias = [
  {
    find: /^@app\/core\/(server|admin|errors|managers|internal|hooks|screens)$/,
    replacement: here("./packages/core/src/$1.ts"),
  },
  { find: /^@app\/core$/, replacement: here("./packages/core/src/index.ts") },
  // The core's subpath import (its package.json "imports" name dist files): the full reader, as
  // Node resolves it (the cookies-only browser one is checked by client-bundle.test.ts).
  {
    find: /^#request-tokens$/,
    replacement: here("./packages/core/src/session/request-token-store.ts"),
  },
  // The same for the extra request headers' check (the browser's says less: client-bundle.test.ts).
  {
    find: /^#extra-request-headers$/,
    replacement: here("./packages/core/src/context/extra-request-headers.ts"),
  },
  { find: /^@app\/react$/, replacement: here("./packages/react/src/index.ts") },
  { find: /^@app\/ui$/, replacement: here("./packages/ui/src/index.ts") },
  { find: /^@app\/ui\/styles\.css$/, replacement: here("./packages/ui/src/styles.css") },
  // Node's build of @app/next (its tests mock next/headers and next/navigation where they need).
  { find: /^@app\/next$/, replacement: here("./packages/next/src/index.react-server.ts") },
  { find: /^@app\/emulator$/, replacement: here("./packages/emulator/src/index.ts") },
  { find: /^@app\/emulator\/testing$/, replacement: here("./packages/emulator/src/testing.ts") },
];

/**
 * `expect.poll` waits for what a user would see; its deadline is only there so that a broken
 * test ends. A loaded machine (two suites at once) may take seconds: not the default 1 s.
 */
const expectOptions = { poll: { timeout: 20_000 } };

/**
 * Every emulator started by these tests checks, after each commit, that no change escaped its
 * write tracking (a record changed in place that no commit would write): `Tables`' `checkWrites`.
 */
const checkEmulatorWrites = { APP_EMULATOR_CHECK_WRITES: "1" };

export const projects: TestProjectInlineConfiguration[] = [
  {
    resolve: { alias },
    // Core tests include the app classes against an in-process emulator (src/apps/*-app.test.ts).
    test: {
      name: "core",
      expect: expectOptions,
      environment: "node",
      include: ["packages/core/src/**/*.test.ts", "packages/core/build/**/*.test.ts"],
      // Tests that need a DOM (`*.dom.test.ts`) run once, in the dom project.
      exclude: ["packages/core/src/**/*.dom.test.ts"],
      env: checkEmulatorWrites,
      testTimeout: 30_000,
    },
  },
  {
    resolve: { alias },
    test: {
      name: "emulator",
      expect: expectOptions,
      environment: "node",
      testTimeout: 30_000,
      include: ["packages/emulator/src/**/*.test.ts"],
      env: checkEmulatorWrites,
    },
  },
  {
    resolve: { alias },
    // @app/next's server half (the request's cookies, redirect(), the server provider) and its
    // browser build's server render, with next/headers and next/navigation mocked where needed.
    test: {
      name: "next",
      expect: expectOptions,
      environment: "node",
      testTimeout: 30_000,
      include: ["packages/next/src/**/*.test.{ts,tsx}"],
      env: checkEmulatorWrites,
    },
  },
  {
    resolve: { alias },
    test: {
      name: "dom",
      expect: expectOptions,
      environment: "jsdom",
      testTimeout: 30_000,
      include: [
        "packages/core/src/**/*.dom.test.ts",
        "packages/react/src/**/*.test.{ts,tsx}",
        "packages/ui/src/**/*.test.{ts,tsx}",
      ],
      setupFiles: [here("./test/setup-dom.ts")],
      provide: { reactMajor: 19 },
    },
  },
  {
    // The React and UI component tests again, on React 18.3 (the oldest React the packages
    // support): React, ReactDOM, Testing Library and Radix resolve to test/react18's copies.
    resolve: { alias: [...react18Alias, ...alias] },
    test: {
      name: "dom-react18",
      expect: expectOptions,
      environment: "jsdom",
      testTimeout: 30_000,
      include: ["packages/react/src/**/*.test.{ts,tsx}", "packages/ui/src/**/*.test.{ts,tsx}"],
      exclude: ["**/package-manifest.test.ts"],
      setupFiles: [here("./test/setup-dom.ts")],
      provide: { reactMajor: 18 },
    },
  },
  {
    // The repository's own scripts (scripts/*.mjs): the API reference's generator and check.
    test: {
      name: "scripts",
      expect: expectOptions,
      environment: "node",
      include: ["scripts/**/*.test.ts"],
      testTimeout: 120_000,
    },
  },
  {
    resolve: { alias },
    test: {
      name: "e2e",
      expect: expectOptions,
      environment: "node",
      include: ["e2e/**/*.test.ts"],
      testTimeout: 60_000,
      hookTimeout: 120_000,
      fileParallelism: false,
    },
  },
];
