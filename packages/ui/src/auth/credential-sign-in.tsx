"use client";

import { type KnownError, KnownErrors } from "@app/core";
import { useStackApp } from "@app/react";
import { useRef, useState } from "react";
import { knownErrorMessage } from "../i18n/error-message.js";
import { type Translation, useTranslation } from "../i18n/use-translation.js";
import { useAuthStep } from "../primitives/auth-step.js";
import { emailError } from "../primitives/email-error.js";
import { Field } from "../primitives/field.js";
import { PasswordInput } from "../primitives/password-input.js";
import { StackLink } from "../primitives/stack-link.js";
import { SubmitForm } from "../primitives/submit-form.js";
import { EmailField, submittedEmail } from "./email-field.js";
import { MfaPrompt } from "./mfa-prompt.js";

interface FieldErrors {
  email?: string | undefined;
  password?: string | undefined;
}

/**
 * The e-mail and password sign-in form. Validation runs on submit (native validation is off):
 * the messages appear under their fields and focus moves to the first invalid one. While the
 * request is pending the 'Sign In' button is disabled and busy; a rejected sign-in is shown under
 * the Email field, like any other known error. On success the app redirects to the after-sign-in page (or the page in
 * `?after_auth_return_to`). A user with two-factor authentication is asked for their TOTP code
 * next ({@link MfaPrompt}), in place of the form (of the whole page on an {@link AuthPage}).
 *
 * @example
 * ```tsx
 * <StackProvider app={app}>
 *   <CredentialSignIn />
 * </StackProvider>
 * ```
 */
export function CredentialSignIn() {
  const app = useStackApp();
  const { t } = useTranslation();
  const step = useAuthStep();
  const [errors, setErrors] = useState<FieldErrors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function signIn(email: string, password: string) {
    const result = await app.signInWithCredential({ email, password });
    if (result.status === "error") showOnEmail(result.error);
  }

  // Known errors the core throws rather than returns (e.g. password sign-in disabled) are the
  // user's business too. Two-factor users are asked for their TOTP code next.
  function showKnownError(error: KnownError) {
    if (KnownErrors.MultiFactorAuthenticationRequired.isInstance(error)) {
      step.show(
        <MfaPrompt
          attemptCode={error.details.attempt_code}
          headingLevel={step.headingLevel}
          onCancel={() => step.show(null)}
        />,
      );
    } else {
      showOnEmail(error);
    }
  }

  function showOnEmail(error: KnownError) {
    setErrors({ email: signInErrorMessage(error, t) });
    emailRef.current?.focus();
  }

  function submit(data: FormData) {
    const email = submittedEmail(data);
    const password = String(data.get("password") ?? "");
    const found: FieldErrors = {
      email: emailError(email, t),
      password: password === "" ? t("formEnterPassword") : undefined,
    };
    setErrors(found);
    if (found.email) emailRef.current?.focus();
    else if (found.password) passwordRef.current?.focus();
    else return signIn(email, password);
  }

  const clearError = (field: keyof FieldErrors) => () => {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return step.wrap(
    <SubmitForm
      submitLabel={t("credentialSignInSubmit")}
      onSubmit={submit}
      onKnownError={showKnownError}
    >
      <EmailField error={errors.email} inputRef={emailRef} onChange={clearError("email")} />
      <Field
        label={t("passwordLabel")}
        error={errors.password}
        addon={
          <StackLink data-slot="stack-link" href={app.urls.forgotPassword}>
            {t("credentialForgotPassword")}
          </StackLink>
        }
      >
        {(control) => (
          <PasswordInput
            {...control}
            ref={passwordRef}
            name="password"
            autoComplete="current-password"
            onChange={clearError("password")}
          />
        )}
      </Field>
    </SubmitForm>,
  );
}

function signInErrorMessage(error: KnownError, t: Translation["t"]): string {
  return KnownErrors.EmailPasswordMismatch.isInstance(error)
    ? t("errorEmailPasswordMismatch")
    : knownErrorMessage(error, t);
}
