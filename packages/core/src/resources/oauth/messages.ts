// The OAuth callback's own message, in a module of its own: the callback page imports it on its
// first load, and importing it from client.ts would bring the whole OAuth flow's code along.

/** The message of a callback that failed for a reason the user cannot act on (SPEC.md section 8). */
export const OAUTH_CALLBACK_ERROR_MESSAGE =
  "Error signing in during OAuth callback. Please try again.";
