import { isHandlerPath } from "../schemas/field-checks.js";

/**
 * The pages the SDK links and redirects to. Every one can be overridden.
 *
 * @example
 * ```ts
 * const app = new StackClientApp({ projectId, publishableClientKey, tokenStore: "cookie", urls: { signIn: "/login" } });
 * app.urls.signIn; // "/login"
 * ```
 */
export interface HandlerUrls {
  /** Base path of the handler pages; must start with '/'. Default `/handler`. */
  handler: string;
  /** The sign-in page. Default `<handler>/sign-in`. */
  signIn: string;
  /** The sign-up page. Default `<handler>/sign-up`. */
  signUp: string;
  /** The page that signs the user out. Default `<handler>/sign-out`. */
  signOut: string;
  /** The page an e-mail verification link opens. Default `<handler>/email-verification`. */
  emailVerification: string;
  /** The page a password reset link opens. Default `<handler>/password-reset`. */
  passwordReset: string;
  /** The page that asks for a password reset e-mail. Default `<handler>/forgot-password`. */
  forgotPassword: string;
  /** The page an OAuth provider returns to. Default `<handler>/oauth-callback`. */
  oauthCallback: string;
  /** The page a magic link opens. Default `<handler>/magic-link-callback`. */
  magicLinkCallback: string;
  /** The account settings page. Default `<handler>/account-settings`. */
  accountSettings: string;
  /** The page that shows an error. Default `<handler>/error`. */
  error: string;
  /** The page a team invitation link opens. Default `<handler>/team-invitation`. */
  teamInvitation: string;
  /** The page that confirms a command-line sign-in. Default `<handler>/cli-auth-confirm`. */
  cliAuthConfirm: string;
  /** Default `/`. */
  home: string;
  /** Default: home. */
  afterSignIn: string;
  /** Default: the after-sign-in target. */
  afterSignUp: string;
  /** Default: home. */
  afterSignOut: string;
}

/**
 * The default handler base path.
 *
 * @example
 * ```ts
 * const signIn = `${DEFAULT_HANDLER_PATH}/sign-in`; // "/handler/sign-in"
 * ```
 */
export const DEFAULT_HANDLER_PATH = "/handler";

/** The handler pages' URL keys; each page's path is its key in kebab case (`cliAuthConfirm`). */
const PAGE_KEYS = [
  "signIn",
  "signUp",
  "signOut",
  "emailVerification",
  "passwordReset",
  "forgotPassword",
  "oauthCallback",
  "magicLinkCallback",
  "accountSettings",
  "error",
  "teamInvitation",
  "cliAuthConfirm",
] as const satisfies readonly (keyof HandlerUrls)[];

/**
 * A URL key of a handler page.
 *
 * @inline
 */
type PageKey = (typeof PAGE_KEYS)[number];

/** `oauthCallback` → `oauth-callback`, as a type. */
type KebabCase<Name extends string> = Name extends `${infer Head}${infer Rest}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${KebabCase<Rest>}`
  : Name;

/**
 * The handler page names, as they appear in URLs (`sign-in`, `cli-auth-confirm`…).
 *
 * @example
 * ```ts
 * const page: HandlerPage = "account-settings";
 * ```
 */
export type HandlerPage = KebabCase<PageKey>;

/**
 * Handler page name for each URL key.
 *
 * @example
 * ```ts
 * const isHandlerPage = (HANDLER_PAGES as readonly string[]).includes("sign-in"); // true
 * ```
 */
export const HANDLER_PAGES: Readonly<Record<PageKey, HandlerPage>> = Object.fromEntries(
  PAGE_KEYS.map((key) => [key, key.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`)]),
) as Record<PageKey, HandlerPage>;

/**
 * The URL keys of every page a `redirectTo…()` method goes to: the handler pages, home and the
 * after-* pages.
 */
export const REDIRECT_PAGES: readonly Exclude<keyof HandlerUrls, "handler">[] = [
  ...PAGE_KEYS,
  "home",
  "afterSignIn",
  "afterSignUp",
  "afterSignOut",
];

/**
 * Fills in every URL from the overrides given. A handler path that does not start with '/' is a
 * TypeError naming the option.
 *
 * @example
 * ```ts
 * resolveUrls({ handler: "/auth" }).signIn; // "/auth/sign-in"
 * ```
 */
export function resolveUrls(overrides: Partial<HandlerUrls> = {}): HandlerUrls {
  const handler = overrides.handler ?? DEFAULT_HANDLER_PATH;
  if (!isHandlerPath(handler)) {
    throw new TypeError(`urls.handler must start with '/'; got ${JSON.stringify(handler)}.`);
  }
  const base = handler.replace(/\/+$/, "");
  const pages = Object.fromEntries(
    Object.entries(HANDLER_PAGES).map(([key, page]) => [key, `${base}/${page}`]),
  ) as Record<PageKey, string>;
  const home = overrides.home ?? "/";
  const afterSignIn = overrides.afterSignIn ?? home;
  return {
    ...pages,
    home,
    afterSignIn,
    afterSignUp: overrides.afterSignUp ?? afterSignIn,
    afterSignOut: overrides.afterSignOut ?? home,
    ...stripUndefined(overrides),
    // After the overrides, so that the handler path given is normalised like the pages under it.
    handler: base || "/",
  };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
