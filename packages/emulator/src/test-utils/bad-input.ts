// Arbitraries of bad requests for the bad-input suite (`bad-input.fuzz.test.ts`): values of the
// wrong type, missing and extra fields, huge and odd strings, keys that reach the prototype chain,
// malformed JSON, deep nesting, wrong content types, odd path parameters and query strings.
import fc from "fast-check";
import type * as v from "valibot";
import type { FuzzRoute } from "./fuzz-routes.js";

/** Keys that trip naive code: the prototype chain's, and conversion methods. */
export const TRICKY_KEYS = ["__proto__", "constructor", "prototype", "toString", "valueOf"];

/** Strings that have broken servers: escapes, control characters, lone surrogates, markup. */
export const ODD_STRINGS = [
  "",
  " ",
  "__proto__",
  "constructor",
  "%zz",
  "%",
  "%00",
  "\u0000",
  "\ud800",
  "😀",
  "\n\r\t",
  "../../etc/passwd",
  "javascript:alert(1)",
  "http://",
  "https://attacker.example/",
  "http://localhost:3000/handler/callback?x=1",
  "<script>alert(1)</script>",
  "{{ otp }}",
  "me",
  "null",
  "-0",
  "1e309",
  "demo@example.com",
  "demo-password",
  "a@b",
  "00000000-0000-4000-8000-000000000001",
  // JSON inside a string (config overrides, state parameters).
  '{"apps.__proto__.polluted":true}',
  '{"apps":{"__proto__":{"polluted":true}}}',
  "{",
];

/** `encodeURIComponent`, for any string: a lone surrogate becomes U+FFFD first. */
function encode(text: string): string {
  return encodeURIComponent(
    text.replace(
      /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      "\ufffd",
    ),
  );
}

const HUGE_LENGTHS = [300, 10_000, 400_000, 1_100_000];

const hugeString = fc
  .tuple(fc.constantFrom(...HUGE_LENGTHS), fc.constantFrom("x", "é", "😀", "a@"))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

const scalar = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 2),
  fc.constantFrom(...ODD_STRINGS),
  fc.string({ maxLength: 24 }),
  fc.string({ unit: "binary", maxLength: 12 }),
  fc.integer(),
);

/** A JSON value of the wrong type, or of the right type with a bad value. */
export const badValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    scalar,
    { arbitrary: hugeString, weight: 1 },
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(
      fc.oneof(fc.constantFrom(...TRICKY_KEYS), fc.string({ maxLength: 8 })),
      tie("value"),
      { maxKeys: 3 },
    ),
  ),
})).value;

/**
 * The names of a body schema's fields: its object's entries, through pipes, optionals and
 * unions; or the names given.
 */
export function fieldNames(body: FuzzRoute["body"]): string[] {
  if (body === undefined) return [];
  if (Array.isArray(body)) return [...body];
  const names = new Set<string>();
  const visit = (schema: unknown, depth: number) => {
    if (depth > 6 || typeof schema !== "object" || schema === null) return;
    const node = schema as { entries?: object; wrapped?: unknown; options?: unknown[] };
    if (node.entries) for (const name of Object.keys(node.entries)) names.add(name);
    if (node.wrapped) visit(node.wrapped, depth + 1);
    if (Array.isArray(node.options)) for (const option of node.options) visit(option, depth + 1);
  };
  visit(body as v.GenericSchema, 0);
  return [...names];
}

