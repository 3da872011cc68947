import type { Query } from "../../cache/query.js";
import type { AppContext } from "../../context/app-context.js";
import { fail, ok, type Result } from "../../errors/result.js";
import { listJsonSchema } from "../../schemas/list.js";
import { type FieldSpec, toWire } from "../../schemas/to-wire.js";
import { keys } from "../kit/cache-keys.js";
import { changed } from "../kit/changes.js";
import type { EmailServerConfig } from "../projects/admin-project.js";
import { emailServerOptionSchema, emailServerToWire } from "../projects/admin-update.js";
import { sendTestEmailRequestSchema } from "./requests.js";
import { type AdminSentEmail, sentEmailFromJson } from "./sent-email.js";
import { sentEmailJsonSchema, testEmailResultJsonSchema } from "./wire.js";

/**
 * Options of `sendTestEmail()`.
 *
 * @example
 * ```ts
 * const result = await adminApp.sendTestEmail({ recipientEmail: "ada@example.com", emailConfig: server });
 * ```
 */
export interface SendTestEmailOptions {
  /** The address to send the test e-mail to. */
  recipientEmail: string;
  /** The SMTP server to try. */
  emailConfig: EmailServerConfig;
}

// The recipient's rule is the request's (`requests.ts`); the server's fields are checked in their
// camelCase form, by the same rules (`EMAIL_SERVER_FIELDS`).
const TEST_EMAIL_FIELDS = {
  recipientEmail: ["recipient_email", sendTestEmailRequestSchema.entries.recipient_email],
  emailConfig: ["email_config", emailServerOptionSchema],
} as const satisfies Record<string, FieldSpec>;

/**
 * `adminApp.listSentEmails()`: the e-mails the project sent, newest first (`GET /internal/emails`).
 * Every flow that sends an e-mail adds one, so the getter always asks the service; a hook shows
 * the last answer.
 */
export const sentEmailsQuery = (context: AppContext): Query<AdminSentEmail[]> => ({
  key: keys.sentEmails(),
  load: async () => {
    const list = await context.http.request(
      "/internal/emails",
      {},
      listJsonSchema(sentEmailJsonSchema),
    );
    return list.items.map(sentEmailFromJson);
  },
  reload: true,
});

/**
 * Sends a test e-mail through `emailConfig` (`POST /internal/send-test-email`). A server that
 * cannot be reached or refuses the e-mail is an error result with the service's `errorMessage`;
 * options that break the rules (a port outside 0 to 65535, a malformed address) are a TypeError
 * before anything is sent.
 */
export async function sendTestEmail(
  context: AppContext,
  options: SendTestEmailOptions,
): Promise<Result<undefined, { errorMessage: string }>> {
  const body = toWire(options, TEST_EMAIL_FIELDS, "sendTestEmail()");
  if (body.recipient_email === undefined || body.email_config === undefined) {
    throw new TypeError("sendTestEmail(): recipientEmail and emailConfig are required.");
  }
  body.email_config = emailServerToWire(body.email_config as Record<string, unknown>);
  const result = await context.http.request(
    "/internal/send-test-email",
    { method: "POST", body },
    testEmailResultJsonSchema,
  );
  changed(context, "emailTest.send");
  if (result.success) return ok(undefined);
  return fail({ errorMessage: result.error_message ?? "The test e-mail could not be sent." });
}
