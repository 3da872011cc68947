import * as Tabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";
import { useTranslation } from "../i18n/use-translation.js";

/** Props of {@link EmailMethodTabs}. */
export interface EmailMethodTabsProps {
  /** The tab shown first. */
  firstTab: "magic-link" | "password";
  /** The magic-link form, and the password form. */
  magicLink: ReactNode;
  password: ReactNode;
}

/**
 * The 'Email' (magic link) and 'Email & Password' tabs, for a project that enables both (Radix
 * Tabs: arrow keys move between them). A chunk of its own, with Radix Tabs: a project with one
 * email method never loads it, and the auth page starts loading it while the project's config is
 * on its way (`loadEmailMethodTabs` in auth-methods.tsx).
 *
 * @example
 * ```tsx
 * <EmailMethodTabs firstTab="magic-link" magicLink={<MagicLinkSignIn />} password={<CredentialSignIn />} />
 * ```
 */
export function EmailMethodTabs({ firstTab, magicLink, password }: EmailMethodTabsProps) {
  const { t } = useTranslation();
  return (
    <Tabs.Root data-slot="stack-tabs" defaultValue={firstTab}>
      <Tabs.List data-slot="stack-tabs-list" aria-label={t("authEmailMethods")}>
        <Tabs.Trigger data-slot="stack-tabs-trigger" value="magic-link">
          {t("authTabEmail")}
        </Tabs.Trigger>
        <Tabs.Trigger data-slot="stack-tabs-trigger" value="password">
          {t("authTabEmailPassword")}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content data-slot="stack-tabs-content" value="magic-link">
        {magicLink}
      </Tabs.Content>
      <Tabs.Content data-slot="stack-tabs-content" value="password">
        {password}
      </Tabs.Content>
    </Tabs.Root>
  );
}
