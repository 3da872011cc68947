import type { AdminOwnedProjectOf } from "../resources/projects/admin-project.js";
import type { CurrentUserOf } from "../resources/users/current-user.js";
import type { CurrentServerUserOf } from "../resources/users/server-user.js";

// The public types that name the admin app: a project a user owns comes with a `StackAdminApp`
// (as in the reference SDK). resources/ declares them generic over the app (`…Of<App>`), and the
// app is filled in here from `AppCoreTypes`, which the package entries complete with the admin app's
// type (`declare global`): the client and server apps name these types, and the admin app extends
// them, so this module cannot import it without a circle. owned-project-types.test.ts and
// published-types.test.ts check that a user of any one entry sees `StackAdminApp`.

declare global {
  /**
   * The types the package entries of @app/core pass in (declaration merging: index.ts, server.ts
   * and admin.ts each add `adminApp(): StackAdminApp`). Global, since the published declarations
   * are bundled per entry and keep no module of apps/ that an entry could name. A method, not a
   * property: a program that loads both the ESM and the CommonJS declarations holds two
   * `StackAdminApp` classes, and a method's declarations merge as overloads where a property's
   * would conflict (TS2717; packages-install.test.ts compiles such a program).
   */
  interface AppCoreTypes {}
}

type OwnedApp = AppCoreTypes extends { adminApp(): infer App } ? App : unknown;

/**
 * A project the signed-in user of the `internal` project owns, with an admin app for it.
 *
 * @example
 * ```ts
 * const [project] = await user.listOwnedProjects();
 * const users = await project.app.listUsers();
 * ```
 *
 * @interface
 */
export type AdminOwnedProject = AdminOwnedProjectOf<OwnedApp>;

/**
 * The signed-in user, with the actions a user may take on their own account.
 *
 * @example
 * ```ts
 * const user = await app.getUser({ or: "redirect" });
 * await user.update({ displayName: "Ada" });
 * ```
 */
export interface CurrentUser extends CurrentUserOf<OwnedApp> {}

/**
 * The signed-in user of a request, as the server sees them: both the user's own actions and the
 * server's.
 *
 * @example
 * ```ts
 * const user = await serverApp.getUser({ tokenStore: request, or: "throw" });
 * await user.setServerMetadata({ plan: "pro" });
 * ```
 */
export interface CurrentServerUser extends CurrentServerUserOf<OwnedApp> {}
