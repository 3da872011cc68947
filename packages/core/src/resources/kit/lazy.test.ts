import { describe, expect, it } from "vitest";
import { KeyedCache } from "../../cache/keyed-cache.js";
import type { Query } from "../../cache/query.js";
import { getters, lazyMethods, lazyModule } from "./lazy.js";

// Lazy methods and getters are made from names: a name must be a member of the module (or table)
// it reads, so that renaming a module function fails to compile instead of at the first call.
// The `@ts-expect-error` lines are checked by `pnpm typecheck` (tsc over the tests): each fails
// the typecheck if the wrong name stops being an error.

const teamModule = {
  rename: async (context: string, teamId: string, name: string) => `${context}/${teamId}: ${name}`,
};
const teamQueries = {
  getMember: (context: string, userId: string): Query<string> => ({
    key: ["member", context, userId],
    load: async () => `${context} member ${userId}`,
  }),
};

describe("lazyMethods", () => {
  it("calls the loaded module's function of the same name with the bound arguments first", async () => {
    let loads = 0;
    const load = async () => {
      loads++;
      return teamModule;
    };
    const methods = lazyMethods<{ rename(name: string): Promise<string> }, typeof teamModule>(
      load,
      ["rename"],
      "ctx",
      "team-1",
    );
    expect(loads).toBe(0);
    await expect(methods.rename("Engines")).resolves.toBe("ctx/team-1: Engines");
    expect(loads).toBe(1);
  });

  it("does not compile with a name the module lacks (regression: renamed functions failed only at run time)", () => {
    const load = async () => teamModule;
    // @ts-expect-error: the module has no `renameTeam`.
    lazyMethods(load, ["renameTeam"], "ctx");
    // @ts-expect-error: the module must be named beside the methods' type; there is no default.
    lazyMethods<{ rename(name: string): Promise<string> }>(load, ["rename"], "ctx");
    // @ts-expect-error: sign-in-methods.js has no `signUpWithCredentials` (it is `signUpWithCredential`).
    lazyMethods(() => import("../auth/sign-in-methods.js"), ["signUpWithCredentials"], "ctx");
  });
});

describe("getters", () => {
  it("reads the table's query of the same name, and loads a lazy table on first call", async () => {
    const methods = getters<{ getMember(userId: string): Promise<string> }, typeof teamQueries>(
      new KeyedCache(),
      lazyModule(async () => teamQueries),
      ["getMember"],
      "ctx",
    );
    await expect(methods.getMember("u1")).resolves.toBe("ctx member u1");
  });

  it("does not compile with a name the table lacks", () => {
    const cache = new KeyedCache();
    // @ts-expect-error: the table has no `listMembers`.
    getters(cache, teamQueries, ["listMembers"], "ctx");
    // @ts-expect-error: the table must be named beside the methods' type; there is no default.
    getters<{ getMember(userId: string): Promise<string> }>(
      cache,
      teamQueries,
      ["getMember"],
      "ctx",
    );
  });
});
