import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { asyncErrorMessage } from "../i18n/error-message.js";
import { useTranslation } from "../i18n/use-translation.js";
import { OtpInput, type OtpInputProps } from "./otp-input.js";

/** The number of characters of every one-time code the forms ask for. */
const CODE_LENGTH = 6;

/** Props of {@link CodeStep}. */
export interface CodeStepProps {
  /** The root's `data-slot`, which the stylesheet and the tests key on. */
  slot: "stack-code-entry" | "stack-mfa-prompt";
  /** The heading's text; it also names the input. */
  title: string;
  /** The heading's level. Default `h2`. */
  headingLevel?: "h1" | "h2" | undefined;
  /** The heading's `data-slot`. */
  titleSlot: "stack-section-title" | "stack-auth-title";
  /** The line under the heading; it describes the input. */
  hint: ReactNode;
  /** Which characters the code has. */
  kind: OtpInputProps["kind"];
  /**
   * Called with the six characters as soon as they are in, never while a try is pending. Answers
   * the message to show (a wrong code…), or nothing. A failure it throws is logged and shown as
   * its known-error message, or a generic one.
   */
  onComplete(code: string): Promise<string | undefined>;
  /** Shows a Cancel button that calls it. */
  onCancel?: (() => void) | undefined;
}

/**
 * One step of a sign-in that asks for a six-character one-time code: a heading, a hint and
 * {@link OtpInput}, focused on arrival. At six characters the code is handed to `onComplete`; the
 * input is disabled meanwhile, then cleared and focused again, with the answer's message in an
 * alert linked to the input (editing the code clears it). Internal: the magic-link code entry and
 * the TOTP prompt are built on it.
 *
 * @example
 * ```tsx
 * <CodeStep
 *   slot="stack-mfa-prompt"
 *   title="Two-factor authentication"
 *   titleSlot="stack-auth-title"
 *   hint="Enter the six-digit code from your authenticator app."
 *   kind="numeric"
 *   onComplete={async (totp) => {
 *     const result = await app.signInWithMfa(totp, attemptCode);
 *     return result.status === "ok" ? undefined : result.error.message;
 *   }}
 * />
 * ```
 */
export function CodeStep({
  slot,
  title,
  headingLevel: Heading = "h2",
  titleSlot,
  hint,
  kind,
  onComplete,
  onCancel,
}: CodeStepProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const hintId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(complete: string) {
    setPending(true);
    try {
      const message = await onComplete(complete);
      if (message !== undefined) setError(message);
    } catch (failure) {
      console.error(failure);
      setError(asyncErrorMessage(failure, t));
    } finally {
      setPending(false);
      setCode("");
    }
  }

  function change(next: string) {
    setCode(next);
    if (next.length > 0 && next.length < CODE_LENGTH) setError(null);
    if (next.length === CODE_LENGTH && !pending) void submit(next); // never rejects
  }

  // On arrival, and back to the input once it is enabled again after a try.
  useEffect(() => {
    if (!pending) inputRef.current?.focus();
  }, [pending]);

  return (
    <div data-slot={slot}>
      <Heading id={headingId} data-slot={titleSlot}>
        {title}
      </Heading>
      <p id={hintId}>{hint}</p>
      <OtpInput
        ref={inputRef}
        kind={kind}
        length={CODE_LENGTH}
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
      {onCancel ? (
        <button type="button" data-slot="stack-link-button" onClick={onCancel}>
          {t("cancel")}
        </button>
      ) : null}
    </div>
  );
}
