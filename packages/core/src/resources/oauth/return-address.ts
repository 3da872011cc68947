// Where an OAuth sign-in goes back to, kept in this tab's sessionStorage so that it survives a
// TOTP prompt on the callback page: the service sends `after_callback_redirect_url` only along
// with tokens, and a user with two-factor authentication gets MULTI_FACTOR_AUTHENTICATION_REQUIRED
// instead. One entry per kind: the flow under way (keyed by its state), then the sign-in attempt
// waiting for its TOTP code (keyed by the attempt code).

/** The flow under way: `{ key: state, url }`. */
export const OAUTH_FLOW_RETURN_KEY = "stack-oauth-return-to";
/** The attempt waiting for a TOTP code: `{ key: attempt code, url }`. */
export const MFA_RETURN_KEY = "stack-mfa-return-to";

function storage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    // Storage can be switched off (sandboxed frames, some private modes): no return address then.
    return null;
  }
}

function write(name: string, key: string, url: string | null): void {
  try {
    storage()?.setItem(name, JSON.stringify({ key, url }));
  } catch {
    // Full or refused storage only loses the return address.
  }
}

function read(name: string, key: string): string | null {
  try {
    const entry: unknown = JSON.parse(storage()?.getItem(name) ?? "null");
    if (typeof entry !== "object" || entry === null) return null;
    const { key: stored, url } = entry as { key?: unknown; url?: unknown };
    return stored === key && typeof url === "string" ? url : null;
  } catch {
    return null;
  }
}

function remove(name: string): void {
  try {
    storage()?.removeItem(name);
  } catch {
    // Nothing to clean up when storage is refused.
  }
}

/**
 * Remembers where the OAuth flow of `state` returns to, until its callback.
 *
 * @example
 * ```ts
 * rememberFlowReturn(state, "https://app.example/dashboard");
 * ```
 */
export function rememberFlowReturn(state: string, url: string): void {
  write(OAUTH_FLOW_RETURN_KEY, state, url);
}

/**
 * The return address of the flow of `state`, taken (the entry goes); null when this tab started
 * no flow of that state with one.
 *
 * @example
 * ```ts
 * const returnTo = takeFlowReturn(new URL(location.href).searchParams.get("state") ?? "");
 * ```
 */
export function takeFlowReturn(state: string): string | null {
  const url = read(OAUTH_FLOW_RETURN_KEY, state);
  if (url !== null) remove(OAUTH_FLOW_RETURN_KEY);
  return url;
}

/**
 * Keeps the sign-in attempt that now waits for a TOTP code, with the flow's return address if it
 * has one, so that the handler's `mfa` page can finish it after a reload.
 *
 * @example
 * ```ts
 * rememberMfaReturn(error.details.attempt_code, returnTo);
 * ```
 */
export function rememberMfaReturn(attemptCode: string, url: string | null): void {
  write(MFA_RETURN_KEY, attemptCode, url);
}

/**
 * The return address of the attempt `attemptCode`, if one was handed on; it stays for another
 * try after a wrong code (see {@link forgetMfaReturn}).
 *
 * @example
 * ```ts
 * const returnTo = mfaReturnFor(attemptCode);
 * ```
 */
export function mfaReturnFor(attemptCode: string): string | null {
  return read(MFA_RETURN_KEY, attemptCode);
}

/**
 * The attempt code of the sign-in waiting for a TOTP code in this tab (see
 * {@link rememberMfaReturn}), or null when there is none.
 *
 * @example
 * ```ts
 * const attemptCode = pendingMfaAttempt(); // the mfa page, opened after a reload
 * ```
 */
export function pendingMfaAttempt(): string | null {
  try {
    const entry: unknown = JSON.parse(storage()?.getItem(MFA_RETURN_KEY) ?? "null");
    if (typeof entry !== "object" || entry === null) return null;
    const { key } = entry as { key?: unknown };
    return typeof key === "string" && key !== "" ? key : null;
  } catch {
    return null;
  }
}

/**
 * Drops the attempt's return address once the attempt is complete.
 *
 * @example
 * ```ts
 * forgetMfaReturn();
 * ```
 */
export function forgetMfaReturn(): void {
  remove(MFA_RETURN_KEY);
}
