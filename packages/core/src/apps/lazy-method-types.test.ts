import { describe, expectTypeOf, it } from "vitest";
import type { HooksOf } from "../cache/hook-adapter.js";
import type { AppContext } from "../context/app-context.js";
import type * as flows from "../resources/auth/sign-in-methods.js";
import type { metricsQuery } from "../resources/projects/metrics.js";
import type { svixTokenQuery } from "../resources/projects/svix-token.js";
import type { authQueries } from "../resources/sessions/auth-queries.js";
import type * as teams from "../resources/teams/server.js";
import type * as actions from "../resources/users/account-actions.js";
import type * as users from "../resources/users/server.js";
import type { StackAdminApp } from "./admin-app.js";
import type { QueryOfGetter } from "./app-getters.js";
import type { AppTokens } from "./app-tokens.js";
import type { StackClientApp } from "./client-app.js";
import type { ACTION_METHODS, Bound, FLOW_METHODS } from "./client-method-names.js";
import type { StackServerApp } from "./server-app.js";

// The methods the apps make from name tables at run time (`lazyMethods`, `tokenGetters`) take
// their types from the functions behind them, so that a changed function changes the method (a
// parameter added to an implementation used to leave its hand-written declaration compiling).
// Checked by `pnpm typecheck` (tsc over the tests); the `it`s only name what is checked.

/** The names of `Table`'s methods whose type on the app is not the bound implementation's. */
type Unbound<Module, Names extends keyof Module & keyof StackClientApp> = {
  [K in Names]: [StackClientApp[K]] extends [Bound<Module[K]>]
    ? [Bound<Module[K]>] extends [StackClientApp[K]]
      ? never
      : K
    : K;
}[Names];

describe("a lazy method's type is its implementation's, bound", () => {
  it("the sign-in methods (FLOW_METHODS; promptCliLogin without its test seam)", () => {
    type Names = Exclude<(typeof FLOW_METHODS)[number], "promptCliLogin">;
    expectTypeOf<Unbound<typeof flows, Names>>().toEqualTypeOf<never>();
    expectTypeOf<StackClientApp["promptCliLogin"]>().parameters.toEqualTypeOf<
      [Parameters<typeof flows.promptCliLogin>[1]]
    >();
  });

  it("the account's actions (ACTION_METHODS)", () => {
    expectTypeOf<Unbound<typeof actions, (typeof ACTION_METHODS)[number]>>().toEqualTypeOf<never>();
  });

  it("the token getters and their hooks (APP_TOKEN_GETTERS)", () => {
    type Q = typeof authQueries;
    expectTypeOf<AppTokens["getAccessToken"]>().toEqualTypeOf<
      () => Promise<ReturnType<NonNullable<ReturnType<Q["getAccessToken"]>["select"]>>>
    >();
    // The hook twin made from the getter (@app/react's ClientAppHooks writes it out, and its
    // hook-twin-types.test.ts checks each twin against its getter).
    expectTypeOf<HooksOf<AppTokens>["useAuthorizationHeader"]>().returns.toEqualTypeOf<
      string | null
    >();
    expectTypeOf<AppTokens["getAuthJson"]>().returns.resolves.toEqualTypeOf<
      Awaited<ReturnType<ReturnType<Q["getAuthJson"]>["load"]>>
    >();
  });

  it("a parameter added to an implementation changes the method", () => {
    type Before = (context: AppContext, code: string) => Promise<number>;
    type After = (context: AppContext, code: string, retries: number) => Promise<number>;
    expectTypeOf<Bound<Before>>().toEqualTypeOf<(code: string) => Promise<number>>();
    // @ts-expect-error: the method now takes the new parameter too
    expectTypeOf<Bound<After>>().toEqualTypeOf<Bound<Before>>();
  });
});

// The server and admin apps' getters are declared on interfaces merged with the classes, and
// made (with their hook twins) from tables of queries by `addGetters`, which takes a query only
// where it fits the getter it makes.
describe("an app getter's query must take the getter's arguments and answer its value", () => {
  it("the query of the same arguments and answer fits", () => {
    expectTypeOf<typeof users.usersQuery>().toExtend<QueryOfGetter<StackServerApp["listUsers"]>>();
    expectTypeOf<typeof metricsQuery>().toExtend<QueryOfGetter<StackAdminApp["getMetrics"]>>();
  });

  it("a query of other arguments does not (listTeams' options for listUsers)", () => {
    expectTypeOf<typeof teams.teamsPageQuery>().not.toExtend<
      QueryOfGetter<StackServerApp["listUsers"]>
    >();
  });

  it("a query of another answer does not (the Svix token for the metrics)", () => {
    expectTypeOf<typeof svixTokenQuery>().not.toExtend<
      QueryOfGetter<StackAdminApp["getMetrics"]>
    >();
  });
});
