// The bad-input suite (issue 31): every route of the emulator, fed requests generated from its
// request schema that are wrong in every way a client can be (wrong types, missing and extra
// fields, huge and odd strings, `__proto__` keys, malformed JSON, deep nesting, wrong content
// types, odd path parameters and queries, wrong access). Whatever comes in, the emulator answers
// (no hang) with no 5xx, a 4xx leaves its state exactly as it was, and Object.prototype of the
// process stays clean. Seeded and bounded: a failure prints its seed and the request, and
// replays the same way.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetState } from "../actions/reset-state.js";
import { DEMO_PROJECT, DEMO_USER, seedState } from "../actions/seed.js";
import type { EmulatorServices } from "../services/context.js";
import {
  bodyText,
  contentType,
  fieldNames,
  pathParam,
  presentation,
  queryString,
} from "../test-utils/bad-input.js";
import { FUZZ_ROUTES, type FuzzRoute } from "../test-utils/fuzz-routes.js";
import { type Access, projectHeaders } from "../test-utils/harness.js";
import { createApp } from "./app.js";
import { createServices } from "./services.js";

/**
 * Runs per route (about 630 requests in all, each on a freshly reset emulator) and the seed:
 * `EMULATOR_FUZZ_RUNS` and `EMULATOR_FUZZ_SEED` explore further, locally.
 */
const RUNS_PER_ROUTE = Number(process.env.EMULATOR_FUZZ_RUNS ?? 5);
const SEED = Number(process.env.EMULATOR_FUZZ_SEED ?? 20_261_131);
/** Far longer than any answer takes: a request still unanswered by then hangs. */
const ANSWER_WITHIN_MS = 20_000;

let services: EmulatorServices;
let app: ReturnType<typeof createApp>;
const cleanPrototype = Object.getOwnPropertyNames(Object.prototype).sort();

beforeAll(async () => {
  services = createServices({ baseUrl: () => "http://localhost", quiet: true });
  await seedState(services, { users: true });
  services.store.tables.commit();
  app = createApp(services);
});
afterAll(() => services.passwords.close());

/** What a run starts from: a fresh emulator with a signed-in demo user, a team and a channel. */
interface World {
  accessToken: string;
  refreshToken: string;
  ids: Record<string, string>;
  /** What `$ref:name` in a body stands for. */
  refs: Record<string, string>;
}

async function api(method: string, path: string, access: Access, body?: unknown) {
  const response = await app.request(`http://localhost/api/v1${path}`, {
    method,
    headers: { ...projectHeaders(access), "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`Setting up: ${method} ${path} answered ${response.status}`);
  return response.json();
}

async function freshWorld(): Promise<World> {
  await resetState(services);
  const session = await api("POST", "/auth/sessions", "server", { user_id: DEMO_USER.id });
  const team = await api("POST", "/teams", "server", {
    display_name: "Fuzzers",
    creator_user_id: DEMO_USER.id,
  });
  const channels = await api("GET", `/contact-channels?user_id=${DEMO_USER.id}`, "server");
  const ids = {
    user_id: DEMO_USER.id,
    team_id: team.id,
    channel_id: channels.items[0].id,
    project_id: DEMO_PROJECT.id,
    permission_id: "team_member",
    level: "environment",
    provider_id: "github",
    template_type: "magic_link",
    customer_type: "user",
    customer_id: DEMO_USER.id,
  };
  return {
    accessToken: session.access_token,
    refreshToken: session.refresh_token,
    ids,
    refs: {
      ...ids,
      refreshToken: session.refresh_token,
      projectId: DEMO_PROJECT.id,
      publishableClientKey: DEMO_PROJECT.publishableClientKey,
    },
  };
}

type Presentation = typeof presentation extends fc.Arbitrary<infer T> ? T : never;

function headersOf(route: FuzzRoute, shown: Presentation, world: World, type: string) {
  const headers: Record<string, string> = {};
  if (type !== "") headers["content-type"] = type;
  const access = shown.access === "route" ? route.access : shown.access;
  if (access === "garbage") {
    headers[`${shown.family}access-type`] = "superuser";
    headers[`${shown.family}project-id`] = "__proto__";
    headers[`${shown.family}secret-server-key`] = "%zz";
  } else if (access !== null && access !== "none") {
    const project = projectHeaders(access);
    for (const [name, value] of Object.entries(project)) {
      headers[name.replace("x-stack-", shown.family)] = value;
    }
  }
  if (shown.user === "valid") headers[`${shown.family}access-token`] = world.accessToken;
  if (shown.user === "garbage") headers[`${shown.family}access-token`] = "e30.e30.sig";
  if (shown.user === "refresh") headers[`${shown.family}access-token`] = world.refreshToken;
  if (shown.overrideErrorStatus) headers[`${shown.family}override-error-status`] = "true";
  if (shown.foreignOrigin) headers.origin = "https://attacker.example";
  if (shown.authorization) headers.authorization = shown.authorization;
  if (route.path.startsWith("/emulator/dashboard/")) headers["sec-fetch-site"] = "same-origin";
  return headers;
}

function pathOf(route: FuzzRoute, params: unknown[], world: World): string {
  let index = 0;
  return route.path.replace(/:([a-z_]+)/g, (_, name: string) => {
    const param = params[index++];
    if (typeof param === "string") return param;
    return encodeURIComponent(world.ids[name] ?? crypto.randomUUID());
  });
}

function expectCleanPrototype(): void {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(cleanPrototype);
  const probe: Record<string, unknown> = {};
  for (const name of ["polluted", "x", "isAdmin", "push", "get"])
    expect(probe[name]).toBeUndefined();
}

/**
 * A record as compared: without the activity stamps that authenticating any request updates, as
 * on the service (`lastUsedAtMillis` of the session, `lastActiveAtMillis` of its user), whatever
 * the answer. Everything else a 4xx must leave as it was.
 */
function comparable(json: string | undefined): string | undefined {
  return json?.replace(/"(?:lastUsedAtMillis|lastActiveAtMillis)":\d+/g, '"$activity":0');
}

/** The records (`table/key`) added, changed or removed between two snapshots, with the change. */
function changedRecords(
  before: Record<string, Record<string, string>>,
  after: Record<string, Record<string, string>>,
): string[] {
  const changed: string[] = [];
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[table] ?? {};
    const is = after[table] ?? {};
    for (const key of new Set([...Object.keys(was), ...Object.keys(is)])) {
      if (comparable(was[key]) !== comparable(is[key])) {
        changed.push(`${table}/${key}: ${was[key]?.slice(0, 300)} -> ${is[key]?.slice(0, 300)}`);
      }
    }
  }
  return changed;
}

function withinTime<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`No answer within ${ANSWER_WITHIN_MS} ms: ${what}`)),
      ANSWER_WITHIN_MS,
    );
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** One request as the suite sends it. */
interface BadRequest {
  params: unknown[];
  query: string;
  body: string | undefined;
  type: string;
  shown: Presentation;
}

