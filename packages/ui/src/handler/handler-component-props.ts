import type { AccountSettingsProps } from "../account-settings/account-settings.js";
import type { EmailVerificationProps } from "../auth/email-verification.js";
import type { ForgotPasswordProps } from "../auth/forgot-password.js";
import type { MagicLinkCallbackProps } from "../auth/magic-link-callback.js";
import type { PasswordResetProps } from "../auth/password-reset.js";
import type { SignInProps } from "../auth/sign-in.js";
import type { SignUpProps } from "../auth/sign-up.js";
import type { CliAuthConfirmationProps } from "./cli-auth-confirm-page.js";
import type { MFAProps } from "./mfa-page.js";
import type { OnboardingProps } from "./onboarding-page.js";
import type { TeamInvitationProps } from "./team-invitation-page.js";

/**
 * The props of a page that takes no more than where it is laid out.
 *
 * @inline
 */
interface PageLayoutProps {
  /** Centre the page on the whole viewport; default the handler's `fullPage`. */
  fullPage?: boolean;
}

/**
 * Props for each page `StackHandler` serves, by the name of the component the reference SDK
 * renders there (`SignIn` for `/handler/sign-in`…), as its `componentProps` takes them. A page
 * gets its entry over what the handler passes (`fullPage`, `automaticRedirect` for sign-in and
 * sign-up), so an entry's `fullPage: false` wins; a prop given as `undefined` is left out.
 *
 * @example
 * ```tsx
 * <StackHandler
 *   componentProps={{
 *     SignIn: { extraInfo: <a href="/terms">Terms of service</a>, firstTab: "password" },
 *     AccountSettings: { extraItems: [{ id: "billing", title: "Billing", content: <Billing /> }] },
 *   }}
 * />
 * ```
 */
export interface HandlerComponentProps {
  /** Props of the sign-in page. */
  SignIn?: SignInProps;
  /** Props of the sign-up page. */
  SignUp?: SignUpProps;
  /** Props of the sign-out page. */
  SignOut?: PageLayoutProps;
  /** Props of the forgot-password page. */
  ForgotPassword?: ForgotPasswordProps;
  /** Props of the password reset page. */
  PasswordReset?: PasswordResetProps;
  /** Props of the e-mail verification page. */
  EmailVerification?: EmailVerificationProps;
  /** Props of the magic link page. */
  MagicLinkCallback?: MagicLinkCallbackProps;
  /** Props of the OAuth callback page. */
  OAuthCallback?: PageLayoutProps;
  /** Props of the command-line sign-in confirmation page. */
  CliAuthConfirmation?: CliAuthConfirmationProps;
  /** Props of the account settings page. */
  AccountSettings?: AccountSettingsProps;
  /** Props of the error page. */
  ErrorPage?: PageLayoutProps;
  /** Props of the team invitation page. */
  TeamInvitation?: TeamInvitationProps;
  /** Props of the second-factor page. */
  MFA?: MFAProps;
  /** Props of the onboarding page. */
  Onboarding?: OnboardingProps;
}

/**
 * A page's entry of `componentProps` without its `undefined` values, so that they leave the
 * handler's own props in place (as the reference SDK does).
 *
 * @example
 * ```ts
 * definedProps({ fullPage: undefined, firstTab: "password" }); // { firstTab: "password" }
 * ```
 */
export function definedProps<Props extends object>(props: Props | undefined): Partial<Props> {
  if (props === undefined) return {};
  return Object.fromEntries(
    Object.entries(props).filter(([, value]) => value !== undefined),
  ) as Partial<Props>;
}