/** Bodies whose text is no JSON object at all, or JSON nested far too deep. */
const junkText = fc.oneof(
  fc.constantFrom(
    "{",
    "[1,",
    "nul",
    '"unterminated',
    '{"a":1}}',
    "\u0000",
    "\ufeff{}",
    "{'single':'quotes'}",
    '{"a":1,"a":2}',
    "[]",
    "null",
    "42",
    '"a string"',
    "true",
  ),
  fc.constantFrom(3000, 20_000).map((depth) => `${"[".repeat(depth)}${"]".repeat(depth)}`),
  fc.constantFrom(3000).map((depth) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`),
  fc.string({ maxLength: 40 }),
);

/**
 * Stands for a value known only once a run has set its world up (a refresh token, a team's id):
 * `"$ref:name"` in a body is replaced by it before the request is sent.
 */
export const ref = (name: string) => `$ref:${name}`;

const callbackUrl = "http://localhost:3000/handler/callback";

/** Values a field of that name takes, so that a request gets past its first checks. */
const PLAUSIBLE: Readonly<Record<string, readonly unknown[]>> = {
  email: ["demo@example.com", "new-user@example.com"],
  primary_email: ["new-user@example.com"],
  recipient_email: ["new-user@example.com"],
  value: ["new-user@example.com"],
  password: ["demo-password", "correct horse battery"],
  old_password: ["demo-password"],
  new_password: ["correct horse battery"],
  callback_url: [callbackUrl],
  verification_callback_url: [callbackUrl],
  redirect_uri: [callbackUrl],
  after_callback_redirect_url: [callbackUrl],
  error_redirect_url: [callbackUrl],
  grant_type: ["refresh_token", "authorization_code"],
  refresh_token: [ref("refreshToken")],
  client_id: [ref("projectId")],
  client_secret: [ref("publishableClientKey")],
  user_id: [ref("user_id"), "me"],
  creator_user_id: [ref("user_id"), "me"],
  team_id: [ref("team_id")],
  display_name: ["Name", "Ada\nhttps://evil.example"],
  displayName: ["Name"],
  type: ["email"],
  used_for_auth: [true],
  is_verified: [false],
  enabled: [true],
  description: ["A description"],
  id: ["fuzz_permission"],
  contained_permission_ids: [["team_member"]],
  config_override_string: [
    '{"auth.allowSignUp":true}',
    '{"apps.__proto__.polluted":true}',
    '{"apps":{"constructor":{"prototype":{"polluted":true}}}}',
  ],
  client_metadata: [{ theme: "dark" }, JSON.parse('{"__proto__":{"polluted":true}}')],
  server_metadata: [{ plan: "pro" }],
  client_read_only_metadata: [{ role: "x" }],
  config: [{ sign_up_enabled: true }, { team_creator_default_permissions: [{ id: "__proto__" }] }],
  kind: ["status", "latency"],
  status: [503],
  path: ["/api/v1/**"],
  advanceMs: [1000],
  subject: ["Subject"],
  content: [{ type: "text", text: "Hi {{ projectDisplayName }}" }],
  expires_at_millis: [4_102_444_800_000],
  scope: ["legacy"],
};

/** Marks a field the generated body leaves out. */
const ABSENT = Symbol("absent");

/** A request body as text: objects of the route's fields and others, or junk. */
export function bodyText(route: FuzzRoute): fc.Arbitrary<string | undefined> {
  const fields = fieldNames(route.body);
  // Mostly plausible values, some bad, some fields left out: gets past the first checks, to
  // where a bad value meets the code behind them.
  const field = (name: string) =>
    fc.oneof(
      { arbitrary: fc.constantFrom(...(PLAUSIBLE[name] ?? ["x"])), weight: 6 },
      { arbitrary: badValue, weight: 2 },
      { arbitrary: fc.constant(ABSENT), weight: 1 },
    );
  const plausible = fc
    .record(Object.fromEntries(fields.map((name) => [name, field(name)])))
    .map((body) =>
      Object.fromEntries(Object.entries(body).filter(([, value]) => value !== ABSENT)),
    );
  const key = fields.length
    ? fc.oneof(
        { arbitrary: fc.constantFrom(...fields), weight: 4 },
        fc.constantFrom(...TRICKY_KEYS),
        fc.string({ maxLength: 10 }),
      )
    : fc.oneof(fc.constantFrom(...TRICKY_KEYS), fc.string({ maxLength: 10 }));
  const ofFields = fields.length
    ? fc.record(Object.fromEntries(fields.map((name) => [name, badValue])), { requiredKeys: [] })
    : fc.constant({});
  return fc.oneof(
    { arbitrary: plausible.map((body) => JSON.stringify(body)), weight: 5 },
    { arbitrary: ofFields.map((body) => JSON.stringify(body)), weight: 2 },
    {
      arbitrary: fc.dictionary(key, badValue, { maxKeys: 6 }).map((b) => JSON.stringify(b)),
      weight: 3,
    },
    { arbitrary: junkText, weight: 2 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
}

/** Content types a client might send: right, wrong, and broken. */
export const contentType = fc.constantFrom(
  "application/json",
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "application/json; charset=utf-16",
  "",
  "\u00ff/\u00ff",
);

/** A path parameter: the real id (resolved per run), or an odd one. */
export const pathParam = fc.oneof(
  { arbitrary: fc.constant({ real: true as const }), weight: 5 },
  {
    arbitrary: fc.constantFrom("%zz", "%", "%2F", "..", "__proto__", "constructor", "me", "%00"),
    weight: 2,
  },
  { arbitrary: fc.constantFrom("x".repeat(3000), crypto.randomUUID()), weight: 1 },
  { arbitrary: fc.string({ maxLength: 12 }).map(encode), weight: 1 },
);

/** A query string of the route's parameters and others, each with a bad value. */
export function queryString(route: FuzzRoute): fc.Arbitrary<string> {
  const names = [...(route.query ?? []), ...TRICKY_KEYS, "limit", "user_id"];
  const value = fc.oneof(
    fc.constantFrom("me", "true", "-1", "0", "99999999999", "%zz", "x".repeat(5000)),
    fc.constantFrom(...ODD_STRINGS).map(encode),
    fc.string({ maxLength: 10 }).map(encode),
  );
  return fc
    .array(fc.tuple(fc.constantFrom(...names), value), { maxLength: 4 })
    .map((pairs) => (pairs.length ? `?${pairs.map(([n, v]) => `${n}=${v}`).join("&")}` : ""));
}

/** How the request presents itself: access, header family, user token, error-status rewrite. */
export const presentation = fc.record({
  access: fc.oneof(
    { arbitrary: fc.constant("route" as const), weight: 8 },
    fc.constantFrom("none" as const, "client" as const, "server" as const, "admin" as const),
    fc.constantFrom("garbage" as const),
  ),
  family: fc.constantFrom("x-stack-", "x-hexclave-"),
  user: fc.oneof(
    { arbitrary: fc.constant("valid"), weight: 6 },
    fc.constantFrom("none", "garbage", "refresh"),
  ),
  overrideErrorStatus: fc.boolean(),
  authorization: fc.constantFrom(
    undefined,
    undefined,
    `Basic ${Buffer.from("%zz:pck").toString("base64")}`,
    `Basic ${Buffer.from("00000000-0000-4000-8000-000000000001:%").toString("base64")}`,
    "Basic !!!",
    "Bearer e30.e30.sig",
  ),
  // Now and then a page of another origin (which gets client access only).
  foreignOrigin: fc.integer({ min: 0, max: 7 }).map((n) => n === 0),
});
