"use client";

import { useStackApp } from "@app/react";
import { useTranslation } from "../i18n/use-translation.js";
import { MessageCard } from "./message-card.js";

/**
 * The message cards every auth flow shares.
 *
 * @example
 * ```ts
 * const type: PredefinedMessageCardType = "signedOut";
 * ```
 */
export type PredefinedMessageCardType =
  | "signedIn"
  | "signedOut"
  | "signUpDisabled"
  | "emailSent"
  | "passwordReset"
  | "unknownError";

/**
 * Props of {@link PredefinedMessageCard}.
 *
 * @example
 * ```tsx
 * <PredefinedMessageCard type="signedIn" />
 * ```
 */
export interface PredefinedMessageCardProps {
  /** Which message to show. */
  type: PredefinedMessageCardType;
  /** Centre the card on the whole page. */
  fullPage?: boolean;
}

/**
 * One of the standard message cards, with its fixed texts and buttons wired to the app of the
 * nearest `StackProvider` ("Go home", "Sign in", "Sign out"; 'Email sent!' has "Back to sign-in").
 *
 * @example
 * ```tsx
 * function AccountGate() {
 *   const user = useUser();
 *   return user ? <Account user={user} /> : <PredefinedMessageCard type="signedOut" fullPage />;
 * }
 * ```
 */
export function PredefinedMessageCard({ type, fullPage }: PredefinedMessageCardProps) {
  const app = useStackApp();
  const { t } = useTranslation();
  const goHome = { primaryButtonText: t("goHome"), primaryAction: () => app.redirectToHome() };
  // A plain visit: after a reset or a sent email there is no page to come back to.
  const signInAgain = () => app.redirectTo(app.urls.signIn);
  switch (type) {
    case "signedIn":
      return (
        <MessageCard
          title={t("cardSignedInTitle")}
          fullPage={fullPage}
          {...goHome}
          secondaryButtonText={t("signOut")}
          secondaryAction={() => app.signOut()}
        />
      );
    case "signedOut":
      return (
        <MessageCard
          fullPage={fullPage}
          primaryButtonText={t("signIn")}
          primaryAction={() => app.redirectToSignIn()}
        >
          <p>{t("cardSignedOutBody")}</p>
        </MessageCard>
      );
    case "signUpDisabled":
      return (
        <MessageCard
          fullPage={fullPage}
          {...goHome}
          secondaryButtonText={t("signIn")}
          secondaryAction={() => app.redirectToSignIn()}
        >
          <p>{t("cardSignUpDisabledBody")}</p>
        </MessageCard>
      );
    case "emailSent":
      return (
        <MessageCard
          title={t("cardEmailSentTitle")}
          fullPage={fullPage}
          primaryButtonText={t("cardEmailSentBack")}
          primaryAction={signInAgain}
        >
          <p>{t("cardEmailSentBody")}</p>
        </MessageCard>
      );
    case "passwordReset":
      return (
        <MessageCard
          title={t("cardPasswordResetTitle")}
          fullPage={fullPage}
          primaryButtonText={t("signIn")}
          primaryAction={signInAgain}
        >
          <p>{t("cardPasswordResetBody")}</p>
        </MessageCard>
      );
    case "unknownError":
      return (
        <MessageCard title={t("cardUnknownErrorTitle")} fullPage={fullPage} {...goHome}>
          <p>{t("cardUnknownErrorBody")}</p>
        </MessageCard>
      );
  }
}
