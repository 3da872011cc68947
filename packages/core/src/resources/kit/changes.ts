import type { CacheKey } from "../../cache/keyed-cache.js";
import type { AppContext } from "../../context/app-context.js";
import type { Session } from "../../session/session.js";
import { INVITATION_KEYS, keys, MEMBERSHIP_KEYS, type Viewer } from "./cache-keys.js";

// The one table of mutations: what each one changes, as the cache keys it invalidates. Every
// mutation of the SDK calls `changed(context, name, …args)` once it succeeded; a reader of one of
// these keys (an async getter's next call, a mounted hook at once) then reloads. A leaf module
// (types and cache-keys.ts only). docs/architecture.md points here.

type Keys = readonly CacheKey[];

const membership = (): Keys => MEMBERSHIP_KEYS;
const invitations = (): Keys => INVITATION_KEYS;
const user = (): Keys => [["user"], ["users"]];
const permissions = (): Keys => [["permissions"]];
const project = (): Keys => [keys.project()];
/** A contact channel of `userId` changed: their list, and the invitations they receive. */
const channels = (userId: string, viewer: Viewer, pathUserId: string): Keys => [
  keys.contactChannels(userId),
  keys.receivedTeamInvitations(viewer, pathUserId),
];
/** An OAuth account of `userId` changed: the accounts, their tokens, the user's `oauthProviders`. */
const oauthAccounts = (userId: string): Keys => [
  keys.oauthProviders(userId),
  keys.connectedAccount(userId),
  ["user"],
];
/** A key of `userId`: their server list, and one session's own list (every one's for the server). */
const userApiKeys = (userId: string, session: Session | null): Keys => [
  keys.serverUserApiKeys(userId),
  session ? keys.userApiKeys(session) : ["userApiKeys"],
];
const teamApiKeys = (teamId: string): Keys => [keys.teamApiKeys(teamId)];
/** A revoked or expired key no longer names its owner. */
const apiKeyOwners: Keys = [keys.apiKeyOwner("user"), keys.apiKeyOwner("team")];
const definitions = (scope: "team" | "project"): Keys => [keys.permissionDefinitions(scope)];
const ownedProjects = (session: Session): Keys => [keys.ownedProjects(session)];

/**
 * Every mutation and the keys it changes. A name is `object.method` (or what happened, such as
 * `user.primaryEmail`); the arguments say whose keys.
 *
 * @example
 * ```ts
 * await api.updateTeamJson(context.http, session, teamId, body, schema);
 * changed(context, "team.update");
 * ```
 */
export const CHANGES = {
  // Users. A client's own update sets the cached user from the answer instead (userChanged()).
  "user.create": (): Keys => [["users"]],
  "user.update": user,
  /** The current user already shows the answer: the server's other views of them reload. */
  "user.updateShown": (userId: string): Keys => [
    keys.serverUser(userId),
    keys.apiKeyOwner("user"),
    ["users"],
  ],
  "user.delete": user,
  /** The primary e-mail moved: it is the primary channel, and invitations go to verified ones. */
  "user.primaryEmail": (userId: string): Keys => [
    keys.contactChannels(userId),
    ["receivedTeamInvitations"],
  ],
  /** A new password ends the user's other sessions. */
  "user.password": (userId: string): Keys => [["sessions"], keys.serverSessions(userId)],
  "user.setPassword": user,
  "session.revoke": (userId: string, session: Session | null): Keys => [
    keys.serverSessions(userId),
    session ? keys.sessions(session) : ["sessions"],
  ],
  "email.verify": (): Keys => [["contactChannels"], ["receivedTeamInvitations"], ["user"]],
  "contactChannel.create": channels,
  "contactChannel.update": channels,
  "contactChannel.delete": channels,
  "oauthProvider.create": oauthAccounts,
  "oauthProvider.update": oauthAccounts,
  "oauthProvider.delete": oauthAccounts,
  "passkey.register": user,

  // Teams. The selected team shows in the user, so team changes reach `["user"]`.
  "team.create": (): Keys => [["teams"]],
  "team.update": (): Keys => [["teams"], ["team"], ["user"]],
  "team.delete": membership,
  "team.addUser": membership,
  "team.removeUser": membership,
  "team.leave": membership,
  "team.inviteUser": invitations,
  "invitation.revoke": invitations,
  "invitation.accept": membership,
  "teamProfile.update": (): Keys => [["teamProfile"], ["teamMembers"]],

  // Permissions.
  "permission.grant": permissions,
  "permission.revoke": permissions,
  "permissionDefinition.create": definitions,
  "permissionDefinition.update": (scope: "team" | "project"): Keys => [
    ...definitions(scope),
    ["permissions"],
  ],
  "permissionDefinition.delete": (scope: "team" | "project"): Keys => [
    ...definitions(scope),
    ["permissions"],
  ],

  // API keys.
  "userApiKey.create": userApiKeys,
  "userApiKey.update": (userId: string, session: Session | null): Keys => [
    ...userApiKeys(userId, session),
    ...apiKeyOwners,
  ],
  "teamApiKey.create": teamApiKeys,
  "teamApiKey.update": (teamId: string): Keys => [...teamApiKeys(teamId), ...apiKeyOwners],
  "internalApiKey.create": (): Keys => [keys.internalApiKeys()],
  "internalApiKey.revoke": (): Keys => [keys.internalApiKeys()],

  // The project (admin), every view of it (the client's too, so sign-in pages follow at once).
  "project.update": project,
  "project.delete": project,
  "project.updateConfig": project,
  "emailTemplate.update": (): Keys => [keys.emailTemplates()],
  "emailTemplate.reset": (): Keys => [keys.emailTemplates()],
  "emailTest.send": (): Keys => [keys.sentEmails()],
  "ownedProject.create": ownedProjects,
  /** An owned project changed through its own admin app: the owner's list reloads. */
  "ownedProject.change": ownedProjects,
} satisfies Record<string, (...args: never[]) => Keys>;

/** The name of a mutation in {@link CHANGES}. */
export type Mutation = keyof typeof CHANGES;

/**
 * Declares that a mutation happened: invalidates the keys {@link CHANGES} lists for it, all at
 * once (readers of one reload; the others are forgotten).
 *
 * @example
 * ```ts
 * changed(context, "teamApiKey.create", teamId);
 * ```
 */
export function changed<Name extends Mutation>(
  context: { readonly cache: { invalidate(...prefixes: CacheKey[]): void } },
  name: Name,
  ...args: Parameters<(typeof CHANGES)[Name]>
): void {
  const keysOf = CHANGES[name] as (...all: unknown[]) => Keys;
  context.cache.invalidate(...keysOf(...args));
}

/**
 * After a change to a user: the session's access token carries stale name and e-mail claims, and
 * the cached current user shows the new `json` when it is the app's own session. Answers whether
 * it did; when not, the caller declares the change (`changed(context, "user.update")`, from the
 * mutation table).
 */
export function userChanged(context: AppContext, session: Session | null, json?: unknown): boolean {
  session?.markStale();
  if (!json || !session || session !== context.session) return false;
  context.users?.set(context.currentUserFromJson(json, session));
  return true;
}
