import { type ComponentType, lazy } from "react";
import { ForgotPassword } from "../forgot-password.js";
import type { PlainMessageKey } from "../i18n/en.js";
import { SignIn } from "../sign-in.js";
import { SignUp } from "../sign-up.js";
import { AccountSettingsPage } from "./account-settings-page.js";
import { CliAuthConfirmPage } from "./cli-auth-confirm-page.js";
import { EmailVerificationPage, MagicLinkCallbackPage, PasswordResetPage } from "./code-pages.js";
import { ErrorPage } from "./error-page.js";
import type { HandlerPageProps } from "./handler-page-props.js";
import { OAuthCallbackPage } from "./oauth-callback-page.js";
import { SignOutPage } from "./sign-out-page.js";

/** Every page the handler can serve, as the last segment of `{urls.handler}/{page}`. */
export type HandlerPageName =
  | "sign-in"
  | "sign-up"
  | "sign-out"
  | "email-verification"
  | "password-reset"
  | "forgot-password"
  | "oauth-callback"
  | "magic-link-callback"
  | "account-settings"
  | "error"
  | "team-invitation"
  | "mfa"
  | "onboarding"
  | "cli-auth-confirm";

/** A page of the handler: what renders it, and the document title it sets (a message id). */
export interface HandlerPage {
  component: ComponentType<HandlerPageProps>;
  title: PlainMessageKey;
}

// The pages after sign-in load when opened: a signed-out visitor's first page does not carry them.
const TeamInvitationPage = lazy(() =>
  import("./team-invitation-page.js").then((m) => ({ default: m.TeamInvitationPage })),
);
const MfaPage = lazy(() => import("./mfa-page.js").then((m) => ({ default: m.MfaPage })));
const OnboardingPage = lazy(() =>
  import("./onboarding-page.js").then((m) => ({ default: m.OnboardingPage })),
);

/** The pages implemented so far; a page that is missing here is answered with "Page not found". */
export const handlerPages: Readonly<Partial<Record<HandlerPageName, HandlerPage>>> = {
  "sign-in": { component: SignInPage, title: "titleSignIn" },
  "sign-up": { component: SignUpPage, title: "titleSignUp" },
  "sign-out": { component: SignOutPage, title: "titleSignOut" },
  "forgot-password": { component: ForgotPassword, title: "titleForgotPassword" },
  "password-reset": { component: PasswordResetPage, title: "titlePasswordReset" },
  "email-verification": { component: EmailVerificationPage, title: "titleEmailVerification" },
  "magic-link-callback": { component: MagicLinkCallbackPage, title: "titleMagicLinkCallback" },
  "oauth-callback": { component: OAuthCallbackPage, title: "titleOAuthCallback" },
  "cli-auth-confirm": { component: CliAuthConfirmPage, title: "titleCliAuthConfirm" },
  "account-settings": { component: AccountSettingsPage, title: "titleAccountSettings" },
  error: { component: ErrorPage, title: "titleError" },
  "team-invitation": { component: TeamInvitationPage, title: "titleTeamInvitation" },
  mfa: { component: MfaPage, title: "titleMfa" },
  onboarding: { component: OnboardingPage, title: "titleOnboarding" },
};

/** Signing in from the handler goes on to the after-sign-in page, even if already signed in. */
function SignInPage({ fullPage }: HandlerPageProps) {
  return <SignIn fullPage={fullPage} automaticRedirect />;
}

/** Signing up from the handler goes on to the after-sign-up page, even if already signed in. */
function SignUpPage({ fullPage }: HandlerPageProps) {
  return <SignUp fullPage={fullPage} automaticRedirect />;
}

/** The page for a path segment, if there is one. */
export function findHandlerPage(page: string): HandlerPage | undefined {
  return Object.hasOwn(handlerPages, page) ? handlerPages[page as HandlerPageName] : undefined;
}
