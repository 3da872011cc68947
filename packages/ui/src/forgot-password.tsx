import { useStackApp } from "@app/react";
import { useRef, useState } from "react";
import { maybeFullPage } from "./full-page.js";
import { PredefinedMessageCard } from "./predefined-message-card.js";
import { emailError } from "./primitives/email-error.js";
import { Field } from "./primitives/field.js";
import { SubmitForm } from "./primitives/submit-form.js";

/** Props of {@link ForgotPassword}. */
export interface ForgotPasswordProps {
  /** Centre the page on the whole viewport. */
  fullPage?: boolean;
}

/**
 * The forgot-password page: an Email field and 'Send reset link'; once sent, the 'Email sent!'
 * card (the service answers alike whether or not an account uses the address). The e-mail links
 * to the password-reset page.
 *
 * @example
 * ```tsx
 * <ForgotPassword fullPage />
 * ```
 */
export function ForgotPassword({ fullPage }: ForgotPasswordProps) {
  const app = useStackApp();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const emailRef = useRef<HTMLInputElement>(null);

  function showOnEmail(message: string) {
    setError(message);
    emailRef.current?.focus();
  }

  async function send(email: string) {
    const result = await app.sendForgotPasswordEmail(email);
    if (result.status === "ok") setSent(true);
    else showOnEmail(result.error.message);
  }

  function submit(data: FormData) {
    const email = String(data.get("email") ?? "").trim();
    const invalid = emailError(email);
    setError(invalid);
    if (invalid) emailRef.current?.focus();
    else return send(email);
  }

  if (sent) return <PredefinedMessageCard type="emailSent" fullPage={fullPage} />;
  return maybeFullPage(
    fullPage,
    <div data-slot="stack-auth-page">
      <div data-slot="stack-auth-header">
        <h1 data-slot="stack-auth-title">Reset your password</h1>
        <p>
          Remembered it?{" "}
          <a data-slot="stack-link" href={app.urls.signIn}>
            Sign in
          </a>
        </p>
      </div>
      <SubmitForm
        submitLabel="Send reset link"
        onSubmit={submit}
        onKnownError={(failure) => showOnEmail(failure.message)}
      >
        <Field label="Email" error={error}>
          {(control) => (
            <input
              {...control}
              ref={emailRef}
              data-slot="stack-input"
              name="email"
              type="email"
              autoComplete="email"
              onChange={() => error && setError(undefined)}
            />
          )}
        </Field>
      </SubmitForm>
    </div>,
  );
}
