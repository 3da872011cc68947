// The sign-in methods and their companions, loaded on first use: password sign-in and sign-up,
// anonymous sign-up, magic link, the MFA step, password reset, OAuth, passkeys and command-line
// login. @simplewebauthn/browser loads later still, with the first passkey.

export { confirmCliLogin, promptCliLogin } from "../cli/client.js";
export { callOAuthCallback, signInWithOAuth } from "../oauth/client.js";
export { signInWithPasskey } from "../passkeys/client.js";
export { signInWithCredential } from "./credential.js";
export { sendMagicLinkEmail, signInWithMagicLink } from "./magic-link.js";
export { signInWithMfa } from "./mfa.js";
export {
  resetPassword,
  sendForgotPasswordEmail,
  verifyPasswordResetCode,
} from "./password-reset.js";
export { signUpAnonymously, signUpWithCredential } from "./sign-up.js";
