import { randomInt } from "node:crypto";
import { KnownErrors } from "@app/core/errors";
import type { EmulatorServices } from "../context.js";
import type { UserRecord } from "../store/user-store.js";
import { createSession } from "./create-session.js";

// The sign-in answer shared by the flows that prove a first factor (OAuth, passkeys). The
// multi-factor endpoint (POST /auth/mfa/sign-in, with its store of attempt codes) belongs to the
// e-mail flows; until it is merged, an attempt code here is not redeemable. That branch ships a
// file of this name with the same exports, which replaces this one.

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

const CODE_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/**
 * Opens a session for a user who proved their first factor, or, when the user has a TOTP secret,
 * throws MULTI_FACTOR_AUTHENTICATION_REQUIRED with an `attempt_code` (45 letters and digits).
 */
export async function signInTokens(
  services: EmulatorServices,
  user: UserRecord,
  isNewUser: boolean,
): Promise<SignInAnswer> {
  if (user.totpSecretBase64 !== null) {
    let attempt = "";
    for (let i = 0; i < 45; i++) attempt += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
    throw new KnownErrors.MultiFactorAuthenticationRequired({ attempt_code: attempt });
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
