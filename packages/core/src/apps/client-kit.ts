import { KnownErrors } from "../errors/catalogue/index.js";
import { knownErrorFromJSON } from "../errors/from-json.js";
import { HttpError } from "../http/http-errors.js";
import { expected } from "../resources/auth/credential.js";
import { PUBLIC_CLIENT_SECRET } from "../resources/sessions/api.js";
import { NO_STORE_MESSAGE, signInWithTokens } from "../resources/sessions/client.js";
import { tokensJsonSchema } from "../resources/sessions/wire.js";
import { userChanged } from "../resources/users/current-user.js";
import { documentCookieJar } from "../session/cookie-jar.js";
import { isTrustedRedirect, REDIRECT_PAUSE_MS, returnToFromLocation } from "./redirect.js";

/**
 * What the page's first load carries anyway and the lazily loaded sign-in methods (OAuth,
 * passkeys, command-line login) use: handed to them through the app context rather than
 * imported. A bundler moves a module that both the page and a lazy chunk import into a chunk of
 * its own, which the page then loads as one more file (and gzips worse); through the context,
 * these stay in the page's entry chunk.
 *
 * @example
 * ```ts
 * // In a lazy module:
 * throw new context.kit.KnownErrors.OuterOAuthTimeout();
 * ```
 */
export const clientKit = {
  KnownErrors,
  knownErrorFromJSON,
  HttpError,
  expected,
  PUBLIC_CLIENT_SECRET,
  NO_STORE_MESSAGE,
  signInWithTokens,
  tokensJsonSchema,
  userChanged,
  cookieJar: documentCookieJar,
  isTrustedRedirect,
  REDIRECT_PAUSE_MS,
  returnToFromLocation,
};

/** The type of {@link clientKit}. */
export type ClientKit = typeof clientKit;
