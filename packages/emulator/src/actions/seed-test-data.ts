import { randomBytes } from "node:crypto";
import {
  base64Schema,
  emailSchema,
  getPasswordError,
  metadataSchema,
  profileImageUrlSchema,
} from "@app/core/internal";
import * as v from "valibot";
import { parseOrThrow, schemaError } from "../http/validate.js";
import type { EmulatorServices } from "../services/context.js";
import type { ProjectRecord } from "../store/project-store.js";
import type { UserRecord } from "../store/user-store.js";
import { createUser } from "./save-user.js";
import { DEMO_PROJECT } from "./seed.js";
import { addMember, createTeam } from "./team-membership.js";

const metadata = v.optional(metadataSchema);
const projectId = v.optional(v.pipe(v.string(), v.minLength(1, "is required")));

const seedUserSchema = v.strictObject({
  email: emailSchema,
  password: v.optional(v.string()),
  displayName: v.optional(v.nullable(v.string())),
  primaryEmailVerified: v.optional(v.boolean()),
  primaryEmailAuthEnabled: v.optional(v.boolean()),
  otpAuthEnabled: v.optional(v.boolean()),
  totp: v.optional(
    v.union([v.literal(true), base64Schema], "must be true (a new secret) or a secret in base64"),
  ),
  profileImageUrl: v.optional(v.nullable(profileImageUrlSchema)),
  clientMetadata: metadata,
  clientReadOnlyMetadata: metadata,
  serverMetadata: metadata,
  projectId,
});

const userIdSchema = v.pipe(v.string(), v.minLength(1, "is required"));
const seedTeamSchema = v.strictObject({
  displayName: v.pipe(v.string(), v.minLength(1, "is required")),
  creator: v.optional(userIdSchema),
  members: v.optional(v.array(userIdSchema)),
  profileImageUrl: v.optional(v.nullable(profileImageUrlSchema)),
  clientMetadata: metadata,
  clientReadOnlyMetadata: metadata,
  serverMetadata: metadata,
  projectId,
});

/**
 * A user to create with `emulator.seed.user()` (or `POST /emulator/seed/users`). Only `email` is
 * required; the user is created as `POST /users` creates one, so the project's default
 * permissions apply and, when the project says so, a personal team is made.
 *
 * @example
 * ```ts
 * const options: SeedUserOptions = { email: "ada@example.com", password: "correct horse", totp: true };
 * ```
 */
export interface SeedUserOptions {
  /** The user's primary e-mail address. */
  email: string;
  /** Signs in with this password when given. */
  password?: string;
  /** The user's display name. */
  displayName?: string | null;
  /** Default true: the e-mail counts as verified. */
  primaryEmailVerified?: boolean;
  /** Default true: the e-mail signs in (password, magic link). */
  primaryEmailAuthEnabled?: boolean;
  /** Whether magic-link / one-time-password sign-in is on. Default false. */
  otpAuthEnabled?: boolean;
  /**
   * Turns on TOTP multi-factor authentication: `true` makes a new secret, a string is the secret
   * in base64. The user's `totpSecretBase64` is what `totpCode()` takes.
   */
  totp?: true | string;
  /** The URL of the user's profile image. */
  profileImageUrl?: string | null;
  /** Metadata the user's own client may read and write. */
  clientMetadata?: unknown;
  /** Metadata the client may read but only a server may write. */
  clientReadOnlyMetadata?: unknown;
  /** Metadata only a server may read and write. */
  serverMetadata?: unknown;
  /** Default the demo project. */
  projectId?: string;
}

/**
 * A user made by `emulator.seed.user()`.
 *
 * @example
 * ```ts
 * const user: SeededUser = await emulator.seed.user({ email: "ada@example.com", password: "pw-123456" });
 * await app.signInWithCredential({ email: user.email, password: user.password ?? "" });
 * ```
 */
export interface SeededUser {
  /** The new user's id. */
  id: string;
  /** The project the user belongs to. */
  projectId: string;
  /** The user's primary e-mail address. */
  email: string;
  /** The password given, or null. */
  password: string | null;
  /** The user's display name, or null. */
  displayName: string | null;
  /** Whether the e-mail counts as verified. */
  primaryEmailVerified: boolean;
  /** The TOTP secret in base64 (for `totpCode()`), or null without TOTP. */
  totpSecretBase64: string | null;
  /** The user's selected team: their personal team when the project makes one, or null. */
  selectedTeamId: string | null;
}

/**
 * A team to create with `emulator.seed.team()` (or `POST /emulator/seed/teams`). The creator
 * gets the team creator's default permissions and has the team selected, as when a user creates
 * a team; the other members get the team member defaults.
 *
 * @example
 * ```ts
 * const options: SeedTeamOptions = { displayName: "Acme", creator: ada.id, members: [bob.id] };
 * ```
 */
