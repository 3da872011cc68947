import type { AdminOwnedProjectOf } from "../resources/projects/admin-project.js";
import type { CurrentUserOf } from "../resources/users/current-user.js";
import type { CurrentServerUserOf } from "../resources/users/server-user.js";
import type { StackAdminApp } from "./admin-app.js";

// The public types that name the admin app: a project a user owns comes with a `StackAdminApp`
// (as in the reference SDK). resources/ declares them generic over the app (`…Of<App>`) and
// apps/ fills it in here, so that no module of resources/ imports apps/ (layers.test.ts). The
// entries export these under the public names; owned-project-types.test.ts checks them.

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
export type AdminOwnedProject = AdminOwnedProjectOf<StackAdminApp>;

/**
 * The signed-in user, with the actions a user may take on their own account.
 *
 * @example
 * ```ts
 * const user = await app.getUser({ or: "redirect" });
 * await user.update({ displayName: "Ada" });
 * ```
 */
export interface CurrentUser extends CurrentUserOf<StackAdminApp> {}

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
export interface CurrentServerUser extends CurrentServerUserOf<StackAdminApp> {}
