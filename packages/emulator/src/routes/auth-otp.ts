import { KnownErrors } from "@app/core/errors";
import { otpSendRequestSchema, verificationCodeRequestSchema } from "@app/core/internal";
import type { Hono } from "hono";
import { assertTrustedUrl } from "../actions/assert-trusted-url.js";
import { createUser, updateUser } from "../actions/save-user.js";
import { signInTokens } from "../actions/sign-in-tokens.js";
import { sendMagicLinkEmail } from "../emails/auth-emails.js";
import { requireAccess } from "../http/access.js";
import { requestCountryCode, signUpCountryCode } from "../http/request-country.js";
import { json } from "../http/respond.js";
import { StatusError } from "../http/status-error.js";
import { readBody } from "../http/validate.js";
import type { AppEnv, EmulatorServices, ProjectAuth } from "../services/context.js";
import type { ProjectRecord } from "../store/project-store.js";
import type { UserRecord } from "../store/user-store.js";
import { sameEmail } from "../store/user-store.js";

/** What a sign-in code remembers: the address it was sent to. */
interface OtpSignIn {
  email: string;
  /** The country of the request that sent the code: a new user signs up from there. */
  countryCode?: string | null;
}

/**
 * The user who signs in with `email`, if any. A user whose address is not verified cannot sign
 * in by e-mail (USER_EMAIL_ALREADY_EXISTS, which would work once verified); without a user, the
 * project must allow sign-up.
 */
function userForEmail(
  services: EmulatorServices,
  project: ProjectRecord,
  email: string,
): UserRecord | null {
  const user = services.store.users.findByAuthEmail(project.id, email);
  const channel = user?.contactChannels.find((c) => c.usedForAuth && sameEmail(c.value, email));
  if (user && !channel?.isVerified) {
    throw new KnownErrors.UserWithEmailAlreadyExists({
      // As the request typed it, as on the service.
      email,
      would_work_if_email_was_verified: true,
    });
  }
  if (!user && !project.config.sign_up_enabled) throw new KnownErrors.SignUpNotEnabled();
  return user ?? null;
}

function requireMagicLink(auth: ProjectAuth): ProjectRecord {
  if (!auth.project.config.magic_link_enabled) {
    throw new StatusError(403, "OTP sign-in is not enabled for this project");
  }
  return auth.project;
}

/**
 * Magic link and one-time password sign-in (WIRE.md sections 5 and 10). One 45-character code
 * serves both: the e-mail's link carries it whole as `code`, the e-mail shows its first 6
 * characters upper-cased, and the send call answers the other 39 as `nonce`, so the typed code
 * (any case) followed by the nonce is the same code. A new address signs up (keeping an anonymous
 * caller's id), with its e-mail verified.
 */
export function registerOtpRoutes(api: Hono<AppEnv>, services: EmulatorServices): void {
  api.post("/auth/otp/send-sign-in-code", async (c) => {
    const auth = requireAccess(c, "client");
    const body = await readBody(c, otpSendRequestSchema);
    const project = requireMagicLink(auth);
    userForEmail(services, project, body.email);
    assertTrustedUrl(project, body.callback_url);
    const { code } = services.store.verificationCodes.create<OtpSignIn>(project.id, "otp-sign-in", {
      email: body.email,
      countryCode: requestCountryCode(c),
    });
    sendMagicLinkEmail(services, project, body.email, code, body.callback_url);
    return json(c, { nonce: code.slice(6) });
  });

  api.post("/auth/otp/sign-in/check-code", async (c) => {
    const auth = requireAccess(c, "client");
    const { code } = await readBody(c, verificationCodeRequestSchema);
    services.store.verificationCodes.check(requireMagicLink(auth).id, "otp-sign-in", code);
    return json(c, { is_code_valid: true });
  });

  api.post("/auth/otp/sign-in", async (c) => {
    const auth = requireAccess(c, "client");
    const { code } = await readBody(c, verificationCodeRequestSchema);
    const project = requireMagicLink(auth);
    const codes = services.store.verificationCodes;
    const { data } = codes.use<OtpSignIn>(project.id, "otp-sign-in", code);
    const existing = userForEmail(services, project, data.email);
    if (existing) {
      if (!existing.otpAuthEnabled) existing.otpAuthEnabled = true;
      return json(c, await signInTokens(services, existing, false));
    }
    const fields = {
      primary_email: data.email,
      primary_email_verified: true,
      primary_email_auth_enabled: true,
      otp_auth_enabled: true,
      // The country of the request that sent the code, as on the service.
      country_code: signUpCountryCode(data.countryCode ?? null, data.email),
    };
    // An anonymous caller who signs in with a new address becomes that user, keeping their id.
    const anonymous = auth.user?.isAnonymous ? auth.user : null;
    const user = anonymous
      ? await updateUser(services, project, anonymous, { ...fields, is_anonymous: false })
      : await createUser(services, project, fields);
    return json(c, await signInTokens(services, user, true));
  });
}
