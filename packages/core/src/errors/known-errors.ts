import type { KnownErrorCatalogue, KnownErrors as KnownErrorInstances } from "./catalogue/index.js";
import type { AnyKnownErrorClass } from "./define-error.js";
import { errorClassOf, loadedCatalogue } from "./error-classes.js";

// The package root's `KnownErrors`: each class made when it is first named, with its code,
// `isInstance()` and its identity, so that `KnownErrors.UserNotFound.isInstance(error)` costs a
// page nothing more; the classes are the catalogue's own (error-classes.ts), whose status, parents
// and default message a browser loads with the first known error it decodes or the first flow
// that raises one.

/** Keys that follow the reference SDK's names rather than their code's. */
const RENAMED: Record<string, string> = {
  UserWithEmailAlreadyExists: "USER_EMAIL_ALREADY_EXISTS",
  VerificationCodeError: "VERIFICATION_ERROR",
};

/** The code of a catalogue key: `"OAuthConnectionNotConnectedToUser"` → its UPPER_SNAKE code. */
export function codeOfName(name: string): string {
  return (
    RENAMED[name] ??
    name
      .replace(/OAuth/g, "Oauth")
      .replace(/WebAuthn/g, "Webauthn")
      .replace(/(?<=[a-z0-9])(?=[A-Z])/g, "_")
      .toUpperCase()
  );
}

const isName = (name: string | symbol): name is string =>
  typeof name === "string" && /^[A-Z][A-Za-z]*$/.test(name);

/**
 * Every known error class, keyed by its PascalCase name: the same classes as the catalogue's. A
 * class is there as soon as it is named (its code, `isInstance()`, `instanceof`); constructing one,
 * or reading its status, needs the catalogue, which loads with the first known error (or
 * `import { KnownErrors } from "@app/core/errors"`, which loads it with the page).
 *
 * @example
 * ```ts
 * try {
 *   await app.signInWithCredential({ email, password });
 * } catch (error) {
 *   if (KnownErrors.EmailPasswordMismatch.isInstance(error)) showError(error.message);
 * }
 * ```
 */
export const KnownErrors = new Proxy({} as Record<string, AnyKnownErrorClass>, {
  get(_, name) {
    const loaded = loadedCatalogue();
    if (loaded) return typeof name === "string" ? loaded[name] : undefined;
    // Only PascalCase names are classes: `then`, `toJSON` and symbols are not.
    return isName(name) ? errorClassOf(codeOfName(name)) : undefined;
  },
  has(_, name) {
    const loaded = loadedCatalogue();
    return loaded ? Object.hasOwn(loaded, name) : isName(name);
  },
  ownKeys: () => Object.keys(loadedCatalogue() ?? {}),
  getOwnPropertyDescriptor(_, name) {
    const loaded = loadedCatalogue();
    if (!loaded || !Object.hasOwn(loaded, name)) return undefined;
    return { value: loaded[name as string], enumerable: true, configurable: true, writable: false };
  },
}) as unknown as KnownErrorCatalogue;

/**
 * The instance type of each known error, by name, as the reference SDK spells it in signatures.
 *
 * @example
 * ```ts
 * type SignInFailure = KnownErrors["EmailPasswordMismatch"] | KnownErrors["InvalidTotpCode"];
 * ```
 */
export type KnownErrors = KnownErrorInstances;
