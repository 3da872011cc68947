import type { Context } from "hono";

/** The two request header families the service accepts; `x-stack-` wins when both are sent. */
export const HEADER_PREFIXES = ["x-stack-", "x-hexclave-"] as const;

/** The names (without prefix) of the request headers of WIRE.md section 1. */
export const REQUEST_HEADER_NAMES = [
  "project-id",
  "branch-id",
  "access-type",
  "publishable-client-key",
  "secret-server-key",
  "super-secret-admin-key",
  "admin-access-token",
  "access-token",
  "refresh-token",
  "allow-anonymous-user",
  "allow-restricted-user",
  "override-error-status",
  "client-version",
  "random-nonce",
  "development-override-key",
  "disable-artificial-development-delay",
] as const;
export type RequestHeaderName = (typeof REQUEST_HEADER_NAMES)[number];

/** The value of a request header of either family, or undefined when absent or empty. */
export function readHeader(c: Context, name: RequestHeaderName): string | undefined {
  for (const prefix of HEADER_PREFIXES) {
    const value = c.req.header(`${prefix}${name}`);
    if (value) return value;
  }
  return undefined;
}

/** Whether a boolean request header of either family is `true`. */
export function readFlag(c: Context, name: RequestHeaderName): boolean {
  return readHeader(c, name)?.toLowerCase() === "true";
}

/** Sets a response header in both families (`x-stack-known-error` and `x-hexclave-known-error`). */
export function setBothFamilies(headers: Headers, name: string, value: string): void {
  for (const prefix of HEADER_PREFIXES) headers.set(`${prefix}${name}`, value);
}
