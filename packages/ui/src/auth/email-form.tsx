import { type RefObject, useRef, useState } from "react";
import { knownErrorMessage } from "../i18n/error-message.js";
import { useTranslation } from "../i18n/use-translation.js";
import { emailError } from "../primitives/email-error.js";
import { SubmitForm } from "../primitives/submit-form.js";
import { EmailField, submittedEmail } from "./email-field.js";

/** Props of {@link EmailForm}. */
export interface EmailFormProps {
  /** The submit button's text. */
  submitLabel: string;
  /** The Email field's first value. */
  defaultEmail?: string;
  /** Sends the request for a valid address; answers the message to show under Email, if any. */
  send(email: string): Promise<string | undefined>;
  /** The Email input, for a caller that moves the focus back to it. */
  inputRef?: RefObject<HTMLInputElement | null> | undefined;
}

/**
 * A form of one Email field that sends one e-mail (the forgot-password page, the magic-link
 * form): the address is checked on submit, and the service's refusals (translated when
 * `@app/ui` knows them) show under the field, which gets the focus back.
 *
 * @example
 * ```tsx
 * <EmailForm
 *   submitLabel="Send email"
 *   send={async (email) => {
 *     const result = await app.sendMagicLinkEmail(email);
 *     return result.status === "ok" ? undefined : result.error.message;
 *   }}
 * />
 * ```
 */
export function EmailForm({ submitLabel, defaultEmail, send, inputRef }: EmailFormProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | undefined>();
  const ownRef = useRef<HTMLInputElement>(null);
  const emailRef = inputRef ?? ownRef;

  function showOnEmail(message: string) {
    setError(message);
    emailRef.current?.focus();
  }

  async function sendTo(email: string) {
    const refusal = await send(email);
    if (refusal !== undefined) showOnEmail(refusal);
  }

  function submit(data: FormData) {
    const email = submittedEmail(data);
    const invalid = emailError(email, t);
    setError(invalid);
    if (invalid) emailRef.current?.focus();
    else return sendTo(email);
  }

  return (
    <SubmitForm
      submitLabel={submitLabel}
      onSubmit={submit}
      onKnownError={(failure) => showOnEmail(knownErrorMessage(failure, t))}
    >
      <EmailField
        error={error}
        inputRef={emailRef}
        defaultValue={defaultEmail}
        onChange={() => error && setError(undefined)}
      />
    </SubmitForm>
  );
}
