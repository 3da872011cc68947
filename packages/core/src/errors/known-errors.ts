import type { Catalogue, KnownErrors as KnownErrorInstances } from "./catalogue/index.js";
import type { AnyKnownErrorClass } from "./define-error.js";
import { KnownError } from "./known-error.js";

// The classes of the known errors, one per code, made on first use: what the package root exports
// as `KnownErrors`. A class exists as soon as it is named, with its code, `isInstance()` and its
// identity, so that `KnownErrors.UserNotFound.isInstance(error)` costs a page nothing more; its
// status, parents and default message come from the catalogue (`catalogue/index.ts`), which a
// browser loads with the first known error it decodes or the first flow that raises one.

/** What the catalogue says about one code. */
export interface ErrorSpec {
  status: number;
  /** The codes of the error's parents, nearest first. */
  parentCodes: readonly string[];
  defaultMessage(details: unknown): string;
}

const specs = new Map<string, ErrorSpec>();
const classes = new Map<string, AnyKnownErrorClass>();
/** The catalogue's object, once it is loaded: the names `KnownErrors` then lists. */
let loaded: Record<string, AnyKnownErrorClass> | undefined;

/** Words whose usual spelling is not plain title case, in names. */
const SPELLING: Record<string, string> = { oauth: "OAuth", webauthn: "WebAuthn" };

/** Keys that follow the reference SDK's names rather than their code's. */
const RENAMED: Record<string, string> = {
  UserWithEmailAlreadyExists: "USER_EMAIL_ALREADY_EXISTS",
  VerificationCodeError: "VERIFICATION_ERROR",
};

/**
 * The PascalCase name of a code, as the catalogue keys and class names spell it.
 *
 * @example
 * ```ts
 * errorName("OUTER_OAUTH_TIMEOUT"); // "OuterOAuthTimeout"
 * ```
 */
export function errorName(code: string): string {
  return code
    .toLowerCase()
    .split("_")
    .map((word) => SPELLING[word] ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join("");
}

/** The code of a catalogue key: `"OAuthConnectionNotConnectedToUser"` → `"OAUTH_CONNECTION_NOT_CONNECTED_TO_USER"`. */
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

function specOf(code: string): ErrorSpec {
  const spec = specs.get(code);
  if (!spec) {
    throw new TypeError(
      `KnownErrors.${errorName(code)} is not loaded yet: the package root loads the error catalogue with the first known error. To construct known errors or read their status, import { KnownErrors } from "@app/core/errors".`,
    );
  }
  return spec;
}

/**
 * The base of every catalogue class. It reads code, status and default message from the class
 * being constructed (`new.target`), so a child class extends its parent class and needs no
 * constructor of its own: `instanceof` follows the parent chain inside one copy of the package.
 */
abstract class CatalogueError extends KnownError<string, unknown> {
  constructor(details?: unknown, message?: string) {
    const { code } = new.target as unknown as AnyKnownErrorClass;
    const spec = specOf(code);
    const init = details ?? {};
    super({
      code,
      parentCodes: spec.parentCodes,
      status: spec.status,
      details: init,
      message: message ?? spec.defaultMessage(init),
    });
  }
}

/**
 * The class of `code`: the same class on every call. Given a `parent`, the class extends it (a
 * class made before its parent was known is moved under it).
 */
export function errorClassOf(code: string, parent?: AnyKnownErrorClass): AnyKnownErrorClass {
  let errorClass = classes.get(code);
  if (!errorClass) {
    const Base = (parent ?? CatalogueError) as unknown as typeof CatalogueError;
    class Defined extends Base {
      static readonly code = code;
      static get status(): number {
        return specOf(code).status;
      }
      static get parentCodes(): readonly string[] {
        return specOf(code).parentCodes;
      }
      static defaultMessage(details: unknown): string {
        return specOf(code).defaultMessage(details);
      }
      static isInstance(value: unknown): value is KnownError {
        return KnownError.hasCode(value, code);
      }
    }
    Object.defineProperty(Defined, "name", { value: errorName(code) });
    errorClass = Defined as unknown as AnyKnownErrorClass;
    classes.set(code, errorClass);
  } else if (parent && Object.getPrototypeOf(errorClass) !== parent) {
    Object.setPrototypeOf(errorClass, parent);
    Object.setPrototypeOf(errorClass.prototype, parent.prototype);
  }
  return errorClass;
}

/** Records what the catalogue says about `code` (a later definition replaces an earlier one). */
export function registerErrorSpec(code: string, spec: ErrorSpec): void {
  specs.set(code, spec);
}

/** Whether the catalogue defines `code`. */
export function isCatalogued(code: string): boolean {
  return specs.has(code);
}

/** Hands the catalogue's object to `KnownErrors`, which then lists its names; returns it. */
export function registerCatalogue<Catalogue extends Record<string, AnyKnownErrorClass>>(
  catalogue: Catalogue,
): Catalogue {
  loaded = catalogue;
  return catalogue;
}

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
    if (loaded) return typeof name === "string" ? loaded[name] : undefined;
    // Only PascalCase names are classes: `then`, `toJSON` and symbols are not.
    return typeof name === "string" && /^[A-Z][A-Za-z]*$/.test(name)
      ? errorClassOf(codeOfName(name))
      : undefined;
  },
  has: (_, name) =>
    loaded
      ? Object.hasOwn(loaded, name)
      : typeof name === "string" && /^[A-Z][A-Za-z]*$/.test(name),
  ownKeys: () => (loaded ? Object.keys(loaded) : []),
  getOwnPropertyDescriptor(_, name) {
    if (!loaded || !Object.hasOwn(loaded, name)) return undefined;
    return { value: loaded[name as string], enumerable: true, configurable: true, writable: false };
  },
}) as unknown as Catalogue;

/**
 * The instance type of each known error, by name, as the reference SDK spells it in signatures.
 *
 * @example
 * ```ts
 * type SignInFailure = KnownErrors["EmailPasswordMismatch"] | KnownErrors["InvalidTotpCode"];
 * ```
 */
export type KnownErrors = KnownErrorInstances;
