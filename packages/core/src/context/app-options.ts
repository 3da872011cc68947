import { checkedExtraRequestHeaders } from "#extra-request-headers";
import { pageLocation } from "../platform/page-location.js";
import { isHttpUrl } from "../schemas/field-checks.js";
import type { ClientTokenStoreInit } from "../session/client-token-store.js";
import { preset } from "./presets.js";
import { isTrustedRedirect, type RedirectMethod } from "./redirect.js";
import { type HandlerUrls, resolveUrls } from "./urls.js";

/**
 * Options of `StackClientApp`.
 *
 * @example
 * ```ts
 * const app = new StackClientApp({ projectId, publishableClientKey, tokenStore: "cookie" });
 * ```
 */
export interface StackClientAppOptions {
  /** Required unless preset in `NEXT_PUBLIC_STACK_PROJECT_ID` or `STACK_PROJECT_ID`. */
  projectId?: string;
  /** Required unless preset in `NEXT_PUBLIC_STACK_PUBLISHABLE_CLIENT_KEY`. */
  publishableClientKey?: string;
  /** API base; default the hosted service (or `NEXT_PUBLIC_STACK_API_URL`). */
  baseUrl?: string;
  /** Where the user's tokens live; required unless inherited (`inheritsFrom`). */
  tokenStore?: ClientTokenStoreInit;
  /** Overrides of the handler and redirect URLs. */
  urls?: Partial<HandlerUrls>;
  /** How to navigate; default `"window"` (full-page navigation). */
  redirectMethod?: RedirectMethod;
  /** A custom `fetch`, e.g. for tests or runtimes without a global one. */
  fetch?: typeof fetch;
  /**
   * How long one try of a request may take, reading the answer included; default 60000 ms.
   * A request that times out is retried when that is safe, then fails with a `NetworkError`.
   */
  timeoutMs?: number;
  /**
   * The most one call of the API may take, all its tries and waits (retry back-offs, a 429's
   * `Retry-After`) included; default 30000 ms, `Infinity` for none. Then it fails with a
   * `NetworkError` whose message says it timed out. A positive number; else a TypeError.
   */
  deadlineMs?: number;
  /**
   * Headers added to every request to the API (after the SDK's own, so they may replace them);
   * default the JSON object in `NEXT_PUBLIC_STACK_EXTRA_REQUEST_HEADERS` or
   * `STACK_EXTRA_REQUEST_HEADERS`. An object of strings; else a TypeError.
   */
  extraRequestHeaders?: Record<string, string>;
  /**
   * Turns off the prefetch at construction, as in the reference SDK: by default an app starts
   * loading the code its first request needs (a chunk of its own in browser bundles) when it is
   * built; with `true`, that code loads with the first request. No app sends a request before a
   * method is called, with or without it. A boolean; else a TypeError.
   */
  noAutomaticPrefetch?: boolean;
  /**
   * Another app whose options this one starts from (project, keys, base URL, URLs, token store…):
   * the options given here replace the inherited ones, an `undefined` one does not. A client app
   * takes no secret key from a server or admin app it inherits from.
   */
  inheritsFrom?: InheritableApp;
  /**
   * OAuth scopes asked of each provider on every sign-in with it, e.g.
   * `{ github: ["repo"] }` (and added to the scopes of `linkConnectedAccount`).
   */
  oauthScopesOnSignIn?: Partial<Record<string, string[]>>;
}

/**
 * An app another app may start from (`inheritsFrom`): a `StackClientApp`, `StackServerApp` or
 * `StackAdminApp` (declared by shape, as this module sits below the apps).
 *
 * @inline
 */
export interface InheritableApp {
  /** The project the other app belongs to. */
  readonly projectId: string;
}

/**
 * What `getUser` does when there is no signed-in user.
 *
 * @example
 * ```ts
 * const or: GetUserOr = "anonymous";
 * const user = await app.getUser({ or });
 * ```
 */
export type GetUserOr = "redirect" | "throw" | "anonymous" | "anonymous-if-exists" | "return-null";

/**
 * Options of `getUser`.
 *
 * @example
 * ```ts
 * const user = await app.getUser({ or: "redirect" });
 * ```
 */
export interface GetUserOptions {
  /**
   * When nobody is signed in: `"return-null"` (default), `"redirect"` to sign-in, `"throw"`,
   * `"anonymous"` (sign up anonymously), or `"anonymous-if-exists"`. Anonymous users count as
   * signed out unless this is `"anonymous"` or `"anonymous-if-exists"`.
   */
  or?: GetUserOr;
  /**
   * Whether a restricted user (one with onboarding left, e.g. an unverified e-mail where the
   * project requires verification, or restricted by an administrator) counts as signed in;
   * default false, as in the reference SDK. With `or: "anonymous"` it cannot be false (anonymous
   * users are restricted too): that throws.
   */
  includeRestricted?: boolean;
  /** Read the user of these tokens instead of the app's own store (e.g. a server request). */
  tokenStore?: ClientTokenStoreInit;
}

/** The options every app kind shares, checked and resolved. */
export interface CheckedOptions {
  projectId: string;
  /** Undefined only for an app that needs no key (`checkedOptions`'s `keyless`). */
  publishableClientKey: string | undefined;
  baseUrl: string | undefined;
  urls: HandlerUrls;
  extraRequestHeaders: Record<string, string> | undefined;
  oauthScopesOnSignIn: Partial<Record<string, string[]>>;
}

/** Each app's constructor options, for the apps that inherit from it (`inheritsFrom`). */
const constructorOptions = new WeakMap<object, Record<string, unknown>>();

