// One source of schemas: the admin app (core) checks options before sending them, and the emulator
// checks requests; both build on the core's field primitives, so a value one side refuses the
// other refuses too. Regression: the OAuth-provider, permission-id and password-hash rules used to
// exist twice and disagree (the SDK sent provider ids and permission ids the emulator refused).
import {
  ADMIN_CONFIG_FIELDS,
  adminConfigValueToWire,
  base64Schema,
  passwordHashSchema,
  profileImageUrlSchema,
  toWire,
} from "@app/core/internal";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { call, signUp, useTestEmulator } from "../testing/harness.js";

const emulator = useTestEmulator();

/** Whether the admin app's option check lets `config` through. */
function coreAcceptsConfig(config: Record<string, unknown>): boolean {
  try {
    toWire(config, ADMIN_CONFIG_FIELDS, "updateProject() config");
    return true;
  } catch {
    return false;
  }
}

/** Whether the emulator accepts `config` (sent in its wire form); throws on any other answer. */
async function emulatorAcceptsConfig(config: Record<string, unknown>): Promise<boolean> {
  const wire = Object.fromEntries(
    Object.entries(config).map(([option, value]) => {
      const wireName = ADMIN_CONFIG_FIELDS[option]?.[0] ?? option;
      return [wireName, adminConfigValueToWire(wireName, value)];
    }),
  );
  const res = await call(emulator, "PATCH", "/internal/projects/current", {
    access: "admin",
    body: { config: wire },
  });
  if (res.status === 400 && res.body.code === "SCHEMA_ERROR") return false;
  if (res.status !== 200) throw new Error(`unexpected answer ${res.status} ${res.text}`);
  return true;
}

const page = { handlerPath: "/handler" };
const standard = { type: "standard", enabled: true, clientId: "id", clientSecret: "secret" };
const smtp = {
  type: "standard",
  host: "smtp.example.com",
  port: 587,
  username: "u",
  password: "p",
  senderName: "App",
  senderEmail: "noreply@example.com",
};

describe("project config: the admin app and the emulator accept the same values", () => {
  it.each<[string, Record<string, unknown>, boolean]>([
    ["an https domain", { domains: [{ domain: "https://app.example.com", ...page }] }, true],
    ["a wildcard domain", { domains: [{ domain: "https://*.example.com", ...page }] }, true],
    ["an ftp domain", { domains: [{ domain: "ftp://example.com", ...page }] }, false],
    ["a javascript: domain", { domains: [{ domain: "javascript://x.com", ...page }] }, false],
    [
      "a relative handler path",
      { domains: [{ domain: "https://a.com", handlerPath: "h" }] },
      false,
    ],
    [
      "github with shared keys",
      { oauthProviders: [{ id: "github", type: "shared", enabled: true }] },
      true,
    ],
    ["twitch with its own keys", { oauthProviders: [{ id: "twitch", ...standard }] }, true],
    ["an unknown provider", { oauthProviders: [{ id: "myspace", ...standard }] }, false],
    [
      "apple with shared keys",
      { oauthProviders: [{ id: "apple", type: "shared", enabled: true }] },
      false,
    ],
    [
      "a standard provider without a secret",
      { oauthProviders: [{ id: "google", type: "standard", enabled: true, clientId: "id" }] },
      false,
    ],
    [
      "a provider listed twice",
      {
        oauthProviders: [
          { id: "gitlab", ...standard },
          { id: "gitlab", ...standard },
        ],
      },
      false,
    ],
    [
      "system and custom permission ids",
      { userDefaultPermissions: [{ id: "$read_members" }, { id: "org:admin" }] },
      true,
    ],
    ["a permission id with capitals", { teamMemberDefaultPermissions: [{ id: "Admin" }] }, false],
    ["a known merge strategy", { oauthAccountMergeStrategy: "raise_error" }, true],
    ["an unknown merge strategy", { oauthAccountMergeStrategy: "merge" }, false],
    ["a flag that is not a boolean", { signUpEnabled: "yes" }, false],
    ["a provider without `enabled`", { oauthProviders: [{ id: "github", type: "shared" }] }, true],
    ["the shared e-mail server", { emailConfig: { type: "shared" } }, true],
    ["an SMTP server", { emailConfig: smtp }, true],
    ["an SMTP port of 0", { emailConfig: { ...smtp, port: 0 } }, true],
    ["an SMTP port of 65535", { emailConfig: { ...smtp, port: 65535 } }, true],
    ["an SMTP port of 65536", { emailConfig: { ...smtp, port: 65536 } }, false],
    ["a fractional SMTP port", { emailConfig: { ...smtp, port: 25.5 } }, false],
    ["an SMTP server without a host", { emailConfig: { ...smtp, host: "" } }, false],
    ["a malformed sender address", { emailConfig: { ...smtp, senderEmail: "x" } }, false],
    ["an unknown e-mail server type", { emailConfig: { type: "resend" } }, false],
  ])("%s: accepted %s", async (_, config, accepted) => {
    const both = { core: coreAcceptsConfig(config), emulator: await emulatorAcceptsConfig(config) };
    expect(both).toEqual({ core: accepted, emulator: accepted });
  });
});

