import { describe, expect, it } from "vitest";
import { mergeOverride, normalizeOverride } from "./merge-override.js";

describe("mergeOverride", () => {
  it("a key replaces the same key and every key below it, and keeps the rest", () => {
    const base = { "auth.allowSignUp": false, "auth.otp.allowSignIn": true, teams: { a: 1 } };
    expect(mergeOverride(base, { auth: { passkey: { allowSignIn: true } } })).toEqual({
      teams: { a: 1 },
      auth: { passkey: { allowSignIn: true } },
    });
  });

  it("a dotted key leaves a nested object above it in place; normalizing applies both", () => {
    const merged = mergeOverride({ auth: { allowSignUp: false } }, { "auth.allowSignUp": true });
    expect(merged).toEqual({ auth: { allowSignUp: false }, "auth.allowSignUp": true });
    expect(normalizeOverride(merged)).toEqual({ auth: { allowSignUp: true } });
  });

  it("does not share objects with the patch it was given", () => {
    const patch = { auth: { allowSignUp: false } };
    const merged = mergeOverride({}, patch);
    patch.auth.allowSignUp = true;
    expect(merged).toEqual({ auth: { allowSignUp: false } });
  });
});

describe("normalizeOverride", () => {
  it("spreads dotted keys into nested objects, shallower keys first", () => {
    expect(
      normalizeOverride({ "auth.password.allowSignIn": true, auth: { allowSignUp: false } }),
    ).toEqual({ auth: { allowSignUp: false, password: { allowSignIn: true } } });
  });

  it("null removes what is there, so that the default applies", () => {
    expect(normalizeOverride({ auth: { allowSignUp: false }, "auth.allowSignUp": null })).toEqual({
      auth: {},
    });
  });

  it("drops a dotted key below a value that is not an object, as the service does", () => {
    expect(normalizeOverride({ apps: 3, "apps.installed": {} })).toEqual({ apps: 3 });
  });
});

// Regression (issue 31): `normalizeOverride` walked `result.apps.__proto__` into Object.prototype.
// The check refuses such keys now; an override stored before (a data directory) must not pollute
// either when it is worked out again.
describe("normalizeOverride, with keys that reach the prototype chain (prototype pollution)", () => {
  it("drops them and writes nothing but its own result", () => {
    const stored = JSON.parse(
      '{"apps.__proto__.polluted":true,"apps.constructor.prototype.polluted":true,"apps":{"__proto__":{"polluted":true},"ok":1},"teams.allowClientTeamCreation":true}',
    );
    const names = Object.getOwnPropertyNames(Object.prototype).sort();
    expect(normalizeOverride(stored)).toEqual({
      apps: { ok: 1 },
      teams: { allowClientTeamCreation: true },
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(names);
  });
});
