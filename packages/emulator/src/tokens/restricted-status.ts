import { primaryChannel } from "../store/contact-channel-store.js";
import type { ProjectRecord } from "../store/project-store.js";
import type { UserRecord } from "../store/user-store.js";

/** Why a user is restricted, in its wire form. */
export interface RestrictedStatus {
  is_restricted: boolean;
  restricted_reason: {
    type: "anonymous" | "email_not_verified" | "restricted_by_administrator";
  } | null;
}

/** The project settings a user's restriction depends on. */
export type RestrictionSettings = Pick<ProjectRecord, "config">;

/**
 * Whether a user is restricted, as the service computes it (the one place the emulator does):
 * anonymous users always are; then, when the project requires verified e-mails
 * (`onboarding.requireEmailVerification`), users whose primary e-mail is missing or unverified;
 * then users an administrator restricted.
 *
 * @example
 * ```ts
 * restrictedStatus(user, project).restricted_reason; // { type: "email_not_verified" }
 * ```
 */
export function restrictedStatus(user: UserRecord, project: RestrictionSettings): RestrictedStatus {
  if (user.isAnonymous) return { is_restricted: true, restricted_reason: { type: "anonymous" } };
  if (project.config.require_email_verification && !primaryChannel(user)?.isVerified) {
    return { is_restricted: true, restricted_reason: { type: "email_not_verified" } };
  }
  if (user.restrictedByAdmin) {
    return { is_restricted: true, restricted_reason: { type: "restricted_by_administrator" } };
  }
  return { is_restricted: false, restricted_reason: null };
}
