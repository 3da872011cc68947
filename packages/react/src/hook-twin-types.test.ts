import type {
  CurrentSession,
  CurrentUser,
  DeprecatedOAuthConnection,
  OAuthConnection,
  StackClientApp,
  Team,
  TeamPermission,
} from "@app/core";
import type { AdminProject, StackAdminApp } from "@app/core/admin";
import type { HookNameOf } from "@app/core/hooks";
import type { CurrentServerUser, ServerTeam, ServerUser, StackServerApp } from "@app/core/server";
import { describe, expectTypeOf, it } from "vitest";

// The type side of the hook twins, as a user of @app/react sees them: the core's published
// declarations (this package's tsconfig resolves @app/core to its dist) with hook-types.ts merged
// in. Each hook's value is its getter's (a `Promise<X>` getter has an `X` hook), for every getter
// of every object kind. Checked by `pnpm typecheck` (tsc over the tests); the `it`s only name
// what is checked. (published-types.test.ts in the core checks the other side: without
// @app/react, none of these hooks type-check.)

/** Whether two types are the same (not merely assignable). */
type Equal<A, B> =
  (<G>() => G extends A ? 1 : 2) extends <G>() => G extends B ? 1 : 2 ? true : false;

/** The names of `T`'s async getters (`get…`/`list…` methods that return a promise). */
type GetterNames<T> = {
  [K in keyof T & string]: K extends `${"get" | "list"}${string}`
    ? // biome-ignore lint/suspicious/noExplicitAny: any argument list
      T[K] extends (...args: any[]) => Promise<unknown>
      ? K
      : never
    : never;
}[keyof T & string];

/**
 * The getters of `T` whose twin is missing or answers another type than the getter resolves to
 * (for an overloaded pair, the last overloads are compared); `never` when every twin matches.
 */
type MismatchedTwins<T, Without extends string = never> = {
  [K in Exclude<GetterNames<T>, Without>]: HookNameOf<K> extends keyof T
    ? // biome-ignore lint/suspicious/noExplicitAny: any argument list
      T[K] extends (...args: any[]) => Promise<infer Value>
      ? // biome-ignore lint/suspicious/noExplicitAny: any argument list
        T[HookNameOf<K>] extends (...args: any[]) => infer Hooked
        ? Equal<Hooked, Value> extends true
          ? never
          : K
        : K
      : K
    : K;
}[Exclude<GetterNames<T>, Without>];

/** See hook-twins.test.ts: a code check, not state a component reads. */
type NotStateReads = "getTeamInvitationDetails";

describe("with @app/react, the core's classes and objects have their hook twins", () => {
  it("the apps, the current user and a team (issue 32: the hooks came with the core's types)", () => {
    expectTypeOf<StackClientApp>().toHaveProperty("useUser");
    expectTypeOf<StackServerApp>().toHaveProperty("useUsers");
    expectTypeOf<StackAdminApp>().toHaveProperty("useMetrics");
    expectTypeOf<CurrentUser>().toHaveProperty("useTeams");
    expectTypeOf<CurrentServerUser>().toHaveProperty("useOwnedProjects");
    expectTypeOf<Team>().toHaveProperty("useUsers");
    expectTypeOf<ServerTeam["useUsers"]>().returns.toEqualTypeOf<
      Awaited<ReturnType<ServerTeam["listUsers"]>>
    >();
  });
});

describe("each hook's type is its getter's value type", () => {
  it("the apps", () => {
    expectTypeOf<MismatchedTwins<StackClientApp, NotStateReads>>().toEqualTypeOf<never>();
    expectTypeOf<MismatchedTwins<StackServerApp, NotStateReads>>().toEqualTypeOf<never>();
    expectTypeOf<MismatchedTwins<StackAdminApp, NotStateReads>>().toEqualTypeOf<never>();
  });

  it("users and their session", () => {
    expectTypeOf<MismatchedTwins<CurrentUser>>().toEqualTypeOf<never>();
    expectTypeOf<MismatchedTwins<ServerUser>>().toEqualTypeOf<never>();
    expectTypeOf<MismatchedTwins<CurrentServerUser>>().toEqualTypeOf<never>();
    expectTypeOf<MismatchedTwins<CurrentSession>>().toEqualTypeOf<never>();
  });

  it("teams, connected accounts and projects", () => {
    expectTypeOf<MismatchedTwins<Team>>().toEqualTypeOf<never>();
    expectTypeOf<MismatchedTwins<ServerTeam>>().toEqualTypeOf<never>();
    expectTypeOf<MismatchedTwins<OAuthConnection>>().toEqualTypeOf<never>();
    expectTypeOf<MismatchedTwins<DeprecatedOAuthConnection>>().toEqualTypeOf<never>();
    expectTypeOf<MismatchedTwins<AdminProject>>().toEqualTypeOf<never>();
  });

  it("the check can fail: a twin of another type, or none, is named", () => {
    interface Wrong {
      getName(): Promise<string>;
      useName(): number;
      listThings(): Promise<string[]>;
      getRight(): Promise<boolean>;
      useRight(): boolean;
    }
    expectTypeOf<MismatchedTwins<Wrong>>().toEqualTypeOf<"getName" | "listThings">();
  });

  it("overloaded twins answer per overload", () => {
    type User = CurrentUser;
    expectTypeOf<ReturnType<User["useConnectedAccount"]>>().toEqualTypeOf<
      Awaited<ReturnType<User["getConnectedAccount"]>>
    >();
    const user = {} as User;
    const team = {} as Team;
    // Type positions only: these lines never run.
    const check = () => {
      expectTypeOf(
        user.useConnectedAccount("github"),
      ).toEqualTypeOf<DeprecatedOAuthConnection | null>();
      expectTypeOf(
        user.useConnectedAccount("github", { or: "redirect" }),
      ).toEqualTypeOf<DeprecatedOAuthConnection>();
      expectTypeOf(
        user.useConnectedAccount({ provider: "github", providerAccountId: "1" }),
      ).toEqualTypeOf<OAuthConnection | null>();
      expectTypeOf(user.usePermissions(team)).toEqualTypeOf<TeamPermission[]>();
      expectTypeOf(user.usePermission("read")).toEqualTypeOf<
        Awaited<ReturnType<typeof user.getPermission>>
      >();
      const server = {} as StackServerApp;
      expectTypeOf(server.useUser("id")).toEqualTypeOf<ServerUser | null>();
      expectTypeOf(server.useUser({ apiKey: "k" })).toEqualTypeOf<ServerUser | null>();
      expectTypeOf(server.useUser({ or: "throw" })).toEqualTypeOf<CurrentServerUser>();
      expectTypeOf(server.useUser()).toEqualTypeOf<CurrentServerUser | null>();
      expectTypeOf(server.useTeam({ apiKey: "k" })).toEqualTypeOf<ServerTeam | null>();
    };
    expectTypeOf(check).toBeFunction();
  });
});