describe("user fields: the core's primitives and the emulator accept the same values", () => {
  const salt = "N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy";

  /**
   * Whether the emulator accepts `body` for a new user: a SCHEMA_ERROR, or the service's
   * plain-text 400 for a password hash, is a refusal; throws on any other answer.
   */
  async function emulatorCreates(body: Record<string, unknown>): Promise<boolean> {
    const res = await call(emulator, "POST", "/users", {
      access: "server",
      body: { primary_email: `${crypto.randomUUID()}@example.com`, ...body },
    });
    if (res.status === 400 && res.body?.code === "SCHEMA_ERROR") return false;
    if (res.status === 400 && res.text.startsWith("Invalid password hash.")) return false;
    if (res.status !== 201) throw new Error(`unexpected answer ${res.status} ${res.text}`);
    return true;
  }

  it.each<[string, boolean]>([
    ["https://example.com/ada.png", true],
    ["data:image/png;base64,iVBORw0KGgo=", true],
    ["javascript:alert(1)", false],
    ["data:text/html,<script>alert(1)</script>", false],
    ["foo:bar", false],
    ["/ada.png", false],
  ])("profile image URL %j: accepted %s", async (url, accepted) => {
    const { access_token } = await signUp(emulator);
    const res = await call(emulator, "PATCH", "/users/me", {
      accessToken: access_token,
      body: { profile_image_url: url },
    });
    const both = { core: v.is(profileImageUrlSchema, url), emulator: res.status === 200 };
    expect(both).toEqual({ core: accepted, emulator: accepted });
  });

  it.each<[string, boolean]>([
    [`$2a$10$${salt}`, true],
    [`$2b$12$${salt}`, true],
    [`$2y$04$${salt}`, true],
    [`$2b$16$${salt}`, true],
    // The service imports hashes of cost 16 at most.
    [`$2b$17$${salt}`, false],
    [`$2b$03$${salt}`, false],
    [`$2b$32$${salt}`, false],
    ["$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA", false],
  ])("password hash %j: accepted %s", async (hash, accepted) => {
    const both = {
      core: v.is(passwordHashSchema, hash),
      emulator: await emulatorCreates({ password_hash: hash }),
    };
    expect(both).toEqual({ core: accepted, emulator: accepted });
  });

  it.each<[string, boolean]>([
    ["SGVsbG8gd29ybGQh", true],
    ["SGVsbA==", true],
    ["SGVsbG8", false],
    ["SGV=sbG8", false],
  ])("TOTP secret %j: accepted %s", async (secret, accepted) => {
    const both = {
      core: v.is(base64Schema, secret),
      emulator: await emulatorCreates({ totp_secret_base64: secret }),
    };
    expect(both).toEqual({ core: accepted, emulator: accepted });
  });
});
