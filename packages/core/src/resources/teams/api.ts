import * as v from "valibot";
import type { HttpClient, TokenProvider } from "../../http/http-client.js";
import { listJsonSchema } from "../../schemas/list.js";
import type { serverTeamJsonSchema } from "./server-wire.js";
import {
  type clientTeamJsonSchema,
  receivedTeamInvitationJsonSchema,
  teamInvitationDetailsJsonSchema,
  teamInvitationJsonSchema,
  teamMemberProfileJsonSchema,
} from "./wire.js";

// One function per team endpoint that clients call (WIRE.md sections 6 and 9); the server-only
// ones are in server-api.ts. A `session` sends the user's tokens (client access); without one, a
// server or admin app acts with its key. `schema` picks the client or the server view where the
// answer differs.

const successSchema = v.looseObject({ success: v.optional(v.boolean()) });
const anySchema = v.unknown();
const path = (...parts: string[]) => `/${parts.map(encodeURIComponent).join("/")}`;

type TeamSchema = typeof clientTeamJsonSchema | typeof serverTeamJsonSchema;
type Query = Record<string, string | number | boolean | undefined>;

/** `GET /teams`: a user's teams (`user_id`), or every team (server). */
export function listTeamsJson<Schema extends TeamSchema>(
  http: HttpClient,
  session: TokenProvider | undefined,
  query: Query,
  schema: Schema,
) {
  return http.request("/teams", { session, query }, listJsonSchema(schema));
}

/** `GET /teams/{id}`. */
export function getTeamJson<Schema extends TeamSchema>(
  http: HttpClient,
  session: TokenProvider | undefined,
  teamId: string,
  schema: Schema,
): Promise<v.InferOutput<Schema>> {
  return http.request(path("teams", teamId), { session }, schema);
}

/** `POST /teams`. */
export function createTeamJson<Schema extends TeamSchema>(
  http: HttpClient,
  session: TokenProvider | undefined,
  body: Record<string, unknown>,
  schema: Schema,
): Promise<v.InferOutput<Schema>> {
  return http.request("/teams", { method: "POST", session, body }, schema);
}

/** `PATCH /teams/{id}`. */
export function updateTeamJson<Schema extends TeamSchema>(
  http: HttpClient,
  session: TokenProvider | undefined,
  teamId: string,
  body: Record<string, unknown>,
  schema: Schema,
): Promise<v.InferOutput<Schema>> {
  return http.request(path("teams", teamId), { method: "PATCH", session, body }, schema);
}

/** `DELETE /teams/{id}`. */
export async function deleteTeamJson(
  http: HttpClient,
  session: TokenProvider | undefined,
  teamId: string,
): Promise<void> {
  await http.request(path("teams", teamId), { method: "DELETE", session }, successSchema);
}

/** `DELETE /team-memberships/{team}/{user|me}`. */
export async function removeTeamMemberJson(
  http: HttpClient,
  session: TokenProvider | undefined,
  teamId: string,
  userId: string,
): Promise<void> {
  await http.request(
    path("team-memberships", teamId, userId),
    { method: "DELETE", session },
    successSchema,
  );
}

/** `GET /team-member-profiles?team_id=` in the client view. */
export function listMemberProfilesJson(http: HttpClient, session: TokenProvider, teamId: string) {
  return http.request(
    "/team-member-profiles",
    { session, query: { team_id: teamId } },
    listJsonSchema(teamMemberProfileJsonSchema),
  );
}

/** `GET /team-member-profiles/{team}/{user|me}`. */
export function getMemberProfileJson(
  http: HttpClient,
  session: TokenProvider | undefined,
  teamId: string,
  userId: string,
) {
  return http.request(
    path("team-member-profiles", teamId, userId),
    { session },
    teamMemberProfileJsonSchema,
  );
}

/** `PATCH /team-member-profiles/{team}/{user|me}`. */
export function updateMemberProfileJson(
  http: HttpClient,
  session: TokenProvider | undefined,
  teamId: string,
  userId: string,
  body: Record<string, unknown>,
) {
  return http.request(
    path("team-member-profiles", teamId, userId),
    { method: "PATCH", session, body },
    teamMemberProfileJsonSchema,
  );
}

/** `POST /team-invitations/send-code`. */
export async function sendTeamInvitationJson(
  http: HttpClient,
  session: TokenProvider | undefined,
  body: { email: string; team_id: string; callback_url: string },
): Promise<void> {
  await http.request("/team-invitations/send-code", { method: "POST", session, body }, anySchema);
}

/** `GET /team-invitations?team_id=`. */
export function listTeamInvitationsJson(
  http: HttpClient,
  session: TokenProvider | undefined,
  teamId: string,
) {
  return http.request(
    "/team-invitations",
    { session, query: { team_id: teamId } },
    listJsonSchema(teamInvitationJsonSchema),
  );
}

/** `GET /team-invitations?user_id=`: the pending invitations to a user's verified addresses. */
export function listReceivedTeamInvitationsJson(
  http: HttpClient,
  session: TokenProvider | undefined,
  userId: string,
) {
  return http.request(
    "/team-invitations",
    { session, query: { user_id: userId } },
    listJsonSchema(receivedTeamInvitationJsonSchema),
  );
}

/** `POST /team-invitations/{id}/accept?user_id=`: joins the team of a received invitation. */
export async function acceptTeamInvitationByIdJson(
  http: HttpClient,
  session: TokenProvider | undefined,
  invitationId: string,
  userId: string,
): Promise<void> {
  await http.request(
    `${path("team-invitations", invitationId)}/accept`,
    { method: "POST", session, query: { user_id: userId } },
    anySchema,
  );
}

/** `DELETE /team-invitations/{id}?team_id=`. */
export async function revokeTeamInvitationJson(
  http: HttpClient,
  session: TokenProvider | undefined,
  invitationId: string,
  teamId: string,
): Promise<void> {
  await http.request(
    path("team-invitations", invitationId),
    { method: "DELETE", session, query: { team_id: teamId } },
    successSchema,
  );
}

/** `POST /team-invitations/accept[/check-code|/details]` with a code. */
export function teamInvitationCodeJson(
  http: HttpClient,
  session: TokenProvider | undefined,
  step: "accept" | "check-code" | "details",
  code: string,
) {
  const url = step === "accept" ? "/team-invitations/accept" : `/team-invitations/accept/${step}`;
  const schema = step === "details" ? teamInvitationDetailsJsonSchema : anySchema;
  return http.request(url, { method: "POST", session, body: { code } }, schema);
}
