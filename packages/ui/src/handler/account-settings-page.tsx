import {
  AccountSettings,
  type AccountSettingsProps,
} from "../account-settings/lazy-account-settings.js";

/**
 * `/handler/account-settings`: the signed-in user's {@link AccountSettings} as the whole page
 * (loaded when the page is opened); a visitor goes to sign-in and comes back here afterwards.
 */
export function AccountSettingsPage(props: AccountSettingsProps) {
  return <AccountSettings {...props} />;
}
