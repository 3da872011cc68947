import { EmailVerification, type EmailVerificationProps } from "../auth/email-verification.js";
import { MagicLinkCallback, type MagicLinkCallbackProps } from "../auth/magic-link-callback.js";
import { PasswordReset, type PasswordResetProps } from "../auth/password-reset.js";

// The handler pages that emails link to: each reads the page's `code` query parameter, and says
// the link is incomplete without one. A page rendered on the server (no location yet) waits for
// the browser.

/** `{handler}/password-reset?code=…` */
export function PasswordResetPage(props: PasswordResetProps) {
  return <PasswordReset {...props} />;
}

/** `{handler}/email-verification?code=…` */
export function EmailVerificationPage(props: EmailVerificationProps) {
  return <EmailVerification {...props} />;
}

/** `{handler}/magic-link-callback?code=…` */
export function MagicLinkCallbackPage(props: MagicLinkCallbackProps) {
  return <MagicLinkCallback {...props} />;
}
