/** Where the most recently used OAuth provider is remembered (the reference SDK's key). */
export const LAST_USED_PROVIDER_KEY = "_STACK_AUTH.lastUsed";

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    // Storage can be switched off (private modes, sandboxed frames): no badge then.
    return null;
  }
}

/** The provider id last used to sign in on this browser, if storage allows. */
export function readLastUsedProvider(): string | null {
  try {
    return storage()?.getItem(LAST_USED_PROVIDER_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Remembers `provider` as the last one used. */
export function rememberLastUsedProvider(provider: string): void {
  try {
    storage()?.setItem(LAST_USED_PROVIDER_KEY, provider);
  } catch {
    // Full or refused storage only loses the badge.
  }
}
