/**
 * A misuse of the SDK that breaks what a call assumes (e.g. `signUpWithCredential` with both
 * `noVerificationCallback: true` and a `verificationCallbackUrl`), thrown before anything is sent.
 * Its `name` is the reference SDK's, `"StackAssertionError"`, so that code written for the
 * reference that checks `error.name` keeps working; it is a `TypeError` as every other wrong
 * argument of this SDK. Not exported, as the reference SDK's packages do not export theirs: code
 * tells it by its `name`.
 *
 * @example
 * ```ts
 * try {
 *   await app.signUpWithCredential({ email, password, noVerificationCallback: true, verificationCallbackUrl });
 * } catch (error) {
 *   if (error instanceof TypeError && error.name === "StackAssertionError") console.error(error.message);
 * }
 * ```
 */
export class StackAssertionError extends TypeError {
  override readonly name = "StackAssertionError";
}
