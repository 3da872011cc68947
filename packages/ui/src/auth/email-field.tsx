import type { RefObject } from "react";
import { useTranslation } from "../i18n/use-translation.js";
import { Field } from "../primitives/field.js";

/** Props of {@link EmailField}. */
export interface EmailFieldProps {
  /** The message under the field (a check's or the service's), if any. */
  error: string | undefined;
  /** The input, for the form that moves the focus to it. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** The field's first value. */
  defaultValue?: string | undefined;
  /** Called on each edit (the forms clear the field's message). */
  onChange(): void;
}

/**
 * The Email field of the sign-in family's forms (credential sign-in and sign-up, the one-field
 * e-mail form): an `email` input named `email`, labelled 'Email', its message under it.
 *
 * @example
 * ```tsx
 * <EmailField error={errors.email} inputRef={emailRef} onChange={clearEmailError} />
 * ```
 */
export function EmailField({ error, inputRef, defaultValue, onChange }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <Field label={t("emailLabel")} error={error}>
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          data-slot="stack-input"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={defaultValue}
          onChange={onChange}
        />
      )}
    </Field>
  );
}

/** The address a form of {@link EmailField} submitted, trimmed. */
export function submittedEmail(data: FormData): string {
  return String(data.get("email") ?? "").trim();
}
