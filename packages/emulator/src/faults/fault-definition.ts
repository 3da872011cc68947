import * as v from "valibot";

/** The HTTP methods a fault can be limited to. */
export const FAULT_METHODS = ["GET", "POST", "PATCH", "PUT", "DELETE", "OPTIONS", "HEAD"] as const;

/** The statuses a `status` fault answers with. */
export const FAULT_STATUSES = [429, 500, 502, 503, 508] as const;

/** The longest latency a fault may add: 60000 ms. */
export const MAX_FAULT_LATENCY_MS = 60_000;

const knownErrorCode = v.pipe(
  v.string(),
  v.regex(/^[A-Z][A-Z0-9_]*$/, "must be an UPPER_SNAKE error code"),
);

const matcher = {
  /** Upper or lower case; omitted, any method matches. */
  method: v.optional(v.pipe(v.string(), v.toUpperCase(), v.picklist(FAULT_METHODS))),
  /** A path glob: `*` is one segment or part of one, `**` any rest of the path. */
  path: v.pipe(v.string(), v.startsWith("/", "must start with /"), v.maxLength(1000)),
  /** How many matching requests the fault applies to; omitted, until it is removed. */
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
};

/**
 * A fault definition as `POST /emulator/faults` and `emulator.faults.add()` take it: where it
 * applies (`method`, `path`, `times`) and what it does (`kind` and its fields).
 */
export const faultDefinitionSchema = v.variant("kind", [
  v.strictObject({
    ...matcher,
    kind: v.literal("latency"),
    ms: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_FAULT_LATENCY_MS)),
  }),
  v.strictObject({
    ...matcher,
    kind: v.literal("status"),
    status: v.picklist(FAULT_STATUSES),
    /** The `Retry-After` header (seconds, or an HTTP date); only with status 429. */
    retryAfter: v.optional(
      v.union(
        [
          v.pipe(v.number(), v.minValue(0), v.transform(String)),
          v.pipe(v.string(), v.minLength(1)),
        ],
        "must be a number of seconds or an HTTP date",
      ),
    ),
  }),
  v.strictObject({
    ...matcher,
    kind: v.literal("reset"),
    /** `before`: nothing is handled; `after`: the request is handled, then the answer is lost. */
    when: v.picklist(["before", "after"]),
  }),
  v.strictObject({ ...matcher, kind: v.literal("malformed-json") }),
  v.strictObject({
    ...matcher,
    kind: v.literal("known-error-mismatch"),
    /** The code in the `x-stack-known-error` header. Default `USER_NOT_FOUND`. */
    headerCode: v.optional(knownErrorCode, "USER_NOT_FOUND"),
    /** The code in the body. Default `SCHEMA_ERROR`. */
    bodyCode: v.optional(knownErrorCode, "SCHEMA_ERROR"),
  }),
]);

/**
 * A fault to add, as {@link RunningEmulator.faults} takes it.
 *
 * @example
 * ```ts
 * const fault: FaultDefinition = { method: "GET", path: "/api/v1/users/*", times: 2, kind: "status", status: 503 };
 * ```
 */
// Written out rather than inferred from the schema, so that the reference shows the fields;
// fault-definition.test.ts checks that it is the schema's input type.
export type FaultDefinition = {
  /** The HTTP method, upper or lower case; omitted, any method matches. */
  method?: string;
  /** A path glob: `*` is one segment or part of one, `**` any rest of the path. */
  path: string;
  /** How many matching requests the fault applies to; omitted, until it is removed. */
  times?: number;
} & (
  | {
      /** Wait, then handle the request. */
      kind: "latency";
      /** How long to wait, in milliseconds (at most 60000). */
      ms: number;
    }
  | {
      /** Answer with `status` and the service's error body, without handling the request. */
      kind: "status";
      /** The status: 429, 500, 502, 503 or 508. */
      status: 429 | 500 | 502 | 503 | 508;
      /** The `Retry-After` header (seconds, or an HTTP date); only with status 429. */
      retryAfter?: number | string;
    }
  | {
      /** Close the connection. */
      kind: "reset";
      /** `before`: nothing is handled; `after`: the request is handled, then the answer is lost. */
      when: "before" | "after";
    }
  | {
      /** Answer with a body that is not JSON, without handling the request. */
      kind: "malformed-json";
    }
  | {
      /** Answer with a known-error header and body that name different codes. */
      kind: "known-error-mismatch";
      /** The code in the `x-stack-known-error` header. Default `USER_NOT_FOUND`. */
      headerCode?: string;
      /** The code in the body. Default `SCHEMA_ERROR`. */
      bodyCode?: string;
    }
);

/** A checked fault definition, defaults applied. */
export type ParsedFaultDefinition = v.InferOutput<typeof faultDefinitionSchema>;
