import * as v from "valibot";
import type { FieldSpec, toWire as ToWire } from "../../schemas/to-wire.js";
import { optionFields } from "../../schemas/to-wire.js";
import type { ApiKeyCreationOptions, ApiKeyUpdateOptions } from "./api-key.js";
import { apiKeyCreateEntries, apiKeyUpdateEntries } from "./requests.js";

/** A valid Date whose time the request takes (`expires_at_millis`), or null (no expiry). */
const expiry = v.pipe(
  v.unknown(),
  v.check(
    (value) =>
      value === null ||
      (value instanceof Date && v.is(apiKeyCreateEntries.expires_at_millis, value.getTime())),
    "must be a valid Date, or null for a key that never expires",
  ),
);

/**
 * The fields of a new key: the rules of `requests.ts`, and the expiry as a Date (sent as
 * milliseconds, `apiKeyCreationToWire`).
 */
export const API_KEY_CREATION_FIELDS: Record<keyof ApiKeyCreationOptions, FieldSpec> = {
  ...optionFields(apiKeyCreateEntries, { description: "description", isPublic: "is_public" }),
  expiresAt: ["expires_at_millis", expiry],
};

/** The fields of a key's update: the rules of `requests.ts`, the expiry as a Date or null. */
export const API_KEY_UPDATE_FIELDS: Record<keyof ApiKeyUpdateOptions, FieldSpec> = {
  ...optionFields(apiKeyUpdateEntries, { description: "description", revoked: "revoked" }),
  expiresAt: [
    "expires_at_millis",
    expiry,
    (date: Date | null) => (date === null ? null : date.getTime()),
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
  const body = toWire(options, API_KEY_CREATION_FIELDS, method);
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
  return toWire(options, API_KEY_UPDATE_FIELDS, method);
}
