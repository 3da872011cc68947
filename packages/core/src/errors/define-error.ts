import type { AnyKnownErrorClass, KnownErrorClass } from "./error-class-type.js";
import { errorClassOf, errorName, isCatalogued, registerErrorSpec } from "./error-classes.js";

export type { AnyKnownErrorClass, KnownErrorClass } from "./error-class-type.js";

/**
 * A message, fixed or computed from the error's details.
 *
 * @inline
 */
export type MessageSpec<Details> = string | ((details: Details) => string);

/**
 * One row of the catalogue.
 *
 * @inline
 */
export interface ErrorSpec<Details> {
  /** HTTP status; defaults to the parent's status. */
  status?: number;
  /** Defaults to the code read as a sentence: `USER_NOT_FOUND` → "User not found.". */
  message?: MessageSpec<Details>;
  parent?: AnyKnownErrorClass;
}

/**
 * Defines the class of one code; `defineErrors()` defines a whole table. A `parent` makes the new
 * class a subclass of the parent (and adds the parent's codes to `codes`); the status is the
 * parent's unless given. Without a message, the code read as a sentence is the message.
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
  if (isCatalogued(code)) throw new TypeError(`Known error ${code} is defined twice.`);
  const parent = spec.parent;
  const status = spec.status ?? parent?.status;
  if (status === undefined) throw new TypeError(`Known error ${code} needs a status or a parent.`);
  const message = spec.message ?? codeSentence(code);
  registerErrorSpec(code, {
    status,
    parentCodes: parent ? [parent.code, ...parent.parentCodes] : [],
    defaultMessage: (details) =>
      typeof message === "function" ? message(details as Details) : message,
  });
  // The class of the code is the one `KnownErrors` of the package root hands out.
  return errorClassOf(code, parent) as unknown as KnownErrorClass<Code, Details>;
}

/** Words whose usual spelling is not lower case, in sentences. */
const sentenceSpelling: Record<string, string> = {
  oauth: "OAuth",
  webauthn: "WebAuthn",
  api: "API",
  apple: "Apple",
  cli: "CLI",
  email: "e-mail",
  id: "ID",
  url: "URL",
};

/**
 * A code read as a sentence, the default message of a row without one.
 *
 * @example
 * ```ts
 * codeSentence("API_KEY_NOT_FOUND"); // "API key not found."
 * ```
 */
