import { EmailVerification } from "../email-verification.js";
import { MagicLinkCallback } from "../magic-link-callback.js";
import { PasswordReset } from "../password-reset.js";
import { useSearchParam } from "../primitives/use-search-param.js";
import type { HandlerPageProps } from "./handler-page-props.js";

// The handler pages that e-mails link to, with their `code` query parameter. A page rendered on
// the server (no location yet) waits for the browser.

/** `{handler}/password-reset?code=…` */
export function PasswordResetPage({ fullPage }: HandlerPageProps) {
  const code = useSearchParam("code");
  return code === null ? null : <PasswordReset code={code} fullPage={fullPage} />;
}

/** `{handler}/email-verification?code=…` */
export function EmailVerificationPage({ fullPage }: HandlerPageProps) {
  const code = useSearchParam("code");
  return code === null ? null : <EmailVerification code={code} fullPage={fullPage} />;
}

/** `{handler}/magic-link-callback?code=…` */
export function MagicLinkCallbackPage({ fullPage }: HandlerPageProps) {
  const code = useSearchParam("code");
  return code === null ? null : <MagicLinkCallback code={code} fullPage={fullPage} />;
}
