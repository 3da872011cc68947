import type { AdminOwnedProject, CurrentUser } from "@app/core";
import type { StackAdminApp } from "@app/core/admin";
import type { CurrentServerUser } from "@app/core/server";
import { describe, expectTypeOf, it } from "vitest";
import type { HooksOf } from "../cache/hook-adapter.js";

// A project the user owns comes with its admin app, typed as the full `StackAdminApp` (as in the
// reference SDK), whichever entry the user imports. Checked by `pnpm typecheck` (tsc over the
// tests, against the sources); the `it`s only name what is checked. Guards issue 16's layering
// work: an empty or partial stand-in type for `app` fails here.

type OwnedApp<User extends { listOwnedProjects(): Promise<unknown[]> }> = Awaited<
  ReturnType<User["listOwnedProjects"]>
>[number] extends { app: infer App }
  ? App
  : never;

describe("the admin app of a project the user owns", () => {
  it("is a StackAdminApp on the current user's listed and created projects", () => {
    expectTypeOf<OwnedApp<CurrentUser>>().toEqualTypeOf<StackAdminApp>();
    expectTypeOf<
      Awaited<ReturnType<CurrentUser["createProject"]>>["app"]
    >().toEqualTypeOf<StackAdminApp>();
    expectTypeOf<AdminOwnedProject["app"]>().toEqualTypeOf<StackAdminApp>();
    expectTypeOf<
      // The hook twin as @app/react types it (hook-types.ts: `HooksOf` of the getters).
      ReturnType<HooksOf<Pick<CurrentUser, "listOwnedProjects">>["useOwnedProjects"]>[number]["app"]
    >().toEqualTypeOf<StackAdminApp>();
  });

  it("is a StackAdminApp on the server's current user too", () => {
    expectTypeOf<OwnedApp<CurrentServerUser>>().toEqualTypeOf<StackAdminApp>();
  });

  it("is the type the entries pass in (AppCoreTypes: apps/ below them cannot import the admin app)", () => {
    expectTypeOf<ReturnType<AppCoreTypes["adminApp"]>>().toEqualTypeOf<StackAdminApp>();
  });

  it("has the admin app's methods", () => {
    expectTypeOf<OwnedApp<CurrentUser>>().toHaveProperty("getProject");
    expectTypeOf<OwnedApp<CurrentUser>>().toHaveProperty("updateProject");
    expectTypeOf<OwnedApp<CurrentUser>>().toHaveProperty("listInternalApiKeys");
  });
});
