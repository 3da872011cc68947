/**
 * The shape of a generated known-error class, in a type-only module of its own so that the
 * registry (`error-classes.ts`) and the factory (`define-error.ts`) both sit above it.
 */
import type { KnownError } from "./known-error.js";

/**
 * Constructor arguments: details are optional only when the error has none that are required.
 *
 * @inline
 */
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
  /** The error code, such as `"TEAM_NOT_FOUND"`. */
  readonly code: Code;
  /** The HTTP status the service answers the error with. */
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

/**
 * The class of any known error, whatever its code and details: what `defineErrors()` takes as
 * parents, and what code that handles every known error class takes.
 *
 * @example
 * ```ts
 * const retryable: AnyKnownErrorClass[] = [KnownErrors.UserNotFound];
 * ```
 */
// biome-ignore lint/suspicious/noExplicitAny: a class of any code and details shape.
export type AnyKnownErrorClass = KnownErrorClass<string, any>;
