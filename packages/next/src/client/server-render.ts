import type { TokenStore } from "@app/core";

// A browser app while Next.js renders its components on the server (the "SSR" of client
// components): it cannot read the browser's cookies there, and must not act for anyone. It shows
// what the server handed it (`StackProvider`'s state: the request's user and the project) and
// loads nothing; whatever needs loading renders in the browser.

/**
 * The session key of a browser app while a server renders it: not a token (nothing is sent with
 * it), the key under which the user the server read is shown.
 */
export const SERVER_RENDER_SESSION = "server-render";

/** The token store of a browser app while a server renders its components. */
export function serverRenderTokenStore(): TokenStore {
  return {
    get: () => ({ accessToken: null, refreshToken: SERVER_RENDER_SESSION }),
    set: () => {},
    subscribe: () => () => {},
  };
}

/**
 * What a read fails with while a server renders a browser app: Next.js's bail-out to client
 * rendering (the `digest` its `next/dynamic` uses), so the nearest Suspense boundary's fallback
 * is sent and the browser renders what is inside, as the reference SDK does for every hook.
 */
export class RenderInBrowser extends Error {
  /** Next.js renders the nearest Suspense boundary in the browser on this digest. */
  readonly digest = "BAILOUT_TO_CLIENT_SIDE_RENDERING";
  readonly reason: string;

  constructor(what: string) {
    const reason = `${what} is loaded in the browser: the server render has only the user and the project that StackProvider read`;
    super(`Bail out to client-side rendering: ${reason}`);
    this.name = "RenderInBrowser";
    this.reason = reason;
  }
}
