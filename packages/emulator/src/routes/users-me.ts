import { KnownErrors } from "@app/core/errors";
import { clientUserUpdateRequestSchema, serverUserUpdateRequestSchema } from "@app/core/internal";
import type { Hono } from "hono";
import { checkClientImageUrl } from "../actions/check-client-image-url.js";
import { updateUser } from "../actions/save-user.js";
import { requireAccess } from "../http/access.js";
import { json } from "../http/respond.js";
import { StatusError } from "../http/status-error.js";
import { emptyBodySchema, readBody } from "../http/validate.js";
import { userJsonFor } from "../serialize/user-json.js";
import type { AppEnv, EmulatorServices, ProjectAuth } from "../services/context.js";
import type { UserRecord } from "../store/user-store.js";

/** The signed-in user, or CANNOT_GET_OWN_USER_WITHOUT_USER. */
function currentUser(auth: ProjectAuth): UserRecord {
  if (!auth.user) throw new KnownErrors.CannotGetOwnUserWithoutUser();
  return auth.user;
}

/** `GET/PATCH/DELETE /users/me`: the signed-in user, in the view of the caller's access type. */
export function registerCurrentUserRoutes(api: Hono<AppEnv>, services: EmulatorServices): void {
  api.get("/users/me", (c) => {
    const auth = requireAccess(c, "client");
    return json(
      c,
      userJsonFor(auth.accessType, currentUser(auth), auth.project, services.store.teams),
    );
  });

  api.patch("/users/me", async (c) => {
    const auth = requireAccess(c, "client");
    const schema =
      auth.accessType === "client" ? clientUserUpdateRequestSchema : serverUserUpdateRequestSchema;
    const body = await readBody(c, schema);
    if (auth.accessType === "client") checkClientImageUrl(body.profile_image_url);
    const user = await updateUser(services, auth.project, currentUser(auth), body);
    return json(c, userJsonFor(auth.accessType, user, auth.project, services.store.teams));
  });

  api.delete("/users/me", async (c) => {
    const auth = requireAccess(c, "client");
    await readBody(c, emptyBodySchema);
    const user = currentUser(auth);
    if (auth.accessType === "client" && !auth.project.config.client_user_deletion_enabled) {
      throw new StatusError(400, "Client user deletion is not enabled for this project");
    }
    services.store.deleteUser(auth.project.id, user.id);
    return json(c, { success: true });
  });
}
