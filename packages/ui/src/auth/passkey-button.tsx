"use client";

import { KnownErrors } from "@app/core";
import { useStackApp } from "@app/react";
import { useTranslation } from "../i18n/use-translation.js";
import { useAuthStep } from "../primitives/auth-step.js";
import { Button } from "../primitives/button.js";
import { MfaPrompt } from "./mfa-prompt.js";

/**
 * Props of {@link PasskeyButton}.
 *
 * @example
 * ```tsx
 * <PasskeyButton type="sign-in" />
 * ```
 */
export interface PasskeyButtonProps {
  /** Default `"sign-in"`. */
  type?: "sign-in" | "sign-up";
  /**
   * Called with the `attempt_code` when the user must also give a TOTP code (two-factor
   * authentication), for a page that asks for it its own way. Without it the prompt
   * ({@link MfaPrompt}) replaces the auth page's forms, or the button outside an auth page.
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
  const { t } = useTranslation();
  const step = useAuthStep();
  const promptForCode = (attemptCode: string) =>
    step.show(
      <MfaPrompt
        attemptCode={attemptCode}
        headingLevel={step.headingLevel}
        onCancel={() => step.show(null)}
      />,
    );
  return step.wrap(
    <Button
      variant="secondary"
      data-method="passkey"
      onClick={async () => {
        const result = await app.signInWithPasskey().catch((error: unknown) => {
          if (!KnownErrors.MultiFactorAuthenticationRequired.isInstance(error)) throw error;
          (onMultiFactorRequired ?? promptForCode)(error.details.attempt_code);
          return null;
        });
        // The button shows a failure's message in its alert.
        if (result?.status === "error") throw result.error;
      }}
    >
      {type === "sign-in" ? t("passkeySignIn") : t("passkeySignUp")}
    </Button>,
  );
}
