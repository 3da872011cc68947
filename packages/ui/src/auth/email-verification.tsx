"use client";

import { KnownErrors } from "@app/core";
import { useStackApp } from "@app/react";
import { useState } from "react";
import { useTranslation } from "../i18n/use-translation.js";
import { IncompleteLinkCard } from "../primitives/incomplete-link-card.js";
import { MessageCard } from "../primitives/message-card.js";
import { type LinkCodeSource, useLinkCode } from "../primitives/use-link-code.js";

/**
 * Props of {@link EmailVerification}.
 *
 * @example
 * ```tsx
 * <EmailVerification fullPage />
 * ```
 */
export interface EmailVerificationProps extends LinkCodeSource {
  /** Centre the page on the whole viewport. */
  fullPage?: boolean;
}

/**
 * The email-verification page, opened from the verification email's link. The code is the
 * `code` prop, else `searchParams.code` (the reference SDK's prop), else the page's `?code=`;
 * without one the page says the link is incomplete. It asks first, so that a mail scanner opening
 * the link does not spend the code; 'Verify' verifies the address, then 'Your email has been
 * verified!' (or 'Invalid verification link' for a wrong, expired or used code).
 *
 * @example
 * ```tsx
 * <EmailVerification searchParams={Object.fromEntries(new URLSearchParams(location.search))} fullPage />
 * ```
 */
export function EmailVerification({ fullPage, ...source }: EmailVerificationProps) {
  const app = useStackApp();
  const { t } = useTranslation();
  const code = useLinkCode(source);
  const [outcome, setOutcome] = useState<"verified" | "invalid" | null>(null);
  const goHome = { primaryButtonText: t("goHome"), primaryAction: () => app.redirectToHome() };
  if (code === undefined) return null; // on the server: the browser knows the page's address
  if (code === null) {
    return (
      <IncompleteLinkCard
        fullPage={fullPage}
        actionText={t("goHome")}
        action={goHome.primaryAction}
      />
    );
  }
  if (outcome === "verified") {
    return (
      <MessageCard title={t("emailVerificationDoneTitle")} fullPage={fullPage} {...goHome}>
        <p>{t("emailVerificationDoneBody")}</p>
      </MessageCard>
    );
  }
  if (outcome === "invalid") {
    return (
      <MessageCard title={t("emailVerificationInvalidTitle")} fullPage={fullPage} {...goHome}>
        <p>{t("emailVerificationInvalidBody")}</p>
      </MessageCard>
    );
  }
  return (
    <MessageCard
      title={t("emailVerificationTitle")}
      fullPage={fullPage}
      primaryButtonText={t("emailVerificationVerify")}
      primaryAction={async () => {
        const result = await app.verifyEmail(code);
        if (result.status === "ok") setOutcome("verified");
        else if (KnownErrors.VerificationCodeError.isInstance(result.error)) setOutcome("invalid");
        else throw result.error;
      }}
    >
      <p>{t("emailVerificationBody")}</p>
    </MessageCard>
  );
}
