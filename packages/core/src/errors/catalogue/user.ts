import { type DefineErrors, defineErrors } from "../define-error.js";

/** The details of the user errors that have any. */
interface UserErrorDetails {
  USER_EMAIL_ALREADY_EXISTS: {
    /** The e-mail address. */
    email: string;
    /** Whether it would work had the address been verified. */
    would_work_if_email_was_verified?: boolean;
  };
  USER_ID_DOES_NOT_EXIST: {
    /** The user's id. */
    user_id: string;
  };
}

/**
 * Errors about users. The catalogue lists USER_EMAIL_ALREADY_EXISTS as
 * `UserWithEmailAlreadyExists`, the reference SDK's name, which SPEC.md uses. Each reads its code
 * as its message ("User not found."); the server's own message replaces it when an error is
 * decoded.
 *
 * @example
 * ```ts
 * if (UserErrors.UserNotFound.isInstance(error)) return null;
 * ```
 */
export const UserErrors = (defineErrors as DefineErrors<UserErrorDetails>)({
  USER_EMAIL_ALREADY_EXISTS: [409],
  CANNOT_GET_OWN_USER_WITHOUT_USER: [400],
  USER_ID_DOES_NOT_EXIST: [400],
  USER_NOT_FOUND: [404],
});
