// Code written for @stackframe/stack 2.8.108 imports every name from one package; @app/next must
// export each of them under the same name from both of its entries: the `react-server` one
// (server components, route handlers, server actions, middleware) and the default one (client
// components, the browser). e2e/react-server-imports.test.ts checks the same of the built files.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as clientEntry from "./index.js";
import * as serverEntry from "./index.react-server.js";

const referenceApp = join(import.meta.dirname, "../../../test/reference-app");
const reference = createRequire(join(referenceApp, "package.json"))("@stackframe/stack") as Record<
  string,
  unknown
>;
const referenceManifest = JSON.parse(
  readFileSync(join(referenceApp, "node_modules/@stackframe/stack/package.json"), "utf8"),
) as { version: string; exports: Record<string, Record<string, unknown>> };

/** Names of the reference we do not offer, each with why (docs/migrating.md lists them too). */
const NOT_OFFERED: Record<string, string> = {
  getConvexProvidersConfig: "the reference's Convex integration; ours has none",
  getPagePrompt: "AI prompts for the reference's hosted page templates",
  stackAppInternalsSymbol: "a key into the reference's private internals",
};

describe("drop-in for @stackframe/stack", () => {
  const names = Object.keys(reference).filter((name) => !(name in NOT_OFFERED));

  it("reads the reference's exports (the check can fail)", () => {
    expect(referenceManifest.version).toBe("2.8.108");
    expect(names).toEqual(
      expect.arrayContaining(["StackServerApp", "StackHandler", "useUser", "UserButton"]),
    );
    expect(names.length).toBeGreaterThan(30);
  });

  it("has one list of names for both conditions: its entry has no react-server build of its own", () => {
    // The reference's `react-server` condition switches a dependency of it (stack-sc), not its own
    // entry, so the names read here are those its server components import too. Should a later
    // version add a `react-server` entry, this fails and the names must be read under both.
    expect(Object.keys(referenceManifest.exports["."] ?? {})).not.toContain("react-server");
    expect(JSON.stringify(referenceManifest.exports["."])).not.toContain("react-server");
  });

  it("exports every name of the reference from the react-server entry", () => {
    expect(names.filter((name) => !(name in serverEntry))).toEqual([]);
  });

  it("exports every name of the reference from the client entry", () => {
    expect(names.filter((name) => !(name in clientEntry))).toEqual([]);
  });

  it("exports no name as undefined: each is a class, a component, a hook or a value", () => {
    const server = serverEntry as Record<string, unknown>;
    const client = clientEntry as Record<string, unknown>;
    expect(names.filter((name) => server[name] === undefined)).toEqual([]);
    expect(names.filter((name) => client[name] === undefined)).toEqual([]);
    // What the reference makes a function (classes, components, hooks) is one here too.
    const functions = names.filter((name) => typeof reference[name] === "function");
    expect(functions.filter((name) => typeof server[name] !== "function")).toEqual([]);
    expect(functions.filter((name) => typeof client[name] !== "function")).toEqual([]);
  });

  it("gives each newer Hexclave name the same value as its Stack name, in both entries", () => {
    for (const entry of [serverEntry, clientEntry]) {
      expect(entry.HexclaveClientApp).toBe(entry.StackClientApp);
      expect(entry.HexclaveProvider).toBe(entry.StackProvider);
      expect(entry.HexclaveHandler).toBe(entry.StackHandler);
      expect(entry.HexclaveTheme).toBe(entry.StackTheme);
      expect(entry.useHexclaveApp).toBe(entry.useStackApp);
    }
    expect(serverEntry.HexclaveServerApp).toBe(serverEntry.StackServerApp);
    expect(serverEntry.HexclaveAdminApp).toBe(serverEntry.StackAdminApp);
  });

  it("keeps the not-offered list to names the reference has", () => {
    for (const name of Object.keys(NOT_OFFERED)) expect(Object.keys(reference)).toContain(name);
  });
});
