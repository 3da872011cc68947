import { useRef, useState } from "react";
import { emailError } from "./primitives/email-error.js";
import { Field } from "./primitives/field.js";
import { SubmitForm } from "./primitives/submit-form.js";

/** Props of {@link EmailForm}. */
export interface EmailFormProps {
  /** The submit button's text. */
  submitLabel: string;
  /** The Email field's first value. */
  defaultEmail?: string;
  /** Sends the request for a valid address; answers the message to show under Email, if any. */
  send(email: string): Promise<string | undefined>;
}

/**
 * A form of one Email field that sends one e-mail (the forgot-password page, the magic-link
 * form): the address is checked on submit, and the service's refusals show under the field,
 * which gets the focus back.
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
export function EmailForm({ submitLabel, defaultEmail, send }: EmailFormProps) {
  const [error, setError] = useState<string | undefined>();
  const emailRef = useRef<HTMLInputElement>(null);

  function showOnEmail(message: string) {
    setError(message);
    emailRef.current?.focus();
  }

  async function sendTo(email: string) {
    const refusal = await send(email);
    if (refusal !== undefined) showOnEmail(refusal);
  }

  function submit(data: FormData) {
    const email = String(data.get("email") ?? "").trim();
    const invalid = emailError(email);
    setError(invalid);
    if (invalid) emailRef.current?.focus();
    else return sendTo(email);
  }

  return (
    <SubmitForm
      submitLabel={submitLabel}
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
            defaultValue={defaultEmail}
            onChange={() => error && setError(undefined)}
          />
        )}
      </Field>
    </SubmitForm>
  );
}
