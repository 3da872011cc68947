import type * as lazyFlows from "../resources/auth/sign-in-methods.js";
import type * as clientActions from "../resources/users/account-actions.js";

// The client app's methods made from name tables (apps/client-app.ts), and their types, taken
// from the functions they call (`Bound`), so that a changed function changes the method.

/**
 * The method a lazy function becomes on an app (`lazyMethods`): its first argument (the app's
 * context) bound, and async, since the first call loads the function's module.
 */
export type Bound<F> = F extends (context: never, ...args: infer Args) => infer Value
  ? (...args: Args) => Promise<Awaited<Value>>
  : never;

// The methods that load their module on the first call, made by name (a table costs the first load
// less than a method each). Each name is a function of the module it loads, so a renamed function
// fails to compile (`satisfies`).
export const FLOW_METHODS = [
  "signInWithCredential",
  "signUpWithCredential",
  "sendMagicLinkEmail",
  "signInWithMagicLink",
  "signInWithMfa",
  "sendForgotPasswordEmail",
  "verifyPasswordResetCode",
  "resetPassword",
  "signInWithOAuth",
  "callOAuthCallback",
  "signInWithPasskey",
  "promptCliLogin",
  "confirmCliLogin",
] as const satisfies readonly (keyof typeof lazyFlows)[];
export const ACTION_METHODS = [
  "verifyTeamInvitationCode",
  "acceptTeamInvitation",
  "getTeamInvitationDetails",
  "verifyEmail",
] as const satisfies readonly (keyof typeof clientActions)[];
