import * as v from "valibot";

/** The answer of `POST /auth/otp/send-sign-in-code`: the code's last 39 characters. */
export const nonceJsonSchema = v.looseObject({ nonce: v.string() });
