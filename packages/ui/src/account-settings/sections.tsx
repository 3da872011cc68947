import type { ClientProject, CurrentUser, Team } from "@app/core";
import type { ComponentType } from "react";
import type { PlainMessageKey } from "../i18n/en.js";
import {
  CodeIcon,
  EmailIcon,
  KeyIcon,
  LinkIcon,
  MonitorIcon,
  PasskeyIcon,
  ProfileIcon,
  ShieldIcon,
  TeamIcon,
  TrashIcon,
} from "./section-icons.js";
import { ApiKeysSection } from "./sections/api-keys-section.js";
import { ConnectedAccountsSection } from "./sections/connected-accounts-section.js";
import { DeleteAccountSection } from "./sections/delete-account-section.js";
import { EmailsSection } from "./sections/emails-section.js";
import { PasskeysSection } from "./sections/passkeys-section.js";
import { PasswordSection } from "./sections/password-section.js";
import { ProfileSection } from "./sections/profile-section.js";
import { SessionsSection } from "./sections/sessions-section.js";
import { TeamsSection } from "./sections/teams-section.js";
import { TwoFactorSection } from "./sections/two-factor-section.js";

/** One section of `AccountSettings`: a tab in its navigation and the panel it opens. */
export interface AccountSettingsSection {
  /** The tab's value, unique: `profile`, `emails`… */
  id: string;
  /** The tab's and the panel heading's text. */
  titleKey: PlainMessageKey;
  icon: ComponentType;
  /** The panel; it reads the user and the project itself (`useUser({ or: "redirect" })`). */
  Content: ComponentType;
  /**
   * The panel draws its own `h2` (a section also exported on its own, such as `TeamsSection`):
   * the shell then draws none.
   */
  ownHeading?: boolean;
  /** Whether the section is shown for this project and user; shown always without it. */
  enabled?(project: ClientProject, user: CurrentUser, teams: readonly Team[]): boolean;
}

/** The sections of `AccountSettings`, in the order of its navigation. */
export const accountSettingsSections: readonly AccountSettingsSection[] = [
  { id: "profile", titleKey: "profileTitle", icon: ProfileIcon, Content: ProfileSection },
  { id: "emails", titleKey: "emailsTitle", icon: EmailIcon, Content: EmailsSection },
  { id: "password", titleKey: "passwordTitle", icon: KeyIcon, Content: PasswordSection },
  {
    id: "passkeys",
    titleKey: "passkeysTitle",
    icon: PasskeyIcon,
    Content: PasskeysSection,
    enabled: (project) => project.config.passkeyEnabled,
  },
  { id: "two-factor", titleKey: "totpTitle", icon: ShieldIcon, Content: TwoFactorSection },
  { id: "sessions", titleKey: "sessionsTitle", icon: MonitorIcon, Content: SessionsSection },
  {
    id: "connected-accounts",
    titleKey: "connectedTitle",
    icon: LinkIcon,
    Content: ConnectedAccountsSection,
    enabled: (project, user) =>
      project.config.oauthProviders.length > 0 || user.oauthProviders.length > 0,
  },
  {
    id: "api-keys",
    titleKey: "apiKeysTitle",
    icon: CodeIcon,
    Content: ApiKeysSection,
    ownHeading: true,
    enabled: (project) => project.config.allowUserApiKeys,
  },
  {
    id: "teams",
    titleKey: "teamsTitle",
    icon: TeamIcon,
    Content: TeamsSection,
    ownHeading: true,
    // Where users may not create teams, only for a member of one (an invitation made them so).
    enabled: (project, _user, teams) =>
      project.config.clientTeamCreationEnabled || teams.length > 0,
  },
  {
    id: "delete-account",
    titleKey: "deleteTitle",
    icon: TrashIcon,
    Content: DeleteAccountSection,
    enabled: (project) => project.config.clientUserDeletionEnabled,
  },
];

/**
 * Anchors inside a section, each opening its section from the address's hash: `#team-creation`
 * (the team switchers' 'Create a team') opens the teams section at its form.
 */
export const SECTION_ANCHORS: Readonly<Record<string, string>> = { "team-creation": "teams" };
