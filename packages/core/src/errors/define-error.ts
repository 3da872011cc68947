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
type ErrorArgs<Details> = Record<string, never> extends Details
  ? [details?: Details, message?: string]
  : [details: Details, message?: string];

/** A class generated for one code of the catalogue. */
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
 * Defines the class of one catalogue code. The catalogue (`catalogue/index.ts`) lists every class,
 * and decoding looks codes up there, so nothing depends on import side effects.
 *
 * @example
 * ```ts
 * export const TeamNotFound = defineError<"TEAM_NOT_FOUND", { team_id: string }>(
 *   "TEAM_NOT_FOUND",
 *   { status: 404, message: (d) => `Team ${d.team_id} not found.` },
 * );
 * ```
 */
export function defineError<Code extends string, Details = Record<string, never>>(
  code: Code,
  spec: ErrorSpec<Details>,
): KnownErrorClass<Code, Details> {
  const parent = spec.parent;
  const status = spec.status ?? parent?.status;
  if (status === undefined) throw new TypeError(`Known error ${code} needs a status or a parent.`);
  const parentCodes = parent ? [parent.code, ...parent.parentCodes] : [];
  const defaultMessage = (details: Details): string =>
    typeof spec.message === "function" ? spec.message(details) : spec.message;

  class Defined extends KnownError<Code, Details> {
    static readonly code = code;
    static readonly status = status as number;
    static readonly parentCodes = parentCodes;
    static defaultMessage = defaultMessage;
    static isInstance(value: unknown): value is KnownError<Code, Details> {
      return KnownError.hasCode(value, code);
    }
    constructor(...args: ErrorArgs<Details>) {
      const details = (args[0] ?? {}) as Details;
      super({ code, parentCodes, status: status as number, details, message: args[1] ?? defaultMessage(details) });
    }
  }
  Object.defineProperty(Defined, "name", { value: pascalCase(code) });
  return Defined as unknown as KnownErrorClass<Code, Details>;
}

function pascalCase(code: string): string {
  return code
    .toLowerCase()
    .split("_")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("");
}
