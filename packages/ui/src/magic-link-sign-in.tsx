import { KnownError, KnownErrors } from "@app/core";
import { useStackApp } from "@app/react";
import { useEffect, useId, useRef, useState } from "react";
import { EmailForm } from "./email-form.js";
import { MfaPrompt } from "./mfa-prompt.js";
import { UNHANDLED_ERROR_MESSAGE } from "./primitives/async-error-message.js";
import { OtpInput } from "./primitives/otp-input.js";

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
  const headingId = useId();
  const hintId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(otp: string) {
    setPending(true);
    try {
      const result = await app.signInWithMagicLink(otp.toLowerCase() + sent.nonce);
      if (result.status === "error") {
        setError(
          KnownErrors.VerificationCodeError.isInstance(result.error)
            ? "Invalid code"
            : result.error.message,
        );
      }
    } catch (failure) {
      if (KnownErrors.MultiFactorAuthenticationRequired.isInstance(failure)) {
        onMfa(failure.details.attempt_code);
        return;
      }
      console.error(failure);
      setError(KnownError.isKnownError(failure) ? failure.message : UNHANDLED_ERROR_MESSAGE);
    } finally {
      setPending(false);
      setCode("");
    }
  }

  function change(next: string) {
    setCode(next);
    if (next.length > 0 && next.length < 6) setError(null);
    if (next.length === 6 && !pending) void submit(next);
  }

  // On arrival, and back to the input once it is enabled again after a try.
  useEffect(() => {
    if (!pending) inputRef.current?.focus();
  }, [pending]);

  return (
    <div data-slot="stack-code-entry">
      <h2 id={headingId} data-slot="stack-section-title">
        Enter the code from your email
      </h2>
      <p id={hintId}>We sent a 6-character code to {sent.email}.</p>
      <OtpInput
        ref={inputRef}
        kind="alphanumeric"
        value={code}
        onValueChange={change}
        disabled={pending}
        aria-labelledby={headingId}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error !== null}
      />
      {error ? (
        <p id={errorId} role="alert" data-slot="stack-field-error">
          {error}
        </p>
      ) : null}
      <button type="button" data-slot="stack-link-button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