export interface SeedTeamOptions {
  /** The team's name. */
  displayName: string;
  /** The id of the user who creates it. */
  creator?: string;
  /** The ids of further members. */
  members?: string[];
  /** The URL of the team's image. */
  profileImageUrl?: string | null;
  /** Metadata the members' clients may read and write. */
  clientMetadata?: unknown;
  /** Metadata the members' clients may read but only a server may write. */
  clientReadOnlyMetadata?: unknown;
  /** Metadata only a server may read and write. */
  serverMetadata?: unknown;
  /** Default the demo project. */
  projectId?: string;
}

/**
 * A team made by `emulator.seed.team()`.
 *
 * @example
 * ```ts
 * const team: SeededTeam = await emulator.seed.team({ displayName: "Acme", members: [ada.id] });
 * ```
 */
export interface SeededTeam {
  /** The new team's id. */
  id: string;
  /** The project the team belongs to. */
  projectId: string;
  /** The team's name. */
  displayName: string;
  /** The members' user ids, creator first. */
  memberIds: string[];
}

function projectOf(services: EmulatorServices, id: string | undefined): ProjectRecord {
  const project = services.store.projects.get(id ?? DEMO_PROJECT.id);
  if (!project) schemaError("body.projectId", `is no project of the emulator: ${id}`);
  return project;
}

/**
 * Creates a user through the same action as `POST /users`. Bad options are SCHEMA_ERROR naming the
 * field (`body.email: …`); a taken e-mail or a weak password are the API's known errors.
 */
export async function seedUser(services: EmulatorServices, input: unknown): Promise<SeededUser> {
  const options = parseOrThrow(seedUserSchema, input, "body");
  const project = projectOf(services, options.projectId);
  const totpSecret =
    options.totp === true ? randomBytes(20).toString("base64") : (options.totp ?? null);
  // A seeded user is one who could have signed up: their password keeps sign-up's rules.
  const weakPassword =
    options.password === undefined ? undefined : getPasswordError(options.password);
  if (weakPassword) throw weakPassword;
  const user = await createUser(services, project, {
    primary_email: options.email,
    primary_email_verified: options.primaryEmailVerified ?? true,
    primary_email_auth_enabled: options.primaryEmailAuthEnabled ?? true,
    ...(options.password === undefined ? {} : { password: options.password }),
    ...(options.displayName === undefined ? {} : { display_name: options.displayName }),
    ...(options.otpAuthEnabled === undefined ? {} : { otp_auth_enabled: options.otpAuthEnabled }),
    ...(totpSecret === null ? {} : { totp_secret_base64: totpSecret }),
    ...(options.profileImageUrl === undefined
      ? {}
      : { profile_image_url: options.profileImageUrl }),
    ...(options.clientMetadata === undefined ? {} : { client_metadata: options.clientMetadata }),
    ...(options.clientReadOnlyMetadata === undefined
      ? {}
      : { client_read_only_metadata: options.clientReadOnlyMetadata }),
    ...(options.serverMetadata === undefined ? {} : { server_metadata: options.serverMetadata }),
  });
  return seededUserJson(user, options.email, options.password ?? null);
}

function seededUserJson(user: UserRecord, email: string, password: string | null): SeededUser {
  const primary = user.contactChannels.find((channel) => channel.isPrimary);
  return {
    id: user.id,
    projectId: user.projectId,
    email: primary?.value ?? email,
    password,
    displayName: user.displayName,
    primaryEmailVerified: primary?.isVerified ?? false,
    totpSecretBase64: user.totpSecretBase64,
    selectedTeamId: user.selectedTeamId,
  };
}

/**
 * Creates a team through the same actions as `POST /teams` and `POST /team-memberships`. Unknown
 * user ids are SCHEMA_ERROR naming the field (`body.members[1]: …`); nothing is created then.
 */
export function seedTeam(services: EmulatorServices, input: unknown): SeededTeam {
  const options = parseOrThrow(seedTeamSchema, input, "body");
  const project = projectOf(services, options.projectId);
  const userOf = (id: string, field: string) => {
    const user = services.store.users.get(project.id, id);
    if (!user) schemaError(field, `is no user of the project: ${id}`);
    return user;
  };
  const creator = options.creator === undefined ? null : userOf(options.creator, "body.creator");
  const members = (options.members ?? []).map((id, i) => userOf(id, `body.members[${i}]`));
  const team = createTeam(
    services,
    project,
    {
      displayName: options.displayName,
      profileImageUrl: options.profileImageUrl,
      clientMetadata: options.clientMetadata,
      clientReadOnlyMetadata: options.clientReadOnlyMetadata,
      serverMetadata: options.serverMetadata,
    },
    creator,
    // The test kit's promise: the creator has the team selected.
    { select: true },
  );
  for (const member of members) {
    if (!services.store.teams.membership(project.id, team.id, member.id)) {
      addMember(services, project, team, member, "member");
    }
  }
  return {
    id: team.id,
    projectId: project.id,
    displayName: team.displayName,
    memberIds: services.store.teams.members(project.id, team.id).map((m) => m.userId),
  };
}
