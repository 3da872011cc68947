/**
 * Origins of pages that may use the emulator as pages on this machine do: the API with server and
 * admin access, and the controls (`/emulator/…`) and dashboard. Pages on `localhost`,
 * `*.localhost`, `127.0.0.1` and `[::1]` (any port) and the emulator's own pages always may; every
 * other page gets the API's client access only.
 *
 * @example
 * ```ts
 * const allowedOrigins: AllowedOrigins = ["https://app.dev.internal", "http://192.168.1.20:5173"];
 * ```
 */
export type AllowedOrigins = readonly string[];

/**
 * Checks an `allowedOrigins` option: an array of origins, `http(s)://host[:port]`, without path,
 * query or credentials. A bad one is a TypeError naming it. Returns them as browsers send them in
 * `Origin` (lowercase host, no default port, no trailing slash).
 *
 * @example
 * ```ts
 * checkAllowedOrigins(["https://App.Example.com:443/"]); // ["https://app.example.com"]
 * checkAllowedOrigins(["app.example.com"]); // throws: an origin such as https://app.example.com
 * ```
 */
export function checkAllowedOrigins(value: unknown): string[] {
  if (!Array.isArray(value)) {
    throw new TypeError(
      `allowedOrigins must be an array of origins such as "https://app.example.com", got ${JSON.stringify(value)}.`,
    );
  }
  return value.map((entry) => {
    const origin = typeof entry === "string" ? originOf(entry) : undefined;
    if (origin === undefined) {
      throw new TypeError(
        `allowedOrigins takes origins such as "https://app.example.com" or "http://192.168.1.20:5173" (http or https, a host and an optional port, no path), got ${JSON.stringify(entry)}.`,
      );
    }
    return origin;
  });
}

/** The origin `text` names exactly, or undefined when it is no http(s) origin or has more. */
function originOf(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  const bare =
    (url.protocol === "http:" || url.protocol === "https:") &&
    url.hostname !== "" &&
    url.username === "" &&
    url.password === "" &&
    url.pathname === "/" &&
    url.search === "" &&
    url.hash === "" &&
    // `new URL` forgives a path of "/" and nothing else: refuse "https://a.example/?" or "…#".
    /^[a-z][a-z0-9+.-]*:\/\/[^/?#]+\/?$/i.test(text);
  return bare ? url.origin : undefined;
}
