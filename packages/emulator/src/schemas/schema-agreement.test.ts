// One source of schemas: the apps (core) check options before sending them, and the emulator
// checks requests; each request body is declared once, in the core (`resources/*/requests.ts`),
// and the apps' option tables take their rules from it, so the apps refuse before sending only
// what the route refuses too (a value of the wrong type), and leave a value of the right type that
// breaks a rule to the route (SCHEMA_ERROR), as the reference SDK does. Regressions: the OAuth-provider, permission-id and password-hash rules used to exist
// twice and disagree (the SDK sent provider ids and permission ids the emulator refused); so did
// `selected_team_id` (any string in the SDK, a uuid in the emulator), the metadata limits (only in
// the emulator) and the creator of a team and the owner of an OAuth account (any string in the SDK).
import {
  ADMIN_CONFIG_FIELDS,
  API_KEY_CREATION_FIELDS,
  API_KEY_UPDATE_FIELDS,
  adminConfigValueToWire,
  base64Schema,
  CHANNEL_CREATE_FIELDS,
  CHANNEL_UPDATE_FIELDS,
  EMAIL_TEMPLATE_UPDATE_FIELDS,
  type FieldSpec,
  INTERNAL_API_KEY_CREATE_FIELDS,
  METADATA_MAX_BYTES,
  METADATA_MAX_DEPTH,
  OAUTH_PROVIDER_CREATE_FIELDS,
  OAUTH_PROVIDER_UPDATE_FIELDS,
  PERMISSION_DEFINITION_CREATE_FIELDS,
  PERMISSION_DEFINITION_UPDATE_FIELDS,
  PROJECT_CREATE_FIELDS,
  PROJECT_PERMISSION_DEFINITION_CREATE_FIELDS,
  PROJECT_UPDATE_FIELDS,
  passwordHashSchema,
  profileImageUrlSchema,
  SERVER_CHANNEL_CREATE_FIELDS,
  SERVER_CHANNEL_UPDATE_FIELDS,
  SERVER_OAUTH_PROVIDER_UPDATE_FIELDS,
  SERVER_TEAM_FIELDS,
  SERVER_USER_CREATE_FIELDS,
  SERVER_USER_FIELDS,
  TEAM_MEMBER_PROFILE_FIELDS,
  TEAM_UPDATE_FIELDS,
  toWire,
  USER_UPDATE_FIELDS,
} from "@app/core/internal";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type CallResult,
  call,
  INTERNAL_PROJECT,
  setProjectConfig,
  signUp,
  useTestEmulator,
} from "../test-utils/harness.js";
import {
  asAdmin,
  asServer,
  createTeamAs,
  newUser,
  type TestUser,
} from "../test-utils/team-helpers.js";

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
    // Through a server: a client may set base64 image data only (the service's own rule, apart
    // from the field's schema).
    const { user_id } = await signUp(emulator);
    const res = await call(emulator, "PATCH", `/users/${user_id}`, {
      access: "server",
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

// Every option of every option table, against the route it is sent to: each value of
// `CANDIDATES` that the option table lets through (`toWire`), the route's request schema lets
// through (any answer but SCHEMA_ERROR), and the reverse.

/** A value that passes one rule or another: one of each kind the request schemas tell apart. */
const CANDIDATES: [label: string, value: unknown][] = (() => {
  let deep: unknown = {};
  for (let level = 1; level < METADATA_MAX_DEPTH + 1; level++) deep = { a: deep };
  const salt = "N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy";
  return [
    ["an empty string", ""],
    ["a word", "word"],
    ["an e-mail address", "agreement@example.com"],
    ["a broken e-mail address", "ada@"],
    ["a uuid", "3241a285-8329-4d69-8f3d-316e08cf140c"],
    ['"me"', "me"],
    ['"email"', "email"],
    ["an https URL", "https://example.com/a.png"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a data:image URL", "data:image/png;base64,iVBORw0KGgo="],
    ["base64", "SGVsbG8gd29ybGQh"],
    ["a bcrypt hash", `$2b$10$${salt}`],
    ["a permission id", "read:posts"],
    ["a system permission id", "$read_members"],
    ["an unknown system permission id", "$read_posts"],
    ["a capitalised id", "Admin"],
    ["0", 0],
    ["1", 1],
    ["-1", -1],
    ["1.5", 1.5],
    ["true", true],
    ["false", false],
    ["null", null],
    ["an object", { theme: "dark" }],
    ["an empty array", []],
    ["an array of ids", ["team_member"]],
    ["an array with a bad id", ["Admin"]],
    ["metadata nested too deep", deep],
    ["metadata over the size limit", { pad: "x".repeat(METADATA_MAX_BYTES) }],
  ];
})();

/** Whether the option table lets `value` through as `option`. */
function optionAccepts(fields: Record<string, FieldSpec>, option: string, value: unknown) {
  try {
    toWire({ [option]: value }, fields, "agreement");
    return true;
  } catch (error) {
    if (error instanceof TypeError) return false;
    throw error;
  }
}

/**
 * Whether the route's request schema let the body through: any answer but SCHEMA_ERROR, or the
 * service's plain-text 400 for a password hash it cannot import (checked when applied, as on the
 * service). A failure of the test's own setup (a crash, an expired token) throws instead of
 * counting as either.
 */
async function schemaAccepted(answer: Promise<CallResult>): Promise<boolean> {
  const res = await answer;
  const setupFailed = res.status >= 500 || res.body?.code === "ACCESS_TOKEN_EXPIRED";
  if (setupFailed) throw new Error(`unexpected answer ${res.status} ${res.text}`);
  if (res.status === 400 && res.text.startsWith("Invalid password hash.")) return false;
  return !(res.status === 400 && res.body?.code === "SCHEMA_ERROR");
}

/** What the routes below act on, made anew before each route's tests. */
interface Fixtures {
  user: TestUser;
  team: string;
  channel: string;
  account: string;
  userKey: string;
  ownerToken: string;
}
const fx = {} as Fixtures;
let serial = 0;
const unique = (prefix: string) => `${prefix}${++serial}`;

/** A route that takes an option table's body: its extra required fields are in `send`. */
interface Endpoint {
  route: string;
  fields: Record<string, FieldSpec>;
  /** Options whose value changes on the way (a Date, bytes, the camelCase config): tested apart. */
  converted?: string[];
  /**
   * Options the SDK narrows to the type it declares (a user's metadata is an object in the SDK,
   * any JSON value on the service): every value the option takes, the route must take.
   */
  narrowed?: string[];
  send(body: Record<string, unknown>): Promise<CallResult>;
}

const asUser = (method: string, path: string, body: Record<string, unknown>) =>
  fx.user.call(method, path, { body });
const server = (method: string, path: string, body: Record<string, unknown>) =>
  asServer(emulator, method, path, body);
const admin = (method: string, path: string, body: Record<string, unknown>) =>
  asAdmin(emulator, method, path, body);
const newChannel = (userId: string) => ({
  user_id: userId,
  value: `${unique("channel-")}@example.com`,
  type: "email",
  used_for_auth: false,
});
const newKey = { description: "key", expires_at_millis: null };
const definitions = (scope: "team" | "project"): Endpoint[] => [
  {
    route: `POST /${scope}-permission-definitions`,
    fields:
      scope === "team"
        ? PERMISSION_DEFINITION_CREATE_FIELDS
        : PROJECT_PERMISSION_DEFINITION_CREATE_FIELDS,
    send: (body) => admin("POST", `/${scope}-permission-definitions`, { id: unique("d"), ...body }),
  },
  {
    route: `PATCH /${scope}-permission-definitions/{id}`,
    fields: PERMISSION_DEFINITION_UPDATE_FIELDS,
    send: async (body) => {
      const id = unique("d");
      await admin("POST", `/${scope}-permission-definitions`, { id });
      return admin("PATCH", `/${scope}-permission-definitions/${id}`, body);
    },
  },
];

/**
 * A restriction's reason and private details go only with `restricted_by_admin: true` (a rule
 * across fields, which the service judges): a body with either carries it, so that each field's
 * own rule is what is compared.
 */
const withRestriction = (body: Record<string, unknown>) =>
  "restricted_by_admin_reason" in body || "restricted_by_admin_private_details" in body
    ? { restricted_by_admin: true, ...body }
    : body;

/** The metadata options of the user tables: objects in the SDK, any JSON on the service. */
const userMetadata = ["clientMetadata", "clientReadOnlyMetadata", "serverMetadata"];

const ENDPOINTS: Endpoint[] = [
  {
    route: "PATCH /users/me (client)",
    fields: USER_UPDATE_FIELDS,
    narrowed: userMetadata,
    send: (body) => asUser("PATCH", "/users/me", body),
  },
  {
    // A password or a verified e-mail needs an e-mail: the body always has one.
    route: "POST /users",
    fields: SERVER_USER_CREATE_FIELDS,
    narrowed: userMetadata,
    send: (body) =>
      server("POST", "/users", {
        primary_email: `${unique("new-")}@example.com`,
        ...withRestriction(body),
      }),
  },
  {
    // The same: the user keeps an e-mail, whatever an earlier value of primary_email did.
    route: "PATCH /users/{id}",
    fields: SERVER_USER_FIELDS,
    narrowed: userMetadata,
    send: (body) =>
      server("PATCH", `/users/${fx.user.id}`, {
        primary_email: fx.user.email,
        ...withRestriction(body),
      }),
  },
  {
    route: "POST /teams (client)",
    fields: TEAM_UPDATE_FIELDS,
    send: (body) =>
      asUser("POST", "/teams", { display_name: "Team", creator_user_id: "me", ...body }),
  },
  {
    route: "PATCH /teams/{id} (client)",
    fields: TEAM_UPDATE_FIELDS,
    send: (body) => asUser("PATCH", `/teams/${fx.team}`, body),
  },
  {
    route: "POST /teams (server)",
    fields: SERVER_TEAM_FIELDS,
    send: (body) => server("POST", "/teams", { display_name: "Team", ...body }),
  },
  {
    route: "PATCH /teams/{id} (server)",
    fields: (({ creatorUserId: _, ...fields }) => fields)(SERVER_TEAM_FIELDS),
    send: (body) => server("PATCH", `/teams/${fx.team}`, body),
  },
  {
    route: "PATCH /team-member-profiles/{team_id}/me",
    fields: TEAM_MEMBER_PROFILE_FIELDS,
    send: (body) => asUser("PATCH", `/team-member-profiles/${fx.team}/me`, body),
  },
  {
    route: "POST /contact-channels (client)",
    fields: CHANNEL_CREATE_FIELDS,
    send: (body) => asUser("POST", "/contact-channels", { ...newChannel("me"), ...body }),
  },
  {
    route: "PATCH /contact-channels/me/{id} (client)",
    fields: CHANNEL_UPDATE_FIELDS,
    send: (body) => asUser("PATCH", `/contact-channels/me/${fx.channel}`, body),
  },
  {
    route: "POST /contact-channels (server)",
    fields: SERVER_CHANNEL_CREATE_FIELDS,
    send: (body) => server("POST", "/contact-channels", { ...newChannel(fx.user.id), ...body }),
  },
  {
    route: "PATCH /contact-channels/{user_id}/{id} (server)",
    fields: SERVER_CHANNEL_UPDATE_FIELDS,
    send: (body) => server("PATCH", `/contact-channels/${fx.user.id}/${fx.channel}`, body),
  },
  {
    route: "PATCH /oauth-providers/me/{id} (client)",
    fields: OAUTH_PROVIDER_UPDATE_FIELDS,
    send: (body) => asUser("PATCH", `/oauth-providers/me/${fx.account}`, body),
  },
  {
    route: "PATCH /oauth-providers/{user_id}/{id} (server)",
    fields: SERVER_OAUTH_PROVIDER_UPDATE_FIELDS,
    send: (body) => server("PATCH", `/oauth-providers/${fx.user.id}/${fx.account}`, body),
  },
  {
    route: "POST /oauth-providers",
    fields: OAUTH_PROVIDER_CREATE_FIELDS,
    send: (body) =>
      server("POST", "/oauth-providers", {
        user_id: fx.user.id,
        provider_config_id: "github",
        account_id: unique("gh-"),
        allow_sign_in: false,
        allow_connected_accounts: true,
        ...body,
      }),
  },
  {
    route: "POST /user-api-keys",
    fields: API_KEY_CREATION_FIELDS,
    converted: ["expiresAt"],
    send: (body) => asUser("POST", "/user-api-keys", { user_id: "me", ...newKey, ...body }),
  },
  {
    route: "PATCH /user-api-keys/{id}",
    fields: API_KEY_UPDATE_FIELDS,
    send: (body) => asUser("PATCH", `/user-api-keys/${fx.userKey}`, body),
  },
  {
    route: "POST /team-api-keys",
    fields: API_KEY_CREATION_FIELDS,
    converted: ["expiresAt"],
    send: (body) => asUser("POST", "/team-api-keys", { team_id: fx.team, ...newKey, ...body }),
  },
  {
    route: "POST /internal/api-keys",
    fields: INTERNAL_API_KEY_CREATE_FIELDS,
    converted: ["expiresAt"],
    send: (body) =>
      admin("POST", "/internal/api-keys", {
        description: "key",
        expires_at_millis: Date.now() + 60_000,
        has_publishable_client_key: true,
        has_secret_server_key: false,
        has_super_secret_admin_key: false,
        ...body,
      }),
  },
  ...definitions("team"),
  ...definitions("project"),
  {
    route: "PATCH /email-templates/{type}",
    fields: EMAIL_TEMPLATE_UPDATE_FIELDS,
    send: (body) => admin("PATCH", "/email-templates/magic_link", body),
  },
  {
    route: "POST /internal/projects (a project owner)",
    fields: PROJECT_CREATE_FIELDS,
    converted: ["config"],
    send: (body) =>
      call(emulator, "POST", "/internal/projects", {
        project: INTERNAL_PROJECT,
        accessToken: fx.ownerToken,
        body: { display_name: "Shop", ...body },
      }),
  },
  // Last: it changes the demo project itself.
  {
    route: "PATCH /internal/projects/current",
    fields: PROJECT_UPDATE_FIELDS,
    converted: ["config"],
    send: (body) => admin("PATCH", "/internal/projects/current", body),
  },
];

/** A user with a team, an e-mail address, a connected account and an API key; a project owner. */
async function makeFixtures(): Promise<void> {
  fx.user = await newUser(emulator);
  fx.team = await createTeamAs(fx.user);
  const channel = await asUser("POST", "/contact-channels", newChannel("me"));
  fx.channel = channel.body.id;
  const account = await server("POST", "/oauth-providers", {
    user_id: fx.user.id,
    provider_config_id: "github",
    account_id: unique("gh-"),
    allow_sign_in: false,
    allow_connected_accounts: true,
  });
  fx.account = account.body.id;
  const key = await asUser("POST", "/user-api-keys", { user_id: "me", ...newKey });
  fx.userKey = key.body.id;
  const owner = await call(emulator, "POST", "/auth/password/sign-up", {
    project: INTERNAL_PROJECT,
    body: { email: `owner-${crypto.randomUUID()}@example.com`, password: "owner-password" },
  });
  fx.ownerToken = owner.body.access_token;
  for (const made of [channel, account, key, owner]) {
    expect(made.status, made.text).toBeLessThan(300);
  }
}

describe("every option table and its route's request schema accept the same values", () => {
  // (But the options the SDK narrows to its declared type: those only one way.)
  beforeAll(async () => {
    await setProjectConfig(emulator, { allow_user_api_keys: true, allow_team_api_keys: true });
  });

  describe.each(ENDPOINTS)("$route", (endpoint) => {
    // Each route acts on its own user: one route's changes (a removed e-mail) stay out of the next.
    beforeAll(makeFixtures);

    // As the reference SDK, the SDK leaves a value of the right type to the service (whose
    // SCHEMA_ERROR comes back as a known error): every value the route takes, the option takes.
    // A field judged here (the service has no known error for it) agrees both ways.
    const options = Object.entries(endpoint.fields)
      .filter(([option, spec]) => spec[2] === undefined && !endpoint.converted?.includes(option))
      .map(([option, [wireName, , , judgedHere]]) => {
        const rule = endpoint.narrowed?.includes(option)
          ? "the route takes all the option takes"
          : judgedHere
            ? "accepted by both, or refused by both"
            : "the option takes all the route takes (the service judges the rest)";
        return [option, wireName, rule] as const;
      });

    it.each(options)("%s (%s): %s", async (option, wireName) => {
      // The values go out together: whether the schema takes one does not depend on the others.
      const answers = await Promise.all(
        CANDIDATES.map(async ([label, value]) => {
          const core = optionAccepts(endpoint.fields, option, value);
          const route = await schemaAccepted(endpoint.send({ [wireName]: value }));
          const verdict = (took: boolean) => (took ? "takes" : "refuses");
          const agree = endpoint.narrowed?.includes(option)
            ? !core || route
            : endpoint.fields[option]?.[3]
              ? core === route
              : core || !route;
          return agree
            ? []
            : [`${label}: the option ${verdict(core)} it, the route ${verdict(route)} it`];
        }),
      );
      expect(answers.flat()).toEqual([]);
    });
  });

  // The Date of an expiry is sent as its milliseconds, bytes as base64, the camelCase config in its
  // wire form (the config's own agreement is above).
  it("options whose value changes on the way are sent in a form their route takes", async () => {
    await makeFixtures();
    const bytes = new Uint8Array([1, 2, 250]);
    const secret = toWire({ totpMultiFactorSecret: bytes }, USER_UPDATE_FIELDS, "user.update()");
    expect(await schemaAccepted(asUser("PATCH", "/users/me", secret))).toBe(true);
    const userKey = (expires: number) =>
      asUser("POST", "/user-api-keys", { user_id: "me", ...newKey, expires_at_millis: expires });
    const internalKey = (expires: number) =>
      admin("POST", "/internal/api-keys", {
        description: "key",
        expires_at_millis: expires,
        has_publishable_client_key: true,
        has_secret_server_key: false,
        has_super_secret_admin_key: false,
      });
    const tables = [
      [API_KEY_CREATION_FIELDS, userKey],
      [INTERNAL_API_KEY_CREATE_FIELDS, internalKey],
    ] as const;
    for (const [fields, send] of tables) {
      for (const date of [new Date(-1), new Date(0), new Date(Date.now() + 60_000)]) {
        const core = optionAccepts(fields, "expiresAt", date);
        expect({ date, core }).toEqual({ date, core: date.getTime() >= 0 });
        expect(await schemaAccepted(send(date.getTime()))).toBe(core);
      }
    }
  });
});
