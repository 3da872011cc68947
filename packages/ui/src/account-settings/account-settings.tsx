import type { CurrentUser } from "@app/core";
import { useStackApp, useUser } from "@app/react";
import * as Tabs from "@radix-ui/react-tabs";
import { type ReactNode, Suspense, useState, useSyncExternalStore } from "react";
import { enAfterSignIn } from "../i18n/en-after-sign-in.js";
import { useTranslation } from "../i18n/use-translation.js";
import { LoadingIndicator } from "../primitives/loading-indicator.js";
import { LeaveContext } from "./leave-context.js";
import { SectionBoundary } from "./section-boundary.js";
import { accountSettingsSections, SECTION_ANCHORS } from "./sections.js";
import { useSectionHash } from "./use-section-hash.js";

/**
 * A section that an app adds to {@link AccountSettings}, after the built-in ones.
 *
 * @example
 * ```tsx
 * <AccountSettings extraItems={[{ id: "billing", title: "Billing", content: <Billing /> }]} />
 * ```
 */
export interface AccountSettingsItem {
  /** The tab's value, unique among the sections. */
  id: string;
  /** The tab's text and the panel's heading. */
  title: string;
  /** Shown before the title in the navigation (16 pixels fit best). */
  icon?: ReactNode;
  /** What the item's page shows. */
  content: ReactNode;
}

/**
 * Props of {@link AccountSettings}.
 *
 * @example
 * ```tsx
 * <AccountSettings fullPage extraItems={[{ id: "billing", title: "Billing", content: <Billing /> }]} />
 * ```
 */
export interface AccountSettingsProps {
  /** Lays the settings out as the whole page (the page's `<main>`). Default `false`. */
  fullPage?: boolean;
  /** Sections added after the built-in ones, each with its own tab. */
  extraItems?: AccountSettingsItem[];
}

const WIDE = "(min-width: 48rem)";

/** Whether the viewport is wide enough for the navigation beside the panel (true without matchMedia). */
function useWideScreen(): boolean {
  return useSyncExternalStore(
    (changed) => {
      if (typeof matchMedia !== "function") return () => {};
      const query = matchMedia(WIDE);
      query.addEventListener("change", changed);
      return () => query.removeEventListener("change", changed);
    },
    () => (typeof matchMedia === "function" ? matchMedia(WIDE).matches : true),
    () => true,
  );
}

/**
 * The account settings' shell: the heading, the section navigation and one panel per section of
 * `sections.tsx`, then the app's `extraItems`. Apps use it through the lazy `AccountSettings` of
 * `lazy-account-settings.tsx`, which `@app/ui` exports, so that it loads only where it is shown.
 *
 * @example
 * ```tsx
 * const { AccountSettings } = await import("./account-settings.js");
 * root.render(<AccountSettings fullPage />);
 * ```
 */
export function AccountSettings(props: AccountSettingsProps) {
  const { t } = useTranslation(enAfterSignIn);
  const content = (
    <div data-slot="stack-account-settings">
      <Suspense fallback={<LoadingIndicator label={t("loading")} />}>
        <Settings {...props} />
      </Suspense>
    </div>
  );
  return props.fullPage ? <main data-slot="stack-settings-page">{content}</main> : content;
}

function Settings({ extraItems = [] }: AccountSettingsProps) {
  const { t } = useTranslation(enAfterSignIn);
  const [leaving, setLeaving] = useState(false);
  const user = useUser(leaving ? {} : { or: "redirect" });
  if (!user) return <LoadingIndicator label={t("handlerSigningOut")} />;
  return (
    <LeaveContext.Provider value={setLeaving}>
      <h1 data-slot="stack-settings-title">{t("accountSettingsTitle")}</h1>
      <SettingsTabs user={user} extraItems={extraItems} />
    </LeaveContext.Provider>
  );
}

function SettingsTabs({
  user,
  extraItems,
}: {
  user: CurrentUser;
  extraItems: AccountSettingsItem[];
}) {
  const { t } = useTranslation(enAfterSignIn);
  const project = useStackApp().useProject();
  // Loaded with the shell, beside the project: whether the teams tab is shown.
  const teams = user.useTeams();
  const wide = useWideScreen();
  const sections: (AccountSettingsItem & { ownHeading?: boolean | undefined })[] = [
    ...accountSettingsSections
      .filter((section) => section.enabled?.(project, user, teams) ?? true)
      .map(({ id, titleKey, icon: Icon, Content, ownHeading }) => ({
        id,
        title: t(titleKey),
        icon: <Icon />,
        content: <Content />,
        ownHeading,
      })),
    ...extraItems,
  ];
  const [selected, select] = useSectionHash(
    sections.map((section) => section.id),
    SECTION_ANCHORS,
  );
  return (
    <Tabs.Root
      data-slot="stack-settings-tabs"
      orientation={wide ? "vertical" : "horizontal"}
      value={selected ?? sections[0]?.id ?? ""}
      onValueChange={select}
    >
      <Tabs.List data-slot="stack-settings-nav" aria-label={t("accountSettingsSections")}>
        {sections.map((section) => (
          <Tabs.Trigger key={section.id} value={section.id} data-slot="stack-settings-tab">
            {section.icon}
            <span>{section.title}</span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {sections.map((section) => (
        <Tabs.Content key={section.id} value={section.id} data-slot="stack-settings-panel">
          {section.ownHeading ? null : (
            <h2 data-slot="stack-settings-panel-title">{section.title}</h2>
          )}
          <SectionBoundary>
            <Suspense fallback={<LoadingIndicator label={t("loading")} />}>
              {section.content}
            </Suspense>
          </SectionBoundary>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
