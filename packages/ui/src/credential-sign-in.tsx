import { type KnownError, KnownErrors } from "@app/core";
import { useStackApp } from "@app/react";
import { useRef, useState } from "react";
import { MfaPrompt } from "./mfa-prompt.js";
import { PasswordInput } from "./password-input.js";
import { emailError } from "./primitives/email-error.js";
import { Field } from "./primitives/field.js";
import { SubmitForm } from "./primitives/submit-form.js";

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
 * next ({@link MfaPrompt}).
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
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attemptCode, setAttemptCode] = useState<string | null>(null);
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
      setAttemptCode(error.details.attempt_code);
    } else {
      showOnEmail(error);
    }
  }

  function showOnEmail(error: KnownError) {
    setErrors({ email: signInErrorMessage(error) });
    emailRef.current?.focus();
  }

  function submit(data: FormData) {
    const email = String(data.get("email") ?? "").trim();
    const password = String(data.get("password") ?? "");
    const found: FieldErrors = {
      email: emailError(email),
      password: password === "" ? "Please enter your password" : undefined,
    };
    setErrors(found);
    if (found.email) emailRef.current?.focus();
    else if (found.password) passwordRef.current?.focus();
    else return signIn(email, password);
  }

  const clearError = (field: keyof FieldErrors) => () => {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  if (attemptCode) {
    return <MfaPrompt attemptCode={attemptCode} onCancel={() => setAttemptCode(null)} />;
  }

  return (
    <SubmitForm submitLabel="Sign In" onSubmit={submit} onKnownError={showKnownError}>
      <Field label="Email" error={errors.email}>
        {(control) => (
          <input
            {...control}
            ref={emailRef}
            data-slot="stack-input"
            name="email"
            type="email"
            autoComplete="email"
            onChange={clearError("email")}
          />
        )}
      </Field>
      <Field
        label="Password"
        error={errors.password}
        addon={
          <a data-slot="stack-link" href={app.urls.forgotPassword}>
            Forgot password?
          </a>
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
    </SubmitForm>
  );
}

function signInErrorMessage(error: KnownError): string {
  return KnownErrors.EmailPasswordMismatch.isInstance(error)
    ? "Wrong e-mail or password."
    : error.message;
}
