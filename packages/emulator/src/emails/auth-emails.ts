import type { OutboxEmail } from "../outbox/outbox.js";
import type { EmulatorServices } from "../services/context.js";
import type { ProjectRecord } from "../store/project-store.js";
import type { EmailTemplateType } from "./email-template-type.js";
import { EMAIL_TEXTS } from "./email-texts.js";
import { type EmailVariables, emailValue, renderEmail } from "./render-email.js";

/** The address the service sends from when a project has no e-mail server of its own. */
export const SHARED_SENDER_ADDRESS = "noreply@example.com";

/**
 * Who a project's e-mails come from: the sender of its own e-mail server, else its display name
 * at the shared sender address, as on the service.
 *
 * @example
 * ```ts
 * emailSender(project); // "Demo Project <noreply@example.com>"
 * ```
 */
export function emailSender(project: ProjectRecord): string {
  const server = project.config.email_config;
  return server.type === "standard"
    ? `${emailValue(server.sender_name)} <${server.sender_email}>`
    : `${emailValue(project.displayName)} <${SHARED_SENDER_ADDRESS}>`;
}

/** `callbackUrl` with the code as its `code` query parameter: the link an e-mail carries. */
export function linkWithCode(callbackUrl: string, code: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set("code", code);
  return url.toString();
}

/**
 * Sends `to` the project's e-mail of kind `type`: its template (the emulator's text from
 * {@link EMAIL_TEXTS} until an admin changes it) filled in with `values` (names and codes, on one
 * line and cut at 100 characters), the project's display name and `links` (the e-mail's own URLs,
 * its only links), from the project's sender. A template whose content is not a text document
 * keeps the default text under its own subject.
 */
export function sendTemplatedEmail(
  services: EmulatorServices,
  project: ProjectRecord,
  type: EmailTemplateType,
  to: string,
  values: EmailVariables,
  links: EmailVariables = {},
): OutboxEmail {
  const template = services.store.emailTemplates.get(project.id, type);
  const { content } = template;
  const text =
    content.type === "text" && typeof content.text === "string"
      ? content.text
      : EMAIL_TEXTS[type].text;
  const rendered = renderEmail(
    { subject: template.subject, text },
    { projectDisplayName: project.displayName, ...values },
    links,
  );
  return services.outbox.send({
    projectId: project.id,
    from: emailSender(project),
    to: [to],
    ...rendered,
  });
}

/**
 * The sign-in e-mail: the magic link (the whole code as `code` on the callback URL) and the
 * one-time password (the code's first 6 characters, upper-cased), alone in its paragraph, for
 * typing in instead.
 */
export function sendMagicLinkEmail(
  services: EmulatorServices,
  project: ProjectRecord,
  to: string,
  code: string,
  callbackUrl: string,
): OutboxEmail {
  return sendTemplatedEmail(
    services,
    project,
    "magic_link",
    to,
    { otp: code.slice(0, 6).toUpperCase() },
    { magicLink: linkWithCode(callbackUrl, code) },
  );
}

/** The password reset e-mail: a link to the app's password-reset page with the code. */
export function sendPasswordResetEmail(
  services: EmulatorServices,
  project: ProjectRecord,
  to: string,
  code: string,
  callbackUrl: string,
): OutboxEmail {
  return sendTemplatedEmail(
    services,
    project,
    "password_reset",
    to,
    {},
    {
      passwordResetLink: linkWithCode(callbackUrl, code),
    },
  );
}

/** The e-mail verification e-mail: a link to the app's email-verification page with the code. */
export function sendEmailVerificationEmail(
  services: EmulatorServices,
  project: ProjectRecord,
  to: string,
  code: string,
  callbackUrl: string,
): OutboxEmail {
  return sendTemplatedEmail(
    services,
    project,
    "email_verification",
    to,
    {},
    {
      emailVerificationLink: linkWithCode(callbackUrl, code),
    },
  );
}
