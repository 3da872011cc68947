// User fields of the wrong type are a TypeError naming the field before any request; a string
// that breaks a rule is the service's to refuse (SCHEMA_ERROR), as with @stackframe/js; either way
// the user stays as it was; each kind of metadata is readable and writable by exactly the apps SPEC.md section 6 names.
import { KnownErrors, type StackClientApp } from "@app/core";
import { describe, expect, it } from "vitest";
import { type RequestLog, uniqueEmail, useHarness } from "../../test-utils/emulator-harness.js";

const h = useHarness();

/** The signed-in user of `app`. */
async function currentUser(app: StackClientApp) {
  const user = await app.getUser();
  if (!user) throw new Error("no one is signed in");
  return user;
}

async function signedUp(log?: RequestLog) {
  const app = h.client({}, log);
  await app.signUpWithCredential({ email: uniqueEmail(), password: "input-password" });
  return { app, user: await currentUser(app) };
}

describe("user.update() input", () => {
  it.each<[string, Record<string, unknown>, RegExp]>([
    [
      "client read-only metadata",
      { clientReadOnlyMetadata: { plan: "pro" } },
      /unknown option "clientReadOnlyMetadata"/,
    ],
    ["server metadata", { serverMetadata: { plan: "pro" } }, /unknown option "serverMetadata"/],
    ["metadata that is no object", { clientMetadata: [1, 2] }, /clientMetadata/],
    // Regression: the SDK sent metadata over the limits, and only the emulator's answer said so.
    [
      "metadata over 100,000 bytes",
      { clientMetadata: { pad: "x".repeat(100_000) } },
      /clientMetadata must be at most 100000 bytes as JSON/,
    ],
  ])("refuses %s with a TypeError, sending nothing", async (_, patch, message) => {
    const log: RequestLog = [];
    const { app, user } = await signedUp(log);
    log.length = 0;
    await expect(user.update(patch as Parameters<typeof user.update>[0])).rejects.toThrow(message);
    expect(log).toEqual([]);
    expect(await currentUser(app)).toMatchObject({
      profileImageUrl: null,
      clientMetadata: null,
      clientReadOnlyMetadata: null,
    });
  });

  // As @stackframe/js: a string of the right type is the service's to judge, and its known error
  // (KnownErrors.SchemaError, naming the field) is what code written for the reference catches.
  it.each<[string, Record<string, unknown>, RegExp]>([
    [
      "a profile image URL over 1,000,000 characters",
      { profileImageUrl: `https://example.com/a.png?${"x".repeat(1_000_000)}` },
      /profile_image_url/,
    ],
    [
      "a javascript: profile image URL",
      { profileImageUrl: "javascript:alert(1)" },
      /profile_image_url/,
    ],
    ["a selected team id that is not a uuid", { selectedTeamId: "team-1" }, /selected_team_id/],
  ])(
    "sends %s for the service to refuse with SCHEMA_ERROR, changing nothing",
    async (_, patch, field) => {
      const { app, user } = await signedUp();
      const error = await user
        .update(patch as Parameters<typeof user.update>[0])
        .catch((e: unknown) => e);
      expect(KnownErrors.SchemaError.isInstance(error)).toBe(true);
      expect((error as Error).message).toMatch(field);
      expect(await currentUser(app)).toMatchObject({ profileImageUrl: null, selectedTeam: null });
    },
  );

  it("the server app sends an invalid e-mail for the service to refuse (SCHEMA_ERROR), as @stackframe/js", async () => {
    const server = h.server();
    const user = await server.createUser({ primaryEmail: uniqueEmail() });
    const error = await server
      .updateUser(user.id, { primaryEmail: "ada@" })
      .catch((e: unknown) => e);
    expect(KnownErrors.SchemaError.isInstance(error)).toBe(true);
    expect((await server.getUser(user.id))?.primaryEmail).toBe(user.primaryEmail);
  });
});

describe("createSession() input", () => {
  // As @stackframe/js: a lifetime over the 367 days that POST /auth/sessions takes goes to the
  // service, whose SCHEMA_ERROR says so; a lifetime that is no number is ours to refuse.
  it("sends a lifetime over 367 days for the service to refuse (SCHEMA_ERROR); refuses a string", async () => {
    const log: RequestLog = [];
    const server = h.server(log);
    const user = await server.createUser({ primaryEmail: uniqueEmail() });
    log.length = 0;
    const days = (n: number) => n * 24 * 60 * 60 * 1000;
    await expect(user.createSession({ expiresInMillis: "1d" as never })).rejects.toThrow(
      'createSession: expiresInMillis must be a number of milliseconds; got "1d".',
    );
    expect(log).toEqual([]);
    const error = await user.createSession({ expiresInMillis: days(368) }).catch((e: unknown) => e);
    expect(KnownErrors.SchemaError.isInstance(error)).toBe(true);
    expect((error as Error).message).toMatch(/expires_in_millis/);
    const session = await user.createSession({ expiresInMillis: days(367) });
    expect(session.refreshToken).toEqual(expect.any(String));
  });
});

describe("metadata through the SDK", () => {
  it("client metadata: written by the user, read by the user and the server", async () => {
    const { app, user } = await signedUp();
    await user.update({ clientMetadata: { theme: "dark" } });
    expect((await currentUser(app)).clientMetadata).toEqual({ theme: "dark" });
    expect((await h.server().getUser(user.id))?.clientMetadata).toEqual({ theme: "dark" });
  });

  it("client read-only metadata and server metadata: written by the server; only the first is read by the user", async () => {
    const { user } = await signedUp();
    await h.server().updateUser(user.id, {
      clientReadOnlyMetadata: { plan: "pro" },
      serverMetadata: { stripe: "cus_1" },
    });
    // A fresh client app, so that nothing is read from an older cache.
    const tokens = await user.currentSession.getTokens();
    const seen = await currentUser(h.client({ tokenStore: tokens }));
    expect(seen.clientReadOnlyMetadata).toEqual({ plan: "pro" });
    expect(seen).not.toHaveProperty("serverMetadata");
    expect((await h.server().getUser(user.id))?.serverMetadata).toEqual({ stripe: "cus_1" });
  });
});
