import type { AnyKnownErrorClass } from "./error-class-type.js";
import { KnownError } from "./known-error.js";

// The known errors' classes, one per code and the same on every call, and what the catalogue
// (`catalogue/index.ts`) says about each: made by the catalogue's tables and, before the catalogue
// loads, by the package root's `KnownErrors` (known-errors.ts), which share them.

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

/** The catalogue's object once it is loaded, else undefined. */
export function loadedCatalogue(): Record<string, AnyKnownErrorClass> | undefined {
  return loaded;
}
