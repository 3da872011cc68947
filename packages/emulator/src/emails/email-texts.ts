import type { EmailTemplateType } from "./email-template-type.js";

/** The subject and text of one kind of e-mail; `{{ name }}` are the variables filled in. */
export interface EmailText {
  subject: string;
  /** Paragraphs separated by blank lines; a paragraph that is only `{{ otp }}` stands alone. */
  text: string;
}

/** The kinds of e-mail the emulator sends: the project's templates, and the test e-mail. */
export type EmailKind = EmailTemplateType | "test_email";

/**
 * Every e-mail text of the emulator, in one table. The template kinds are each project's default
 * templates (`GET /email-templates`): a project's own template replaces its row, subject and
 * text. Subjects are the service's.
 *
 * @example
 * ```ts
 * EMAIL_TEXTS.magic_link.subject; // "Sign in to {{ projectDisplayName }}: Your code is {{ otp }}"
 * ```
 */
export const EMAIL_TEXTS: Readonly<Record<EmailKind, EmailText>> = Object.freeze({
  email_verification: {
    subject: "Verify your email at {{ projectDisplayName }}",
    text: [
      "Verify your email at {{ projectDisplayName }}",
      "Open this link to confirm that this is your e-mail address: {{ emailVerificationLink }}",
      "If you did not ask for this, ignore this e-mail.",
    ].join("\n\n"),
  },
  password_reset: {
    subject: "Reset your password at {{ projectDisplayName }}",
    text: [
      "Reset your password at {{ projectDisplayName }}",
      "Someone asked to reset the password of your account. Open this link to choose a new one: {{ passwordResetLink }}",
      "If it was not you, ignore this e-mail.",
    ].join("\n\n"),
  },
  magic_link: {
    subject: "Sign in to {{ projectDisplayName }}: Your code is {{ otp }}",
    text: [
      "Sign in to {{ projectDisplayName }}",
      "Open this link to sign in: {{ magicLink }}",
      "Or enter this code:",
      "{{ otp }}",
      "If you did not ask for this, ignore this e-mail.",
    ].join("\n\n"),
  },
  team_invitation: {
    subject: "You have been invited to join {{ teamDisplayName }}",
    text: [
      "You have been invited to join {{ teamDisplayName }} on {{ projectDisplayName }}.",
      "Accept the invitation: {{ teamInvitationLink }}",
    ].join("\n\n"),
  },
  sign_in_invitation: {
    subject: "You have been invited to {{ projectDisplayName }}",
    text: "Sign in to {{ projectDisplayName }} here: {{ signInInvitationLink }}",
  },
  payment_receipt: {
    subject: "Your receipt from {{ projectDisplayName }}",
    text: "Thank you for your payment of {{ amount }}.",
  },
  payment_failed: {
    subject: "A payment to {{ projectDisplayName }} failed",
    text: "Your payment of {{ amount }} failed; please update your payment method.",
  },
  test_email: {
    subject: "Test e-mail from {{ projectDisplayName }}",
    text: "This e-mail was sent through {{ host }}:{{ port }} as {{ sender }}, to test the e-mail settings of {{ projectDisplayName }}.",
  },
});
