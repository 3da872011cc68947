"use client";

import { useStackApp, useUser } from "@app/react";
import * as Menu from "@radix-ui/react-dropdown-menu";
import { type ReactNode, Suspense, useId } from "react";
import { useTranslation } from "../i18n/use-translation.js";
import { ErrorAlert } from "../primitives/error-alert.js";
import {
  SettingsIcon,
  SignInIcon,
  SignOutIcon,
  SignUpIcon,
  ThemeIcon,
} from "../primitives/menu-icons.js";
import { useAsyncAction } from "../primitives/use-async-action.js";
import { type AvatarUser, UserAvatar } from "./user-avatar.js";

/** An item that {@link UserButton} adds to its menu. */
export interface UserButtonItem {
  text: string;
  icon: ReactNode;
  /** May be async: a failure is shown next to the button. */
  onClick: () => void | Promise<void>;
}

/** Props of {@link UserButton}. */
export interface UserButtonProps {
  /** Shows the display name and email beside the avatar (each cut at about 10rem). */
  showUserInfo?: boolean;
  /** Adds 'Toggle theme', which calls it (the app switches light and dark its own way). */
  colorModeToggle?: () => void | Promise<void>;
  /** Items added to the menu, above 'Sign out'. */
  extraItems?: UserButtonItem[];
}

/**
 * The user's avatar as a menu button (Radix DropdownMenu: arrow keys, typeahead, Escape, focus
 * back to the button, read as a menu). A signed-in user gets their name and email, 'Account
 * settings', the extra items and 'Sign out'; a visitor gets 'Not signed in', 'Sign in' and 'Sign
 * up'. 'Toggle theme' appears with `colorModeToggle`. A failing item is told next to the button.
 *
 * @example
 * ```tsx
 * <header>
 *   <UserButton showUserInfo colorModeToggle={() => toggleDarkMode()} />
 * </header>
 * ```
 */
export function UserButton(props: UserButtonProps) {
  return (
    <Suspense fallback={<span data-slot="stack-user-button-placeholder" aria-hidden="true" />}>
      <UserButtonMenu {...props} />
    </Suspense>
  );
}

function UserButtonMenu({
  showUserInfo = false,
  colorModeToggle,
  extraItems = [],
}: UserButtonProps) {
  const app = useStackApp();
  const user = useUser();
  const { t } = useTranslation();
  const errorId = useId();
  const action = useAsyncAction((run: () => void | Promise<void>) => run());
  const item = (key: string, icon: ReactNode, text: string, run: () => void | Promise<void>) => (
    <Menu.Item key={key} data-slot="stack-menu-item" onSelect={() => action.run(run)}>
      {icon}
      <span>{text}</span>
    </Menu.Item>
  );
  const shared = [
    colorModeToggle
      ? item("theme", <ThemeIcon />, t("userButtonToggleTheme"), colorModeToggle)
      : null,
    ...extraItems.map((extra, index) =>
      item(`extra-${index}`, extra.icon, extra.text, extra.onClick),
    ),
  ];
  return (
    <span data-slot="stack-user-button-root">
      {/* Not modal, and in place (no portal): the page around the open menu stays in the
          accessibility tree, and the menu sits in the trigger's landmark (axe: aria-hidden-focus
          and region, issue 33). Closing on Escape, outside clicks and focus leaving stays. */}
      <Menu.Root modal={false}>
        <Menu.Trigger
          data-slot="stack-user-button"
          data-user={user ? "signed-in" : "visitor"}
          aria-describedby={action.error ? errorId : undefined}
        >
          <UserAvatar user={user} decorative />
          {showUserInfo && (user?.displayName || user?.primaryEmail) ? (
            <UserInfo user={user ?? {}} />
          ) : (
            <span data-slot="stack-visually-hidden">{t("userButtonMenu")}</span>
          )}
        </Menu.Trigger>
        <Menu.Content data-slot="stack-menu" align="end" sideOffset={6}>
          {user ? (
            <>
              <Menu.Label data-slot="stack-menu-label">
                <UserAvatar user={user} decorative />
                <UserInfo user={user} />
              </Menu.Label>
              <Menu.Separator data-slot="stack-menu-separator" />
              {item("settings", <SettingsIcon />, t("userButtonAccountSettings"), () =>
                app.redirectToAccountSettings(),
              )}
              {shared}
              {item("sign-out", <SignOutIcon />, t("signOut"), () => user.signOut())}
            </>
          ) : (
            <>
              <Menu.Label data-slot="stack-menu-label">{t("userButtonNotSignedIn")}</Menu.Label>
              <Menu.Separator data-slot="stack-menu-separator" />
              {item("sign-in", <SignInIcon />, t("signIn"), () => app.redirectToSignIn())}
              {item("sign-up", <SignUpIcon />, t("signUp"), () => app.redirectToSignUp())}
              {shared}
            </>
          )}
        </Menu.Content>
      </Menu.Root>
      <ErrorAlert id={errorId} message={action.error} />
    </span>
  );
}

/** The display name and email, each on its line and cut with an ellipsis past about 10rem. */
function UserInfo({ user }: { user: AvatarUser }) {
  return (
    <span data-slot="stack-user-info">
      {user.displayName ? <span data-slot="stack-user-name">{user.displayName}</span> : null}
      {user.displayName && user.primaryEmail ? " " : null}
      {user.primaryEmail ? <span data-slot="stack-user-email">{user.primaryEmail}</span> : null}
    </span>
  );
}
