/**
 * The relying-party id the service puts in passkey options: it cannot know the app's domain, so
 * the browser replaces this value with its own hostname before the ceremony.
 *
 * @example
 * ```ts
 * if (options.rp.id !== PASSKEY_RP_ID_SENTINEL) throw new Error("unexpected RP id");
 * ```
 */
export const PASSKEY_RP_ID_SENTINEL = "THIS_VALUE_WILL_BE_REPLACED.example.com";
