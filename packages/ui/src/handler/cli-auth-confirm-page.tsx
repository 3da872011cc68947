"use client";

import { useStackApp, useUser } from "@app/react";
import { Suspense, useState } from "react";
import { useTranslation } from "../i18n/use-translation.js";
import { maybeFullPage } from "../primitives/full-page.js";
import { LoadingIndicator } from "../primitives/loading-indicator.js";
import { MessageCard } from "../primitives/message-card.js";
import { useSearch } from "../primitives/use-search-param.js";

/**
 * Props of {@link CliAuthConfirmation}.
 *
 * @example
 * ```tsx
 * <CliAuthConfirmation fullPage />
 * ```
 */
export interface CliAuthConfirmationProps {
  /** Centre the page on the whole viewport. */
  fullPage?: boolean;
}

/**
 * Where a command-line login is confirmed (`?login_code=…`, the link `promptCliLogin` shows): a
 * signed-in user lets the program in with 'Authorize'; a visitor signs in first and comes back.
 * An expired login says 'CLI authentication request expired. Please try again.'; a link without
 * its login code says it is incomplete. The handler serves it at `/handler/cli-auth-confirm`.
 *
 * @example
 * ```tsx
 * <Route path="/cli-login" element={<CliAuthConfirmation fullPage />} />
 * ```
 */
export function CliAuthConfirmation({ fullPage }: CliAuthConfirmationProps) {
  const { t } = useTranslation();
  return maybeFullPage(
    fullPage,
    <Suspense fallback={<LoadingIndicator label={t("loading")} asHeading />}>
      <CliAuthConfirm />
    </Suspense>,
  );
}

/** The handler's `cli-auth-confirm` page. */
export function CliAuthConfirmPage(props: CliAuthConfirmationProps) {
  return <CliAuthConfirmation {...props} />;
}

function CliAuthConfirm() {
  const app = useStackApp();
  const { t, rich } = useTranslation();
  const user = useUser();
  const search = useSearch();
  const [confirmed, setConfirmed] = useState(false);
  if (search === null) return null; // on the server: the browser knows the page's address
  const loginCode = new URLSearchParams(search).get("login_code");
  if (!loginCode) {
    return (
      <MessageCard
        title={t("cliIncompleteTitle")}
        primaryButtonText={t("goHome")}
        primaryAction={() => app.redirectToHome()}
      >
        <p>{t("cliIncompleteBody")}</p>
      </MessageCard>
    );
  }
  if (!user) {
    return (
      <MessageCard
        title={t("cliSignInTitle")}
        primaryButtonText={t("signIn")}
        primaryAction={() => app.redirectToSignIn()}
      >
        <p>{t("cliSignInBody")}</p>
      </MessageCard>
    );
  }
  if (confirmed) {
    return (
      <MessageCard title={t("cliDoneTitle")}>
        <p>{t("cliDoneBody")}</p>
      </MessageCard>
    );
  }
  const who = user.primaryEmail ?? user.displayName ?? t("cliConfirmYourAccount");
  return (
    <MessageCard
      title={t("cliConfirmTitle")}
      primaryButtonText={t("cliAuthorize")}
      primaryAction={async () => {
        const result = await app.confirmCliLogin(loginCode);
        // The button shows a failure's message ('CLI authentication request expired…').
        if (result.status === "error") throw result.error;
        setConfirmed(true);
      }}
      secondaryButtonText={t("cancel")}
      secondaryAction={() => app.redirectToHome()}
    >
      <p>{rich("cliConfirmBody", { account: <strong>{who}</strong> })}</p>
    </MessageCard>
  );
}
