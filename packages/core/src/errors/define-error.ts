import { KnownError } from "./known-error.js";

/** A message, fixed or computed from the error's details. */
export type MessageSpec<Details> = string | ((details: Details) => string);

/** One row of the catalogue. */
export interface ErrorSpec<Details> {
  /** HTTP status; defaults to the parent's status. */
  status?: number;
  message: MessageSpec<Details>;
  parent?: AnyKnownErrorClass;
}

/** Constructor arguments: details are optional only when the error has none that are required. */
type ErrorArgs<Details> =
  Record<string, never> extends Details
    ? [details?: Details, message?: string]
    : [details: Details, message?: string];

/**
 * A class generated for one code of the catalogue.
 *
 * @example
 * ```ts
 * function describe(errorClass: KnownErrorClass<string, unknown>): string {
 *   return `${errorClass.code} (${errorClass.status})`;
 * }
 * describe(KnownErrors.TeamNotFound); // "TEAM_NOT_FOUND (404)"
 * ```
 */
export interface KnownErrorClass<Code extends string, Details> {
  new (...args: ErrorArgs<Details>): KnownError<Code, Details>;
  readonly code: Code;
  readonly status: number;
  /** Codes of every parent, nearest first. */
  readonly parentCodes: readonly string[];
  /** The message used when none is given, computed from the details. */
  defaultMessage(details: Details): string;
  /**
   * Whether `value` is this error or one of its children, from any copy of this package.
   *
   * @example
   * ```ts
   * if (KnownErrors.InvalidAccessToken.isInstance(error)) await refresh();
   * ```
   */
  isInstance(value: unknown): value is KnownError<Code, Details>;
}

// biome-ignore lint/suspicious/noExplicitAny: a class of any code and details shape.
export type AnyKnownErrorClass = KnownErrorClass<string, any>;

/**
 * The base of every generated class. It reads code, status and default message from the class
 * being constructed (`new.target`), so a child class extends its parent class and needs no
 * constructor of its own: `instanceof` follows the parent chain inside one copy of the package.
 */
abstract class CatalogueError extends KnownError<string, unknown> {
  constructor(details?: unknown, message?: string) {
    const self = new.target as unknown as AnyKnownErrorClass;
    const init = details ?? {};
    super({
      code: self.code,
      parentCodes: self.parentCodes,
      status: self.status,
      details: init,
      message: message ?? self.defaultMessage(init),
    });
  }
}

/**
 * Defines the class of one catalogue code. The catalogue (`catalogue/index.ts`) lists every class,
 * and decoding looks codes up there, so nothing depends on import side effects. A `parent` makes
 * the new class a subclass of the parent (and adds the parent's codes to `codes`); the status is
 * the parent's unless given.
 *
 * @example
 * ```ts
 * export const TeamNotFound = defineError<"TEAM_NOT_FOUND", { team_id: string }>(
 *   "TEAM_NOT_FOUND",
 *   { status: 404, message: (d) => `Team ${d.team_id} not found.` },
 * );
 * new TeamNotFound({ team_id: "t1" }).message; // "Team t1 not found."
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineError<Code extends string, Details = Record<string, never>>(
  code: Code,
  spec: ErrorSpec<Details>,
): KnownErrorClass<Code, Details> {
  if (!/^[A-Z][A-Z0-9_]*$/.test(code)) {
    throw new TypeError(`Known error codes are UPPER_SNAKE_CASE; got ${JSON.stringify(code)}.`);
  }
  const parent = spec.parent;
  const status = spec.status ?? parent?.status;
  if (status === undefined) throw new TypeError(`Known error ${code} needs a status or a parent.`);
  const parentCodes = parent ? [parent.code, ...parent.parentCodes] : [];
  const message = spec.message;
  const Base = (parent ?? CatalogueError) as unknown as typeof CatalogueError;

  class Defined extends Base {
    static readonly code = code;
    static readonly status = status;
    static readonly parentCodes = parentCodes;
    static defaultMessage(details: Details): string {
      return typeof message === "function" ? message(details) : message;
    }
    static isInstance(value: unknown): value is KnownError<Code, Details> {
      return KnownError.hasCode(value, code);
    }
  }
  Object.defineProperty(Defined, "name", { value: pascalCase(code) });
  return Defined as unknown as KnownErrorClass<Code, Details>;
}

/** Words whose usual spelling is not plain title case. */
const spelling: Record<string, string> = { oauth: "OAuth", webauthn: "WebAuthn" };

/** `OUTER_OAUTH_TIMEOUT` → `OuterOAuthTimeout`. */
export function pascalCase(code: string): string {
  return code
    .toLowerCase()
    .split("_")
    .map((part) => spelling[part] ?? part.charAt(0).toUpperCase() + part.slice(1))
    .join("");
}
