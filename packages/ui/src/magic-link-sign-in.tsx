import { KnownErrors } from "@app/core";
import { useStackApp } from "@app/react";
import { useState } from "react";
import { EmailForm } from "./email-form.js";
import { MfaPrompt } from "./mfa-prompt.js";
import { CodeStep } from "./primitives/code-step.js";

/** What the e-mail the magic link went to, and the nonce that completes its typed code. */
interface Sent {
  email: string;
  nonce: string;
}

/**
 * The magic-link form: an Email field and 'Send email'. Once sent, the code-entry view asks for
 * the 6-character code of the e-mail (letters and digits, upper-cased as typed or pasted) and
 * signs in as soon as all six are in, the input disabled meanwhile and cleared after a failure
 * ('Invalid code'); editing the code clears the message, and Cancel goes back to the Email field.
 * A new address signs up (then the app goes to the after-sign-up page). A user with two-factor
 * authentication is asked for their TOTP code next.
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
  const [sent, setSent] = useState<Sent | null>(null);
  const [lastEmail, setLastEmail] = useState("");
  const [attemptCode, setAttemptCode] = useState<string | null>(null);

  async function send(email: string) {
    const result = await app.sendMagicLinkEmail(email);
    if (result.status === "error") return result.error.message;
    setSent({ email, nonce: result.data.nonce });
    return undefined;
  }

  if (attemptCode) {
    return <MfaPrompt attemptCode={attemptCode} onCancel={() => setAttemptCode(null)} />;
  }
  if (!sent) {
    return <EmailForm submitLabel="Send email" defaultEmail={lastEmail} send={send} />;
  }
  const cancel = () => {
    setLastEmail(sent.email);
    setSent(null);
  };
  return <CodeEntry sent={sent} onCancel={cancel} onMfa={setAttemptCode} />;
}

function CodeEntry({
  sent,
  onCancel,
  onMfa,
}: {
  sent: Sent;
  onCancel(): void;
  onMfa(attemptCode: string): void;
}) {
  const app = useStackApp();

  async function signIn(otp: string) {
    try {
      const result = await app.signInWithMagicLink(otp.toLowerCase() + sent.nonce);
      if (result.status === "ok") return undefined;
      return KnownErrors.VerificationCodeError.isInstance(result.error)
        ? "Invalid code"
        : result.error.message;
    } catch (failure) {
      if (!KnownErrors.MultiFactorAuthenticationRequired.isInstance(failure)) throw failure;
      onMfa(failure.details.attempt_code);
      return undefined;
    }
  }

  return (
    <CodeStep
      slot="stack-code-entry"
      title="Enter the code from your email"
      titleSlot="stack-section-title"
      hint={<>We sent a 6-character code to {sent.email}.</>}
      kind="alphanumeric"
      onComplete={signIn}
      onCancel={onCancel}
    />
  );
}
