import { decodeJwt } from "jose";
import { afterEach, describe, expect, it } from "vitest";
import {
  type CallResult,
  call,
  DEMO_PROJECT,
  knownError,
  setProjectConfig,
  signUp,
  useTestEmulator,
} from "../test-utils/harness.js";

const emulator = useTestEmulator();
afterEach(() => emulator.reset());

type Level = "project" | "branch" | "environment";

/** `PATCH /internal/config/override/{level}`, as the reference SDK's `updateConfig` sends it. */
function patchOverride(override: unknown, level: Level = "environment"): Promise<CallResult> {
  return call(emulator, "PATCH", `/internal/config/override/${level}`, {
    access: "admin",
    body: { config_override_string: JSON.stringify(override) },
  });
}

async function storedOverride(level: Level = "environment"): Promise<Record<string, unknown>> {
  const res = await call(emulator, "GET", `/internal/config/override/${level}`, {
    access: "admin",
  });
  expect(res.status).toBe(200);
  return JSON.parse(res.body.config_string);
}

// biome-ignore lint/suspicious/noExplicitAny: the config is arbitrary JSON that tests pick apart.
async function effectiveConfig(): Promise<any> {
  const res = await call(emulator, "GET", "/internal/config", { access: "admin" });
  expect(res.status).toBe(200);
  return JSON.parse(res.body.config_string);
}

async function clientConfig() {
  const res = await call(emulator, "GET", "/projects/current");
  expect(res.status).toBe(200);
  return res.body.config;
}

/** A user created by the server, with or without a verified primary e-mail. */
async function createUser(verified: boolean) {
  const res = await call(emulator, "POST", "/users", {
    access: "server",
    body: {
      primary_email: `user-${crypto.randomUUID()}@example.com`,
      primary_email_auth_enabled: true,
      primary_email_verified: verified,
    },
  });
  expect(res.status).toBe(201);
  return res.body;
}