/**
 * Sends `request` to `route` on a fresh world, and checks what the emulator promises whatever it
 * gets: an answer, no 5xx, no change after a 4xx, a clean prototype.
 */
async function expectKeptPromises(route: FuzzRoute, request: BadRequest): Promise<void> {
  const { params, query, body, type, shown } = request;
  const world = await freshWorld();
  const before = services.store.tables.snapshot();
  const path = `${pathOf(route, params, world)}${query}`;
  const what = `${route.method} ${path.slice(0, 300)} (${type || "no content type"}, body ${body === undefined ? "none" : JSON.stringify(body.slice(0, 300))}, ${JSON.stringify(shown)})`;
  let form = body?.replace(/\$ref:(\w+)/g, (whole, name: string) => world.refs[name] ?? whole);
  if (form !== undefined && type === "application/x-www-form-urlencoded") {
    try {
      const parsed = JSON.parse(form);
      form = new URLSearchParams(
        Object.entries(typeof parsed === "object" && parsed ? parsed : { body: form }).map(
          ([name, value]) => [name, typeof value === "string" ? value : JSON.stringify(value)],
        ),
      ).toString();
    } catch {
      // Junk stays junk.
    }
  }
  const response = await withinTime(
    Promise.resolve().then(() =>
      app.request(`http://localhost${path}`, {
        method: route.method,
        headers: headersOf(route, shown, world, type),
        ...(form === undefined ? {} : { body: form }),
      }),
    ),
    what,
  );
  const text = await withinTime(response.text(), what);
  const status = Number(response.headers.get("x-stack-actual-status") ?? response.status);
  expect(status, `${what} answered ${status}: ${text.slice(0, 500)}`).toBeLessThan(500);
  if (status >= 400) {
    const changed = changedRecords(before, services.store.tables.snapshot());
    expect(changed, `${what} answered ${status} but changed state`).toEqual([]);
  }
  expectCleanPrototype();
  services.faults.clear();
  services.clock.reset();
}

/** A property of one route: any bad request to it keeps the emulator's promises. */
function routeProperty(route: FuzzRoute) {
  const paramCount = route.path.match(/:[a-z_]+/g)?.length ?? 0;
  return fc.asyncProperty(
    fc.array(pathParam, { minLength: paramCount, maxLength: paramCount }),
    queryString(route),
    route.method === "GET" ? fc.constant(undefined) : bodyText(route),
    contentType,
    presentation,
    (params, query, body, type, shown) =>
      expectKeptPromises(route, { params, query, body, type, shown }),
  );
}

const named = (routes: readonly FuzzRoute[]) =>
  routes.map(
    (route) => [`${route.method} ${route.path} (${route.access ?? "no access"})`, route] as const,
  );

describe("bad input to every route", () => {
  it.each(named(FUZZ_ROUTES))(
    "%s: no 5xx, no hang, no change after a 4xx, a clean prototype",
    async (_, route) => {
      await fc.assert(routeProperty(route), {
        numRuns: RUNS_PER_ROUTE,
        seed: SEED,
        endOnFailure: true,
      });
    },
  );
});

/** `{"__proto__":…,"constructor":…}`, as JSON text (a JS literal would not keep `__proto__`). */
const POLLUTER = '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}';
/** The same attack inside a string, as JSON-in-a-string fields (config overrides) take it. */
const POLLUTER_STRING = JSON.stringify('{"apps.__proto__.polluted":true}');

describe("prototype keys in every field of every body", () => {
  it.each(named(FUZZ_ROUTES.filter((route) => route.body !== undefined)))(
    "%s: every field holds __proto__ and constructor keys, as JSON and as a JSON string; no 5xx, the prototype clean",
    async (_, route) => {
      const shown: Presentation = {
        access: "route",
        family: "x-stack-",
        user: "valid",
        overrideErrorStatus: false,
        foreignOrigin: false,
        authorization: undefined,
      };
      const params = (route.path.match(/:[a-z_]+/g) ?? []).map(() => ({ real: true }));
      const bodies = [POLLUTER, POLLUTER_STRING].map((value) => {
        const fields = fieldNames(route.body).map((name) => `${JSON.stringify(name)}:${value}`);
        // The keys also at the top of the first body; the second is only the route's own fields.
        return `{${[...fields, ...(value === POLLUTER ? [POLLUTER.slice(1, -1)] : [])].join(",")}}`;
      });
      for (const body of bodies) {
        await expectKeptPromises(route, {
          params,
          query: "",
          body,
          type: "application/json",
          shown,
        });
      }
    },
  );
});
