import { KnownError, KnownErrors } from "@app/core/errors";

/**
 * A SCHEMA_ERROR about seeding options, as a TypeError about the options of `method`
 * (`Bad seed.user() options: email: must be a valid email`); any other error as it is.
 */
export function asOptionsError(method: string, error: unknown): unknown {
  if (!(KnownError.isKnownError(error) && error instanceof KnownErrors.SchemaError)) return error;
  const detail = (error.details as { message?: unknown } | undefined)?.message;
  const message = (typeof detail === "string" ? detail : error.message).replace(
    /^body(\.|: )/gm,
    "",
  );
  return new TypeError(`Bad ${method} options: ${message}`, { cause: error });
}
