import type { AppContext } from "../../context/app-context.js";
import { fail, type Result } from "../../errors/result.js";
import { changed } from "../changes.js";
import { malformedCode, VERIFICATION_FAILURES } from "./arguments.js";
import { expected } from "./credential.js";
import * as emailApi from "./email-api.js";
import type { VerificationCodeFailure } from "./password-reset.js";

/**
 * Verifies an e-mail address with the code of its verification e-mail
 * (`POST /contact-channels/verify`). No signed-in user is needed; a signed-in one is reloaded
 * everywhere, showing the address verified.
 */
export async function verifyEmail(
  context: AppContext,
  code: string,
): Promise<Result<undefined, VerificationCodeFailure>> {
  const malformed = malformedCode(code, "verifyEmail");
  if (malformed) return fail(malformed as VerificationCodeFailure);
  const result = await expected<undefined, VerificationCodeFailure>(VERIFICATION_FAILURES, () =>
    emailApi.verifyEmailCode(context.http, code),
  );
  if (result.status === "ok") {
    context.session?.markStale();
    changed(context, "email.verify");
  }
  return result;
}
