import { lazy, type ReactNode } from "react";
import { ForgotPassword } from "../auth/forgot-password.js";
import { SignIn } from "../auth/sign-in.js";
import { SignUp } from "../auth/sign-up.js";
import type { PlainMessageKey } from "../i18n/en.js";
import { AccountSettingsPage } from "./account-settings-page.js";
import { CliAuthConfirmPage } from "./cli-auth-confirm-page.js";
import { EmailVerificationPage, MagicLinkCallbackPage, PasswordResetPage } from "./code-pages.js";
import { ErrorPage } from "./error-page.js";
import { definedProps, type HandlerComponentProps } from "./handler-component-props.js";
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

/** What `StackHandler` renders a page with: its layout, and each page's own props. */
export interface HandlerPageInput {
  fullPage: boolean;
  componentProps: HandlerComponentProps;
}

/** A page of the handler: what renders it, and the document title it sets (a message id). */
export interface HandlerPage {
  /** The page, with its entry of `componentProps` over the handler's props. */
  render(input: HandlerPageInput): ReactNode;
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
  // Signing in or up from the handler goes on to the after-sign-in (-up) page, even if already
  // signed in (unless the page's props say `automaticRedirect: false`).
  "sign-in": {
    title: "titleSignIn",
    render: ({ fullPage, componentProps: { SignIn: props } }) => (
      <SignIn fullPage={fullPage} automaticRedirect {...definedProps(props)} />
    ),
  },
  "sign-up": {
    title: "titleSignUp",
    render: ({ fullPage, componentProps: { SignUp: props } }) => (
      <SignUp fullPage={fullPage} automaticRedirect {...definedProps(props)} />
    ),
  },
  "sign-out": {
    title: "titleSignOut",
    render: ({ fullPage, componentProps: { SignOut: props } }) => (
      <SignOutPage fullPage={fullPage} {...definedProps(props)} />
    ),
  },
  "forgot-password": {
    title: "titleForgotPassword",
    render: ({ fullPage, componentProps: { ForgotPassword: props } }) => (
      <ForgotPassword fullPage={fullPage} {...definedProps(props)} />
    ),
  },
  "password-reset": {
    title: "titlePasswordReset",
    render: ({ fullPage, componentProps: { PasswordReset: props } }) => (
      <PasswordResetPage fullPage={fullPage} {...definedProps(props)} />
    ),
  },
  "email-verification": {
    title: "titleEmailVerification",
    render: ({ fullPage, componentProps: { EmailVerification: props } }) => (
      <EmailVerificationPage fullPage={fullPage} {...definedProps(props)} />
    ),
  },
  "magic-link-callback": {
    title: "titleMagicLinkCallback",
    render: ({ fullPage, componentProps: { MagicLinkCallback: props } }) => (
      <MagicLinkCallbackPage fullPage={fullPage} {...definedProps(props)} />
    ),
  },
  "oauth-callback": {
    title: "titleOAuthCallback",
    render: ({ fullPage, componentProps: { OAuthCallback: props } }) => (
      <OAuthCallbackPage fullPage={fullPage} {...definedProps(props)} />
    ),
  },
  "cli-auth-confirm": {
    title: "titleCliAuthConfirm",
    render: ({ fullPage, componentProps: { CliAuthConfirmation: props } }) => (
      <CliAuthConfirmPage fullPage={fullPage} {...definedProps(props)} />
    ),
  },
  "account-settings": {
    title: "titleAccountSettings",
    render: ({ fullPage, componentProps: { AccountSettings: props } }) => (
      <AccountSettingsPage fullPage={fullPage} {...definedProps(props)} />
    ),
  },
  error: {
    title: "titleError",
    render: ({ fullPage, componentProps: { ErrorPage: props } }) => (
      <ErrorPage fullPage={fullPage} {...definedProps(props)} />
    ),
  },
  "team-invitation": {
    title: "titleTeamInvitation",
    render: ({ fullPage, componentProps: { TeamInvitation: props } }) => (
      <TeamInvitationPage fullPage={fullPage} {...definedProps(props)} />
    ),
  },
  mfa: {
    title: "titleMfa",
    render: ({ fullPage, componentProps: { MFA: props } }) => (
      <MfaPage fullPage={fullPage} {...definedProps(props)} />
    ),
  },
  onboarding: {
    title: "titleOnboarding",
    render: ({ fullPage, componentProps: { Onboarding: props } }) => (
      <OnboardingPage fullPage={fullPage} {...definedProps(props)} />
    ),
  },
};

/** The page for a path segment, if there is one. */
export function findHandlerPage(page: string): HandlerPage | undefined {
  return Object.hasOwn(handlerPages, page) ? handlerPages[page as HandlerPageName] : undefined;
}
