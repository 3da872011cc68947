import { isHandlerPath } from "../schemas/field-checks.js";

/** The pages the SDK links and redirects to. Every one can be overridden. */
export interface HandlerUrls {
  /** Base path of the handler pages; must start with '/'. Default `/handler`. */
  handler: string;
  signIn: string;
  signUp: string;
  signOut: string;
  emailVerification: string;
  passwordReset: string;
  forgotPassword: string;
  oauthCallback: string;
  magicLinkCallback: string;
  accountSettings: string;
  error: string;
  teamInvitation: string;
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

/** The default handler base path. */
export const DEFAULT_HANDLER_PATH = "/handler";

const handlerPages = {
  signIn: "sign-in",
  signUp: "sign-up",
  signOut: "sign-out",
  emailVerification: "email-verification",
  passwordReset: "password-reset",
  forgotPassword: "forgot-password",
  oauthCallback: "oauth-callback",
  magicLinkCallback: "magic-link-callback",
  accountSettings: "account-settings",
  error: "error",
  teamInvitation: "team-invitation",
  cliAuthConfirm: "cli-auth-confirm",
} as const satisfies Partial<Record<keyof HandlerUrls, string>>;

/** The handler page names, as they appear in URLs (`sign-in`, `cli-auth-confirm`…). */
export type HandlerPage = (typeof handlerPages)[keyof typeof handlerPages];

/** Handler page name for each URL key. */
export const HANDLER_PAGES: Readonly<Record<keyof typeof handlerPages, HandlerPage>> = handlerPages;

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
    Object.entries(handlerPages).map(([key, page]) => [key, `${base}/${page}`]),
  ) as Record<keyof typeof handlerPages, string>;
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
