import type { CookieJar } from "@app/core/internal";

/** The part of Next.js's cookie store (`await cookies()`) the jar uses. */
export interface NextCookies {
  getAll(): { name: string; value: string }[];
  set(
    name: string,
    value: string,
    options: {
      maxAge: number;
      secure: boolean;
      domain?: string | undefined;
      path: string;
      sameSite: "lax";
      httpOnly: false;
    },
  ): unknown;
}

/**
 * The exact error Next.js (16.4.6) throws when a cookie is set where it cannot be (a server
 * component): the one refusal the jar takes as "not written", anything else is thrown on.
 */
export const NEXT_READONLY_COOKIES_MESSAGE =
  "Cookies can only be modified in a Server Action or Route Handler. Read more: https://nextjs.org/docs/app/api-reference/functions/cookies#options";

/** A cookie the jar set on the response, as Next.js's `response.cookies.set` takes it. */
export interface CookieWriteRecord {
  name: string;
  value: string;
  maxAge: number;
  secure: boolean;
  domain?: string | undefined;
}

/** A request's cookie jar, and the writes it made on the response. */
export interface RequestCookieJar extends CookieJar {
  readonly writes: readonly CookieWriteRecord[];
}

/**
 * The cookies of the request Next.js serves, as the core's cookie store reads and writes them (the
 * browser's names and formats, so one session spans the browser and the server). Writes go to
 * the response with `cookies().set` where Next.js allows it (route handlers, server actions,
 * middleware); in a server component, where it refuses with its exact error, they are kept for the
 * rest of the request only (a refreshed access token then serves the other reads of the request).
 *
 * @example
 * ```ts
 * const jar = nextCookieJar(await cookies());
 * new CookieTokenStore({ projectId, jar, secure, broadcastChannel: null });
 * ```
 */
export function nextCookieJar(cookies: NextCookies): RequestCookieJar {
  // What this request wrote (a value, or null for a removal), over the request's own cookies.
  const written = new Map<string, string | null>();
  const writes: CookieWriteRecord[] = [];
  const getAll = () => {
    const all: Record<string, string> = {};
    for (const { name, value } of cookies.getAll()) all[name] = value;
    for (const [name, value] of written) {
      if (value === null) delete all[name];
      else all[name] = value;
    }
    return all;
  };
  const write = (record: CookieWriteRecord, stored: string | null) => {
    written.set(record.name, stored);
    try {
      cookies.set(record.name, record.value, {
        maxAge: record.maxAge,
        secure: record.secure,
        domain: record.domain,
        path: "/",
        sameSite: "lax",
        httpOnly: false,
      });
      writes.push(record);
    } catch (error) {
      if (!(error instanceof Error && error.message === NEXT_READONLY_COOKIES_MESSAGE)) throw error;
    }
  };
  return {
    writes,
    snapshot: () => JSON.stringify(getAll()),
    getAll,
    set(name, value, { maxAgeSeconds, secure, domain }) {
      write({ name, value, maxAge: maxAgeSeconds, secure, domain }, value);
    },
    remove(name, { secure, domain }) {
      write({ name, value: "", maxAge: 0, secure, domain }, null);
    },
  };
}
