// Hides credentials in URLs before they are shown or stored: error messages, warnings, logs.

/** What a hidden value reads as. */
export const REDACTED = "[redacted]";

/**
 * Whether a query or fragment parameter of this name carries a credential: any name with `token`,
 * `secret`, `password`, `credential`, `signature` or `jwt` in it (`access_token`, `client_secret`,
 * `x-stack-refresh-token`, `accessToken`), and the names that end in `key`, `code`, `otp`,
 * `nonce`, `verifier`, `sig`, `auth` or `authorization` (`publishable_client_key`, `apiKey`,
 * `code`, `attempt_code`, `code_verifier`). `error_code` is kept: it names an error, not a secret.
 * Case, hyphens and camelCase do not matter.
 *
 * @example
 * ```ts
 * isSecretParameter("client_secret"); // true
 * isSecretParameter("redirect_uri"); // false
 * ```
 */
export function isSecretParameter(name: string): boolean {
  const words = name
    .replace(/([a-z\d])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .replace(/[^a-z\d]+/g, "_");
  return (
    /token|secret|passw|credential|signature|jwt/.test(words) ||
    (/(^|_)(api_?)?(key|code|otp|nonce|verifier|sig|auth|authorization)$/.test(words) &&
      words !== "error_code")
  );
}

/**
 * `url` with the values of its credential parameters (query and fragment, see
 * {@link isSecretParameter}) and the password of its user info replaced by `[redacted]`. A
 * parameter whose value is itself a URL (`redirect_uri`) has that URL redacted too. Everything else
 * is kept as it was, so the result still says which endpoint was called, with what. Not only
 * absolute URLs: a path with a query, or a bare query, is redacted the same way.
 *
 * @example
 * ```ts
 * redactUrl("https://api.example.com/api/v1/auth/oauth/authorize/github?token=eyJ…&type=link");
 * // "https://api.example.com/api/v1/auth/oauth/authorize/github?token=[redacted]&type=link"
 * ```
 */
export function redactUrl(url: string): string {
  return url
    .replace(/^([a-z][a-z\d+.-]*:\/\/[^/?#@:]*:)[^/?#@]*@/i, `$1${REDACTED}@`)
    .replace(
      /([?#&])([^=&#]*)=([^&#]*)/g,
      (_whole, separator: string, name: string, value: string) =>
        isSecretParameter(decoded(name))
          ? `${separator}${name}=${REDACTED}`
          : `${separator}${name}=${redactNested(value)}`,
    );
}

/** A parameter's value that is a URL with parameters of its own, redacted; else as it was. */
function redactNested(value: string): string {
  const inner = decoded(value);
  if (!/^[a-z][a-z\d+.-]*:\/\/|^\//i.test(inner) || !/[?#&][^=&#]*=/.test(inner)) return value;
  const redacted = redactUrl(inner);
  return redacted === inner
    ? value
    : encodeURIComponent(redacted).replaceAll(encodeURIComponent(REDACTED), REDACTED);
}

/** A percent-encoded query part as text (`+` is a space); malformed encoding as it is. */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, " "));
  } catch {
    return part;
  }
}
