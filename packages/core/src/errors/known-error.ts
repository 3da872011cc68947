/**
 * The base class of every error the service reports with a stable code.
 *
 * A `KnownError` carries an UPPER_SNAKE `code`, the HTTP `status`, a human `message` and JSON
 * `details`. It survives a JSON round trip (`toJSON()` / `knownErrorFromJSON()`), and
 * `isInstance()` checks work across duplicate copies of this package because they compare codes,
 * not prototypes.
 */

const brand = Symbol.for("@app/core/known-error");

/**
 * The JSON body of a known error, as the REST API sends it.
 *
 * @example
 * ```ts
 * const body: KnownErrorJson = {
 *   code: "PASSWORD_TOO_SHORT",
 *   error: "The password must be at least 8 characters long.",
 *   details: { min_length: 8 },
 * };
 * ```
 */
export interface KnownErrorJson {
  /** The error's UPPER_SNAKE code. */
  code: string;
  /** The error's message. */
  error: string;
  /** The error's details, if it has any. */
  details?: Record<string, unknown>;
}

/**
 * Everything needed to build a known error.
 *
 * @inline
 */
export interface KnownErrorInit<Details> {
  code: string;
  /** The codes of the error's parents, nearest first. */
  parentCodes: readonly string[];
  status: number;
  message: string;
  details: Details;
}

/**
 * An error reported by the service with a stable code.
 *
 * @example
 * ```ts
 * try {
 *   await app.getProject();
 * } catch (error) {
 *   if (KnownError.isKnownError(error)) console.log(error.code, error.status, error.details);
 * }
 * ```
 */
export class KnownError<Code extends string = string, Details = unknown> extends Error {
  /** The error's own code. */
  readonly code: Code;
  /** The error's own code followed by every parent code, nearest first. */
  readonly codes: readonly string[];
  /** The HTTP status the service answers with. */
  readonly status: number;
  /** JSON details; keys are as on the wire (snake_case). */
  readonly details: Details;

  constructor(init: KnownErrorInit<Details> & { code: Code }) {
    super(init.message);
    this.name = "KnownError";
    this.code = init.code;
    this.codes = [init.code, ...init.parentCodes];
    this.status = init.status;
    this.details = init.details;
    Object.defineProperty(this, brand, { value: true });
  }

  /** The same code under the name the reference SDK uses. */
  get errorCode(): Code {
    return this.code;
  }

  /** The same numeric status under the name the reference SDK uses. */
  get statusCode(): number {
    return this.status;
  }

  /** The wire form: `{ code, error, details? }`. */
  toJSON(): KnownErrorJson {
    const json: KnownErrorJson = { code: this.code, error: this.message };
    if (this.details !== undefined && this.details !== null) {
      json.details = this.details as Record<string, unknown>;
    }
    return json;
  }

  /**
   * Whether `value` is a known error from any copy of this package.
   *
   * @example
   * ```ts
   * if (KnownError.isKnownError(error)) showToast(error.message);
   * ```
   */
  static isKnownError(value: unknown): value is KnownError {
    return (
      typeof value === "object" &&
      value !== null &&
      (value as Record<symbol, unknown>)[brand] === true
    );
  }

  /** Whether `value` is a known error with `code` as its own or a parent code. */
  static hasCode(value: unknown, code: string): value is KnownError {
    return KnownError.isKnownError(value) && value.codes.includes(code);
  }
}
