// `@app/core/screens`: what the prebuilt screens (`@app/ui`) need from the core besides its public
// API, and nothing else: input limits and checks, provider names, the return-to parameter, a
// pending MFA attempt. A narrow entry, as `hooks.ts` is, rather than the `internal` barrel (why:
// docs/architecture.md, "The first load, and what loads later").

export { AFTER_AUTH_RETURN_TO, isTrustedRedirect } from "./context/redirect.js";
export { oauthProviderName } from "./resources/oauth/provider-names.js";
export { pendingMfaAttempt } from "./resources/oauth/return-address.js";
export { isValidEmail } from "./schemas/email.js";
export {
  isValidUrl,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROFILE_IMAGE_URL_MAX_LENGTH,
} from "./schemas/field-checks.js";
