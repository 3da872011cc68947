import type { AppContext } from "../../context/app-context.js";
import { returnToFromLocation } from "../../context/navigate.js";
import { isTrustedRedirect, REDIRECT_PAUSE_MS, routerNavigate } from "../../context/redirect.js";
import { KnownErrors } from "../../errors/catalogue/index.js";
import { knownErrorFromJSON } from "../../errors/from-json.js";
import type { KnownError } from "../../errors/known-error.js";
import { type PageLocation, pageLocation } from "../../platform/page-location.js";
import { documentCookieJar } from "../../session/cookie-jar.js";
import type { Session } from "../../session/session.js";
import { NO_STORE_MESSAGE } from "../../session/token-store.js";
import { PUBLIC_CLIENT_SECRET } from "../sessions/api.js";
import { signInWithTokens } from "../sessions/sign-in-with-tokens.js";
import { type AuthorizeParams, authorizeOAuth, exchangeAuthorizationCode } from "./api.js";
import { createPkcePair } from "./pkce.js";
import { rememberFlowReturn, rememberMfaReturn, takeFlowReturn } from "./return-address.js";
import { consumeOAuthVerifier, saveOAuthVerifier } from "./state-cookie.js";

/** The message of a callback that failed for a reason the user cannot act on (SPEC.md section 8). */
export const OAUTH_CALLBACK_ERROR_MESSAGE =
  "Error signing in during OAuth callback. Please try again.";

/**
 * Options of `signInWithOAuth`.
 *
 * @example
 * ```ts
 * await app.signInWithOAuth("github", { returnTo: "/dashboard" });
 * ```
 */
export interface SignInWithOAuthOptions {
  /**
   * Where to go after signing in (relative, or on this origin). Default the page in
   * `?after_auth_return_to`, else the after-sign-up page for a new user and the after-sign-in
   * page for everyone else.
   */
  returnTo?: string;
}

/**
 * Options of `user.linkConnectedAccount`.
 *
 * @example
 * ```ts
 * await user.linkConnectedAccount("github", { scopes: ["repo"] });
 * ```
 */
export interface LinkConnectedAccountOptions {
  /** Extra scopes to ask the provider for. */
  scopes?: string[];
}

/** The parameters a provider sends back, removed from the address bar once read. */
const CALLBACK_PARAMS = ["code", "state"];
const ERROR_PARAMS = ["error", "error_description", "errorCode", "message", "details"];

function requireBrowser(method: string): void {
  if (typeof window === "undefined" || pageLocation() === undefined) {
    throw new Error(`${method} can only be called in a browser.`);
  }
}

/** The page's location, once `requireBrowser` has passed. */
const page = () => pageLocation() as PageLocation;

const absolute = (url: string) => new URL(url, page().href).toString();

/** The OAuth callback page's absolute URL, without `code` and `state` (they come back there). */
function callbackRedirectUri(context: AppContext): string {
  const url = new URL(context.urls.oauthCallback, page().href);
  for (const name of CALLBACK_PARAMS) url.searchParams.delete(name);
  return url.toString();
}

/**
 * Sends the browser to the provider (another origin) with the app's redirect method. With
 * `"none"` nothing navigates and the call never settles, as @stackframe/js 2.8.108 does (its
 * `_redirectTo` returns, then it awaits a promise that never resolves): code after an awaited
 * OAuth sign-in does not run as if the user had signed in.
 */
async function goToProvider(context: AppContext, url: string): Promise<void> {
  const method = context.redirectMethod;
  if (method === "none") return new Promise<never>(() => {});
  const viaRouter = routerNavigate(method);
  if (viaRouter) {
    await viaRouter(url);
    return;
  }
  // "window", or a method without `navigate` (`{ useNavigate }` alone): the page's location.
  page().assign(url);
  await new Promise((resolve) => setTimeout(resolve, REDIRECT_PAUSE_MS));
}

/** Starts a flow: a verifier in the state cookie, then the authorize call, then the provider. */
async function startFlow(
  context: AppContext,
  params: Omit<AuthorizeParams, "state" | "codeChallenge" | "redirectUri" | "errorRedirectUrl">,
): Promise<void> {
  const { verifier, challenge, state } = await createPkcePair();
  saveOAuthVerifier(state, verifier, documentCookieJar());
  if (params.afterCallbackRedirectUrl !== undefined) {
    rememberFlowReturn(state, params.afterCallbackRedirectUrl);
  }
  const location = await authorizeOAuth(
    context.http,
    {
      ...params,
      state,
      codeChallenge: challenge,
      redirectUri: callbackRedirectUri(context),
      errorRedirectUrl: absolute(context.urls.error),
    },
    PUBLIC_CLIENT_SECRET,
  );
  await goToProvider(context, location);
}

function checkProvider(provider: unknown, method: string): asserts provider is string {
  if (typeof provider !== "string" || provider.trim() === "") {
    throw new TypeError(
      `${method} expects a provider id such as "github"; got ${JSON.stringify(provider)}.`,
    );
  }
}

/**
 * Signs in (or up) with an OAuth provider: saves a PKCE verifier in a 1-hour state cookie, then
 * sends the browser to the provider. The flow ends on the OAuth callback page
 * ({@link callOAuthCallback}). A signed-in anonymous user who does this keeps their account.
 */
