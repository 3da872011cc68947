/** Where the most recently used OAuth provider is remembered (the reference SDK's key). */
export const LAST_USED_PROVIDER_KEY = "_STACK_AUTH.lastUsed";

/**
 * Where an OAuth sign-in under way is kept until it completes: `{ provider, step }`. The badge
 * moves to its provider only once the request that signs the user in went out and did not fail
 * (issue 33: an abandoned Google sign-in used to move it to Google).
 */
export const PENDING_PROVIDER_KEY = "_STACK_AUTH.lastUsedPending";

/**
 * The steps of an OAuth sign-in: at the provider (it may be abandoned there), asked for a TOTP
 * code on the way back (it may be abandoned there too), and completing (the code exchange or the
 * TOTP code was sent; a failure comes back at once and steps back). The browser leaves for the
 * next page right after a sign-in, so "completing" is left in storage and read as completed.
 */
type Step = "at-provider" | "mfa" | "completing";

interface Pending {
  provider: string;
  step: Step;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    // Storage can be switched off (private modes, sandboxed frames): no badge then.
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // Full or refused storage only loses the badge.
  }
}

function pending(): Pending | null {
  try {
    const value: unknown = JSON.parse(read(PENDING_PROVIDER_KEY) ?? "null");
    if (typeof value !== "object" || value === null) return null;
    const { provider, step } = value as Record<string, unknown>;
    if (typeof provider !== "string" || !["at-provider", "mfa", "completing"].includes(`${step}`))
      return null;
    return { provider, step: step as Step };
  } catch {
    return null;
  }
}

/** Moves the sign-in under way from step `from` to `to` (null: forgets it); other steps stay. */
function advance(from: Step, to: Step | null): void {
  const current = pending();
  if (current?.step !== from) return;
  write(PENDING_PROVIDER_KEY, to === null ? null : JSON.stringify({ ...current, step: to }));
}

/**
 * The provider id last used to sign in on this browser, if storage allows. A sign-in that was
 * completing when the browser left the page counts: its provider becomes the last used.
 */
export function readLastUsedProvider(): string | null {
  const current = pending();
  if (current?.step === "completing") {
    write(LAST_USED_PROVIDER_KEY, current.provider);
    write(PENDING_PROVIDER_KEY, null);
  }
  return read(LAST_USED_PROVIDER_KEY);
}

/** A sign-in with `provider` starts: the badge stays where it is until it completes. */
export function beginProviderSignIn(provider: string): void {
  write(PENDING_PROVIDER_KEY, JSON.stringify({ provider, step: "at-provider" } satisfies Pending));
}

/** The callback page exchanges the provider's code. */
export function callbackExchangeSent(): void {
  advance("at-provider", "completing");
}

/** The exchange failed: asked for a TOTP code (`mfa`), or anything else (the sign-in is over). */
export function callbackExchangeFailed(mfa: boolean): void {
  advance("completing", mfa ? "mfa" : null);
}

/** The TOTP code of an OAuth sign-in was sent; a failure steps back with {@link mfaCodeFailed}. */
export function mfaCodeSent(): void {
  advance("mfa", "completing");
}

/** The TOTP code was refused: the prompt stays. */
export function mfaCodeFailed(): void {
  advance("completing", "mfa");
}

/** An OAuth flow that is not a sign-in (linking an account) starts: none is under way. */
export function forgetProviderSignIn(): void {
  write(PENDING_PROVIDER_KEY, null);
}
