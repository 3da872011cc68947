import * as v from "valibot";
import { emailSchema } from "../../schemas/formats.js";
import { emailServerEntries } from "../projects/requests.js";

/**
 * `POST /internal/send-test-email` (admin only): who receives it, through which SMTP server. The
 * server's fields are `EMAIL_SERVER_FIELDS`, which `sendTestEmail()` checks its options with.
 *
 * @example
 * ```ts
 * v.is(sendTestEmailRequestSchema, { recipient_email: "ada@example.com", email_config: { port: 25 } }); // false
 * ```
 */
export const sendTestEmailRequestSchema = v.strictObject({
  recipient_email: emailSchema,
  email_config: v.strictObject(emailServerEntries),
});
