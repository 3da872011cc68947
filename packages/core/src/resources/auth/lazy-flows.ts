// Everything the client app loads on first use, in one module: the flows beyond password sign-in.
// Each takes the app's context; what it uses of the first load it imports, and this module
// re-exports first-load.ts, so that the first load stays one chunk.

// The first load stays one chunk (first-load.ts).
export * from "../../first-load.js";

export { signInWithCredential } from "./credential.js";
export { verifyEmail } from "./email-verification.js";
export { sendMagicLinkEmail, signInWithMagicLink } from "./magic-link.js";
export { signInWithMfa } from "./mfa.js";
export {
  resetPassword,
  sendForgotPasswordEmail,
  verifyPasswordResetCode,
} from "./password-reset.js";
export { signUpAnonymously, signUpWithCredential } from "./sign-up.js";
