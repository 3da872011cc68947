import * as v from "valibot";
import { passwordHashSchema } from "../../schemas/formats.js";
import { metadataSchema } from "../../schemas/metadata.js";
import { clientUserUpdateEntries } from "./requests.js";

// The bodies a server sends about any user, declared once for `createUser()` / `updateUser()`
// (`server-update.ts`) and the emulator's routes. Server-only: a browser bundle does not import it.

const { selected_team_id: _selectedTeam, ...clientFieldsButTeam } = clientUserUpdateEntries;

/** The fields a server may set on a new user (`POST /users`), each optional. */
export const serverUserCreateEntries = {
  ...clientFieldsButTeam,
  client_read_only_metadata: v.optional(metadataSchema),
  server_metadata: v.optional(metadataSchema),
  primary_email_verified: v.optional(v.boolean()),
  primary_email_auth_enabled: v.optional(v.boolean()),
  password: v.optional(v.nullable(v.string())),
  password_hash: v.optional(passwordHashSchema),
  // Anonymous users come from anonymous sign-up; a server may only upgrade them (false).
  is_anonymous: v.optional(
    v.literal(false, "can only be false: anonymous users are made by anonymous sign-up"),
  ),
};

/**
 * `POST /users`: a new user. The service takes no `selected_team_id` here: a new user has no team
 * to select until one is made.
 *
 * @example
 * ```ts
 * v.is(serverUserCreateRequestSchema, { primary_email: "ada@example.com" }); // true
 * ```
 */
export const serverUserCreateRequestSchema = v.strictObject(serverUserCreateEntries);

/** The fields a server may change on any user (`PATCH /users/{id}`, `PATCH /users/me`). */
export const serverUserUpdateEntries = {
  ...serverUserCreateEntries,
  selected_team_id: clientUserUpdateEntries.selected_team_id,
};

/**
 * `PATCH /users/{id}` (and `PATCH /users/me` with server access).
 *
 * @example
 * ```ts
 * v.is(serverUserUpdateRequestSchema, { server_metadata: { plan: "pro" } }); // true
 * ```
 */
export const serverUserUpdateRequestSchema = v.strictObject(serverUserUpdateEntries);
