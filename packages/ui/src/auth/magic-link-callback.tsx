"use client";

import { KnownErrors } from "@app/core";
import { useStackApp } from "@app/react";
import { useState } from "react";
import { useTranslation } from "../i18n/use-translation.js";
import { IncompleteLinkCard } from "../primitives/incomplete-link-card.js";
import { MessageCard } from "../primitives/message-card.js";
import { type LinkCodeSource, useLinkCode } from "../primitives/use-link-code.js";
import { MfaPromptPage } from "./mfa-prompt.js";

/**
 * Props of {@link MagicLinkCallback}.
 *
 * @example
 * ```tsx
 * <MagicLinkCallback fullPage />
 * ```
 */
export interface MagicLinkCallbackProps extends LinkCodeSource {
  /** Centre the page on the whole viewport. */
  fullPage?: boolean;
}

/**
 * The magic-link-callback page, opened from the sign-in email's link. The code is the `code`
 * prop, else `searchParams.code` (the reference SDK's prop), else the page's `?code=`; without
 * one the page says the link is incomplete. It asks first, so that a mail scanner opening the
 * link does not spend the code; 'Sign in' signs in (a new address signs up) and goes on to
 * `after_auth_return_to`, the after-sign-up page (new users) or the after-sign-in page. A wrong,
 * expired or used link shows 'Invalid code'; a user with two-factor authentication is asked for
 * their TOTP code.
 *
 * @example
 * ```tsx
 * <MagicLinkCallback searchParams={Object.fromEntries(new URLSearchParams(location.search))} fullPage />
 * ```
 */
export function MagicLinkCallback({ fullPage, ...source }: MagicLinkCallbackProps) {
  const app = useStackApp();
  const { t } = useTranslation();
  const code = useLinkCode(source);
  const [invalid, setInvalid] = useState(false);
  const [attemptCode, setAttemptCode] = useState<string | null>(null);
  const signIn = () => app.redirectTo(app.urls.signIn);
  if (code === undefined) return null; // on the server: the browser knows the page's address
  if (code === null) {
    return <IncompleteLinkCard fullPage={fullPage} actionText={t("signIn")} action={signIn} />;
  }
  if (attemptCode) return <MfaPromptPage attemptCode={attemptCode} fullPage={fullPage} />;
  if (invalid) {
    return (
      <MessageCard
        title={t("magicLinkInvalidCode")}
        fullPage={fullPage}
        primaryButtonText={t("signIn")}
        primaryAction={signIn}
      >
        <p>{t("magicLinkCallbackInvalidBody")}</p>
      </MessageCard>
    );
  }
  return (
    <MessageCard
      title={t("magicLinkCallbackTitle")}
      fullPage={fullPage}
      primaryButtonText={t("signIn")}
      primaryAction={async () => {
        try {
          const result = await app.signInWithMagicLink(code);
          if (result.status === "error") setInvalid(true);
        } catch (error) {
          if (!KnownErrors.MultiFactorAuthenticationRequired.isInstance(error)) throw error;
          setAttemptCode(error.details.attempt_code);
        }
      }}
    >
      <p>{t("magicLinkCallbackBody")}</p>
    </MessageCard>
  );
}
