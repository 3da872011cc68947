import { isIP } from "node:net";
import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";
import type { SessionIpInfo, SessionRecord } from "../store/session-store.js";

/** The headers a proxy in front of the service names the end user's address in, in order. */
const IP_HEADERS = ["cf-connecting-ip", "x-vercel-forwarded-for", "x-real-ip"] as const;

/** A browser's user agent names one of these: only then is the caller the end user. */
const BROWSER_MARKS = ["Mozilla", "Chrome", "Safari"];

function header(c: Context, name: string): string | undefined {
  return c.req.header(name)?.trim() || undefined;
}

function coordinate(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** The address of the connection, without the IPv4-mapped prefix (`::ffff:127.0.0.1`). */
function socketAddress(c: Context): string | undefined {
  const address = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket?.remoteAddress;
  return address?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
}

/**
 * Where the end user of a request is, as the service works it out for a session's
 * `last_used_at_end_user_ip_info`: only for a caller whose user agent claims to be a browser (a
 * server's requests say nothing of its users), the address from the proxy headers
 * (`cf-connecting-ip`, `x-vercel-forwarded-for`, `x-real-ip`, the first of `x-forwarded-for`) and
 * the place from the proxy's geo headers (`cf-ipcountry` or `x-vercel-ip-country`, and Vercel's
 * region, city, coordinates and time zone). The emulator has no proxy in front of it: without
 * those headers the address is the connection's. Null for a non-browser caller or an address
 * that is not one.
 *
 * @example
 * ```ts
 * endUserIpInfo(c); // { ip: "127.0.0.1" } for a browser on this machine
 * ```
 */
export function endUserIpInfo(c: Context): SessionIpInfo | null {
  const agent = c.req.header("user-agent") ?? "";
  if (!BROWSER_MARKS.some((mark) => agent.includes(mark))) return null;
  const forwarded = header(c, "x-forwarded-for")?.split(",")[0]?.trim();
  const ip =
    IP_HEADERS.map((name) => header(c, name)).find((value) => value !== undefined) ??
    forwarded ??
    socketAddress(c);
  if (ip === undefined || isIP(ip) === 0) return null;
  const info: SessionIpInfo = { ip };
  const place = {
    countryCode: header(c, "cf-ipcountry") ?? header(c, "x-vercel-ip-country"),
    regionCode: header(c, "x-vercel-ip-country-region"),
    cityName: header(c, "x-vercel-ip-city"),
    latitude: coordinate(header(c, "x-vercel-ip-latitude")),
    longitude: coordinate(header(c, "x-vercel-ip-longitude")),
    tzIdentifier: header(c, "x-vercel-ip-timezone"),
  };
  for (const [name, value] of Object.entries(place)) {
    if (value !== undefined) Object.assign(info, { [name]: value });
  }
  return info;
}

/**
 * Notes a use of `session` by the request `c` at `now`: its last use, and where from when the
 * caller is a browser (a server's use keeps the place of the last browser's, as on the service).
 */
export function markSessionUsed(session: SessionRecord, c: Context, now: number): void {
  session.lastUsedAtMillis = now;
  const info = endUserIpInfo(c);
  if (info) session.lastUsedIpInfo = info;
}
