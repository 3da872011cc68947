import { KnownError } from "@app/core";
import { useStackApp } from "@app/react";
import { type FormEvent, useRef, useState } from "react";
import { maybeFullPage } from "./full-page.js";
import { PredefinedMessageCard } from "./predefined-message-card.js";
import { UNHANDLED_ERROR_MESSAGE } from "./primitives/async-error-message.js";
import { Button } from "./primitives/button.js";
import { emailError } from "./primitives/email-error.js";
import { Field } from "./primitives/field.js";

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
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  function showOnEmail(message: string) {
    setError(message);
    emailRef.current?.focus();
  }

  async function send(email: string) {
    setPending(true);
    try {
      const result = await app.sendForgotPasswordEmail(email);
      if (result.status === "ok") setSent(true);
      else showOnEmail(result.error.message);
    } catch (failure) {
      if (KnownError.isKnownError(failure)) {
        showOnEmail(failure.message);
      } else {
        console.error(failure);
        setFormError(UNHANDLED_ERROR_MESSAGE);
      }
    } finally {
      setPending(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    const invalid = emailError(email);
    setError(invalid);
    setFormError(null);
    if (invalid) emailRef.current?.focus();
    else void send(email);
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
      <form data-slot="stack-form" noValidate onSubmit={handleSubmit}>
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
        {formError ? (
          <p role="alert" data-slot="stack-form-error">
            {formError}
          </p>
        ) : null}
        <Button type="submit" loading={pending}>
          Send reset link
        </Button>
      </form>
    </div>,
  );
}
