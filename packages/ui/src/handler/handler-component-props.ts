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

/** The props of a page that takes no more than where it is laid out. */
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
  SignIn?: SignInProps;
  SignUp?: SignUpProps;
  SignOut?: PageLayoutProps;
  ForgotPassword?: ForgotPasswordProps;
  PasswordReset?: PasswordResetProps;
  EmailVerification?: EmailVerificationProps;
  MagicLinkCallback?: MagicLinkCallbackProps;
  OAuthCallback?: PageLayoutProps;
  CliAuthConfirmation?: CliAuthConfirmationProps;
  AccountSettings?: AccountSettingsProps;
  ErrorPage?: PageLayoutProps;
  TeamInvitation?: TeamInvitationProps;
  MFA?: MFAProps;
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
