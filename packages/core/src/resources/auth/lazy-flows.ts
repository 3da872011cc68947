// Everything the client app loads on first use, in one module: the flows beyond password sign-in.
// Each takes the kit of apps/flow-kit.ts first and imports nothing the sign-in bundle holds.

export {
  sendMagicLinkEmail,
  signInWithMagicLink,
  signInWithMfa,
} from "./magic-link.js";
export {
  resetPassword,
  sendForgotPasswordEmail,
  verifyEmail,
  verifyPasswordResetCode,
} from "./password-reset.js";
export { signUpAnonymously, signUpWithCredential } from "./sign-up.js";
