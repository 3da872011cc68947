import { KnownErrors } from "@app/core/errors";
import {
  serverUserCreateRequestSchema,
  serverUserUpdateRequestSchema,
  uuidSchema,
} from "@app/core/internal";
import type { Hono } from "hono";
import * as v from "valibot";
import { createUser, updateUser } from "../actions/save-user.js";
import { requireAccess } from "../http/access.js";
import { json } from "../http/respond.js";
import { StatusError } from "../http/status-error.js";
import { readBody, readParams, readQuery } from "../http/validate.js";
import { serverUserJson } from "../serialize/user-json.js";
import type { AppEnv, EmulatorServices } from "../services/context.js";
import { restrictedStatus } from "../tokens/restricted-status.js";

const booleanString = v.optional(v.picklist(["true", "false"]));

const listQuerySchema = v.strictObject({
  cursor: v.optional(uuidSchema),
  limit: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, "must be an integer"), v.transform(Number), v.minValue(1)),
  ),
  order_by: v.optional(v.picklist(["signed_up_at"])),
  desc: booleanString,
  query: v.optional(v.string()),
  team_id: v.optional(uuidSchema),
  include_anonymous: booleanString,
  only_anonymous: booleanString,
  include_restricted: booleanString,
});

const userParamsSchema = v.object({ user_id: uuidSchema });

/** Server access to users: create, list (paginated), read, update and delete. */
export function registerUserRoutes(api: Hono<AppEnv>, services: EmulatorServices): void {
  const { store } = services;

  api.post("/users", async (c) => {
    const { project } = requireAccess(c, "server");
    const body = await readBody(c, serverUserCreateRequestSchema);
    // The service answers the user as created, before a personal team is made and selected.
    let created: ReturnType<typeof serverUserJson> | undefined;
    await createUser(services, project, body, (user) => {
      created = serverUserJson(user, project, store.teams);
    });
    return json(c, created, 201);
  });

  api.get("/users", (c) => {
    const { project } = requireAccess(c, "server");
    const query = readQuery(c, listQuerySchema);
    const onlyAnonymous = query.only_anonymous === "true";
    if (onlyAnonymous && query.include_anonymous !== "true") {
      throw new StatusError(400, "only_anonymous=true requires include_anonymous=true");
    }
    const includeAnonymous = query.include_anonymous === "true" || onlyAnonymous;
    // Restricted users are listed on request, or with the anonymous ones (who are restricted too).
    const includeRestricted = query.include_restricted === "true" || includeAnonymous;
    const listed = store.users
      .list(project.id, {
        includeAnonymous,
        onlyAnonymous,
        desc: query.desc === "true",
        ...(query.query ? { query: query.query } : {}),
      })
      .filter((user) => includeRestricted || !restrictedStatus(user, project).is_restricted);
    const { team_id } = query;
    const all = team_id
      ? listed.filter((user) => store.teams.membership(project.id, team_id, user.id))
      : listed;
    const start = query.cursor ? all.findIndex((user) => user.id === query.cursor) : 0;
    const from = start < 0 ? all.length : start;
    const end = query.limit === undefined ? all.length : from + query.limit;
    const page = all.slice(from, end);
    return json(c, {
      items: page.map((user) => serverUserJson(user, project, store.teams)),
      is_paginated: true,
      pagination: { next_cursor: all[end]?.id ?? null },
    });
  });

  api.get("/users/:user_id", (c) => {
    const { project } = requireAccess(c, "server");
    const { user_id } = readParams(c, userParamsSchema);
    const user = store.users.get(project.id, user_id);
    if (!user) throw new KnownErrors.UserNotFound();
    return json(c, serverUserJson(user, project, store.teams));
  });

  api.patch("/users/:user_id", async (c) => {
    const { project } = requireAccess(c, "server");
    const { user_id } = readParams(c, userParamsSchema);
    const body = await readBody(c, serverUserUpdateRequestSchema);
    const user = store.users.get(project.id, user_id);
    if (!user) throw new KnownErrors.UserNotFound();
    const updated = await updateUser(services, project, user, body);
    return json(c, serverUserJson(updated, project, store.teams));
  });

  api.delete("/users/:user_id", async (c) => {
    const { project } = requireAccess(c, "server");
    const { user_id } = readParams(c, userParamsSchema);
    if (!store.deleteUser(project.id, user_id)) throw new KnownErrors.UserNotFound();
    return json(c, { success: true });
  });
}
