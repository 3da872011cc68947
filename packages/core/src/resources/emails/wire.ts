import * as v from "valibot";

/** One e-mail the project sent (`GET /internal/emails`); `error` is set when sending failed. */
export const sentEmailJsonSchema = v.looseObject({
  id: v.string(),
  subject: v.string(),
  sent_at_millis: v.number(),
  to: v.optional(v.array(v.string())),
  error: v.optional(v.unknown()),
});
export type SentEmailJson = v.InferOutput<typeof sentEmailJsonSchema>;

/** The answer of `POST /internal/send-test-email`. */
export const testEmailResultJsonSchema = v.looseObject({
  success: v.boolean(),
  error_message: v.optional(v.string()),
});
export type TestEmailResultJson = v.InferOutput<typeof testEmailResultJsonSchema>;
