import * as v from "valibot";
import { isValidEmail, isValidUrl } from "./fields.js";

// Schemas of string formats that the server side composes (request checks, server and admin
// options). They live apart from fields.ts so that a browser bundle, which does not use them,
// does not carry them.

/**
 * An e-mail address (standard format).
 *
 * @example
 * ```ts
 * v.parse(emailSchema, "ada@example.com");
 * ```
 */
export const emailSchema = v.pipe(v.string(), v.check(isValidEmail, "must be a valid email"));

/** A uuid (user, team and project ids). */
export const uuidSchema = v.pipe(
  v.string(),
  v.regex(
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    "must be a valid UUID",
  ),
);

/** An absolute URL without spaces. */
export const urlSchema = v.pipe(v.string(), v.check(isValidUrl, "must be a valid URL"));
