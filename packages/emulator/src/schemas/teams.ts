import { permissionIdSchema, userIdOrMeSchema, uuidSchema } from "@app/core/internal";
import * as v from "valibot";

// The bodies of the team endpoints are the core's (`@app/core/internal`: `clientTeamCreateRequestSchema`,
// `serverTeamUpdateRequestSchema`, `memberProfileUpdateRequestSchema`…); these are the paths.

/** A permission id in a path or body: the character rule, and `$` only for system permissions. */
export const permissionIdParamSchema = permissionIdSchema;

/** `{team_id}` paths. */
export const teamParamsSchema = v.object({ team_id: uuidSchema });

/** `{team_id}/{user_id}` paths; the user may be `me`. */
export const teamUserParamsSchema = v.object({ team_id: uuidSchema, user_id: userIdOrMeSchema });
