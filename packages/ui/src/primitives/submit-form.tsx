import { KnownError } from "@app/core";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "../i18n/use-translation.js";
import { Button } from "./button.js";
import { ErrorAlert } from "./error-alert.js";

/** Props of {@link SubmitForm}. */
export interface SubmitFormProps {
  /** The submit button's text. */
  submitLabel: ReactNode;
  /**
   * Called on submit with the form's data, never while a request is pending. Checks the fields
   * (showing their messages) and answers the request's promise when they are valid, or nothing.
   */
  onSubmit(data: FormData): Promise<void> | undefined;
  /**
   * A known error that the request threw: the user's business (sign-up disabled, an unverified
   * account…), to be shown on a field. Anything else is the developer's: it goes to the console,
   * and the form shows a generic alert.
   */
  onKnownError(error: KnownError): void;
  /** The fields. */
  children: ReactNode;
}

/**
 * A form whose submit runs one request: native validation off, the submit button disabled and busy
 * while the request is pending, a second submit meanwhile ignored, and an unexpected failure shown
 * in an alert above the button (cleared by the next submit).
 *
 * @example
 * ```tsx
 * <SubmitForm
 *   submitLabel="Send email"
 *   onSubmit={(data) => send(String(data.get("email")))}
 *   onKnownError={(error) => setEmailError(error.message)}
 * >
 *   <Field label="Email" error={emailError}>{(control) => <input {...control} name="email" />}</Field>
 * </SubmitForm>
 * ```
 */
export function SubmitForm({ submitLabel, onSubmit, onKnownError, children }: SubmitFormProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function run(request: Promise<void>) {
    setPending(true);
    try {
      await request;
    } catch (failure) {
      if (KnownError.isKnownError(failure)) {
        onKnownError(failure);
      } else {
        console.error(failure);
        setFormError(t("unhandledError"));
      }
    } finally {
      setPending(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const request = onSubmit(new FormData(event.currentTarget));
    if (request) void run(request); // never rejects: every failure is shown in the form
  }

  return (
    <form data-slot="stack-form" noValidate onSubmit={handleSubmit}>
      {children}
      <ErrorAlert message={formError} slot="stack-form-error" />
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
