import { EMAIL_TEXTS } from "../emails/email-texts.js";
import { renderEmail } from "../emails/render-email.js";
import type { SendTestEmail } from "../schemas/emails.js";
import type { EmulatorServices } from "../services/context.js";
import type { ProjectRecord } from "../store/project-store.js";

/**
 * Whether the emulator treats an SMTP host as unreachable: the reserved top-level domain
 * `.invalid` (RFC 2606), which never resolves, and nothing else. A test e-mail through any other
 * host is "sent" to the outbox.
 *
 * @example
 * ```ts
 * isUnreachableEmailHost("smtp.fail.invalid"); // true
 * isUnreachableEmailHost("smtp.example.com"); // false
 * ```
 */
export function isUnreachableEmailHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, "");
  return name === "invalid" || name.endsWith(".invalid");
}

/** What `POST /internal/send-test-email` answers: success, or why the server failed. */
export type TestEmailResult = { success: true } | { success: false; error_message: string };

/**
 * Sends a test e-mail through `email_config`, or fails as an unreachable server would (see
 * {@link isUnreachableEmailHost}): a sent one goes to the outbox, a failed one to the admin's
 * list of sent e-mails with its error.
 */
export function sendTestEmail(
  services: EmulatorServices,
  project: ProjectRecord,
  { recipient_email: to, email_config: server }: SendTestEmail,
): TestEmailResult {
  const sender = `${server.sender_name} <${server.sender_email}>`;
  const email = renderEmail(EMAIL_TEXTS.test_email, {
    projectDisplayName: project.displayName,
    host: server.host,
    port: String(server.port),
    sender,
  });
  if (isUnreachableEmailHost(server.host)) {
    const error_message = `Could not connect to the e-mail server ${server.host}:${server.port}: the host name does not resolve. Check the host and port.`;
    services.store.failedEmails.add({
      projectId: project.id,
      to: [to],
      subject: email.subject,
      error: error_message,
    });
    return { success: false, error_message };
  }
  // Sent through the server under test, so from its sender.
  services.outbox.send({ projectId: project.id, from: sender, to: [to], ...email });
  return { success: true };
}
