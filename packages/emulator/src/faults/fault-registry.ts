import { KnownError } from "@app/core/errors";
import { parseOrThrow, schemaError } from "../http/validate.js";
import {
  type FaultDefinition,
  faultDefinitionSchema,
  type ParsedFaultDefinition,
} from "./fault-definition.js";
import { pathMatcher } from "./fault-path.js";

/**
 * A fault as `GET /emulator/faults` lists it: its definition (defaults applied, `method` and
 * `times` null when not limited), its id, how often it fired and how many firings are left
 * (null: unlimited). A fault with none left stays listed, inactive, until it is removed.
 *
 * @example
 * ```ts
 * const fault: Fault = emulator.faults.add({ path: "/api/v1/users/me", times: 2, kind: "status", status: 503 });
 * // … two requests later: emulator.faults.get(fault.id)?.fired === 2
 * ```
 */
// Written out rather than derived from the schema's output, so that the reference shows the
// fields; `addUnchecked()` builds one from a parsed definition without a cast.
export type Fault = {
  /** The fault's id, for `get()` and `remove()`. */
  id: string;
  /** The HTTP method it matches, upper case; null for any. */
  method: string | null;
  /** The path glob it matches. */
  path: string;
  /** How many requests it fires on; null for every one. */
  times: number | null;
  /** How many requests it fired on so far. */
  fired: number;
  /** How many more requests it fires on; null for every one. */
  remaining: number | null;
} & (
  | {
      /** Waits, then handles the request. */
      kind: "latency";
      /** How long it waits, in milliseconds. */
      ms: number;
    }
  | {
      /** Answers with `status` in place of the request. */
      kind: "status";
      /** The status it answers with. */
      status: 429 | 500 | 502 | 503 | 508;
      /** The `Retry-After` header as sent; only with status 429. */
      retryAfter?: string;
    }
  | {
      /** Closes the connection. */
      kind: "reset";
      /** `before`: nothing is handled; `after`: the request is handled, then the answer is lost. */
      when: "before" | "after";
    }
  | {
      /** Answers with a body that is not JSON in place of the request. */
      kind: "malformed-json";
    }
  | {
      /** Answers with a known-error header and body that name different codes. */
      kind: "known-error-mismatch";
      /** The code in the `x-stack-known-error` header. */
      headerCode: string;
      /** The code in the body. */
      bodyCode: string;
    }
);

/** Adds the fault's state to a parsed definition; a type error if `Fault` and the schema differ. */
function faultOf(parsed: ParsedFaultDefinition, id: string): Fault {
  return {
    ...parsed,
    id,
    method: parsed.method ?? null,
    times: parsed.times ?? null,
    fired: 0,
    remaining: parsed.times ?? null,
  };
}

/**
 * The faults of a running emulator (see `/emulator/faults`): `add()` checks a definition (a bad
 * one throws a `TypeError` naming the field) and returns the fault with its id; `get()` and
 * `list()` show how often each fired.
 *
 * @example
 * ```ts
 * const fault = emulator.faults.add({ method: "GET", path: "/api/v1/users/me", times: 2, kind: "status", status: 503 });
 * emulator.faults.get(fault.id)?.fired; // 0, then 1, then 2
 * emulator.faults.clear();
 * ```
 */
export interface EmulatorFaults {
  /**
   * Adds a fault; a bad definition throws a `TypeError` naming the field
   * (`Bad fault definition: definition.ms: must be at most 60000`).
   */
  add(definition: FaultDefinition): Fault;
  /** Every fault, oldest first, exhausted ones included. */
  list(): Fault[];
  /** The fault with this id, as it is now; undefined when there is none. */
  get(id: string): Fault | undefined;
  /** Removes one fault; false when there is none with this id. */
  remove(id: string): boolean;
  /** Removes every fault. */
  clear(): void;
}

interface Entry {
  fault: Fault;
  matches: (path: string) => boolean;
}

/**
 * The faults of one emulator, oldest first. A request gets at most one fault: the oldest active
 * one whose method and path match it.
 *
 * @example
 * ```ts
 * const faults = new FaultRegistry();
 * faults.add({ method: "POST", path: "/api/v1/auth/**", kind: "reset", when: "after" });
 * faults.clear();
 * ```
 */
export class FaultRegistry implements EmulatorFaults {
  readonly #entries: Entry[] = [];
  #seq = 0;

  /**
   * Checks a definition and adds the fault. A bad definition throws SCHEMA_ERROR naming the
   * field (`body.status: must be one of the following values: 429, 500, 502, 503, 508`).
   */
  addUnchecked(definition: unknown): Fault {
    const parsed = parseOrThrow(faultDefinitionSchema, definition, "body");
    if (parsed.kind === "status" && parsed.retryAfter !== undefined && parsed.status !== 429) {
      schemaError("body.retryAfter", "is only allowed with status 429");
    }
    this.#seq += 1;
    const fault = faultOf(parsed, `fault-${this.#seq}`);
    this.#entries.push({ fault, matches: pathMatcher(parsed.path) });
    return snapshot(fault);
  }

  /**
   * Adds a fault; a bad definition throws a `TypeError` naming the field
   * (`Bad fault definition: definition.ms: must be at most 60000`).
   */
  add(definition: FaultDefinition): Fault {
    try {
      return this.addUnchecked(definition);
    } catch (error) {
      if (KnownError.isKnownError(error)) {
        const detail = (error.details as { message?: unknown } | undefined)?.message;
        const message = (typeof detail === "string" ? detail : error.message).replace(
          /^body/gm,
          "definition",
        );
        throw new TypeError(`Bad fault definition: ${message}`, { cause: error });
      }
      throw error;
    }
  }

  /** Every fault, oldest first, exhausted ones included. */
  list(): Fault[] {
    return this.#entries.map((entry) => snapshot(entry.fault));
  }

  get(id: string): Fault | undefined {
    const entry = this.#entries.find((candidate) => candidate.fault.id === id);
    return entry && snapshot(entry.fault);
  }

  /** Removes one fault; false when there is none with this id. */
  remove(id: string): boolean {
    const index = this.#entries.findIndex((entry) => entry.fault.id === id);
    if (index < 0) return false;
    this.#entries.splice(index, 1);
    return true;
  }

  /** Removes every fault. */
  clear(): void {
    this.#entries.length = 0;
  }

  /** The fault a request gets, counted as fired, or undefined. */
  take(method: string, path: string): Fault | undefined {
    const upper = method.toUpperCase();
    for (const { fault, matches } of this.#entries) {
      if (fault.remaining === 0) continue;
      if (fault.method !== null && fault.method !== upper) continue;
      if (!matches(path)) continue;
      fault.fired += 1;
      if (fault.remaining !== null) fault.remaining -= 1;
      return snapshot(fault);
    }
    return undefined;
  }
}

function snapshot(fault: Fault): Fault {
  return { ...fault };
}
