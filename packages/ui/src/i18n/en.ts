/**
 * Every text of `@app/ui`, in English: the one table that the other languages translate
 * (`locales/*.ts`, each a complete `Messages`) and that `translationOverrides` replaces by id or by
 * English text. A component reads it through `useTranslation()`: `t("signInTitle")`, with values
 * for the `{placeholders}`: `t("oauthSignIn", { provider: "GitHub" })`.
 *
 * Adding a text: add its id here (grouped by screen, ids start with the screen's name), then the
 * same id to each locale; the type checker lists any locale that lacks it. A text of a part that
 * loads after sign-in (settings sections, the team-invitation, mfa and onboarding pages) goes in
 * `en-after-sign-in.ts` instead, so that a signed-out visitor's first page does not carry it.
 *
 * Words and punctuation, one rule for all:
 * - Texts that SPEC.md quotes are copied word for word, spelling and punctuation included
 *   ('Wrong e-mail or password.', the 'Email sent!' card's body).
 * - Otherwise the word is "email", and "sign in" / "sign up" are verbs while "sign-in" / "sign-up"
 *   are nouns ('Sign-in did not complete').
 * - Sentences (bodies, hints, alerts) end with a full stop. Titles, labels, buttons, menu items
 *   and field messages are not sentences and have none ('Please enter your email', as SPEC.md).
 * - A pending state ends with one ellipsis character: 'Signing out…'.
 */
import type { enAfterSignIn } from "./en-after-sign-in.js";

