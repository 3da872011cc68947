// The client app's methods made from name tables (apps/client-app.ts).

// The methods that load their module on the first call, made by name (a table costs the first load
// less than a method each).
export const FLOW_METHODS = [
  "signUpWithCredential",
  "sendMagicLinkEmail",
  "signInWithMagicLink",
  "signInWithMfa",
  "sendForgotPasswordEmail",
  "verifyPasswordResetCode",
  "resetPassword",
] as const;
export const ACTION_METHODS = [
  "signInWithOAuth",
  "callOAuthCallback",
  "signInWithPasskey",
  "promptCliLogin",
  "verifyTeamInvitationCode",
  "acceptTeamInvitation",
  "getTeamInvitationDetails",
  "verifyEmail",
] as const;
/** The pages of the `redirectTo…()` methods. */
export const REDIRECT_PAGES = [
  "signIn",
  "signUp",
  "afterSignIn",
  "afterSignUp",
  "afterSignOut",
  "home",
  "signOut",
  "emailVerification",
  "passwordReset",
  "forgotPassword",
  "oauthCallback",
  "magicLinkCallback",
  "accountSettings",
  "error",
  "teamInvitation",
  "cliAuthConfirm",
] as const;
