/**
 * The outcome of an operation whose failures a user can cause (a wrong password, an expired code).
 * Such failures are returned, typed, instead of thrown; everything else throws.
 *
 * @example
 * ```ts
 * const result = await app.signInWithCredential({ email, password });
 * if (result.status === "error") showError(result.error.message);
 * ```
 */
export type Result<Data, Failure> =
  | {
      /** The call succeeded. */
      status: "ok";
      /** What the call answered. */
      data: Data;
      /** Absent on success. */
      error?: undefined;
    }
  | {
      /** The call failed in an expected way. */
      status: "error";
      /** Why it failed. */
      error: Failure;
      /** Absent on failure. */
      data?: undefined;
    };

/**
 * Builds a successful result.
 *
 * @example
 * ```ts
 * return ok(undefined);
 * ```
 */
export function ok<Data>(data: Data): { status: "ok"; data: Data } {
  return { status: "ok", data };
}

/**
 * Builds a failed result.
 *
 * @example
 * ```ts
 * return fail(new KnownErrors.EmailPasswordMismatch());
 * ```
 */
export function fail<Failure>(error: Failure): { status: "error"; error: Failure } {
  return { status: "error", error };
}
