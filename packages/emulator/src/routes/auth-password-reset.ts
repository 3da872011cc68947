import { KnownErrors } from "@app/core/errors";
import {
  getPasswordError,
  passwordResetRequestSchema,
  passwordResetSendRequestSchema,
  verificationCodeRequestSchema,
} from "@app/core/internal";
import type { Hono } from "hono";
import { assertTrustedUrl } from "../actions/assert-trusted-url.js";
import { updateUser } from "../actions/save-user.js";
import { sendPasswordResetEmail } from "../emails/auth-emails.js";
import { requireAccess } from "../http/access.js";
import { json } from "../http/respond.js";
import { readBody } from "../http/validate.js";
import type { AppEnv, EmulatorServices } from "../services/context.js";
import type { ProjectRecord } from "../store/project-store.js";

/** What a password reset code remembers: whose password it resets. */
interface PasswordReset {
  userId: string;
  email: string;
}

function requirePasswords(project: ProjectRecord): void {
  if (!project.config.credential_enabled) {
    throw new KnownErrors.PasswordAuthenticationNotEnabled();
  }
}

/**
 * Password reset: `send-reset-code` e-mails a link with a code to the user who signs in with that
 * address (and answers the same whether or not there is one, so accounts cannot be discovered),
 * `reset/check-code` checks a code without using it, `reset` sets the new password with it, which
 * ends every session of the user.
 */
export function registerPasswordResetRoutes(api: Hono<AppEnv>, services: EmulatorServices): void {
  const codes = services.store.verificationCodes;

  api.post("/auth/password/send-reset-code", async (c) => {
    const { project } = requireAccess(c, "client");
    const body = await readBody(c, passwordResetSendRequestSchema);
    requirePasswords(project);
    assertTrustedUrl(project, body.callback_url);
    const user = services.store.users.findByAuthEmail(project.id, body.email);
    if (user) {
      const { code } = codes.create<PasswordReset>(project.id, "password-reset", {
        userId: user.id,
        email: body.email,
      });
      sendPasswordResetEmail(services, project, body.email, code, body.callback_url);
    }
    return json(c, { success: "maybe, only if user with e-mail exists" });
  });

  api.post("/auth/password/reset/check-code", async (c) => {
    const { project } = requireAccess(c, "client");
    const { code } = await readBody(c, verificationCodeRequestSchema);
    codes.check(project.id, "password-reset", code);
    return json(c, { is_code_valid: true });
  });

  api.post("/auth/password/reset", async (c) => {
    const { project } = requireAccess(c, "client");
    const body = await readBody(c, passwordResetRequestSchema);
    const reset = codes.check<PasswordReset>(project.id, "password-reset", body.code);
    requirePasswords(project);
    // Checked before the code is used up, so a rejected password can be corrected.
    const passwordError = getPasswordError(body.password);
    if (passwordError) throw passwordError;
    const user = services.store.users.get(project.id, reset.data.userId);
    if (!user) throw new KnownErrors.UserNotFound();
    codes.consume(reset);
    await updateUser(services, project, user, { password: body.password });
    return json(c, { success: true });
  });
}
