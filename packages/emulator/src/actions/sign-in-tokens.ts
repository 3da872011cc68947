import { KnownErrors } from "@app/core/errors";
import type { EmulatorServices } from "../services/context.js";
import type { UserRecord } from "../store/user-store.js";
import { createSession } from "./create-session.js";

/** How long a multi-factor attempt code lasts: 5 minutes, as on the service. */
export const MFA_ATTEMPT_LIFETIME_MS = 5 * 60 * 1000;

/** What a multi-factor attempt code remembers until the TOTP code arrives. */
export interface MfaAttempt {
  userId: string;
  isNewUser: boolean;
}

/** The answer of the sign-in endpoints. */
export interface SignInAnswer {
  access_token: string;
  refresh_token: string;
  is_new_user: boolean;
  user_id: string;
}

/**
 * Opens a session for a user who proved their first factor, or, when the user has a TOTP secret,
 * throws MULTI_FACTOR_AUTHENTICATION_REQUIRED with an `attempt_code` for `POST /auth/mfa/sign-in`.
 */
export async function signInTokens(
  services: EmulatorServices,
  user: UserRecord,
  isNewUser: boolean,
): Promise<SignInAnswer> {
  if (user.totpSecretBase64 !== null) {
    const attempt = services.store.verificationCodes.create<MfaAttempt>(
      user.projectId,
      "mfa-attempt",
      { userId: user.id, isNewUser },
      { expiresInMs: MFA_ATTEMPT_LIFETIME_MS },
    );
    throw new KnownErrors.MultiFactorAuthenticationRequired({ attempt_code: attempt.code });
  }
  return sessionAnswer(services, user, isNewUser);
}

/** Opens a session for `user` and answers its tokens. */
export async function sessionAnswer(
  services: EmulatorServices,
  user: UserRecord,
  isNewUser: boolean,
): Promise<SignInAnswer> {
  const tokens = await createSession(services, user);
  return {
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    is_new_user: isNewUser,
    user_id: user.id,
  };
}
