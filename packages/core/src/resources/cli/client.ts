import type { AppContext } from "../../context/app-context.js";
import { KnownErrors } from "../../errors/catalogue/index.js";
import { KnownError } from "../../errors/known-error.js";
import { fail, ok, type Result } from "../../errors/result.js";
import { HttpError } from "../../http/http-errors.js";
import { NO_STORE_MESSAGE } from "../../session/token-store.js";
import * as cliApi from "./api.js";

/** How long `promptCliLogin` waits between polls by default: 2000 ms. */
export const CLI_POLL_WAIT_MS = 2000;

/**
 * Options of `promptCliLogin`.
 *
 * @example
 * ```ts
 * const result = await app.promptCliLogin({ appUrl: "https://app.example.com" });
 * ```
 */
export interface PromptCliLoginOptions {
  /** The web app's base URL; the confirmation page is its `urls.cliAuthConfirm`. */
  appUrl: string;
  /** How long the login waits for its confirmation (the service's default: 2 hours). */
  expiresInMillis?: number;
  /** How many polls before giving up with a timeout error. Default unlimited. */
  maxAttempts?: number;
  /** The wait between polls. Default 2000 ms. */
  waitTimeMillis?: number;
  /** Shows the user the confirmation link; default prints it with the login code. */
  promptLink?: (url: string, loginCode: string) => void;
  /** The refresh token of the program's anonymous user, to carry over. */
  anonRefreshToken?: string;
}

/**
 * The failures of a command-line login, returned rather than thrown.
 *
 * @example
 * ```ts
 * const result = await app.promptCliLogin({ appUrl: "https://app.example.com" });
 * if (result.status === "error") console.error(result.error.message);
 * ```
 */
export type CliLoginError =
  | KnownErrors["CliAuthError"]
  | KnownErrors["CliAuthExpiredError"]
  | KnownErrors["CliAuthUsedError"];

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function checkOptions(options: PromptCliLoginOptions): void {
  if (typeof options !== "object" || options === null || typeof options.appUrl !== "string") {
    throw new TypeError("promptCliLogin expects { appUrl }, the web app's base URL.");
  }
  try {
    new URL(options.appUrl);
  } catch {
    throw new TypeError(
      `promptCliLogin: appUrl must be an absolute URL; got ${JSON.stringify(options.appUrl)}.`,
    );
  }
  for (const name of ["maxAttempts", "waitTimeMillis", "expiresInMillis"] as const) {
    const value = options[name];
    if (value !== undefined && !(typeof value === "number" && value >= 0)) {
      throw new TypeError(
        `promptCliLogin: ${name} must be a number of at least 0; got ${String(value)}.`,
      );
    }
  }
}

/** A request failure the service answered (as opposed to a network failure, which is thrown). */
function answered(error: unknown): error is Error {
  return KnownError.isKnownError(error) || error instanceof HttpError;
}

/**
 * Logs a command-line program in through the browser: starts a login, shows the link to the
 * confirmation page (`{appUrl}{urls.cliAuthConfirm}?login_code=…`), then polls every
 * `waitTimeMillis` until a signed-in user confirms there. Resolves to the refresh token of the
 * program's new session; an expired or used login, a failed request, or running out of
 * `maxAttempts` come back as an error result.
 */
export async function promptCliLogin(
  context: AppContext,
  options: PromptCliLoginOptions,
  sleep: (ms: number) => Promise<void> = defaultSleep,
): Promise<Result<string, CliLoginError>> {
  checkOptions(options);
  const errors = KnownErrors;
  let login: Awaited<ReturnType<typeof cliApi.startCliLogin>>;
  try {
    login = await cliApi.startCliLogin(context.http, {
      ...(options.expiresInMillis !== undefined
        ? { expires_in_millis: options.expiresInMillis }
        : {}),
      ...(options.anonRefreshToken !== undefined
        ? { anon_refresh_token: options.anonRefreshToken }
        : {}),
    });
  } catch (error) {
    if (!answered(error)) throw error;
    return fail(
      new errors.CliAuthError(undefined, `Failed to start the CLI login: ${error.message}`),
    );
  }
  const url = new URL(context.urls.cliAuthConfirm, options.appUrl);
  url.searchParams.set("login_code", login.login_code);
  if (options.promptLink) {
    options.promptLink(url.toString(), login.login_code);
  } else {
    console.log(`Your login code: ${login.login_code}`);
    console.log(`Open this page to log in:\n${url}`);
  }
  const maxAttempts = options.maxAttempts ?? Number.POSITIVE_INFINITY;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    let answer: Awaited<ReturnType<typeof cliApi.pollCliLogin>>;
    try {
      answer = await cliApi.pollCliLogin(context.http, login.polling_code);
    } catch (error) {
      if (!answered(error)) throw error;
      return fail(
        new errors.CliAuthError(undefined, `Failed to poll the CLI login: ${error.message}`),
      );
    }
    switch (answer.status) {
      case "success":
        if (answer.refresh_token) return ok(answer.refresh_token);
        return fail(
          new errors.CliAuthError(undefined, "The CLI login succeeded without a refresh token."),
        );
      case "waiting":
        if (attempt < maxAttempts) await sleep(options.waitTimeMillis ?? CLI_POLL_WAIT_MS);
        break;
      case "expired":
        return fail(new errors.CliAuthExpiredError());
      case "used":
        return fail(new errors.CliAuthUsedError());
      default:
        return fail(
          new errors.CliAuthError(
            undefined,
            `Unexpected status from CLI login polling: ${answer.status}`,
          ),
        );
    }
  }
  return fail(
    new errors.CliAuthError(
      undefined,
      `Timed out waiting for the CLI login after ${maxAttempts} attempts.`,
    ),
  );
}

/** The service's plain-text 400 for a login code that waits for no confirmation. */
const INVALID_LOGIN_CODE = "Invalid login code or the code has expired";

/**
 * Whether `error` is the service's answer to a login code that is unknown, expired or already
 * confirmed: its plain-text 400 (older emulators answered a SCHEMA_ERROR).
 */
function isStaleLoginCode(error: unknown): boolean {
  if (KnownError.hasCode(error, "SCHEMA_ERROR")) return true;
  return (
    error instanceof HttpError && error.status === 400 && error.body.trim() === INVALID_LOGIN_CODE
  );
}

/**
 * The confirmation page's call: the signed-in user lets the waiting command-line login with
 * `loginCode` in, handing it their session (the refresh token). A login code that is unknown,
 * expired or already confirmed (the service's plain-text 400) comes back as CLI_AUTH_EXPIRED_ERROR
 * ('CLI authentication request expired. Please try again.').
 */
export async function confirmCliLogin(
  context: AppContext,
  loginCode: string,
): Promise<Result<undefined, KnownErrors["CliAuthExpiredError"]>> {
  const { session } = context;
  if (!session) throw new Error(NO_STORE_MESSAGE);
  if (typeof loginCode !== "string" || loginCode === "") {
    throw new TypeError(
      `confirmCliLogin expects the login_code of the page; got ${JSON.stringify(loginCode)}.`,
    );
  }
  const errors = KnownErrors;
  const { refreshToken } = await session.getTokens();
  if (refreshToken === null) throw new errors.UserAuthenticationRequired();
  try {
    await cliApi.completeCliLogin(context.http, session, {
      login_code: loginCode,
      refresh_token: refreshToken,
    });
  } catch (error) {
    if (isStaleLoginCode(error)) return fail(new errors.CliAuthExpiredError());
    throw error;
  }
  return ok(undefined);
}
