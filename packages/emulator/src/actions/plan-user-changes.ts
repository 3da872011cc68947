import { KnownErrors } from "@app/core/errors";
import { BCRYPT_MAX_IMPORT_COST, bcryptCost } from "@app/core/internal";
import { StatusError } from "../http/status-error.js";
import { schemaError } from "../http/validate.js";
import type { UserUpdate } from "../schemas/users.js";
import type { EmulatorServices } from "../services/context.js";
import { newContactChannel } from "../store/contact-channel-store.js";
import type { ProjectRecord } from "../store/project-store.js";
import type { UserRecord } from "../store/user-store.js";
import { sameEmail } from "../store/user-store.js";

/** The record fields a change sets, and whether the user's sessions must end. */
export interface UserChanges {
  fields: Partial<UserRecord>;
  /** A new password or password hash ends every session of the user (SPEC.md section 4). */
  revokeSessions: boolean;
}

/**
 * The password hash a change sets: `undefined` for none, `null` to remove the password. Refuses
 * `password` with `password_hash`, and a hash the service does not import (bcrypt with a cost
 * from 4 to 16), with the service's plain-text 400s.
 */
async function plannedPasswordHash(
  services: EmulatorServices,
  update: UserUpdate,
): Promise<string | null | undefined> {
  if (update.password !== undefined) {
    if (update.password_hash !== undefined) {
      throw new StatusError(400, "Cannot set both password and password_hash at the same time.");
    }
    return update.password === null ? null : await services.passwords.hash(update.password);
  }
  if (update.password_hash === undefined) return undefined;
  const cost = bcryptCost(update.password_hash);
  if (cost === undefined || cost > BCRYPT_MAX_IMPORT_COST) {
    throw new StatusError(
      400,
      "Invalid password hash. Make sure it's a supported algorithm in Modular Crypt Format.",
    );
  }
  return update.password_hash;
}

/**
 * Checks a user change against the project and the other users, and works out what it sets,
 * without touching the store. `current` is null for a new user.
 */
export async function planUserChanges(
  services: EmulatorServices,
  project: ProjectRecord,
  current: UserRecord | null,
  update: UserUpdate,
  now = services.clock.now(),
): Promise<UserChanges> {
  const passwordHash = await plannedPasswordHash(services, update);
  const fields: Partial<UserRecord> = {};
  const email = planEmail(services, project, current, update, fields, now);

  let revokeSessions = false;
  if (passwordHash !== undefined) {
    if (passwordHash !== null && !project.config.credential_enabled) {
      throw new KnownErrors.PasswordAuthenticationNotEnabled();
    }
    if (passwordHash !== null && email === null) {
      schemaError("body.password", "a password needs a primary_email");
    }
    fields.passwordHash = passwordHash;
    // An anonymous user who signs up keeps their session: the tokens issued before go on working.
    const upgrading = current?.isAnonymous === true && update.is_anonymous === false;
    revokeSessions = current !== null && !upgrading;
  }

  if (update.selected_team_id !== undefined) {
    const teamId = update.selected_team_id;
    // Only a team the user is a member of can be their selected team.
    if (
      teamId !== null &&
      !(current && services.store.teams.membership(project.id, teamId, current.id))
    ) {
      throw new KnownErrors.TeamMembershipNotFound({ team_id: teamId, user_id: current?.id ?? "" });
    }
    fields.selectedTeamId = teamId;
  }
  if (update.otp_auth_enabled !== undefined) {
    if (update.otp_auth_enabled && !project.config.magic_link_enabled) {
      throw new StatusError(400, "OTP auth not enabled in the project");
    }
    fields.otpAuthEnabled = update.otp_auth_enabled;
  }
  if (update.passkey_auth_enabled !== undefined) {
    if (update.passkey_auth_enabled && !current?.passkeyAuthEnabled) {
      throw new StatusError(400, "Passkey auth is enabled by registering a passkey, not by update");
    }
    fields.passkeyAuthEnabled = update.passkey_auth_enabled;
  }
  if (update.display_name !== undefined) fields.displayName = update.display_name || null;
  if (update.profile_image_url !== undefined) fields.profileImageUrl = update.profile_image_url;
  if (update.client_metadata !== undefined) fields.clientMetadata = update.client_metadata;
  if (update.client_read_only_metadata !== undefined) {
    fields.clientReadOnlyMetadata = update.client_read_only_metadata;
  }
  if (update.server_metadata !== undefined) fields.serverMetadata = update.server_metadata;
  if (update.totp_secret_base64 !== undefined) fields.totpSecretBase64 = update.totp_secret_base64;
  if (update.is_anonymous !== undefined) {
    fields.isAnonymous = update.is_anonymous;
    // Upgrading an anonymous user is their real sign-up.
    if (current?.isAnonymous && !update.is_anonymous) fields.signedUpAtMillis = now;
  }
  // Stored as the service stores it: trimmed and upper-cased.
  if (update.country_code !== undefined) {
    fields.countryCode = update.country_code?.trim().toUpperCase() ?? null;
  }
  if (update.risk_scores !== undefined) fields.riskScores = update.risk_scores;
  planRestriction(current, update, fields);
  return { fields, revokeSessions };
}

