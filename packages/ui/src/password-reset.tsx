import { type KnownError, KnownErrors } from "@app/core";
import { getPasswordError } from "@app/core/internal";
import { usePromise, useStackApp } from "@app/react";
import { Suspense, useMemo, useRef, useState } from "react";
import { maybeFullPage } from "./full-page.js";
import { MessageCard } from "./message-card.js";
import { PasswordInput } from "./password-input.js";
import { PredefinedMessageCard } from "./predefined-message-card.js";
import { Field } from "./primitives/field.js";
import { LoadingIndicator } from "./primitives/loading-indicator.js";
import { SubmitForm } from "./primitives/submit-form.js";

/** Props of {@link PasswordReset}. */
export interface PasswordResetProps {
  /** The `code` of the reset e-mail's link (the handler page passes the page's `code`). */
  code: string;
  /** Centre the page on the whole viewport. */
  fullPage?: boolean;
}

interface FieldErrors {
  password?: string | undefined;
  passwordRepeat?: string | undefined;
}

/**
 * The password-reset page, opened from the reset e-mail's link: it checks the code first (a
 * spent or wrong one says so), then asks for the new password twice, with the sign-up rules; on
 * success it shows the 'Password reset successfully!' card.
 *
 * @example
 * ```tsx
 * <PasswordReset code={new URLSearchParams(location.search).get("code") ?? ""} fullPage />
 * ```
 */
export function PasswordReset({ code, fullPage }: PasswordResetProps) {
  const app = useStackApp();
  // One check per code, kept across renders (and StrictMode's double render).
  const check = useMemo(() => app.verifyPasswordResetCode(code), [app, code]);
  return (
    <Suspense
      fallback={maybeFullPage(fullPage, <LoadingIndicator label="Checking the link…" asHeading />)}
    >
      <PasswordResetContent check={check} code={code} fullPage={fullPage} />
    </Suspense>
  );
}

function PasswordResetContent({
  check,
  code,
  fullPage,
}: {
  check: ReturnType<ReturnType<typeof useStackApp>["verifyPasswordResetCode"]>;
  code: string;
  fullPage: boolean | undefined;
}) {
  const app = useStackApp();
  const checked = usePromise(check);
  const [done, setDone] = useState(false);
  const [invalid, setInvalid] = useState(checked.status === "error");
  const [errors, setErrors] = useState<FieldErrors>({});
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);

  if (done) return <PredefinedMessageCard type="passwordReset" fullPage={fullPage} />;
  if (invalid) {
    return (
      <MessageCard
        title="Invalid password reset link"
        fullPage={fullPage}
        primaryButtonText="Send a new link"
        primaryAction={() => app.redirectTo(app.urls.forgotPassword)}
      >
        <p>This link is wrong, expired or already used. Ask for a new one.</p>
      </MessageCard>
    );
  }

  async function reset(password: string) {
    const result = await app.resetPassword({ code, password });
    if (result.status === "ok") setDone(true);
    else if (KnownErrors.VerificationCodeError.isInstance(result.error)) setInvalid(true);
  }

  function showOnPassword(error: KnownError) {
    setErrors({ password: error.message });
    passwordRef.current?.focus();
  }

  function submit(data: FormData) {
    const password = String(data.get("password") ?? "");
    const repeat = String(data.get("passwordRepeat") ?? "");
    const found: FieldErrors = {
      password:
        password === "" ? "Please enter your password" : getPasswordError(password)?.message,
      passwordRepeat:
        repeat === ""
          ? "Please repeat your password"
          : repeat !== password
            ? "Passwords do not match"
            : undefined,
    };
    setErrors(found);
    if (found.password) passwordRef.current?.focus();
    else if (found.passwordRepeat) repeatRef.current?.focus();
    else return reset(password);
  }

  // The two password messages depend on each other: editing either clears both.
  const clearErrors = () => {
    if (errors.password || errors.passwordRepeat) setErrors({});
  };

  return maybeFullPage(
    fullPage,
    <div data-slot="stack-auth-page">
      <div data-slot="stack-auth-header">
        <h1 data-slot="stack-auth-title">Reset your password</h1>
      </div>
      <SubmitForm submitLabel="Reset Password" onSubmit={submit} onKnownError={showOnPassword}>
        <Field label="New Password" error={errors.password}>
          {(control) => (
            <PasswordInput
              {...control}
              ref={passwordRef}
              name="password"
              autoComplete="new-password"
              onChange={clearErrors}
            />
          )}
        </Field>
        <Field label="Repeat New Password" error={errors.passwordRepeat}>
          {(control) => (
            <PasswordInput
              {...control}
              ref={repeatRef}
              name="passwordRepeat"
              autoComplete="new-password"
              onChange={clearErrors}
            />
          )}
        </Field>
      </SubmitForm>
    </div>,
  );
}
