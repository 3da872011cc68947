import { defineError } from "../define-error.js";

/** Errors about e-mail addresses and other contact channels. */

export const EmailNotVerified = defineError("EMAIL_NOT_VERIFIED", {
  status: 400,
  message: "This e-mail address has not been verified.",
});

export const EmailAlreadyVerified = defineError("EMAIL_ALREADY_VERIFIED", {
  status: 409,
  message: "This e-mail address is already verified.",
});

export const EmailNotAssociatedWithUser = defineError("EMAIL_NOT_ASSOCIATED_WITH_USER", {
  status: 400,
  message: "No user can sign in with this e-mail address.",
});

export const EmailIsNotPrimaryEmail = defineError<
  "EMAIL_IS_NOT_PRIMARY_EMAIL",
  { email: string; primary_email: string | null }
>("EMAIL_IS_NOT_PRIMARY_EMAIL", {
  status: 400,
  message: (d) => `${d.email} is not the user's primary e-mail address (${d.primary_email}).`,
});

export const ContactChannelAlreadyUsedForAuthBySomeoneElse = defineError<
  "CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE",
  {
    type: "email";
    contact_channel_value?: string | null;
    would_work_if_email_was_verified?: boolean;
  }
>("CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE", {
  status: 409,
  message: (d) =>
    `Another account already signs in with this ${d.type}${d.contact_channel_value ? ` (${d.contact_channel_value})` : ""}.`,
});
