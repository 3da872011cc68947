import { UNSAFE_KEYS } from "../schemas/unsafe-keys.js";
import type { ConfigOverride, ConfigValue } from "./check-override.js";

// How overrides combine, as on the service: a later override replaces each key it names and
// everything below it (`"auth"` replaces `"auth.allowSignUp"`, but not the other way round), and
// an override reads as one nested object once its dotted keys are spread out.

/**
 * `base` with `patch` written over it: every key of `base` that `patch` names, or that lies below
 * a key of `patch`, goes; then the keys of `patch` follow, in their order.
 *
 * @example
 * ```ts
 * mergeOverride({ "auth.allowSignUp": false, "teams.allowClientTeamCreation": true }, { auth: {} });
 * // { "teams.allowClientTeamCreation": true, auth: {} }
 * ```
 */
export function mergeOverride(base: ConfigOverride, patch: ConfigOverride): ConfigOverride {
  const patchKeys = Object.keys(patch);
  const kept = Object.entries(base).filter(
    ([key]) => !patchKeys.some((replaced) => key === replaced || key.startsWith(`${replaced}.`)),
  );
  return { ...Object.fromEntries(kept), ...structuredClone(patch) };
}

/** A nested config object. */
export interface ConfigObject {
  [key: string]: ConfigValue;
}

function isObject(value: ConfigValue | undefined): value is ConfigObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Spreads out the dotted keys of nested objects too (`{ a: { "b.c": 1 } }` never reaches here). */
function normalizeValue(value: ConfigValue): ConfigValue {
  if (Array.isArray(value)) return value.map(normalizeValue);
  return isObject(value) ? normalizeOverride(value) : value;
}

/**
 * The override as one nested object: shallower keys first, each dotted key written into the
 * objects above it (created when missing), `null` removing what is there so that the default
 * applies. A dotted key under a value that is not an object is dropped, as the service drops it.
 * A key with a part that could reach the prototype chain (`__proto__`, `constructor`,
 * `prototype`), which the override's check refuses, is dropped too, and only own keys are read:
 * whatever a stored override holds, no object but the result's own is written.
 *
 * @example
 * ```ts
 * normalizeOverride({ "auth.password.allowSignIn": true, auth: { allowSignUp: false } });
 * // { auth: { allowSignUp: false, password: { allowSignIn: true } } }
 * ```
 */
export function normalizeOverride(override: ConfigOverride): ConfigObject {
  const depth = (key: string) => key.split(".").length;
  const keys = Object.keys(override)
    .filter((key) => !key.split(".").some((part) => UNSAFE_KEYS.has(part)))
    .sort((a, b) => depth(a) - depth(b));
  const result: ConfigObject = {};
  outer: for (const key of keys) {
    const parts = key.split(".");
    const last = parts.pop() as string;
    let current = result;
    for (const part of parts) {
      const next = Object.hasOwn(current, part) ? current[part] : undefined;
      if (next === undefined || next === null) current[part] = {};
      else if (!isObject(next)) continue outer;
      current = current[part] as ConfigObject;
    }
    const value = override[key] as ConfigValue;
    if (value === null) delete current[last];
    else current[last] = normalizeValue(value);
  }
  return result;
}
