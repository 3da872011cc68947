// The sign-in flows store a new session with `signInWithTokens` (sign-in-with-tokens.ts).

/** The error of a call that needs the app's own token store when it has none. */
export const NO_STORE_MESSAGE =
  "Cannot call this function on a Stack app without a persistent token store";
