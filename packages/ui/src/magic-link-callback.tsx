import { KnownErrors } from "@app/core";
import { useStackApp } from "@app/react";
import { useState } from "react";
import { MessageCard } from "./message-card.js";
import { MfaPromptPage } from "./mfa-prompt.js";

/** Props of {@link MagicLinkCallback}. */
export interface MagicLinkCallbackProps {
  /** The `code` of the magic link (the handler page passes the page's `code`). */
  code: string;
  /** Centre the page on the whole viewport. */
  fullPage?: boolean;
}

/**
 * The magic-link-callback page, opened from the sign-in e-mail's link. It asks first, so that a
 * mail scanner opening the link does not spend the code; 'Sign in' signs in (a new address signs
 * up) and goes on to `after_auth_return_to`, the after-sign-up page (new users) or the
 * after-sign-in page. A wrong, expired or used link shows 'Invalid code'; a user with two-factor
 * authentication is asked for their TOTP code.
 *
 * @example
 * ```tsx
 * <MagicLinkCallback code={new URLSearchParams(location.search).get("code") ?? ""} fullPage />
 * ```
 */
export function MagicLinkCallback({ code, fullPage }: MagicLinkCallbackProps) {
  const app = useStackApp();
  const [invalid, setInvalid] = useState(false);
  const [attemptCode, setAttemptCode] = useState<string | null>(null);
  if (attemptCode) return <MfaPromptPage attemptCode={attemptCode} fullPage={fullPage} />;
  if (invalid) {
    return (
      <MessageCard
        title="Invalid code"
        fullPage={fullPage}
        primaryButtonText="Sign in"
        primaryAction={() => app.redirectTo(app.urls.signIn)}
      >
        <p>This sign-in link is wrong, expired or already used. Ask for a new one.</p>
      </MessageCard>
    );
  }
  return (
    <MessageCard
      title="Do you want to sign in?"
      fullPage={fullPage}
      primaryButtonText="Sign in"
      primaryAction={async () => {
        try {
          const result = await app.signInWithMagicLink(code);
          if (result.status === "error") setInvalid(true);
        } catch (error) {
          if (!KnownErrors.MultiFactorAuthenticationRequired.isInstance(error)) throw error;
          setAttemptCode(error.details.attempt_code);
        }
      }}
    >
      <p>Open the link in the browser you want to be signed in on.</p>
    </MessageCard>
  );
}