export function codeSentence(code: string): string {
  const sentence = code
    .toLowerCase()
    .split("_")
    .map((word) => sentenceSpelling[word] ?? word)
    .join(" ");
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

/**
 * The PascalCase name of a code, as the catalogue keys and class names spell it.
 *
 * @example
 * ```ts
 * pascalCase("OUTER_OAUTH_TIMEOUT"); // "OuterOAuthTimeout"
 * ```
 */
export function pascalCase<Code extends string>(code: Code): Pascal<Code> {
  return errorName(code) as Pascal<Code>;
}

/**
 * One word of a code in PascalCase, with the spellings of `pascalCase()`: `OAUTH` is `OAuth`,
 * `WEBAUTHN` is `WebAuthn`, any other word is capitalized.
 *
 * @example
 * ```ts
 * const word: PascalWord<"OAUTH"> = "OAuth";
 * ```
 */
export type PascalWord<Word extends string> = Word extends "OAUTH"
  ? "OAuth"
  : Word extends "WEBAUTHN"
    ? "WebAuthn"
    : Capitalize<Lowercase<Word>>;

/**
 * The PascalCase name of an UPPER_SNAKE code, computed by the type system the way `pascalCase()`
 * computes it at run time.
 *
 * @example
 * ```ts
 * const name: Pascal<"OUTER_OAUTH_TIMEOUT"> = "OuterOAuthTimeout";
 * ```
 */
export type Pascal<Code extends string> = Code extends `${infer Word}_${infer Rest}`
  ? `${PascalWord<Word>}${Pascal<Rest>}`
  : PascalWord<Code>;

/**
 * A message in a table row: fixed text, or a function of the details. The type of the function's
 * parameter is the type of the error's details, so a fixed message for an error that has details
 * is written as a function that ignores them: `(_: { team_id: string }) => "Team not found."`.
 *
 * @inline
 */
// `never` accepts a function of any details type; `defineErrors()` reads the real one back.
export type RowMessage = string | ((details: never) => string);

/**
 * One row of an error table, keyed by its code: a status or a parent code (whose status is
 * inherited), then an optional message, then an optional status of its own. Without a message,
 * the code read as a sentence is the message (`USER_NOT_FOUND: [404]` → "User not found.").
 *
 * @example
 * ```ts
 * const row: ErrorRow = [404];
 *
 * ```
 */
export type ErrorRow =
  | readonly [status: number, message?: RowMessage]
  | readonly [parent: string, message?: RowMessage, status?: number]
  | readonly [parent: string, status: number];

/**
 * The details of an error defined by a table row: its message function's parameter, or none.
 *
 * @example
 * ```ts
 * const details: RowDetails<[404, (d: { team_id: string }) => string]> = { team_id: "t1" };
 * ```
 */
export type RowDetails<Row extends ErrorRow> = [
  Extract<Row[number], (details: never) => string>,
] extends [never]
  ? Record<string, never>
  : Extract<Row[number], (details: never) => string> extends (details: infer Details) => string
    ? Details
    : never;

/**
 * The classes `defineErrors()` returns for `Table`, keyed by the PascalCase name of each code. The
 * details of a code are its entry in `Details` (a type-only map, see `DefineErrors`), else its
 * message function's parameter, else none.
 *
 * @example
 * ```ts
 * const table = { PAYMENT_REQUIRED: [402] } as const;
 * const errors: DefinedErrors<typeof table> = defineErrors(table);
 * new errors.PaymentRequired().status; // 402
 * ```
 */
export type DefinedErrors<
  Table extends Record<string, ErrorRow>,
  Details = Record<never, never>,
> = {
  -readonly [Code in keyof Table & string as Pascal<Code>]: KnownErrorClass<
    Code,
    Code extends keyof Details ? Details[Code] : RowDetails<Table[Code]>
  >;
};

/**
 * The type of `defineErrors()` when the details of some codes are given by `Details`, a type-only
 * map from code to details, rather than by a message function's parameter. Casting `defineErrors`
 * to it adds nothing to the bundle, so a table can type its details without shipping messages:
 *
 * @example
 * ```ts
 * interface TeamErrorDetails {
 *   TEAM_NOT_FOUND: { team_id: string };
 * }
 * const TeamErrors = (defineErrors as DefineErrors<TeamErrorDetails>)({
 *   TEAM_NOT_FOUND: [404], // message "Team not found."
 *   TEAM_ARCHIVED: [410], // no details
 * });
 * new TeamErrors.TeamNotFound({ team_id: "t1" }).details.team_id; // "t1"
 * ```
 */
export type DefineErrors<Details> = <
  const Table extends Record<string, ErrorRow> & Record<keyof Details, ErrorRow>,
>(
  table: Table,
  parents?: Record<string, AnyKnownErrorClass>,
) => DefinedErrors<Table, Details>;

/**
 * Defines the classes of a table of codes, one row per code, and returns them keyed by the
 * PascalCase name of their code (computed at run time, so a bundle holds each name once).
 *
 * A row names its parent by code: a row earlier in the same table, or a class of `parents`
 * (classes defined before, such as another domain's table). Each class is made by
 * `defineError()`, so it extends its parent class and lists the parent chain in `codes`.
 *
 * @param table - Rows keyed by UPPER_SNAKE code, parents before their children.
 * @param parents - Classes defined earlier that rows may name as parents.
 * @throws TypeError when a code is not UPPER_SNAKE_CASE or a parent code is not defined yet.
 *
 * @example
 * ```ts
 * const TeamErrors = defineErrors({
 *   TEAM_ERROR: [400, "The team cannot be used."],
 *   TEAM_NOT_FOUND: ["TEAM_ERROR", (d: { team_id: string }) => `Team ${d.team_id} not found.`, 404],
 *   TEAM_ARCHIVED: ["TEAM_ERROR"], // message "Team archived."
 * });
 * new TeamErrors.TeamNotFound({ team_id: "t1" }).message; // "Team t1 not found."
 * new TeamErrors.TeamArchived() instanceof TeamErrors.TeamError; // true
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineErrors<const Table extends Record<string, ErrorRow>>(
  table: Table,
  parents: Record<string, AnyKnownErrorClass> = {},
): DefinedErrors<Table> {
  const byCode: Record<string, AnyKnownErrorClass> = {};
  for (const errorClass of Object.values(parents)) byCode[errorClass.code] = errorClass;
  const defined: Record<string, AnyKnownErrorClass> = {};
  for (const code in table) {
    const [first, second, third] = table[code] as readonly [unknown, unknown, number?];
    let parent: AnyKnownErrorClass | undefined;
    if (typeof first === "string") {
      parent = byCode[first];
      if (!parent) throw new TypeError(`Known error ${code} names ${first} as parent before it.`);
    }
    const ownStatus = typeof second === "number" ? second : third;
    const errorClass = defineError(code, {
      parent,
      status: parent ? ownStatus : (first as number),
      message: typeof second === "number" ? undefined : (second as MessageSpec<unknown>),
    });
    // The class is named by `pascalCase(code)`, the key the result type gives it.
    byCode[code] = defined[errorClass.name] = errorClass;
  }
  return defined as DefinedErrors<Table>;
}
