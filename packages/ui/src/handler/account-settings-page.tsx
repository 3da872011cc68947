import { lazy, Suspense } from "react";
import { useTranslation } from "../i18n/use-translation.js";
import { LoadingIndicator } from "../primitives/loading-indicator.js";
import type { HandlerPageProps } from "./handler-page-props.js";

// The settings and their sections load when the page is opened: the other pages do not carry them.
const AccountSettings = lazy(() =>
  import("../account-settings/account-settings.js").then((module) => ({
    default: module.AccountSettings,
  })),
);

/**
 * `/handler/account-settings`: the signed-in user's {@link AccountSettings} as the whole page; a
 * visitor goes to sign-in and comes back here afterwards.
 */
export function AccountSettingsPage({ fullPage }: HandlerPageProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<LoadingIndicator label={t("loading")} asHeading />}>
      <AccountSettings fullPage={fullPage} />
    </Suspense>
  );
}