/** Remembers the options `app` was built with, for `inheritsFrom`. */
export function rememberOptions(app: object, options: object): void {
  constructorOptions.set(app, options as Record<string, unknown>);
}

const SECRETS = ["secretServerKey", "superSecretAdminKey", "projectOwnerSession"];

/**
 * The options with those of `inheritsFrom` (and its own ancestors) under them; an option given as
 * `undefined` keeps the inherited one. A client app leaves the secrets of its parent behind.
 */
export function inheritedOptions<T extends object>(options: T, className: string): T {
  const { inheritsFrom, ...own } = (options ?? {}) as Record<string, unknown>;
  if (inheritsFrom === undefined) return options;
  const parent = constructorOptions.get(inheritsFrom as object);
  if (!parent) {
    throw new TypeError(
      `inheritsFrom must be a StackClientApp, StackServerApp or StackAdminApp; got ${show(inheritsFrom)}.`,
    );
  }
  const base: Record<string, unknown> = { ...inheritedOptions(parent, className) };
  if (className === "StackClientApp") for (const key of SECRETS) delete base[key];
  for (const [key, value] of Object.entries(own)) if (value !== undefined) base[key] = value;
  return base as T;
}

const show = (value: unknown) =>
  typeof value === "string" ? JSON.stringify(value) : `${typeof value} ${String(value)}`;

/**
 * Checks what every app takes, before anything is stored or sent: a wrong option is a TypeError
 * that names it, never a failure later (a foreign redirect URL after the tokens are stored).
 * Handler and redirect URLs are relative or, in a browser, of this origin; a server has no origin
 * to compare with, so there an absolute http(s) URL is taken as configured. A `keyless` app (one
 * authenticated by a project owner's session) needs no publishable key, and reads none from the
 * environment.
 */
export function checkedOptions(
  options: Omit<StackClientAppOptions, "tokenStore"> & Record<string, unknown>,
  className: string,
  keyless = false,
): CheckedOptions {
  if (typeof options !== "object" || options === null) {
    throw new TypeError(`${className} expects an options object.`);
  }
  for (const key of ["secretServerKey", "superSecretAdminKey"]) {
    if (className === "StackClientApp" && options[key] !== undefined) {
      throw new TypeError(
        `StackClientApp does not take a ${key}: use StackServerApp (@app/core/server) on your server.`,
      );
    }
  }
  const baseUrl = options.baseUrl ?? preset("NEXT_PUBLIC_STACK_API_URL", "STACK_API_URL");
  if (baseUrl !== undefined && !isHttpUrl(baseUrl)) {
    throw new TypeError(`baseUrl must be an http(s) URL; got ${show(baseUrl)}.`);
  }
  const urls = options.urls ?? {};
  for (const [name, url] of Object.entries(urls)) {
    if (
      url !== undefined &&
      !(
        typeof url === "string" &&
        (isTrustedRedirect(url) || (pageLocation() === undefined && isHttpUrl(url)))
      )
    ) {
      throw new TypeError(
        `urls.${name} must be a relative URL or one of this site's origin; got ${show(url)}.`,
      );
    }
  }
  const extraRequestHeaders = checkedExtraRequestHeaders(options.extraRequestHeaders);
  const scopes = options.oauthScopesOnSignIn ?? {};
  if (
    !isRecordOf(
      scopes,
      (list) => Array.isArray(list) && list.every((scope) => typeof scope === "string"),
    )
  ) {
    throw new TypeError(
      `oauthScopesOnSignIn must map provider ids to arrays of scopes; got ${show(scopes)}.`,
    );
  }
  if (!["boolean", "undefined"].includes(typeof options.noAutomaticPrefetch)) {
    throw new TypeError(
      `noAutomaticPrefetch must be a boolean; got ${show(options.noAutomaticPrefetch)}.`,
    );
  }
  return {
    extraRequestHeaders,
    oauthScopesOnSignIn: scopes,
    projectId: required(
      options.projectId,
      "projectId",
      "NEXT_PUBLIC_STACK_PROJECT_ID",
      "STACK_PROJECT_ID",
    ),
    publishableClientKey:
      keyless && options.publishableClientKey === undefined
        ? undefined
        : required(
            options.publishableClientKey,
            "publishableClientKey",
            "NEXT_PUBLIC_STACK_PUBLISHABLE_CLIENT_KEY",
            "STACK_PUBLISHABLE_CLIENT_KEY",
          ),
    baseUrl,
    urls: resolveUrls(urls),
  };
}

/** Whether `value` is undefined, or a plain object whose every value passes `check`. */
function isRecordOf(value: unknown, check: (entry: unknown) => boolean): boolean {
  return (
    value === undefined ||
    (typeof value === "object" &&
      value !== null &&
      !Array.isArray(value) &&
      Object.values(value).every(check))
  );
}

/**
 * A required option, from the options or the environment, or a TypeError that names both. A value
 * a browser may hold (read from a `NEXT_PUBLIC_` variable too) is also named as a Vite app passes
 * it, since a browser bundle has no `process.env` to read.
 */
export function required(value: unknown, option: string, ...envNames: string[]): string {
  if (value !== undefined && typeof value !== "string") {
    throw new TypeError(`The ${option} option must be a string; got ${show(value)}.`);
  }
  const resolved = value ?? preset(...envNames);
  if (!resolved) {
    // Two names: NEXT_PUBLIC_STACK_X and STACK_X, a value a browser may hold.
    const vite = envNames[1]
      ? `; in a Vite app, import.meta.env.VITE_${envNames[1]} from .env`
      : "";
    throw new TypeError(
      `The ${option} option is required: pass it or set ${envNames.join(" or ")}${vite}.`,
    );
  }
  return resolved;
}
