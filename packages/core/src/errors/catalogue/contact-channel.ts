import { type DefineErrors, defineErrors } from "../define-error.js";

/** The details of the contact channel errors that have any. */
interface ContactChannelErrorDetails {
  EMAIL_IS_NOT_PRIMARY_EMAIL: {
    /** The e-mail address. */
    email: string;
    /** The user's primary e-mail address. */
    primary_email: string | null;
  };
  CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE: {
    /** The kind of contact channel. */
    type: "email";
    /** The address already in use. */
    contact_channel_value?: string | null;
    /** Whether it would work had the address been verified. */
    would_work_if_email_was_verified?: boolean;
  };
}

/**
 * Errors about e-mail addresses and other contact channels. A row without a message reads its
 * code as one ("E-mail not verified."); the server's own message replaces it when an error is
 * decoded.
 *
 * @example
 * ```ts
 * if (ContactChannelErrors.EmailAlreadyVerified.isInstance(error)) return;
 * ```
 */
export const ContactChannelErrors = (defineErrors as DefineErrors<ContactChannelErrorDetails>)({
  EMAIL_NOT_VERIFIED: [400],
  EMAIL_ALREADY_VERIFIED: [409],
  EMAIL_NOT_ASSOCIATED_WITH_USER: [400],
  EMAIL_IS_NOT_PRIMARY_EMAIL: [400],
  CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE: [409],
});