describe("PATCH /internal/config/override/{level}", () => {
  it("answers { success: true } and the change shows in GET /projects/current", async () => {
    const res = await patchOverride({
      "auth.allowSignUp": false,
      "auth.otp.allowSignIn": false,
      "teams.allowClientTeamCreation": false,
      "apiKeys.enabled.user": true,
      "users.allowClientUserDeletion": true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(await clientConfig()).toMatchObject({
      sign_up_enabled: false,
      magic_link_enabled: false,
      client_team_creation_enabled: false,
      allow_user_api_keys: true,
      client_user_deletion_enabled: true,
    });
    const admin = await call(emulator, "GET", "/internal/projects/current", { access: "admin" });
    expect(admin.body.config).toMatchObject({ sign_up_enabled: false, allow_user_api_keys: true });
  });

  it("sign-up turned off through the override refuses sign-up with SIGN_UP_NOT_ENABLED", async () => {
    await patchOverride({ "auth.allowSignUp": false });
    const res = await call(emulator, "POST", "/auth/password/sign-up", {
      body: { email: "closed@example.com", password: "correct horse battery" },
    });
    expect(knownError(res)).toMatchObject({ status: 400, code: "SIGN_UP_NOT_ENABLED" });
  });

  it("client team creation turned off through the override refuses POST /teams", async () => {
    await patchOverride({ "teams.allowClientTeamCreation": false });
    const { access_token } = await signUp(emulator);
    const res = await call(emulator, "POST", "/teams", {
      accessToken: access_token,
      body: { display_name: "Blocked" },
    });
    expect(res.status).toBe(403);
    expect(res.text).toBe("Client team creation is disabled for this project");
  });

  it("a trusted domain added through the override is a trusted redirect target", async () => {
    const callback = "https://app.example.com/handler/email-verification";
    const before = await call(emulator, "POST", "/auth/password/sign-up", {
      body: {
        email: "a@example.com",
        password: "correct horse",
        verification_callback_url: callback,
      },
    });
    expect(knownError(before)).toMatchObject({ code: "REDIRECT_URL_NOT_WHITELISTED" });

    await patchOverride({
      "domains.trustedDomains.production": {
        baseUrl: "https://app.example.com",
        handlerPath: "/handler",
      },
    });
    expect((await clientConfig()).domains).toEqual([
      { domain: "https://app.example.com", handler_path: "/handler" },
    ]);
    const after = await call(emulator, "POST", "/auth/password/sign-up", {
      body: {
        email: "a@example.com",
        password: "correct horse",
        verification_callback_url: callback,
      },
    });
    expect(after.status).toBe(200);
  });

  it("an OAuth provider added through the override is offered to clients", async () => {
    await patchOverride({
      "auth.oauth.providers.gitlab": {
        type: "gitlab",
        isShared: false,
        clientId: "gitlab-client",
        clientSecret: "gitlab-secret",
        allowSignIn: true,
      },
    });
    expect((await clientConfig()).enabled_oauth_providers).toContainEqual({ id: "gitlab" });
    const admin = await call(emulator, "GET", "/internal/projects/current", { access: "admin" });
    expect(admin.body.config.oauth_providers).toContainEqual(
      expect.objectContaining({ id: "gitlab", type: "standard", client_id: "gitlab-client" }),
    );
  });

  it("keeps earlier keys, and a later key replaces the keys below it", async () => {
    await patchOverride({ "auth.allowSignUp": false, "teams.allowClientTeamCreation": false });
    await patchOverride({ "onboarding.requireEmailVerification": true });
    await patchOverride({ auth: { passkey: { allowSignIn: true } } });
    const stored = await storedOverride();
    expect(stored).not.toHaveProperty(["auth.allowSignUp"]);
    expect(stored).toMatchObject({
      "teams.allowClientTeamCreation": false,
      "onboarding.requireEmailVerification": true,
      auth: { passkey: { allowSignIn: true } },
    });
    // `auth` replaced `auth.allowSignUp`, so sign-up is back to the service's default: on.
    const config = await effectiveConfig();
    expect(config.auth.allowSignUp).toBe(true);
    expect(config.auth.passkey.allowSignIn).toBe(true);
    expect(config.onboarding.requireEmailVerification).toBe(true);
  });

  it("null resets a key to the service's default", async () => {
    await patchOverride({ "auth.allowSignUp": false });
    await patchOverride({ "auth.allowSignUp": null });
    expect((await clientConfig()).sign_up_enabled).toBe(true);
  });

  it("the admin's project update writes the same override, so the two routes agree", async () => {
    await patchOverride({ "auth.allowSignUp": false });
    await setProjectConfig(emulator, { sign_up_enabled: true, allow_team_api_keys: true });
    expect(await storedOverride()).toMatchObject({
      "auth.allowSignUp": true,
      "apiKeys.enabled.team": true,
    });
    const config = await effectiveConfig();
    expect(config.auth.allowSignUp).toBe(true);
    expect(config.apiKeys.enabled.team).toBe(true);
    expect((await clientConfig()).sign_up_enabled).toBe(true);
  });

  it("a project-level override decides whether clients need the publishable key", async () => {
    const withoutKey = () =>
      call(emulator, "GET", "/projects/current", {
        headers: { "x-stack-publishable-client-key": "" },
      });
    expect(knownError(await withoutKey())).toMatchObject({
      code: "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT",
    });
    expect(await storedOverride("project")).toEqual({
      "project.requirePublishableClientKey": true,
    });
    await patchOverride({ "project.requirePublishableClientKey": false }, "project");
    expect((await withoutKey()).status).toBe(200);
  });

  it("needs admin access", async () => {
    const res = await call(emulator, "PATCH", "/internal/config/override/environment", {
      access: "server",
      body: { config_override_string: "{}" },
    });
    expect(knownError(res)).toMatchObject({ status: 401, code: "INSUFFICIENT_ACCESS_TYPE" });
  });
});

describe("bad config overrides", () => {
  /** Sends `request`, expects the service's 400 text, and that nothing was stored. */
  async function expectRefused(request: () => Promise<CallResult>, message: string) {
    const before = await storedOverride();
    const res = await request();
    expect(res.status).toBe(400);
    expect(res.text).toBe(message);
    expect(await storedOverride()).toEqual(before);
  }

  it("refuses a key the service's config does not have, naming the missing part", async () => {
    await expectRefused(
      () => patchOverride({ "auth.allowSignUp": false, "onboarding.requireEmail": true }),
      'The key "onboarding.requireEmail" is not valid (nested object not found in schema: "onboarding.requireEmail").',
    );
    await expectRefused(
      () => patchOverride({ "signup.enabled": false }),
      'The key "signup.enabled" is not valid (nested object not found in schema: "signup").',
    );
  });

  it("refuses a value of the wrong type", async () => {
    await expectRefused(
      () =>
        patchOverride({ "auth.allowSignUp": false, "onboarding.requireEmailVerification": "yes" }),
      'onboarding.requireEmailVerification must be a `boolean` type, but the final value was: `"yes"`.',
    );
    await expectRefused(
      () => patchOverride({ "auth.oauth.accountMergeStrategy": "merge" }),
      "auth.oauth.accountMergeStrategy must be one of the following values: link_method, raise_error, allow_duplicates",
    );
  });

  it("refuses unknown properties of a nested value", async () => {
    await expectRefused(
      () => patchOverride({ onboarding: { requireEmailVerification: true, skip: true } }),
      "onboarding contains unknown properties: skip",
    );
  });

  it("refuses a dotted key below the top, and a string that is not JSON", async () => {
    await expectRefused(
      () => patchOverride({ auth: { "password.allowSignIn": false } }),
      "Key password.allowSignIn contains a dot, which is not allowed in config override.",
    );
    const notJson = () =>
      call(emulator, "PATCH", "/internal/config/override/environment", {
        access: "admin",
        body: { config_override_string: "{not json" },
      });
    await expectRefused(notJson, "Invalid config JSON");
    await expectRefused(
      () => patchOverride([1, 2]),
      "Config override must be plain old JavaScript object.",
    );
  });

  it("refuses a key at a level that does not hold it", async () => {
    await expectRefused(
      () => patchOverride({ "domains.allowLocalhost": false }, "branch"),
      'The key "domains.allowLocalhost" is not valid (nested object not found in schema: "domains.allowLocalhost").',
    );
    await expectRefused(
      () => patchOverride({ "project.requirePublishableClientKey": false }),
      'The key "project.requirePublishableClientKey" is not valid (nested object not found in schema: "project").',
    );
  });

  it("refuses a body without config_override_string, and an unknown level, with SCHEMA_ERROR", async () => {
    const missing = await call(emulator, "PATCH", "/internal/config/override/environment", {
      access: "admin",
      body: {},
    });
    expect(knownError(missing)).toMatchObject({ status: 400, code: "SCHEMA_ERROR" });
    const level = await call(emulator, "GET", "/internal/config/override/organization", {
      access: "admin",
    });
    expect(knownError(level)).toMatchObject({ status: 400, code: "SCHEMA_ERROR" });
  });
});

describe("onboarding.requireEmailVerification", () => {
  it("restricts a user whose primary e-mail is not verified, with reason email_not_verified", async () => {
    await patchOverride({ "onboarding.requireEmailVerification": true });
    const unverified = await createUser(false);
    expect(unverified.is_restricted).toBe(true);
    expect(unverified.restricted_reason).toEqual({ type: "email_not_verified" });
    const verified = await createUser(true);
    expect(verified.is_restricted).toBe(false);
    expect(verified.restricted_reason).toBeNull();
  });

  it("leaves unverified users unrestricted while it is off", async () => {
    await patchOverride({ "onboarding.requireEmailVerification": false });
    expect((await createUser(false)).is_restricted).toBe(false);
  });

  it("a restricted user signs up with a restricted token and reads /users/me with the anonymous flag", async () => {
    await patchOverride({ "onboarding.requireEmailVerification": true });
    const { access_token } = await signUp(emulator);
    const claims = decodeJwt(access_token);
    expect(claims.aud).toBe(`${DEMO_PROJECT.id}:restricted`);
    expect(claims.restricted_reason).toEqual({ type: "email_not_verified" });

    // The SDKs send x-stack-allow-anonymous-user, and filter restricted users themselves.
    const me = await call(emulator, "GET", "/users/me", {
      accessToken: access_token,
      allowAnonymous: true,
    });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      is_restricted: true,
      restricted_reason: { type: "email_not_verified" },
    });
    const refused = await call(emulator, "GET", "/users/me", { accessToken: access_token });
    expect(knownError(refused)).toMatchObject({ status: 403, code: "RESTRICTED_USER_NOT_ALLOWED" });
    expect(refused.body.details).toEqual({ restricted_reason: { type: "email_not_verified" } });
  });

  it("lists restricted users only with include_restricted (or include_anonymous)", async () => {
    await patchOverride({ "onboarding.requireEmailVerification": true });
    const restricted = await createUser(false);
    const ids = async (query: string) =>
      (await call(emulator, "GET", `/users${query}`, { access: "server" })).body.items.map(
        (user: { id: string }) => user.id,
      );
    expect(await ids("")).not.toContain(restricted.id);
    expect(await ids("?include_restricted=true")).toContain(restricted.id);
    expect(await ids("?include_anonymous=true")).toContain(restricted.id);
  });

  it("a user is no longer restricted once the e-mail is verified", async () => {
    await patchOverride({ "onboarding.requireEmailVerification": true });
    const user = await createUser(false);
    const res = await call(emulator, "PATCH", `/users/${user.id}`, {
      access: "server",
      body: { primary_email_verified: true },
    });
    expect(res.body).toMatchObject({ is_restricted: false, restricted_reason: null });
  });
});

describe("GET /internal/config", () => {
  it("answers the effective config as JSON in config_string", async () => {
    const config = await effectiveConfig();
    expect(config.auth).toMatchObject({
      allowSignUp: true,
      password: { allowSignIn: true },
      oauth: { accountMergeStrategy: "link_method" },
    });
    expect(config.auth.oauth.providers.github).toMatchObject({
      type: "github",
      isShared: true,
      allowSignIn: true,
    });
    expect(config.onboarding).toEqual({ requireEmailVerification: false });
  });

  it("keeps sections the emulator does not act on, as written", async () => {
    await patchOverride({ "payments.testMode": false });
    expect((await effectiveConfig()).payments.testMode).toBe(false);
  });
});
