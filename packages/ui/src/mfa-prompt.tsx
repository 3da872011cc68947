import { KnownError, KnownErrors } from "@app/core";
import { useStackApp } from "@app/react";
import { useEffect, useId, useRef, useState } from "react";
import { maybeFullPage } from "./full-page.js";
import { UNHANDLED_ERROR_MESSAGE } from "./primitives/async-error-message.js";
import { OtpInput } from "./primitives/otp-input.js";

/** Props of {@link MfaPrompt}. */
export interface MfaPromptProps {
  /** The `details.attempt_code` of the MULTI_FACTOR_AUTHENTICATION_REQUIRED error. */
  attemptCode: string;
  /** Shows a Cancel button that calls it (e.g. back to the sign-in form). */
  onCancel?: () => void;
  /** The heading's level: `h1` when the prompt is the whole page. Default `h2`. */
  headingLevel?: "h1" | "h2";
  /** What a wrong code says. Default the error's message, 'Invalid TOTP code'. */
  invalidCodeMessage?: string | undefined;
}

/**
 * Asks for the six-digit code of the user's authenticator app after a sign-in answered
 * MULTI_FACTOR_AUTHENTICATION_REQUIRED, and completes the sign-in with it (`signInWithMfa`). The
 * code is sent as soon as six digits are in; the input is disabled meanwhile and cleared after a
 * failure ('Invalid TOTP code'), whose message goes away when the code is edited.
 *
 * @example
 * ```tsx
 * try {
 *   await app.signInWithCredential({ email, password });
 * } catch (error) {
 *   if (KnownErrors.MultiFactorAuthenticationRequired.isInstance(error)) {
 *     setPrompt(<MfaPrompt attemptCode={error.details.attempt_code} />);
 *   }
 * }
 * ```
 */
export function MfaPrompt({
  attemptCode,
  onCancel,
  headingLevel = "h2",
  invalidCodeMessage,
}: MfaPromptProps) {
  const app = useStackApp();
  const headingId = useId();
  const hintId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const Heading = headingLevel;

  async function submit(totp: string) {
    setPending(true);
    try {
      const result = await app.signInWithMfa(totp, attemptCode);
      if (result.status === "error") {
        const wrongCode = KnownErrors.InvalidTotpCode.isInstance(result.error);
        setError(wrongCode && invalidCodeMessage ? invalidCodeMessage : result.error.message);
      }
    } catch (failure) {
      console.error(failure);
      setError(KnownError.isKnownError(failure) ? failure.message : UNHANDLED_ERROR_MESSAGE);
    } finally {
      setPending(false);
      setCode("");
    }
  }

  // On arrival, and back to the input once it is enabled again after a try.
  useEffect(() => {
    if (!pending) inputRef.current?.focus();
  }, [pending]);

  function change(next: string) {
    setCode(next);
    if (next.length > 0 && next.length < 6) setError(null);
    if (next.length === 6 && !pending) void submit(next);
  }

  return (
    <div data-slot="stack-mfa-prompt">
      <Heading id={headingId} data-slot="stack-auth-title">
        Two-factor authentication
      </Heading>
      <p id={hintId}>Enter the six-digit code from your authenticator app.</p>
      <OtpInput
        ref={inputRef}
        kind="numeric"
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
          Cancel
        </button>
      ) : null}
    </div>
  );
}

/** Props of {@link MfaPromptPage}. */
export interface MfaPromptPageProps {
  /** The `details.attempt_code` of the MULTI_FACTOR_AUTHENTICATION_REQUIRED error. */
  attemptCode: string;
  /** Centre the page on the whole viewport. */
  fullPage?: boolean | undefined;
  /** What a wrong code says. Default 'Invalid TOTP code'. */
  invalidCodeMessage?: string | undefined;
}

/**
 * {@link MfaPrompt} as a page of its own (a card with an `h1`), for the callback pages whose
 * sign-in needs the TOTP code: the OAuth callback and the magic-link callback. Cancel goes to the
 * sign-in page.
 *
 * @example
 * ```tsx
 * if (attemptCode) return <MfaPromptPage attemptCode={attemptCode} fullPage />;
 * ```
 */
export function MfaPromptPage({ attemptCode, fullPage, invalidCodeMessage }: MfaPromptPageProps) {
  const app = useStackApp();
  return maybeFullPage(
    fullPage,
    <div data-slot="stack-card">
      <MfaPrompt
        attemptCode={attemptCode}
        headingLevel="h1"
        invalidCodeMessage={invalidCodeMessage}
        onCancel={() => {
          app.redirectTo(app.urls.signIn).catch((error: unknown) => console.error(error));
        }}
      />
    </div>,
  );
}
