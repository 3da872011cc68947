import type { ClientTokenStoreInit } from "../session/client-token-store.js";
import type { RedirectMethod } from "./redirect.js";
import type { HandlerUrls } from "./urls.js";

/** Options of `StackClientApp`. */
export interface StackClientAppOptions {
  /** Required unless preset in `NEXT_PUBLIC_STACK_PROJECT_ID` or `STACK_PROJECT_ID`. */
  projectId?: string;
  /** Required unless preset in `NEXT_PUBLIC_STACK_PUBLISHABLE_CLIENT_KEY`. */
  publishableClientKey?: string;
  /** API base; default the hosted service (or `NEXT_PUBLIC_STACK_API_URL`). */
  baseUrl?: string;
  /** Where the user's tokens live. */
  tokenStore: ClientTokenStoreInit;
  /** Overrides of the handler and redirect URLs. */
  urls?: Partial<HandlerUrls>;
  /** How to navigate; default `"window"` (full-page navigation). */
  redirectMethod?: RedirectMethod;
  /** A custom `fetch`, e.g. for tests or runtimes without a global one. */
  fetch?: typeof fetch;
}

/** What `getUser` does when there is no signed-in user. */
export type GetUserOr = "redirect" | "throw" | "anonymous" | "anonymous-if-exists" | "return-null";

/** Options of `getUser`. */
export interface GetUserOptions {
  /**
   * When nobody is signed in: `"return-null"` (default), `"redirect"` to sign-in, `"throw"`,
   * `"anonymous"` (sign up anonymously), or `"anonymous-if-exists"`. Anonymous users count as
   * signed out unless this is `"anonymous"` or `"anonymous-if-exists"`.
   */
  or?: GetUserOr;
  /** Read the user of these tokens instead of the app's own store (e.g. a server request). */
  tokenStore?: ClientTokenStoreInit;
}

/** Reads a preset from the environment without assuming that `process` exists. */
export function preset(...names: string[]): string | undefined {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process
    ?.env;
  for (const name of names) {
    const value = env?.[name];
    if (value) return value;
  }
  return undefined;
}

/** A required option, from the options or the environment, or a TypeError that names both. */
export function required(value: string | undefined, option: string, ...envNames: string[]): string {
  const resolved = value ?? preset(...envNames);
  if (!resolved) {
    throw new TypeError(
      `The ${option} option is required${envNames.length ? ` (or set ${envNames.join(" or ")})` : ""}.`,
    );
  }
  return resolved;
}
