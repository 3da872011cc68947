// Regression (issue 31, high): one admin request polluted Object.prototype of the whole process.
// `PATCH /internal/config/override/environment` with `{"apps.__proto__.x": …}` passed the
// override's check (`apps` takes anything) and `normalizeOverride` walked `result.apps.__proto__`
// into Object.prototype; from then on sign-in, sign-up, `POST /users` and `POST /teams` answered
// 500 until the process ended. Keys that reach the prototype chain are now refused wherever user
// JSON becomes keys (config overrides, request bodies and their metadata), and the walkers read
// own keys only.
import { afterEach, describe, expect, it } from "vitest";
import {
  type CallResult,
  call,
  projectHeaders,
  signIn,
  signUp,
  useTestEmulator,
} from "../test-utils/harness.js";

const emulator = useTestEmulator();
afterEach(() => emulator.reset());

const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort();
const cleanKeys = prototypeKeys();

/** What a polluted prototype would show: new own keys, or values every object inherits. */
function expectCleanPrototype(): void {
  expect(prototypeKeys()).toEqual(cleanKeys);
  const probe: Record<string, unknown> = {};
  for (const name of ["x", "polluted", "isAdmin", "get", "push"]) {
    expect(probe[name], `({}).${name}`).toBeUndefined();
  }
}

/** The flows that answered 500 once the prototype was polluted. */
async function expectFlowsWork(): Promise<void> {
  expect((await signIn(emulator)).access_token).toEqual(expect.any(String));
  const user = await signUp(emulator);
  const created = await call(emulator, "POST", "/users", {
    access: "server",
    body: { primary_email: `made-${crypto.randomUUID()}@example.com` },
  });
  expect(created.status, created.text).toBe(201);
  const team = await call(emulator, "POST", "/teams", {
    accessToken: user.access_token,
    body: { display_name: "Still works", creator_user_id: "me" },
  });
  expect(team.status, team.text).toBe(201);
}

/** Sends a raw JSON text, so that `__proto__` arrives as a key (a JS literal would not keep it). */
async function send(
  method: string,
  path: string,
  json: string,
  headers: Record<string, string>,
): Promise<CallResult & { body: { code?: string; error?: string } }> {
  const response = await fetch(`${emulator.url}/api/v1${path}`, {
    method,
    headers: { ...headers, "content-type": "application/json" },
    body: json,
  });
  const text = await response.text();
  let body: { code?: string; error?: string } = {};
  try {
    body = JSON.parse(text);
  } catch {
    // Plain text (the config override's answers).
  }
  return { status: response.status, headers: response.headers, text, body };
}

async function storedOverride(): Promise<string> {
  const res = await call(emulator, "GET", "/internal/config/override/environment", {
    access: "admin",
  });
  return res.body.config_string;
}

describe("prototype pollution through a config override", () => {
  it.each([
    ['{"apps.__proto__.polluted":true}', "apps.__proto__.polluted", "__proto__"],
    [
      '{"apps.constructor.prototype.polluted":true}',
      "apps.constructor.prototype.polluted",
      "constructor",
    ],
    ['{"apps":{"__proto__":{"polluted":true}}}', "apps.__proto__", "__proto__"],
    [
      '{"payments":{"items":{"constructor":{"prototype":{"x":1}}}}}',
      "payments.items.constructor",
      "constructor",
    ],
    ['{"__proto__":{"polluted":true}}', "__proto__", "__proto__"],
  ])(
    "refuses %s with a 400 naming the key; the prototype and the flows stay as they were",
    async (override, key, part) => {
      const before = await storedOverride();
      const res = await call(emulator, "PATCH", "/internal/config/override/environment", {
        access: "admin",
        body: { config_override_string: override },
      });
      expect(res.status).toBe(400);
      expect(res.text).toBe(
        `The key ${JSON.stringify(key)} is not valid: ${JSON.stringify(part)} may not be part of a config key (__proto__, constructor and prototype are refused).`,
      );
      expect(await storedOverride()).toBe(before);
      expectCleanPrototype();
      await expectFlowsWork();
    },
  );

  it("after a refused attack, a reset and the next override work as before", async () => {
    await call(emulator, "PATCH", "/internal/config/override/environment", {
      access: "admin",
      body: { config_override_string: '{"apps.__proto__.polluted":true}' },
    });
    await emulator.reset();
    const res = await call(emulator, "PATCH", "/internal/config/override/environment", {
      access: "admin",
      body: { config_override_string: '{"auth.allowSignUp":false}' },
    });
    expect(res.status, res.text).toBe(200);
    expectCleanPrototype();
  });
});

describe("prototype pollution through a request body", () => {
  it.each([
    ["__proto__", '{"client_metadata":{"__proto__":{"polluted":true}}}'],
    ["constructor", '{"client_metadata":{"a":[{"constructor":{"prototype":{"polluted":true}}}]}}'],
    ["prototype", '{"client_metadata":{"prototype":1}}'],
  ])("a %s key in metadata is SCHEMA_ERROR naming it, and nothing is stored", async (key, json) => {
    const user = await signUp(emulator);
    const headers = { ...projectHeaders("client"), "x-stack-access-token": user.access_token };
    const res = await send("PATCH", "/users/me", json, headers);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("SCHEMA_ERROR");
    expect(res.body.error).toContain(`${key}: "${key}" may not be used as a key`);
    const me = await call(emulator, "GET", "/users/me", { accessToken: user.access_token });
    expect(me.body.client_metadata).toBeNull();
    expectCleanPrototype();
    await expectFlowsWork();
  });

  it("names where the key is: body.client_metadata.__proto__", async () => {
    const user = await signUp(emulator);
    const headers = { ...projectHeaders("client"), "x-stack-access-token": user.access_token };
    const res = await send("PATCH", "/users/me", '{"client_metadata":{"__proto__":{}}}', headers);
    expect(res.body.error).toBe(
      'body.client_metadata.__proto__: "__proto__" may not be used as a key (__proto__, constructor, prototype are refused)',
    );
  });

  it("a team created with a __proto__ key in its metadata is refused and not created", async () => {
    const user = await signUp(emulator);
    const headers = { ...projectHeaders("client"), "x-stack-access-token": user.access_token };
    const res = await send(
      "POST",
      "/teams",
      '{"display_name":"Polluters","creator_user_id":"me","server_metadata":{"__proto__":{"isAdmin":true}}}',
      projectHeaders("server"),
    );
    expect(res.status).toBe(400);
    const teams = await call(emulator, "GET", "/teams?user_id=me", { headers });
    expect(teams.body.items).toEqual([]);
    expectCleanPrototype();
  });

  it("a default permission id that would become a __proto__ config key is refused before anything changes", async () => {
    const before = await call(emulator, "GET", "/internal/projects/current", { access: "admin" });
    const res = await call(emulator, "PATCH", "/internal/projects/current", {
      access: "admin",
      body: {
        display_name: "Renamed",
        config: { team_creator_default_permissions: [{ id: "__proto__" }] },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(
      'body.config.team_creator_default_permissions[0].id: "__proto__" may not be a permission id (__proto__, constructor, prototype are refused)',
    );
    const after = await call(emulator, "GET", "/internal/projects/current", { access: "admin" });
    expect(after.body).toEqual(before.body);
    expectCleanPrototype();
  });
});
