import { KnownErrors } from "@app/core/errors";
import {
  getPasswordError,
  passwordSignInRequestSchema,
  passwordSignUpRequestSchema,
} from "@app/core/internal";
import type { Hono } from "hono";
import { assertTrustedUrl } from "../actions/assert-trusted-url.js";
import { createSession } from "../actions/create-session.js";
import { createUser, updateUser } from "../actions/save-user.js";
import { sendEmailVerification } from "../actions/send-email-verification.js";
import { signInTokens } from "../actions/sign-in-tokens.js";
import { requireAccess } from "../http/access.js";
import { requestCountryCode, signUpCountryCode } from "../http/request-country.js";
import { json } from "../http/respond.js";
import { readBody } from "../http/validate.js";
import type { AppEnv, EmulatorServices } from "../services/context.js";

/**
 * `POST /auth/password/sign-up` (with `verification_callback_url`, a verification e-mail goes to
 * the outbox) and `POST /auth/password/sign-in`.
 */
export function registerPasswordRoutes(api: Hono<AppEnv>, services: EmulatorServices): void {
  api.post("/auth/password/sign-up", async (c) => {
    const auth = requireAccess(c, "client");
    const body = await readBody(c, passwordSignUpRequestSchema);
    const { project } = auth;
    if (!project.config.credential_enabled) {
      throw new KnownErrors.PasswordAuthenticationNotEnabled();
    }
    // An anonymous user who signs up keeps their id and data: they become a real user.
    const anonymous = auth.user?.isAnonymous ? auth.user : null;
    if (!anonymous && !project.config.sign_up_enabled) throw new KnownErrors.SignUpNotEnabled();
    const passwordError = getPasswordError(body.password);
    if (passwordError) throw passwordError;
    if (body.verification_callback_url !== undefined) {
      assertTrustedUrl(project, body.verification_callback_url);
    }
    const fields = {
      primary_email: body.email,
      primary_email_auth_enabled: true,
      password: body.password,
      country_code: signUpCountryCode(requestCountryCode(c), body.email),
    };
    const user = anonymous
      ? await updateUser(services, project, anonymous, { ...fields, is_anonymous: false })
      : await createUser(services, project, fields);
    if (body.verification_callback_url !== undefined) {
      sendEmailVerification(services, project, user, body.email, body.verification_callback_url);
    }
    const tokens = await createSession(services, user);
    return json(c, {
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
      user_id: user.id,
    });
  });

  api.post("/auth/password/sign-in", async (c) => {
    const { project } = requireAccess(c, "client");
    const body = await readBody(c, passwordSignInRequestSchema);
    if (!project.config.credential_enabled) {
      throw new KnownErrors.PasswordAuthenticationNotEnabled();
    }
    const user = services.store.users.findByAuthEmail(project.id, body.email);
    // Unknown e-mail and wrong password answer alike, so accounts cannot be discovered.
    const matches = await services.passwords.verify(
      body.password,
      user?.passwordHash ?? null,
      user?.id,
    );
    if (!user || !matches) throw new KnownErrors.EmailPasswordMismatch();
    // A user with a TOTP secret gets MULTI_FACTOR_AUTHENTICATION_REQUIRED instead of tokens.
    const { access_token, refresh_token, user_id } = await signInTokens(services, user, false);
    return json(c, { access_token, refresh_token, user_id });
  });
}
