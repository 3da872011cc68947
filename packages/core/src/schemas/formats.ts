import * as v from "valibot";
import { isValidEmail } from "./email.js";
import { isHttpUrl, isValidUrl, VERIFICATION_CODE_LENGTH } from "./fields.js";

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

/**
 * A user id, or `me` for the signed-in user (the `user_id` of client requests).
 *
 * @example
 * ```ts
 * v.is(userIdOrMeSchema, "me"); // true
 * ```
 */
export const userIdOrMeSchema = v.pipe(
  v.string(),
  v.check((id) => id === "me" || v.is(uuidSchema, id), 'must be a valid UUID or "me"'),
);

/** A verification code as the service takes it: exactly 45 characters. */
export const verificationCodeSchema = v.pipe(
  v.string(),
  v.length(VERIFICATION_CODE_LENGTH, `must be exactly ${VERIFICATION_CODE_LENGTH} characters`),
);

/** An absolute URL without spaces. */
export const urlSchema = v.pipe(v.string(), v.check(isValidUrl, "must be a valid URL"));

/**
 * An absolute http(s) URL, such as a trusted domain (`https://app.example.com`, wildcards
 * allowed in the host: `https://*.example.com`).
 *
 * @example
 * ```ts
 * v.parse(httpUrlSchema, "https://app.example.com");
 * v.is(httpUrlSchema, "javascript://example.com"); // false
 * ```
 */
export const httpUrlSchema = v.pipe(
  v.string(),
  v.check(isValidUrl, "must be a valid URL"),
  v.check((value) => !isValidUrl(value) || isHttpUrl(value), "must be an http or https URL"),
);

/**
 * Standard base64 (`A–Z a–z 0–9 + /`, padded with `=` to a multiple of 4 characters), such as a
 * TOTP secret.
 *
 * @example
 * ```ts
 * v.parse(base64Schema, "SGVsbG8gd29ybGQh");
 * ```
 */
export const base64Schema = v.pipe(
  v.string(),
  v.regex(
    /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/,
    "must be valid base64",
  ),
);

/** The lowest and highest cost factor of a valid bcrypt hash (2^4 to 2^31 rounds). */
export const BCRYPT_MIN_COST = 4;
export const BCRYPT_MAX_COST = 31;

const bcryptHash = /^\$2[aby]\$(\d\d)\$[./A-Za-z0-9]{53}$/;

/**
 * The cost factor of a bcrypt hash in Modular Crypt Format (`$2a$`, `$2b$` or `$2y$`), or
 * undefined when `value` is not one or its cost is outside 4 to 31.
 *
 * @example
 * ```ts
 * bcryptCost("$2b$12$" + "a".repeat(53)); // 12
 * bcryptCost("$2b$03$" + "a".repeat(53)); // undefined
 * ```
 */
export function bcryptCost(value: string): number | undefined {
  const match = bcryptHash.exec(value);
  const cost = Number(match?.[1]);
  return cost >= BCRYPT_MIN_COST && cost <= BCRYPT_MAX_COST ? cost : undefined;
}

/**
 * The highest cost factor of a password hash the service imports (`password_hash`): it refuses
 * bcrypt hashes above 2^16 rounds.
 */
export const BCRYPT_MAX_IMPORT_COST = 16;

/**
 * A password hash to import: bcrypt in Modular Crypt Format with a cost from 4 to 16, the only
 * algorithm and the costs the service takes.
 *
 * @example
 * ```ts
 * v.parse(passwordHashSchema, "$2b$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy");
 * ```
 */
export const passwordHashSchema = v.pipe(
  v.string(),
  v.check(
    (value) => (bcryptCost(value) ?? Number.POSITIVE_INFINITY) <= BCRYPT_MAX_IMPORT_COST,
    `must be a bcrypt hash in Modular Crypt Format ($2a$, $2b$ or $2y$) with a cost from ${BCRYPT_MIN_COST} to ${BCRYPT_MAX_IMPORT_COST}`,
  ),
);
