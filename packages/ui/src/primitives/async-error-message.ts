import { KnownError } from "@app/core";

/** Shown for a failure that the service did not describe. */
export const UNHANDLED_ERROR_MESSAGE =
  "An unhandled error occurred. Please report this to the developer.";

/**
 * What to tell the user when an async UI action fails unexpectedly: a known error's own message,
 * otherwise a generic one (the details go to the console for the developer).
 */
export function asyncErrorMessage(error: unknown): string {
  return KnownError.isKnownError(error) ? error.message : UNHANDLED_ERROR_MESSAGE;
}