export async function signInWithOAuth(
  context: AppContext,
  provider: string,
  options: SignInWithOAuthOptions = {},
): Promise<void> {
  checkProvider(provider, "signInWithOAuth");
  requireBrowser("signInWithOAuth");
  if (!context.tokenStore) throw new Error(NO_STORE_MESSAGE);
  const returnTo = options.returnTo ?? returnToFromLocation();
  if (returnTo !== undefined && !isTrustedRedirect(returnTo)) {
    throw new Error(`Redirect URL ${returnTo} is not trusted; should be relative.`);
  }
  const token = context.session ? (await context.session.getTokens()).accessToken : null;
  await startFlow(context, {
    provider,
    type: "authenticate",
    afterCallbackRedirectUrl: returnTo === undefined ? undefined : absolute(returnTo),
    token: token ?? undefined,
    providerScope: context.oauthScopesOnSignIn[provider]?.join(" ") || undefined,
  });
}

/**
 * Connects another account at a provider to the signed-in user (the `link` flow), then comes
 * back to the current page.
 */
export async function linkConnectedAccount(
  context: AppContext,
  session: Session,
  provider: string,
  options: LinkConnectedAccountOptions = {},
): Promise<void> {
  checkProvider(provider, "linkConnectedAccount");
  requireBrowser("linkConnectedAccount");
  const { accessToken } = await session.getTokens();
  if (accessToken === null) throw new KnownErrors.UserAuthenticationRequired();
  // The scopes asked on sign-in too, as the reference does when linking.
  const scopes = [...(options.scopes ?? []), ...(context.oauthScopesOnSignIn[provider] ?? [])]
    .join(" ")
    .trim();
  await startFlow(context, {
    provider,
    type: "link",
    token: accessToken,
    afterCallbackRedirectUrl: page().href,
    providerScope: scopes || undefined,
  });
}

/** Removes query parameters from the address bar without a navigation. */
function removeFromAddressBar(url: URL, names: string[]): void {
  const clean = new URL(url);
  for (const name of names) clean.searchParams.delete(name);
  history.replaceState(history.state, "", clean.toString());
}

/**
 * A known error the service sent back to the callback page (`errorCode`, `message`, `details`).
 * Its message is the catalogue's for the code, never the URL's `message`: anyone can write a link
 * to this page, and pages show the error's message.
 */
function errorFromCallbackUrl(url: URL): KnownError | null {
  const code = url.searchParams.get("errorCode");
  // The service sends both; the message only marks the answer as an error.
  if (!code || !url.searchParams.get("message")) return null;
  let details: unknown = {};
  try {
    details = JSON.parse(url.searchParams.get("details") ?? "{}");
  } catch {
    details = {};
  }
  removeFromAddressBar(url, ERROR_PARAMS);
  try {
    return knownErrorFromJSON({ code, details });
  } catch {
    return knownErrorFromJSON({ code });
  }
}

/** Why a callback with `code` and `state` but no state cookie does nothing (as the reference does). */
const NO_STATE_COOKIE_WARNING =
  "callOAuthCallback: the page has code and state, but this browser holds no state cookie for " +
  "the flow: it was finished already, is older than an hour, was started in another browser, or " +
  "belongs to another OAuth client on this callback URL. Nothing to do.";

/**
 * Finishes an OAuth flow on the callback page. Without `code` and `state` in the URL there is
 * nothing to do: false. The same when this browser holds no state cookie for the flow (finished
 * already, older than an hour, started elsewhere, or another client's): false with a console
 * warning, the URL left as it is. Otherwise the state cookie's verifier is taken (once), `code`
 * and `state` leave the address bar, the code is exchanged, the user is signed in and the browser
 * goes on: to the flow's return page, else after-sign-up for a new user, else after-sign-in; then
 * true.
 *
 * @throws `KnownErrors.MultiFactorAuthenticationRequired` (with `attempt_code`) when the user must
 *   give a TOTP code; the attempt is kept in this tab with the flow's return page (the handler's
 *   `mfa` page finds it after a reload), so that `signInWithMfa`
 *   goes there. A known error the service sent to the page (with the catalogue's message for its
 *   code, not the one in the URL). Anything else as an Error 'Error
 *   signing in during OAuth callback. Please try again.' with the cause.
 */
export async function callOAuthCallback(context: AppContext): Promise<boolean> {
  requireBrowser("callOAuthCallback");
  const url = new URL(page().href);
  const sent = errorFromCallbackUrl(url);
  if (sent) throw sent;
  const code = url.searchParams.get("code");
  const state = url.searchParams.get("state");
  if (!code || !state) return false;
  const verifier = consumeOAuthVerifier(state, documentCookieJar());
  if (verifier === null) {
    console.warn(NO_STATE_COOKIE_WARNING);
    return false;
  }
  removeFromAddressBar(url, CALLBACK_PARAMS);
  const flowReturn = takeFlowReturn(state);
  let tokens: Awaited<ReturnType<typeof exchangeAuthorizationCode>>;
  try {
    tokens = await exchangeAuthorizationCode(
      context.http,
      { code, redirectUri: callbackRedirectUri(context), codeVerifier: verifier },
      PUBLIC_CLIENT_SECRET,
    );
  } catch (cause) {
    if (KnownErrors.MultiFactorAuthenticationRequired.isInstance(cause)) {
      const attemptCode = cause.details.attempt_code;
      rememberMfaReturn(attemptCode, flowReturn);
      throw cause;
    }
    throw new Error(OAUTH_CALLBACK_ERROR_MESSAGE, { cause });
  }
  await signInWithTokens(context, tokens);
  const returnTo = tokens.after_callback_redirect_url || flowReturn;
  const next =
    returnTo && isTrustedRedirect(returnTo)
      ? returnTo
      : tokens.is_new_user
        ? context.urls.afterSignUp
        : context.urls.afterSignIn;
  await context.redirectTo(next);
  return true;
}
