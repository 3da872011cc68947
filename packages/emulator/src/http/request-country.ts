import type { Context } from "hono";

/** The headers that name the country a request came from, as the hosting proxies set them. */
const COUNTRY_HEADERS = ["x-vercel-ip-country", "cf-ipcountry"] as const;

/**
 * The country a request came from, as a proxy in front of the service names it
 * (`x-vercel-ip-country`, `cf-ipcountry`): an ISO 3166-1 alpha-2 code, upper-cased, or null when
 * no header names one (Cloudflare's `XX` and `T1` name none).
 *
 * @example
 * ```ts
 * requestCountryCode(c); // "DE" for a request with `cf-ipcountry: de`
 * ```
 */
export function requestCountryCode(c: Context): string | null {
  for (const name of COUNTRY_HEADERS) {
    const value = c.req.header(name)?.trim().toUpperCase();
    if (value && /^[A-Z]{2}$/.test(value) && value !== "XX" && value !== "T1") return value;
  }
  return null;
}

/**
 * The country a new user signs up from, as the service works it out: the request's country, else
 * the one its test addresses name (`de-test@example.com` signs up from DE), else none.
 *
 * @example
 * ```ts
 * signUpCountryCode(null, "fr-test@example.com"); // "FR"
 * ```
 */
export function signUpCountryCode(
  requestCountry: string | null,
  email: string | null,
): string | null {
  if (requestCountry !== null) return requestCountry;
  const stub = email === null ? undefined : /^([a-z]{2})-test@example\.com$/.exec(email)?.[1];
  return stub === undefined ? null : stub.toUpperCase();
}
