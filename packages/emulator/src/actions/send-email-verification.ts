import { sendEmailVerificationEmail } from "../emails/auth-emails.js";
import type { EmulatorServices } from "../services/context.js";
import type { ProjectRecord } from "../store/project-store.js";
import type { UserRecord } from "../store/user-store.js";
import { assertTrustedUrl } from "./assert-trusted-url.js";

/** What an e-mail verification code remembers: whose address it verifies. */
export interface EmailVerification {
  userId: string;
  email: string;
}

/**
 * Sends `email` a link to `callbackUrl` (which must be trusted) with a verification code for
 * `POST /contact-channels/verify`.
 */
export function sendEmailVerification(
  services: EmulatorServices,
  project: ProjectRecord,
  user: UserRecord,
  email: string,
  callbackUrl: string,
): void {
  assertTrustedUrl(project, callbackUrl);
  // The same code as a contact channel's verification link: `/contact-channels/verify` redeems it.
  const { code } = services.store.verificationCodes.create<EmailVerification>(
    project.id,
    "contact-channel-verification",
    { userId: user.id, email },
  );
  sendEmailVerificationEmail(services, project, email, code, callbackUrl);
}
