import { verificationCodeSchema } from "@app/core/internal";
import type { Hono } from "hono";
import * as v from "valibot";
import type { EmailVerification } from "../actions/send-email-verification.js";
import type { AppEnv, EmulatorServices } from "../context.js";
import { requireAccess } from "../http/access.js";
import { json } from "../http/respond.js";
import { StatusError } from "../http/status-error.js";
import { readBody } from "../http/validate.js";
import { sameEmail } from "../store/user-store.js";

const codeBodySchema = v.strictObject({ code: verificationCodeSchema });

/**
 * `POST /contact-channels/verify[/check-code]`: the code of a verification e-mail (sent on sign-up
 * with `verification_callback_url`) marks the user's primary e-mail verified; no signed-in user is
 * needed. A code for an address the user no longer has is a 400 in plain text, as on the service.
 */
export function registerEmailVerificationRoutes(
  api: Hono<AppEnv>,
  services: EmulatorServices,
): void {
  const codes = services.store.verificationCodes;

  api.post("/contact-channels/verify/check-code", async (c) => {
    const { project } = requireAccess(c, "client");
    const { code } = await readBody(c, codeBodySchema);
    codes.check(project.id, "email-verification", code);
    return json(c, { is_code_valid: true });
  });

  api.post("/contact-channels/verify", async (c) => {
    const { project } = requireAccess(c, "client");
    const { code } = await readBody(c, codeBodySchema);
    const { data } = codes.use<EmailVerification>(project.id, "email-verification", code);
    const user = services.store.users.get(project.id, data.userId);
    if (!user || !sameEmail(user.primaryEmail, data.email)) {
      throw new StatusError(400, "Contact channel not found. Was your contact channel deleted?");
    }
    user.primaryEmailVerified = true;
    return json(c, { success: true });
  });
}
