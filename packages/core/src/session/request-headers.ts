// What a server request is, and how its headers read: the one part of the request token store
// that the client app needs (a client app may render a page on a server). Kept apart
// so that reading tokens from a request's x-stack-auth header stays out of browser bundles.

/**
 * Anything with request headers: a Fetch `Request`, Node's `IncomingMessage`, or a plain object.
 *
 * @example
 * ```ts
 * const request: RequestLike = { headers: { cookie: "stack-refresh-…=…" } };
 * const user = await app.getUser({ tokenStore: request });
 * ```
 */
export interface RequestLike {
  /** The request's headers: a Fetch `Headers`, or an object of header names (lowercase). */
  headers:
    | {
        /** The value of the header `name`; null when absent. */
        get(name: string): string | null;
      }
    | Record<string, string | string[] | undefined>;
}

/** Whether `value` looks like a request whose headers can carry tokens. */
export function isRequestLike(value: unknown): value is RequestLike {
  return typeof value === "object" && value !== null && "headers" in value;
}

/** A request header's value (an array of values joined), or null. */
export function readHeader(request: RequestLike, name: string): string | null {
  const { headers } = request;
  if (typeof (headers as { get?: unknown }).get === "function") {
    return (headers as { get(name: string): string | null }).get(name);
  }
  const record = headers as Record<string, string | string[] | undefined>;
  const value =
    record[name] ?? Object.entries(record).find(([key]) => key.toLowerCase() === name)?.[1];
  return Array.isArray(value) ? value.join(name === "cookie" ? "; " : ", ") : (value ?? null);
}
