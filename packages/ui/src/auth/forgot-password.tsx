"use client";

import { useStackApp } from "@app/react";
import { useState } from "react";
import { knownErrorMessage } from "../i18n/error-message.js";
import { useTranslation } from "../i18n/use-translation.js";
import { maybeFullPage } from "../primitives/full-page.js";
import { PredefinedMessageCard } from "../primitives/predefined-message-card.js";
import { StackLink } from "../primitives/stack-link.js";
import { EmailForm } from "./email-form.js";

/**
 * Props of {@link ForgotPassword}.
 *
 * @example
 * ```tsx
 * <ForgotPassword fullPage />
 * ```
 */
export interface ForgotPasswordProps {
  /** Centre the page on the whole viewport. */
  fullPage?: boolean;
}

/**
 * The forgot-password page: an Email field and 'Send reset link'; once sent, the 'Email sent!'
 * card (the service answers alike whether or not an account uses the address), with a way back
 * to sign-in. The email links to the password-reset page.
 *
 * @example
 * ```tsx
 * <ForgotPassword fullPage />
 * ```
 */
export function ForgotPassword({ fullPage }: ForgotPasswordProps) {
  const app = useStackApp();
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);

  async function send(email: string) {
    const result = await app.sendForgotPasswordEmail(email);
    if (result.status === "error") return knownErrorMessage(result.error, t);
    setSent(true);
    return undefined;
  }

  if (sent) return <PredefinedMessageCard type="emailSent" fullPage={fullPage} />;
  return maybeFullPage(
    fullPage,
    <div data-slot="stack-auth-page">
      <div data-slot="stack-auth-header">
        <h1 data-slot="stack-auth-title">{t("forgotPasswordTitle")}</h1>
        <p>
          {t("forgotPasswordRemembered")}{" "}
          <StackLink data-slot="stack-link" href={app.urls.signIn}>
            {t("signIn")}
          </StackLink>
        </p>
      </div>
      <EmailForm submitLabel={t("forgotPasswordSubmit")} send={send} />
    </div>,
  );
}
