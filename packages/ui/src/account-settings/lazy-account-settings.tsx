"use client";

import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from "react";
import { useTranslation } from "../i18n/use-translation.js";
import { LoadingIndicator } from "../primitives/loading-indicator.js";
import type { AccountSettingsProps } from "./account-settings.js";

export type { AccountSettingsItem, AccountSettingsProps } from "./account-settings.js";

// The settings, their sections and their dependencies load when first rendered: importing
// `AccountSettings` from `@app/ui` (or serving the handler's other pages) costs this file only.
const Settings: LazyExoticComponent<ComponentType<AccountSettingsProps>> = lazy(async () => {
  const module = await import("./account-settings.js");
  return { default: module.AccountSettings };
});

/**
 * The signed-in user's account settings, a section each: profile, emails, password, passkeys
 * (where the project enables them), two-factor authentication, active sessions, connected
 * accounts (where the project has OAuth providers) and deleting the account (where the project
 * allows it), then the app's `extraItems`. The sections are tabs (Radix Tabs: arrow keys move
 * between them), listed beside the panel on wide screens and above it on narrow ones. A visitor
 * is sent to sign-in, and comes back here afterwards. Failures are told in the page, and every
 * destructive action asks first.
 *
 * Its code loads on first render (a loading state shows meanwhile), so an app pays for it only
 * on the page that shows it. `StackHandler` serves it at `/handler/account-settings`.
 *
 * @example
 * ```tsx
 * <AccountSettings
 *   fullPage
 *   extraItems={[{ id: "billing", title: "Billing", icon: <CardIcon />, content: <Billing /> }]}
 * />
 * ```
 */
export function AccountSettings(props: AccountSettingsProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<LoadingIndicator label={t("loading")} asHeading={props.fullPage} />}>
      <Settings {...props} />
    </Suspense>
  );
}
