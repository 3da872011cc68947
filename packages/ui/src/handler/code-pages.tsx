import { EmailVerification } from "../email-verification.js";
import { MagicLinkCallback } from "../magic-link-callback.js";
import { PasswordReset } from "../password-reset.js";
import type { HandlerPageProps } from "./handler-page-props.js";

// The handler pages that emails link to: each reads the page's `code` query parameter, and says
// the link is incomplete without one. A page rendered on the server (no location yet) waits for
// the browser.

/** `{handler}/password-reset?code=…` */
export function PasswordResetPage({ fullPage }: HandlerPageProps) {
  return <PasswordReset fullPage={fullPage} />;
}

/** `{handler}/email-verification?code=…` */
export function EmailVerificationPage({ fullPage }: HandlerPageProps) {
  return <EmailVerification fullPage={fullPage} />;
}

/** `{handler}/magic-link-callback?code=…` */
export function MagicLinkCallbackPage({ fullPage }: HandlerPageProps) {
  return <MagicLinkCallback fullPage={fullPage} />;
}
