import { type DefineErrors, defineErrors } from "../define-error.js";

/** The details of the API key errors that have any. */
interface ApiKeyErrorDetails {
  WRONG_API_KEY_TYPE: {
    /** The type of key the request needs. */
    expected_type: string;
    /** The type of the key given. */
    actual_type: string;
  };
}

/**
 * Errors about user and team API keys. A row without a message reads its code as one
 * ("API key revoked."); the server's own message replaces it when an error is decoded.
 *
 * @example
 * ```ts
 * if (ApiKeyErrors.ApiKeyNotValid.isInstance(error)) return null;
 * ```
 */
export const ApiKeyErrors = (defineErrors as DefineErrors<ApiKeyErrorDetails>)({
  API_KEY_NOT_VALID: [401],
  API_KEY_EXPIRED: ["API_KEY_NOT_VALID"],
  API_KEY_REVOKED: ["API_KEY_NOT_VALID"],
  WRONG_API_KEY_TYPE: ["API_KEY_NOT_VALID", 400],
  API_KEY_NOT_FOUND: ["API_KEY_NOT_VALID", 404],
  PUBLIC_API_KEY_CANNOT_BE_REVOKED: ["API_KEY_NOT_VALID", 400],
});
