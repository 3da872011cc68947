import { KnownErrors } from "@app/core/errors";
import { getPasswordError } from "@app/core/internal";
import type { EmulatorServices } from "../context.js";
import { StatusError } from "../http/status-error.js";
import { schemaError } from "../http/validate.js";
import type { UserUpdate } from "../schemas/users.js";
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
  const fields: Partial<UserRecord> = {};
  const email = planEmail(services, project, current, update, fields, now);

  let revokeSessions = false;
  if (update.password !== undefined && update.password_hash !== undefined) {
    schemaError("body", "cannot set both password and password_hash");
  }
  if (update.password !== undefined || update.password_hash !== undefined) {
    const removing = update.password === null;
    if (!removing && !project.config.credential_enabled) {
      throw new KnownErrors.PasswordAuthenticationNotEnabled();
    }
    if (!removing && email === null) {
      schemaError("body.password", "a password needs a primary_email");
    }
    if (typeof update.password === "string") {
      const error = getPasswordError(update.password);
      if (error) throw error;
      fields.passwordHash = await services.passwords.hash(update.password);
    } else if (update.password_hash !== undefined) {
      fields.passwordHash = update.password_hash;
    } else {
      fields.passwordHash = null;
    }
    revokeSessions = current !== null;
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
  return { fields, revokeSessions };
}

/**
 * Plans the primary e-mail: the user's primary contact channel, whose value, verification and use
 * for sign-in are `primary_email`, `primary_email_verified` and `primary_email_auth_enabled`.
 * Returns the e-mail the user will have; sets `fields.contactChannels` when the channel changes.
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
  const removing = email === null;
  const authEnabled = removing
    ? false
    : (update.primary_email_auth_enabled ?? primary?.usedForAuth ?? false);
  const verified = removing
    ? false
    : (update.primary_email_verified ?? (changed ? false : (primary?.isVerified ?? false)));
  if (email === null && update.primary_email_auth_enabled) {
    schemaError("body.primary_email_auth_enabled", "cannot be true without primary_email");
  }
  if (email === null && update.primary_email_verified) {
    schemaError("body.primary_email_verified", "cannot be true without primary_email");
  }
  if (
    changed &&
    channels.some((channel) => !channel.isPrimary && sameEmail(channel.value, email))
  ) {
    schemaError(
      "body.primary_email",
      "is another contact channel of this user; make that channel primary instead",
    );
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
  const next = channels
    .filter((channel) => !channel.isPrimary || email !== null)
    .map((c) => ({ ...c }));
  const nextPrimary = next.find((channel) => channel.isPrimary);
  if (email !== null && !nextPrimary) {
    next.push(
      newContactChannel(
        { value: email, isPrimary: true, isVerified: verified, usedForAuth: authEnabled },
        now,
      ),
    );
  } else if (email !== null && nextPrimary) {
    Object.assign(nextPrimary, { value: email, isVerified: verified, usedForAuth: authEnabled });
  }
  fields.contactChannels = next;
  return email;
}
