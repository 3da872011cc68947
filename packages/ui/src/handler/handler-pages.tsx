import type { ComponentType } from "react";
import { ForgotPassword } from "../forgot-password.js";
import { SignIn } from "../sign-in.js";
import { SignUp } from "../sign-up.js";
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
  | "cli-auth-confirm";

/** The pages implemented so far; a page that is missing here is answered with "Page not found". */
export const handlerPages: Readonly<
  Partial<Record<HandlerPageName, ComponentType<HandlerPageProps>>>
> = {
  "sign-in": SignInPage,
  "sign-up": SignUpPage,
  "sign-out": SignOutPage,
  "forgot-password": ForgotPassword,
  "password-reset": PasswordResetPage,
  "email-verification": EmailVerificationPage,
  "magic-link-callback": MagicLinkCallbackPage,
  "oauth-callback": OAuthCallbackPage,
  "cli-auth-confirm": CliAuthConfirmPage,
  error: ErrorPage,
};

/** Signing in from the handler goes on to the after-sign-in page, even if already signed in. */
function SignInPage({ fullPage }: HandlerPageProps) {
  return <SignIn fullPage={fullPage} automaticRedirect />;
}

/** Signing up from the handler goes on to the after-sign-up page, even if already signed in. */
function SignUpPage({ fullPage }: HandlerPageProps) {
  return <SignUp fullPage={fullPage} automaticRedirect />;
}

/** The page component for a path segment, if there is one. */
export function findHandlerPage(page: string): ComponentType<HandlerPageProps> | undefined {
  return Object.hasOwn(handlerPages, page) ? handlerPages[page as HandlerPageName] : undefined;
}
