import { KnownErrors } from "@app/core";
import { useStackApp } from "@app/react";
import { useState } from "react";
import { MfaPrompt } from "../mfa-prompt.js";
import { Button } from "../primitives/button.js";

/** Props of {@link PasskeyButton}. */
export interface PasskeyButtonProps {
  /** Default `"sign-in"`. */
  type?: "sign-in" | "sign-up";
  /**
   * Called with the `attempt_code` when the user must also give a TOTP code (two-factor
   * authentication), for a page that shows {@link MfaPrompt} in place of its forms (the auth page
   * does). Without it the button itself gives way to the prompt.
   */
  onMultiFactorRequired?: ((attemptCode: string) => void) | undefined;
}

/**
 * 'Sign in with Passkey' (or 'Sign up with Passkey'): asks the browser for a passkey of this site
 * and signs its user in. A cancelled prompt, an unknown passkey or a browser without WebAuthn
 * ('WebAuthn is not supported in this browser') is shown under the button. A user with two-factor
 * authentication is asked for their TOTP code next ({@link MfaPrompt}).
 *
 * @example
 * ```tsx
 * {config.passkeyEnabled ? <PasskeyButton /> : null}
 * ```
 */
export function PasskeyButton({ type = "sign-in", onMultiFactorRequired }: PasskeyButtonProps) {
  const app = useStackApp();
  const [attemptCode, setAttemptCode] = useState<string | null>(null);
  if (attemptCode) {
    return <MfaPrompt attemptCode={attemptCode} onCancel={() => setAttemptCode(null)} />;
  }
  return (
    <Button
      variant="secondary"
      data-method="passkey"
      onClick={async () => {
        const result = await app.signInWithPasskey().catch((error: unknown) => {
          if (!KnownErrors.MultiFactorAuthenticationRequired.isInstance(error)) throw error;
          (onMultiFactorRequired ?? setAttemptCode)(error.details.attempt_code);
          return null;
        });
        // The button shows a failure's message in its alert.
        if (result?.status === "error") throw result.error;
      }}
    >
      {type === "sign-in" ? "Sign in with Passkey" : "Sign up with Passkey"}
    </Button>
  );
}
