import { KnownErrors } from "@app/core/errors";
import { mfaSignInRequestSchema } from "@app/core/internal";
import type { Hono } from "hono";
import { type MfaAttempt, sessionAnswer } from "../actions/sign-in-tokens.js";
import { verifyTotpCode } from "../crypto/totp.js";
import { requireAccess } from "../http/access.js";
import { json } from "../http/respond.js";
import { readBody } from "../http/validate.js";
import type { AppEnv, EmulatorServices } from "../services/context.js";

/**
 * `POST /auth/mfa/sign-in`: completes a sign-in that answered MULTI_FACTOR_AUTHENTICATION_REQUIRED,
 * with its attempt code and the user's current TOTP code. A wrong TOTP code is INVALID_TOTP_CODE and
 * leaves the attempt code usable (each try counts against it); a right one uses it up.
 */
export function registerMfaRoutes(api: Hono<AppEnv>, services: EmulatorServices): void {
  api.post("/auth/mfa/sign-in", async (c) => {
    const { project } = requireAccess(c, "client");
    const body = await readBody(c, mfaSignInRequestSchema);
    const codes = services.store.verificationCodes;
    const attempt = codes.check<MfaAttempt>(project.id, "mfa-attempt", body.code);
    const user = services.store.users.get(project.id, attempt.data.userId);
    if (!user) throw new KnownErrors.VerificationCodeNotFound();
    const secret = user.totpSecretBase64;
    if (secret !== null && !verifyTotpCode(secret, body.totp, services.clock.now())) {
      throw new KnownErrors.InvalidTotpCode();
    }
    codes.consume(attempt);
    return json(c, await sessionAnswer(services, user, attempt.data.isNewUser));
  });
}
