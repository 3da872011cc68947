"use client";

import { type KnownError, KnownErrors } from "@app/core";
import { usePromise, useStackApp } from "@app/react";
import { Suspense, useMemo, useRef, useState } from "react";
import { knownErrorMessage } from "../i18n/error-message.js";
import { useTranslation } from "../i18n/use-translation.js";
import { Field } from "../primitives/field.js";
import { maybeFullPage } from "../primitives/full-page.js";
import { IncompleteLinkCard } from "../primitives/incomplete-link-card.js";
import { LoadingIndicator } from "../primitives/loading-indicator.js";
import { MessageCard } from "../primitives/message-card.js";
import { passwordError, repeatError } from "../primitives/password-errors.js";
import { PasswordInput } from "../primitives/password-input.js";
import { PredefinedMessageCard } from "../primitives/predefined-message-card.js";
import { SubmitForm } from "../primitives/submit-form.js";
import { type LinkCodeSource, useLinkCode } from "../primitives/use-link-code.js";

/**
 * Props of {@link PasswordReset}.
 *
 * @example
 * ```tsx
 * <PasswordReset fullPage />
 * ```
 */
export interface PasswordResetProps extends LinkCodeSource {
  /** Centre the page on the whole viewport. */
  fullPage?: boolean;
}

interface FieldErrors {
  password?: string | undefined;
  passwordRepeat?: string | undefined;
}

/**
 * The password-reset page, opened from the reset email's link. The code is the `code` prop, else
 * `searchParams.code` (the reference SDK's prop), else the page's `?code=`; without one the page
 * says the link is incomplete. It checks the code first (a spent or wrong one says so), then asks
 * for the new password twice, with the sign-up rules; on success it shows the 'Password reset
 * successfully!' card.
 *
 * @example
 * ```tsx
 * <PasswordReset searchParams={Object.fromEntries(new URLSearchParams(location.search))} fullPage />
 * ```
 */
export function PasswordReset({ fullPage, ...source }: PasswordResetProps) {
  const app = useStackApp();
  const { t } = useTranslation();
  const code = useLinkCode(source);
  if (code === undefined) return null; // on the server: the browser knows the page's address
  if (code === null) {
    return (
      <IncompleteLinkCard
        fullPage={fullPage}
        actionText={t("passwordResetSendNewLink")}
        action={() => app.redirectTo(app.urls.forgotPassword)}
      />
    );
  }
  return <CheckedPasswordReset code={code} fullPage={fullPage} />;
}

function CheckedPasswordReset({ code, fullPage }: { code: string; fullPage: boolean | undefined }) {
  const app = useStackApp();
  const { t } = useTranslation();
  // One check per code, kept across renders (and StrictMode's double render).
  const check = useMemo(() => app.verifyPasswordResetCode(code), [app, code]);
  return (
    <Suspense
      fallback={maybeFullPage(
        fullPage,
        <LoadingIndicator label={t("passwordResetChecking")} asHeading />,
      )}
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
  const { t } = useTranslation();
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
        title={t("passwordResetInvalidTitle")}
        fullPage={fullPage}
        primaryButtonText={t("passwordResetSendNewLink")}
        primaryAction={() => app.redirectTo(app.urls.forgotPassword)}
      >
        <p>{t("passwordResetInvalidBody")}</p>
      </MessageCard>
    );
  }

  async function reset(password: string) {
    const result = await app.resetPassword({ code, password });
    if (result.status === "ok") setDone(true);
    else if (KnownErrors.VerificationCodeError.isInstance(result.error)) setInvalid(true);
  }

  function showOnPassword(error: KnownError) {
    setErrors({ password: knownErrorMessage(error, t) });
    passwordRef.current?.focus();
  }

  function submit(data: FormData) {
    const password = String(data.get("password") ?? "");
    const repeat = String(data.get("passwordRepeat") ?? "");
    const found: FieldErrors = {
      password: passwordError(password, t),
      passwordRepeat: repeatError(password, repeat, t),
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
        <h1 data-slot="stack-auth-title">{t("forgotPasswordTitle")}</h1>
      </div>
      <SubmitForm
        submitLabel={t("passwordResetSubmit")}
        onSubmit={submit}
        onKnownError={showOnPassword}
      >
        <Field label={t("passwordResetNewPassword")} error={errors.password}>
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
        <Field label={t("passwordResetRepeatNewPassword")} error={errors.passwordRepeat}>
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
