import { userIdOrMeSchema, uuidSchema } from "@app/core/internal";
import type { Hono } from "hono";
import * as v from "valibot";
import { requireAccess, requireUser } from "../http/access.js";
import { json } from "../http/respond.js";
import { StatusError } from "../http/status-error.js";
import { requireUserRecord } from "../http/team-access.js";
import { readBody, readParams } from "../http/validate.js";
import type { AppEnv, EmulatorServices, ProjectAuth } from "../services/context.js";
import type { UserRecord } from "../store/user-store.js";

/**
 * The e-mail categories a user may choose to receive, as the service defines them (fixed ids):
 * transactional e-mails cannot be turned off, marketing ones can.
 */
export const NOTIFICATION_CATEGORIES = [
  {
    id: "7bb82d33-2f54-4a3d-9d23-82739e0d66ef",
    name: "Transactional",
    defaultEnabled: true,
    canDisable: false,
  },
  {
    id: "4f6f8873-3d04-46bd-8bef-18338b1a1b4c",
    name: "Marketing",
    defaultEnabled: true,
    canDisable: true,
  },
] as const;

type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

const listParamsSchema = v.object({ user_id: userIdOrMeSchema });
const updateParamsSchema = v.object({
  user_id: userIdOrMeSchema,
  notification_category_id: uuidSchema,
});
const updateBodySchema = v.strictObject({ enabled: v.boolean() });

function preferenceJson(user: UserRecord, category: NotificationCategory) {
  return {
    notification_category_id: category.id,
    notification_category_name: category.name,
    enabled: user.notificationPreferences?.[category.id] ?? category.defaultEnabled,
    can_disable: category.canDisable,
  };
}

/**
 * The user whose preferences a request is about: `me` or an id. A client may only name their
 * own user (plain-text 403 otherwise, worded for `doing`), and must be signed in.
 */
function preferencesUser(
  services: EmulatorServices,
  auth: ProjectAuth,
  userIdOrMe: string,
  doing: "view" | "manage",
): UserRecord {
  if (auth.accessType === "client" || userIdOrMe === "me") {
    const { user } = requireUser(auth);
    if (userIdOrMe !== "me" && userIdOrMe !== user.id) {
      throw new StatusError(403, `You can only ${doing} your own notification preferences`);
    }
    return user;
  }
  return requireUserRecord(services, auth, userIdOrMe);
}

/**
 * `GET /emails/notification-preference/{user_id}` lists which categories of e-mail the user
 * receives; `PATCH /emails/notification-preference/{user_id}/{category_id}` with `{enabled}`
 * changes one. The reference SDK's account settings show them on their notifications page.
 */
export function registerNotificationPreferenceRoutes(
  api: Hono<AppEnv>,
  services: EmulatorServices,
): void {
  api.get("/emails/notification-preference/:user_id", (c) => {
    const auth = requireAccess(c, "client");
    const { user_id } = readParams(c, listParamsSchema);
    const user = preferencesUser(services, auth, user_id, "view");
    const items = NOTIFICATION_CATEGORIES.map((category) => preferenceJson(user, category));
    return json(c, { items, is_paginated: false });
  });

  api.patch("/emails/notification-preference/:user_id/:notification_category_id", async (c) => {
    const auth = requireAccess(c, "client");
    const params = readParams(c, updateParamsSchema);
    const { enabled } = await readBody(c, updateBodySchema);
    const category = NOTIFICATION_CATEGORIES.find((c) => c.id === params.notification_category_id);
    if (!category) throw new StatusError(404, "Notification category not found");
    const user = preferencesUser(services, auth, params.user_id, "manage");
    user.notificationPreferences = { ...user.notificationPreferences, [category.id]: enabled };
    return json(c, preferenceJson(user, category));
  });
}
