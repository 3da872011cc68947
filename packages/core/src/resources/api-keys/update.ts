import * as v from "valibot";
import type { FieldSpec, toWire as ToWire } from "../../schemas/to-wire.js";
import type { ApiKeyCreationOptions, ApiKeyUpdateOptions } from "./api-key.js";

/** A valid Date, or null (no expiry). */
const expiry = v.pipe(
  v.unknown(),
  v.check(
    (value) => value === null || (value instanceof Date && !Number.isNaN(value.getTime())),
    "must be a valid Date, or null for a key that never expires",
  ),
);

const CREATION_FIELDS: Record<keyof ApiKeyCreationOptions, FieldSpec> = {
  description: ["description", v.string()],
  expiresAt: ["expires_at_millis", expiry],
  isPublic: ["is_public", v.boolean()],
};

const UPDATE_FIELDS: Record<keyof ApiKeyUpdateOptions, FieldSpec> = {
  description: ["description", v.string()],
  revoked: [
    "revoked",
    v.pipe(
      v.unknown(),
      v.check((value) => value === true, "can only be true: a revoked key cannot be restored"),
    ),
  ],
};

// This module loads lazily: `toWire` comes from the caller.

/**
 * The wire form of a new key's options, checked field by field (a TypeError naming the field,
 * before anything is sent). `expiresAt` must be given: a Date, or null for a key that never
 * expires.
 *
 * @example
 * ```ts
 * apiKeyCreationToWire(toWire, { description: "CI", expiresAt: null }, "user.createApiKey()");
 * // { description: "CI", expires_at_millis: null }
 * ```
 */
export function apiKeyCreationToWire(
  toWire: typeof ToWire,
  options: ApiKeyCreationOptions,
  method: string,
): Record<string, unknown> {
  const body = toWire(options, CREATION_FIELDS, method);
  if (body.description === undefined) {
    throw new TypeError(`${method}: description is required (a string).`);
  }
  if (!("expires_at_millis" in body)) {
    throw new TypeError(
      `${method}: expiresAt is required (a Date, or null for a key that never expires).`,
    );
  }
  if (body.expires_at_millis instanceof Date) {
    body.expires_at_millis = body.expires_at_millis.getTime();
  }
  return body;
}

/**
 * The wire form of a key's update, checked field by field.
 *
 * @example
 * ```ts
 * apiKeyUpdateToWire(toWire, { revoked: true }, "apiKey.update()"); // { revoked: true }
 * ```
 */
export function apiKeyUpdateToWire(
  toWire: typeof ToWire,
  options: ApiKeyUpdateOptions,
  method: string,
): Record<string, unknown> {
  return toWire(options, UPDATE_FIELDS, method);
}