/**
 * Plans an administrator's restriction: `restricted_by_admin`, with its public reason and private
 * details (an empty one is none). Lifting the restriction clears both.
 */
function planRestriction(
  current: UserRecord | null,
  update: UserUpdate,
  fields: Partial<UserRecord>,
): void {
  const restricted = update.restricted_by_admin ?? current?.restrictedByAdmin ?? false;
  if (update.restricted_by_admin !== undefined) fields.restrictedByAdmin = restricted;
  if (!restricted) {
    if (current?.restrictedByAdminReason != null) fields.restrictedByAdminReason = null;
    if (current?.restrictedByAdminPrivateDetails != null) {
      fields.restrictedByAdminPrivateDetails = null;
    }
    return;
  }
  if (update.restricted_by_admin_reason !== undefined) {
    fields.restrictedByAdminReason = update.restricted_by_admin_reason || null;
  }
  if (update.restricted_by_admin_private_details !== undefined) {
    fields.restrictedByAdminPrivateDetails = update.restricted_by_admin_private_details || null;
  }
}

/**
 * Plans the primary e-mail: the user's primary contact channel, whose value, verification and use
 * for sign-in are `primary_email`, `primary_email_verified` and `primary_email_auth_enabled`.
 * As on the service, a new primary e-mail that is already one of the user's channels makes that
 * channel primary, and any other new address is a new channel; either way the old primary channel
 * stays, no longer primary; `null` only demotes it. Returns the e-mail the user will have; sets
 * `fields.contactChannels` when the channels change.
 */
function planEmail(
  services: EmulatorServices,
  project: ProjectRecord,
  current: UserRecord | null,
  update: UserUpdate,
  fields: Partial<UserRecord>,
  now: number,
): string | null {
  const channels = current?.contactChannels ?? [];
  const primary = channels.find((channel) => channel.isPrimary);
  const oldEmail = primary?.value ?? null;
  const email = update.primary_email !== undefined ? update.primary_email : oldEmail;
  const changed = update.primary_email !== undefined && !sameEmail(email, oldEmail);
  const authEnabled =
    email === null ? false : (update.primary_email_auth_enabled ?? primary?.usedForAuth ?? false);
  if (email === null && update.primary_email_auth_enabled) {
    throw new StatusError(400, "primary_email_auth_enabled cannot be true without primary_email");
  }
  if (email === null && update.primary_email_verified) {
    throw new StatusError(400, "primary_email_verified cannot be true without primary_email");
  }
  const newlyUsedForAuth = authEnabled && (changed || !primary?.usedForAuth);
  if (email !== null && newlyUsedForAuth) {
    const owner = services.store.users.findByAuthEmail(project.id, email);
    if (owner && owner.id !== current?.id) {
      throw new KnownErrors.UserWithEmailAlreadyExists({
        email,
        would_work_if_email_was_verified: false,
      });
    }
  }
  const touched =
    update.primary_email !== undefined ||
    update.primary_email_verified !== undefined ||
    update.primary_email_auth_enabled !== undefined;
  if (!touched) return email;
  // A copy: the plan leaves the stored user as it is until it is applied.
  const next = channels.map((channel) => ({ ...channel }));
  let target = next.find((channel) => channel.isPrimary);
  if (update.primary_email !== undefined) {
    target = email === null ? undefined : next.find((channel) => sameEmail(channel.value, email));
    for (const channel of next) channel.isPrimary = false;
    if (email !== null && !target) {
      target = newContactChannel({ value: email, isVerified: false }, now);
      next.push(target);
    }
  }
  if (target) {
    target.isPrimary = true;
    target.usedForAuth = authEnabled;
    if (update.primary_email_verified !== undefined) {
      target.isVerified = update.primary_email_verified;
    }
  }
  fields.contactChannels = next;
  return email;
}