export const en = {
  // Shared words
  loading: "Loading…",
  cancel: "Cancel",
  confirm: "Confirm",
  goHome: "Go home",
  signIn: "Sign in",
  signUp: "Sign up",
  signOut: "Sign out",
  emailLabel: "Email",
  passwordLabel: "Password",
  unhandledError: "An unhandled error occurred. Please report this to the developer.",

  // The auth page (sign-in and sign-up)
  signInTitle: "Sign in to your account",
  signUpTitle: "Create a new account",
  signInNoAccount: "Don't have an account?",
  signUpHaveAccount: "Already have an account?",
  authNoMethod: "No authentication method enabled.",
  authOrContinueWith: "Or continue with",
  authEmailMethods: "Email sign-in method",
  authTabEmail: "Email",
  authTabEmailPassword: "Email & Password",

  // Forms
  formEnterEmail: "Please enter your email",
  formInvalidEmail: "Please enter a valid email",
  formEnterPassword: "Please enter your password",
  formRepeatPassword: "Please repeat your password",
  formPasswordsDoNotMatch: "Passwords do not match",
  passwordShow: "Show password",
  credentialSignInSubmit: "Sign In",
  credentialForgotPassword: "Forgot password?",
  credentialSignUpSubmit: "Sign Up",
  credentialRepeatPassword: "Repeat Password",

  // Magic link and one-time codes
  magicLinkSend: "Send email",
  magicLinkCodeTitle: "Enter the code from your email",
  magicLinkCodeHint: "We sent a 6-character code to {email}.",
  magicLinkInvalidCode: "Invalid code",
  magicLinkCallbackTitle: "Do you want to sign in?",
  magicLinkCallbackBody: "Open the link in the browser you want to be signed in on.",
  magicLinkCallbackInvalidBody:
    "This sign-in link is wrong, expired or already used. Ask for a new one.",
  mfaTitle: "Two-factor authentication",
  mfaHint: "Enter the six-digit code from your authenticator app.",
  mfaInvalidCodeOnCallback: "Invalid TOTP code. Please try signing in again.",

  // OAuth and passkeys
  oauthSignIn: "Sign in with {provider}",
  oauthSignUp: "Sign up with {provider}",
  oauthLastUsed: "last",
  passkeySignIn: "Sign in with Passkey",
  passkeySignUp: "Sign up with Passkey",

  // Forgot password and password reset
  forgotPasswordTitle: "Reset your password",
  forgotPasswordRemembered: "Remembered it?",
  forgotPasswordSubmit: "Send reset link",
  passwordResetChecking: "Checking the link…",
  passwordResetInvalidTitle: "Invalid password reset link",
  passwordResetInvalidBody: "This link is wrong, expired or already used. Ask for a new one.",
  passwordResetSendNewLink: "Send a new link",
  passwordResetSubmit: "Reset Password",
  passwordResetNewPassword: "New Password",
  passwordResetRepeatNewPassword: "Repeat New Password",

  // Email verification
  emailVerificationTitle: "Verify your email",
  emailVerificationBody: "Confirm that this email address is yours.",
  emailVerificationVerify: "Verify",
  emailVerificationDoneTitle: "Your email has been verified!",
  emailVerificationDoneBody: "You can close this page, or go on to the app.",
  emailVerificationInvalidTitle: "Invalid verification link",
  emailVerificationInvalidBody: "This link is wrong, expired or already used.",

  // A page that emails link to, opened without its code
  incompleteLinkTitle: "This link is incomplete",
  incompleteLinkBody: "It has no code. Open the link from your email again, or ask for a new one.",

  // The message cards every flow shares (SPEC.md section 2)
  cardSignedInTitle: "You are already signed in",
  cardSignedOutBody: "You are not currently signed in.",
  cardSignUpDisabledBody: "Sign up for new users is not enabled at the moment.",
  cardEmailSentTitle: "Email sent!",
  cardEmailSentBody:
    "If the user with this e-mail address exists, an e-mail was sent to your inbox. Make sure to check your spam folder.",
  cardEmailSentBack: "Back to sign-in",
  cardPasswordResetTitle: "Password reset successfully!",
  cardPasswordResetBody:
    "Your password has been reset. You can now sign in with your new password.",
  cardUnknownErrorTitle: "An unknown error occurred",
  cardUnknownErrorBody: "Please try again and if the problem persists, contact support.",

  // Handler pages
  handlerNotFoundTitle: "Page not found",
  handlerNotFoundBody: "The page you are looking for does not exist.",
  handlerSigningOut: "Signing out…",
  oauthCallbackSigningIn: "Signing you in…",
  oauthCallbackFailedTitle: "Sign-in did not complete",
  errorPageTitle: "Something went wrong",
  errorPageAccessDeniedTitle: "Sign-in cancelled",
  errorPageAccessDeniedBody: "The sign-in was cancelled at the provider. Please try again.",
  errorPageAlreadyConnectedTitle: "Account already connected",
  errorPageAlreadyConnectedBody:
    "This account is already connected to another user. Please connect a different account.",
  errorPageEmailInUseTitle: "Email already in use",
  errorPageEmailInUseBody:
    "Another account already signs in with this email address. Sign in to that account to connect this one.",
  cliIncompleteTitle: "This login link is incomplete",
  cliIncompleteBody: "It has no login code. Start the login again from the command line.",
  cliSignInTitle: "Sign in to continue",
  cliSignInBody: "A command-line app is waiting to sign in. Sign in first, then authorize it here.",
  cliConfirmTitle: "Authorize the command line?",
  cliConfirmBody:
    "A command-line app asks to sign in as {account}. Only continue if you started this login yourself.",
  cliConfirmYourAccount: "your account",
  cliAuthorize: "Authorize",
  cliDoneTitle: "Command line authorized",
  cliDoneBody: "You can close this page and go back to the command line.",

  // Document titles of the handler pages
  titleSignIn: "Sign in",
  titleSignUp: "Sign up",
  titleSignOut: "Sign out",
  titleForgotPassword: "Forgot password",
  titlePasswordReset: "Reset your password",
  titleEmailVerification: "Verify your email",
  titleMagicLinkCallback: "Sign in",
  titleOAuthCallback: "Signing in",
  titleCliAuthConfirm: "Authorize the command line",
  titleAccountSettings: "Account settings",
  titleError: "Something went wrong",
  titleNotFound: "Page not found",
  titleTeamInvitation: "Team invitation",
  titleMfa: "Two-factor authentication",
  titleOnboarding: "Finish setting up your account",

  // User avatar and user button
  avatarUser: "User",
  userButtonMenu: "User menu",
  userButtonNotSignedIn: "Not signed in",
  userButtonAccountSettings: "Account settings",
  userButtonToggleTheme: "Toggle theme",

  // Team switchers
  teamSwitcherLabel: "Team: {team}",
  teamSwitcherSelect: "Select team",
  teamSwitcherNoTeam: "No team",
  teamSwitcherTeams: "Teams",
  teamSwitcherCreate: "Create a team",

  // Known errors the service reports, by code (other codes show the service's own message)
  errorSignUpNotEnabled: "New account registration is not allowed",
  errorEmailPasswordMismatch: "Wrong e-mail or password.",
  errorPasswordTooShort: "Password must be at least {minLength} characters.",
  errorPasswordTooLong: "Password must be at most {maxLength} characters.",
  errorInvalidTotpCode: "Invalid TOTP code",
  errorOAuthTimeout: "The OAuth flow has timed out. Please sign in again.",
  errorOAuthCallback: "Error signing in during OAuth callback. Please try again.",
  errorCliExpired: "CLI authentication request expired. Please try again.",
  errorCliUsed: "This authentication token has already been used.",
  errorWebAuthnUnsupported: "WebAuthn is not supported in this browser",
  errorCurrentPasswordWrong: "Your current password is incorrect.",
  // The service's validation texts (SCHEMA_ERROR), never shown as they come
  errorSchema: "The service did not accept what was entered. Please check it and try again.",
  errorTooLong: "This is too long: at most {max} characters.",
} as const;

/** Every English text: the table above, and the one of the parts that load after sign-in. */
type English = typeof en & typeof enAfterSignIn;

/** The id of a text of `@app/ui`. */
export type MessageKey = keyof English;

/** A complete table of the texts, as each language provides it. */
export type Messages = Record<MessageKey, string>;

/** The `{placeholder}` names of a template, as a union: `"provider"` for 'Sign in with {provider}'. */
type PlaceholdersOf<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

/** The placeholders that the text `Key` needs values for. */
export type MessagePlaceholders<Key extends MessageKey> = PlaceholdersOf<English[Key]>;

/** The id of a text without placeholders, which `t(key)` takes alone. */
export type PlainMessageKey = {
  [Key in MessageKey]: [MessagePlaceholders<Key>] extends [never] ? Key : never;
}[MessageKey];
