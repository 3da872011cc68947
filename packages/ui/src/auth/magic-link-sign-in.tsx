"use client";

import { KnownErrors } from "@app/core";
import { useStackApp } from "@app/react";
import { useEffect, useRef, useState } from "react";
import { knownErrorMessage } from "../i18n/error-message.js";
import { useTranslation } from "../i18n/use-translation.js";
import { useAuthStep } from "../primitives/auth-step.js";
import { CodeStep } from "../primitives/code-step.js";
import { EmailForm } from "./email-form.js";
import { MfaPrompt } from "./mfa-prompt.js";

/** What the email the magic link went to, and the nonce that completes its typed code. */
interface Sent {
  email: string;
  nonce: string;
}

/**
 * The magic-link form: an Email field and 'Send email'. Once sent, the code-entry step asks for
 * the 6-character code of the email (letters and digits, upper-cased as typed or pasted) and
 * signs in as soon as all six are in, the input disabled meanwhile and cleared after a failure
 * ('Invalid code'); editing the code clears the message, and Cancel goes back to the Email field
 * (focused, with the address still in it). On an {@link AuthPage} the step replaces the whole
 * page's forms. A new address signs up (then the app goes to the after-sign-up page). A user with
 * two-factor authentication is asked for their TOTP code next.
 *
 * @example
 * ```tsx
 * <StackProvider app={app}>
 *   <MagicLinkSignIn />
 * </StackProvider>
 * ```
 */
export function MagicLinkSignIn() {
  const app = useStackApp();
  const { t } = useTranslation();
  const step = useAuthStep();
  const emailRef = useRef<HTMLInputElement>(null);
  const [backCount, setBackCount] = useState(0);

  // Back from the code step: to the Email field, visible again by now.
  useEffect(() => {
    if (backCount > 0) emailRef.current?.focus();
  }, [backCount]);

  const back = () => {
    step.show(null);
    setBackCount((count) => count + 1);
  };

  const showMfa = (attemptCode: string) =>
    step.show(
      <MfaPrompt attemptCode={attemptCode} headingLevel={step.headingLevel} onCancel={back} />,
    );

  async function send(email: string) {
    const result = await app.sendMagicLinkEmail(email);
    if (result.status === "error") return knownErrorMessage(result.error, t);
    step.show(
      <CodeEntry
        sent={{ email, nonce: result.data.nonce }}
        headingLevel={step.headingLevel}
        onCancel={back}
        onMfa={showMfa}
      />,
    );
    return undefined;
  }

  return step.wrap(<EmailForm submitLabel={t("magicLinkSend")} send={send} inputRef={emailRef} />);
}

function CodeEntry({
  sent,
  headingLevel,
  onCancel,
  onMfa,
}: {
  sent: Sent;
  headingLevel: "h1" | "h2";
  onCancel(): void;
  onMfa(attemptCode: string): void;
}) {
  const app = useStackApp();
  const { t } = useTranslation();

  async function signIn(otp: string) {
    try {
      const result = await app.signInWithMagicLink(otp.toLowerCase() + sent.nonce);
      if (result.status === "ok") return undefined;
      return KnownErrors.VerificationCodeError.isInstance(result.error)
        ? t("magicLinkInvalidCode")
        : knownErrorMessage(result.error, t);
    } catch (failure) {
      if (!KnownErrors.MultiFactorAuthenticationRequired.isInstance(failure)) throw failure;
      onMfa(failure.details.attempt_code);
      return undefined;
    }
  }

  return (
    <CodeStep
      slot="stack-code-entry"
      title={t("magicLinkCodeTitle")}
      headingLevel={headingLevel}
      titleSlot={headingLevel === "h1" ? "stack-auth-title" : "stack-section-title"}
      hint={t("magicLinkCodeHint", { email: sent.email })}
      kind="alphanumeric"
      onComplete={signIn}
      onCancel={onCancel}
    />
  );
}
