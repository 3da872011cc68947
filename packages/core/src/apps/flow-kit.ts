import { checkCredentials, expected, passwordFlow } from "../resources/auth/credential.js";
import { nonceJsonSchema } from "../resources/auth/wire.js";
import { signInWithTokens } from "../resources/sessions/client.js";
import { tokensJsonSchema } from "../resources/sessions/wire.js";
import { userChanged } from "../resources/users/current-user.js";
import { fail, ok } from "../result.js";
import { isVerificationCode } from "../schemas/fields.js";
import { returnToFromLocation } from "./redirect.js";

/**
 * What the flows loaded on first use (`resources/auth/lazy-flows.ts`: sign-up, magic link,
 * multi-factor sign-in, password reset, e-mail verification) take from the sign-in bundle. They
 * are handed it instead of importing it: a module imported both by the sign-in bundle and by a
 * lazily loaded one would be split off into a chunk of its own, and the first page load would
 * fetch the sign-in bundle in pieces that compress worse.
 */
export const flowKit = {
  checkCredentials,
  expected,
  fail,
  isVerificationCode,
  nonceJsonSchema,
  ok,
  passwordFlow,
  returnToFromLocation,
  signInWithTokens,
  tokensJsonSchema,
  userChanged,
};

/** The type of {@link flowKit}, for the lazily loaded flows. */
export type FlowKit = typeof flowKit;
