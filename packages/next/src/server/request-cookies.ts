import type { PerRequestTokenStore, TokenStore } from "@app/core";
import { CookieTokenStore, cookieWriterReady } from "@app/core/internal";
import { HTTPS_MARKER_COOKIES } from "../https-marker.js";
import { type NextCookies, nextCookieJar, type RequestCookieJar } from "./next-cookie-jar.js";

/** The store of one request (per project), and its jar's writes. */
export interface RequestCookieStore {
  store: TokenStore;
  jar: RequestCookieJar;
}

/**
 * Each request's stores, by Next.js's cookie store of the request (the same object for every
 * `await cookies()` of one request), then by project: every call of a request shares one store,
 * so an access token refreshed by one is the next one's.
 */
const stores = new WeakMap<object, Map<string, Promise<RequestCookieStore>>>();

/** How Next.js's `cookies()` says that no request is being served. */
const OUTSIDE_REQUEST = "`cookies` was called outside a request scope.";

/**
 * Whether the request came over https: `x-forwarded-proto` (which Next.js's server sets), or the
 * marker cookie a browser on https writes (`@app/next`'s provider, and the reference SDK, write
 * `stack-is-https`), for a server behind a proxy that does not say.
 */
function isHttps(headers: { get(name: string): string | null }, jar: NextCookies): boolean {
  if (headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https") return true;
  return jar.getAll().some(({ name }) => HTTPS_MARKER_COOKIES.includes(name));
}

/**
 * The token store of the request Next.js is serving, over its cookies (`next/headers`, loaded on
 * first use): the names and formats of the browser's cookie store, `Secure` and `__Host-` over
 * https (`x-forwarded-proto`, or the browser's https marker cookie). Outside a request it rejects, saying what is missing.
 *
 * @example
 * ```ts
 * const { store } = await requestCookieStore(projectId);
 * store.get(); // { accessToken, refreshToken } of the request's cookies
 * ```
 */
export async function requestCookieStore(projectId: string): Promise<RequestCookieStore> {
  const { cookies, headers } = await import("next/headers");
  let jar: NextCookies;
  try {
    jar = (await cookies()) as unknown as NextCookies;
  } catch (error) {
    // Only "no request here" is told anew; every other error is Next.js's own to handle (a
    // static render that `cookies()` turns dynamic, a prerender's postponement…).
    if (!(error instanceof Error && error.message.startsWith(OUTSIDE_REQUEST))) throw error;
    throw new TypeError(
      `tokenStore "nextjs-cookie" reads the cookies of the request Next.js is serving, and there is none here (a script, a build step, or code run after the response): ${error.message}`,
      { cause: error },
    );
  }
  let byProject = stores.get(jar);
  if (!byProject) {
    byProject = new Map();
    stores.set(jar, byProject);
  }
  let entry = byProject.get(projectId);
  if (!entry) {
    entry = (async () => {
      const secure = isHttps(await headers(), jar);
      // Writes are then immediate: a response is not sent before its cookies are set.
      await cookieWriterReady();
      const requestJar = nextCookieJar(jar);
      const store = new CookieTokenStore({
        projectId,
        jar: requestJar,
        secure,
        broadcastChannel: null,
      });
      return { store, jar: requestJar };
    })();
    byProject.set(projectId, entry);
  }
  return entry;
}

/**
 * `tokenStore: "nextjs-cookie"` on Next.js's server: the app's own store is the cookies of each
 * request it serves. `projectId` is read on each call (the app's, known once it is built).
 *
 * @example
 * ```ts
 * new StackServerApp({ tokenStore: nextCookieTokenStore(() => projectId) });
 * ```
 */
export function nextCookieTokenStore(projectId: () => string): PerRequestTokenStore {
  return { forRequest: async () => (await requestCookieStore(projectId())).store };
}
