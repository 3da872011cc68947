import type { UserRecord } from "../store/user-store.js";

/** Why a user is restricted, in its wire form. */
export interface RestrictedStatus {
  is_restricted: boolean;
  restricted_reason: { type: "anonymous" | "restricted_by_administrator" } | null;
}

/**
 * Whether a user is restricted, as the service computes it: anonymous users always are, then users
 * an administrator restricted. (Projects that require verified e-mails are not modelled yet.)
 */
export function restrictedStatus(user: UserRecord): RestrictedStatus {
  if (user.isAnonymous) return { is_restricted: true, restricted_reason: { type: "anonymous" } };
  if (user.restrictedByAdmin) {
    return { is_restricted: true, restricted_reason: { type: "restricted_by_administrator" } };
  }
  return { is_restricted: false, restricted_reason: null };
}
