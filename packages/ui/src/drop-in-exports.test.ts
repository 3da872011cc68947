// Code written for @stackframe/react 2.8.108 imports its names from one package; ours splits them
// between @app/react (the apps, the provider, the hooks) and @app/ui (the components). Every name
// it exports at run time must exist on one of ours, under the same name (issue 14 §1).
import { createRequire } from "node:module";
import { join } from "node:path";
import * as react from "@app/react";
import { describe, expect, it } from "vitest";
import * as ui from "./index.js";

const reference = createRequire(
  join(import.meta.dirname, "../../../test/reference-app/package.json"),
)("@stackframe/react") as Record<string, unknown>;

/** Names of the reference we do not offer, each with why. */
const NOT_OFFERED: Record<string, string> = {
  getConvexProvidersConfig: "the reference's Convex integration; ours has none",
  getPagePrompt: "AI prompts for the reference's hosted page templates",
  stackAppInternalsSymbol: "a key into the reference's private internals",
};

/** The reference's names that are React components (they come from @app/ui). */
const isComponentName = (name: string) => /^[A-Z]/.test(name) && !/App$/.test(name);

describe("drop-in for @stackframe/react", () => {
  const names = Object.keys(reference).filter((name) => !(name in NOT_OFFERED));

  it("reads the reference's exports (the check can fail)", () => {
    expect(names).toContain("StackClientApp");
    expect(names).toContain("UserButton");
    expect(names.length).toBeGreaterThan(30);
  });

  it("exports every app, hook and helper of the reference from @app/react", () => {
    const missing = names
      .filter(
        (name) => !isComponentName(name) || name === "StackProvider" || name === "HexclaveProvider",
      )
      .filter((name) => !(name in react));
    expect(missing).toEqual([]);
  });

  it("exports every component of the reference from @app/ui", () => {
    const components = names.filter(
      (name) => isComponentName(name) && name !== "StackProvider" && name !== "HexclaveProvider",
    );
    expect(components.filter((name) => !(name in ui))).toEqual([]);
  });

  it("gives each newer Hexclave name the same value as its Stack name", () => {
    expect(react.HexclaveClientApp).toBe(react.StackClientApp);
    expect(react.HexclaveServerApp).toBe(react.StackServerApp);
    expect(react.HexclaveAdminApp).toBe(react.StackAdminApp);
    expect(react.HexclaveProvider).toBe(react.StackProvider);
    expect(react.useHexclaveApp).toBe(react.useStackApp);
    expect(react.defineHexclaveConfig).toBe(react.defineStackConfig);
  });

  it("keeps the not-offered list to names the reference has", () => {
    for (const name of Object.keys(NOT_OFFERED)) expect(Object.keys(reference)).toContain(name);
  });
});
