// @app/ui: prebuilt, accessible auth screens. Import the stylesheet once: `@app/ui/styles.css`.

export {
  AccountSettings,
  type AccountSettingsItem,
  type AccountSettingsProps,
} from "./account-settings/lazy-account-settings.js";
export type { TeamsSectionProps } from "./account-settings/sections/teams-section.js";
export { AuthMethods, type AuthMethodsProps } from "./auth/auth-methods.js";
export { AuthPage, type AuthPageProps, type AuthPageType } from "./auth/auth-page.js";
export { CredentialSignIn } from "./auth/credential-sign-in.js";
export { CredentialSignUp, type CredentialSignUpProps } from "./auth/credential-sign-up.js";
export { EmailVerification, type EmailVerificationProps } from "./auth/email-verification.js";
export { ForgotPassword, type ForgotPasswordProps } from "./auth/forgot-password.js";
export { MagicLinkCallback, type MagicLinkCallbackProps } from "./auth/magic-link-callback.js";
export { MagicLinkSignIn } from "./auth/magic-link-sign-in.js";
export { MfaPrompt, type MfaPromptProps } from "./auth/mfa-prompt.js";
export { PasskeyButton, type PasskeyButtonProps } from "./auth/passkey-button.js";
export { PasswordReset, type PasswordResetProps } from "./auth/password-reset.js";
export { SignIn, type SignInProps } from "./auth/sign-in.js";
export { SignUp, type SignUpProps } from "./auth/sign-up.js";
export {
  CliAuthConfirmation,
  type CliAuthConfirmationProps,
} from "./handler/cli-auth-confirm-page.js";
export type { HandlerComponentProps } from "./handler/handler-component-props.js";
export type { MFAProps } from "./handler/mfa-page.js";
export type { OnboardingProps } from "./handler/onboarding-page.js";
export type { TeamInvitationProps } from "./handler/team-invitation-page.js";
export type { MessageKey, Messages } from "./i18n/en.js";
export {
  ApiKeysSection,
  MFA,
  Onboarding,
  TeamInvitation,
  TeamsSection,
} from "./lazy-exports.js";
export { OAuthButton, type OAuthButtonProps } from "./oauth/oauth-button.js";
export {
  OAuthButtonGroup,
  type OAuthButtonGroupProps,
  OAuthButtonList,
  type OAuthButtonListProps,
} from "./oauth/oauth-button-group.js";
export { type Brand, FullPage, type FullPageProps } from "./primitives/full-page.js";
export { MessageCard, type MessageCardProps } from "./primitives/message-card.js";
export { PasswordInput, type PasswordInputProps } from "./primitives/password-input.js";
export {
  PredefinedMessageCard,
  type PredefinedMessageCardProps,
  type PredefinedMessageCardType,
} from "./primitives/predefined-message-card.js";
export {
  type LinkComponent,
  LinkProvider,
  type LinkProviderProps,
} from "./primitives/stack-link.js";
export {
  StackHandler as HexclaveHandler,
  StackHandler,
  type StackHandlerProps,
} from "./stack-handler.js";
export {
  SelectedTeamSwitcher,
  type SelectedTeamSwitcherProps,
} from "./teams/selected-team-switcher.js";
export { type SwitcherTeam, TeamSwitcher, type TeamSwitcherProps } from "./teams/team-switcher.js";
export {
  StackTheme as HexclaveTheme,
  StackTheme,
  type StackThemeProps,
} from "./theme/stack-theme.js";
export type { ThemeColors, ThemeConfig } from "./theme/theme-css.js";
export type { ThemeColorName } from "./theme/theme-tokens.js";
export { type AvatarUser, UserAvatar, type UserAvatarProps } from "./user/user-avatar.js";
export { UserButton, type UserButtonItem, type UserButtonProps } from "./user/user-button.js";
