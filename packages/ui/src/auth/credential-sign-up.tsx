"use client";

import { useStackApp } from "@app/react";
import { useRef, useState } from "react";
import { knownErrorMessage } from "../i18n/error-message.js";
import { useTranslation } from "../i18n/use-translation.js";
import { emailError } from "../primitives/email-error.js";
import { Field } from "../primitives/field.js";
import { passwordError, repeatError } from "../primitives/password-errors.js";
import { PasswordInput } from "../primitives/password-input.js";
import { SubmitForm } from "../primitives/submit-form.js";
import { EmailField, submittedEmail } from "./email-field.js";

/**
 * Props of {@link CredentialSignUp}.
 *
 * @example
 * ```tsx
 * <CredentialSignUp noPasswordRepeat />
 * ```
 */
export interface CredentialSignUpProps {
  /** Leave out the Repeat Password field. */
  noPasswordRepeat?: boolean;
}

interface FieldErrors {
  email?: string | undefined;
  password?: string | undefined;
  passwordRepeat?: string | undefined;
}

/** The first message of `errors`' fields in form order, and that field. */
function firstInvalid(errors: FieldErrors): keyof FieldErrors | undefined {
  return (["email", "password", "passwordRepeat"] as const).find((field) => errors[field]);
}

/**
 * The e-mail and password sign-up form: Email, Password and Repeat Password (left out with
 * `noPasswordRepeat`). Validation runs on submit (native validation is off): 'Please enter your
 * email', 'Please enter a valid email', 'Please enter your password', the password length rules,
 * 'Please repeat your password' and 'Passwords do not match'; editing either password clears both
 * password messages. While the request is pending 'Sign Up' is disabled and busy. The service's
 * refusals (a taken e-mail, 'New account registration is not allowed'…) show under Email. On
 * success the app goes to the after-sign-up page (or `?after_auth_return_to`).
 *
 * @example
 * ```tsx
 * <StackProvider app={app}>
 *   <CredentialSignUp noPasswordRepeat />
 * </StackProvider>
 * ```
 */
export function CredentialSignUp({ noPasswordRepeat = false }: CredentialSignUpProps) {
  const app = useStackApp();
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const refs = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    passwordRepeat: useRef<HTMLInputElement>(null),
  };

  function showOnEmail(message: string) {
    setErrors({ email: message });
    refs.email.current?.focus();
  }

  async function signUp(email: string, password: string) {
    const result = await app.signUpWithCredential({ email, password });
    if (result.status === "error") showOnEmail(knownErrorMessage(result.error, t));
  }

  function submit(data: FormData) {
    const email = submittedEmail(data);
    const password = String(data.get("password") ?? "");
    const repeat = String(data.get("passwordRepeat") ?? "");
    const found: FieldErrors = {
      email: emailError(email, t),
      password: passwordError(password, t),
      passwordRepeat: noPasswordRepeat ? undefined : repeatError(password, repeat, t),
    };
    setErrors(found);
    const invalid = firstInvalid(found);
    if (invalid) refs[invalid].current?.focus();
    else return signUp(email, password);
  }

  const clearEmailError = () => {
    if (errors.email) setErrors((current) => ({ ...current, email: undefined }));
  };
  // The two password messages depend on each other: editing either clears both.
  const clearPasswordErrors = () => {
    if (errors.password || errors.passwordRepeat) {
      setErrors((current) => ({ ...current, password: undefined, passwordRepeat: undefined }));
    }
  };

  return (
    <SubmitForm
      submitLabel={t("credentialSignUpSubmit")}
      onSubmit={submit}
      onKnownError={(error) => showOnEmail(knownErrorMessage(error, t))}
    >
      <EmailField error={errors.email} inputRef={refs.email} onChange={clearEmailError} />
      <Field label={t("passwordLabel")} error={errors.password}>
        {(control) => (
          <PasswordInput
            {...control}
            ref={refs.password}
            name="password"
            autoComplete="new-password"
            onChange={clearPasswordErrors}
          />
        )}
      </Field>
      {noPasswordRepeat ? null : (
        <Field label={t("credentialRepeatPassword")} error={errors.passwordRepeat}>
          {(control) => (
            <PasswordInput
              {...control}
              ref={refs.passwordRepeat}
              name="passwordRepeat"
              autoComplete="new-password"
              onChange={clearPasswordErrors}
            />
          )}
        </Field>
      )}
    </SubmitForm>
  );
}
