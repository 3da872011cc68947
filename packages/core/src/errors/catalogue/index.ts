// The catalogue of known errors: the status, parents and default message of every code, in one
// table per domain (`defineErrors()`), and every class keyed by its PascalCase name in one object.
// Its classes are the ones the package root's `KnownErrors` (`../known-errors.ts`) hands out,
// which a browser app gets without the catalogue: importing this module fills them in. The object
// spreads the tables by hand, so a bundler cannot drop an entry.
//
// Left out on purpose (WIRE.md section 7 allows it): codes of the live service outside the SDK's
// scope. They decode as UNSUPPORTED_ERROR with `details.originalErrorCode` set to the code.
// - Payments: CUSTOMER_DOES_NOT_EXIST, DEFAULT_PAYMENT_METHOD_REQUIRED, ITEM_CUSTOMER_TYPE_DOES_NOT_MATCH,
//   ITEM_NOT_FOUND, ITEM_QUANTITY_INSUFFICIENT_AMOUNT, NEW_PURCHASES_BLOCKED,
//   ONE_TIME_PURCHASE_ALREADY_REFUNDED, ONE_TIME_PURCHASE_NOT_FOUND, PRODUCT_ALREADY_GRANTED,
//   PRODUCT_CUSTOMER_TYPE_DOES_NOT_MATCH, PRODUCT_DOES_NOT_EXIST, STRIPE_ACCOUNT_INFO_NOT_FOUND,
//   SUBSCRIPTION_ALREADY_REFUNDED, SUBSCRIPTION_INVOICE_NOT_FOUND, TEST_MODE_PURCHASE_NON_REFUNDABLE.
// - E-mail sending and rendering: EMAIL_CAPACITY_BOOST_ALREADY_ACTIVE, EMAIL_NOT_EDITABLE,
//   EMAIL_RENDERING_ERROR, REQUIRES_CUSTOM_EMAIL_SERVER, TEMPLATE_SOURCE_REWRITE_ERROR.
// - Data vault: DATA_VAULT_STORE_DOES_NOT_EXIST, DATA_VAULT_STORE_HASHED_KEY_DOES_NOT_EXIST.
// - Analytics: ANALYTICS_NOT_ENABLED, ANALYTICS_QUERY_ERROR, ANALYTICS_QUERY_TIMEOUT.
// - Agent auth: AGENT_AUTH_INVALID_CLAIM_CODE, AGENT_AUTH_NOT_ENABLED.
// - AI chat attachments: IMAGE_ATTACHMENT_TOO_LARGE, TOO_MANY_IMAGE_ATTACHMENTS.

import { registerCatalogue } from "../error-classes.js";
import { ApiKeyErrors } from "./api-key.js";
import { AuthErrors } from "./auth.js";
import { ContactChannelErrors } from "./contact-channel.js";
import { OAuthErrors } from "./oauth.js";
import { PasskeyErrors } from "./passkey.js";
import { PermissionErrors } from "./permission.js";
import { ProjectErrors } from "./project.js";
import { RequestErrors } from "./request.js";
import { SessionErrors } from "./session.js";
import { TeamErrors } from "./team.js";
import { UserErrors } from "./user.js";

// Two keys follow the reference SDK's names, which SPEC.md uses, rather than their codes.
const { VerificationError: VerificationCodeError, ...authErrors } = AuthErrors;
const { UserEmailAlreadyExists: UserWithEmailAlreadyExists, ...userErrors } = UserErrors;

const catalogue = {
  ...RequestErrors,
  ...SessionErrors,
  ...authErrors,
  /** A verification code (magic link, e-mail verification, password reset, invitation) failed. */
  VerificationCodeError,
  ...userErrors,
  /** Another user already has the e-mail address. */
  UserWithEmailAlreadyExists,
  ...ContactChannelErrors,
  ...TeamErrors,
  ...PermissionErrors,
  ...OAuthErrors,
  ...PasskeyErrors,
  ...ApiKeyErrors,
  ...ProjectErrors,
};

/**
 * The type of the catalogue's object (`KnownErrors` of `@app/core/errors`): every known error
 * class, keyed by its PascalCase name.
 *
 * @example
 * ```ts
 * const notFound: KnownErrorCatalogue["UserNotFound"] = KnownErrors.UserNotFound;
 * ```
 */
export type KnownErrorCatalogue = typeof catalogue;

/**
 * Every known error class, keyed by its PascalCase name, with the catalogue loaded: each can be
 * constructed and has its status (`@app/core/errors` exports this object).
 *
 * @example
 * ```ts
 * try {
 *   await app.signInWithCredential({ email, password });
 * } catch (error) {
 *   if (KnownErrors.EmailPasswordMismatch.isInstance(error)) showError(error.message);
 * }
 * ```
 */
export const KnownErrors: KnownErrorCatalogue = registerCatalogue(catalogue);

/**
 * The instance type of each known error, by name, as the reference SDK spells it in signatures.
 *
 * @example
 * ```ts
 * type SignInFailure = KnownErrors["EmailPasswordMismatch"] | KnownErrors["InvalidTotpCode"];
 * ```
 */
export type KnownErrors = {
  [Name in keyof KnownErrorCatalogue]: InstanceType<KnownErrorCatalogue[Name]>;
};

/**
 * Any error of the catalogue: a union to `switch` over by `code`.
 *
 * @example
 * ```ts
 * function explain(error: AnyKnownError): string {
 *   switch (error.code) {
 *     case "PASSWORD_TOO_SHORT":
 *       return `At least ${error.details.min_length} characters.`;
 *     default:
 *       return error.message;
 *   }
 * }
 * ```
 */
export type AnyKnownError = InstanceType<KnownErrorCatalogue[keyof KnownErrorCatalogue]>;

/**
 * The code of any error of the catalogue.
 *
 * @example
 * ```ts
 * const retryable: KnownErrorCode[] = ["OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE"];
 * ```
 */
export type KnownErrorCode = KnownErrorCatalogue[keyof KnownErrorCatalogue]["code"];
