import { afterEach, describe, expect, it } from "vitest";
import {
  call,
  DEMO_USER,
  knownError,
  projectHeaders,
  signIn,
  useTestEmulator,
} from "../test-utils/harness.js";
import type { FaultDefinition } from "./fault-definition.js";

const emulator = useTestEmulator();

afterEach(() => emulator.faults.clear());

/** Adds a fault over HTTP, as a test in another process would. */
async function addFault(definition: FaultDefinition | Record<string, unknown>) {
  const response = await fetch(`${emulator.url}/emulator/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(definition),
  });
  return { status: response.status, body: await response.json() };
}

/** The raw answer to a client GET of /projects/current, without parsing it. */
function getProject(headers: Record<string, string> = {}) {
  return fetch(`${emulator.url}/api/v1/projects/current`, {
    headers: { ...projectHeaders("client"), ...headers },
  });
}

const userExists = async (email: string) => {
  const res = await call(emulator, "GET", `/users?query=${encodeURIComponent(email)}`, {
    access: "server",
  });
  return res.body.items.some((user: { primary_email: string }) => user.primary_email === email);
};

describe("latency faults", () => {
  it("delays the matching request, then answers it normally", async () => {
    const { body: fault } = await addFault({
      path: "/api/v1/projects/current",
      times: 1,
      kind: "latency",
      ms: 50,
    });
    const started = performance.now();
    const response = await getProject();
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(response.status).toBe(200);
    expect((await response.json()).id).toBe(emulator.projectId);
    expect(emulator.faults.get(fault.id)).toMatchObject({ fired: 1, remaining: 0 });
  });
});

describe("status faults", () => {
  it("answers 429 with Retry-After, not rewritten by x-stack-override-error-status", async () => {
    await addFault({ path: "/api/v1/**", times: 1, kind: "status", status: 429, retryAfter: 2 });
    const response = await getProject({ "x-stack-override-error-status": "true" });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("2");
    expect(response.headers.get("x-stack-actual-status")).toBeNull();
    expect(response.headers.get("x-stack-request-id")).toEqual(expect.any(String));
    expect((await getProject()).status).toBe(200);
  });

  it.each([500, 502, 503] as const)("answers %i in plain text", async (status) => {
    await addFault({ path: "/api/v1/projects/*", times: 1, kind: "status", status });
    const response = await getProject();
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toContain("text/plain");
    expect(await response.text()).toContain(`Injected fault: ${status}`);
  });

  it("answers 508 with x-vercel-error: INFINITE_LOOP_DETECTED, as Vercel does", async () => {
    await addFault({ path: "/api/v1/projects/current", times: 1, kind: "status", status: 508 });
    const response = await getProject();
    expect(response.status).toBe(508);
    expect(response.headers.get("x-vercel-error")).toBe("INFINITE_LOOP_DETECTED");
    // A browser SDK reads both headers of these answers.
    const exposed = response.headers.get("access-control-expose-headers")?.split(/,\s*/);
    expect(exposed).toEqual(expect.arrayContaining(["retry-after", "x-vercel-error"]));
  });
});

describe("connection reset faults", () => {
  it("before: the connection closes and nothing is handled", async () => {
    const email = `reset-before-${crypto.randomUUID()}@example.com`;
    emulator.faults.add({ path: "/api/v1/auth/password/sign-up", kind: "reset", when: "before" });
    await expect(
      call(emulator, "POST", "/auth/password/sign-up", {
        body: { email, password: "pass-word-1" },
      }),
    ).rejects.toThrow(TypeError);
    expect(await userExists(email)).toBe(false);
  });

  it("after: the request is handled, then the connection closes without an answer", async () => {
    const email = `reset-after-${crypto.randomUUID()}@example.com`;
    const fault = emulator.faults.add({
      method: "post",
      path: "/api/v1/auth/password/sign-up",
      times: 1,
      kind: "reset",
      when: "after",
    });
    await expect(
      call(emulator, "POST", "/auth/password/sign-up", {
        body: { email, password: "pass-word-1" },
      }),
    ).rejects.toThrow(TypeError);
    expect(await userExists(email)).toBe(true);
    expect(emulator.faults.get(fault.id)).toMatchObject({ method: "POST", fired: 1 });
  });
});

describe("broken answer faults", () => {
  it("malformed-json answers 200 with a body that is not JSON", async () => {
    await addFault({ path: "/api/v1/projects/current", times: 1, kind: "malformed-json" });
    const response = await getProject();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const text = await response.text();
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
  });

  it("known-error-mismatch sends a known-error header that differs from the body's code", async () => {
    await addFault({
      path: "/api/v1/users/me",
      times: 1,
      kind: "known-error-mismatch",
      headerCode: "USER_NOT_FOUND",
      bodyCode: "SCHEMA_ERROR",
    });
    const { access_token } = await signIn(emulator);
    const res = await call(emulator, "GET", "/users/me", { accessToken: access_token });
    expect(knownError(res)).toEqual({
      status: 400,
      code: "SCHEMA_ERROR",
      header: "USER_NOT_FOUND",
    });
    expect(res.headers.get("x-hexclave-known-error")).toBe("USER_NOT_FOUND");
  });
});

describe("matching", () => {
  it("matches by method and path glob, and stops after `times`", async () => {
    const { body: fault } = await addFault({
      method: "GET",
      path: "/api/v1/users/*",
      times: 2,
      kind: "status",
      status: 503,
    });
    expect(fault).toMatchObject({ id: expect.any(String), fired: 0, remaining: 2, times: 2 });
    const { access_token } = await signIn(emulator); // a POST elsewhere: not matched
    const patch = await call(emulator, "PATCH", "/users/me", {
      accessToken: access_token,
      body: {},
    });
    expect(patch.status).toBe(200); // another method: not matched
    expect((await call(emulator, "GET", "/users/me", { accessToken: access_token })).status).toBe(
      503,
    );
    expect((await call(emulator, "GET", "/users/me/", { accessToken: access_token })).status).toBe(
      503,
    );
    const third = await call(emulator, "GET", "/users/me", { accessToken: access_token });
    expect(third.body.id).toBe(DEMO_USER.id);
    const list = await (await fetch(`${emulator.url}/emulator/faults`)).json();
    expect(list.items).toEqual([expect.objectContaining({ id: fault.id, fired: 2, remaining: 0 })]);
  });

  it("applies the oldest matching fault first; one without `times` stays until removed", async () => {
    const first = emulator.faults.add({
      path: "/api/v1/**",
      times: 1,
      kind: "status",
      status: 500,
    });
    const second = emulator.faults.add({ path: "/api/v1/**", kind: "status", status: 502 });
    expect((await getProject()).status).toBe(500);
    expect((await getProject()).status).toBe(502);
    expect((await getProject()).status).toBe(502);
    expect(emulator.faults.get(second.id)).toMatchObject({ fired: 2, remaining: null });
    const removed = await fetch(`${emulator.url}/emulator/faults/${second.id}`, {
      method: "DELETE",
    });
    expect(removed.status).toBe(200);
    expect((await getProject()).status).toBe(200);
    expect(emulator.faults.list().map((f) => f.id)).toEqual([first.id]);
  });

  it("never applies to the emulator's own /emulator routes", async () => {
    await addFault({ path: "/**", kind: "status", status: 500 });
    const response = await fetch(`${emulator.url}/emulator/faults`);
    expect(response.status).toBe(200);
    expect((await response.json()).items).toHaveLength(1);
  });
});

describe("/emulator/faults", () => {
  it("refuses a bad definition with 400 naming the field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ path: "/x", kind: "status", status: 404 }, "body.status: "],
      [{ path: "x", kind: "malformed-json" }, "body.path: must start with /"],
      [{ path: "/x", kind: "explode" }, "body.kind: "],
      [{ path: "/x", kind: "latency", ms: -1 }, "body.ms: must be at least 0"],
      [{ path: "/x", kind: "latency", ms: 5, times: 0 }, "body.times: must be at least 1"],
      [{ path: "/x", method: "FETCH", kind: "malformed-json" }, "body.method: "],
      [{ path: "/x", kind: "reset" }, "body.when: is required"],
      [{ path: "/x", kind: "status", status: 500, retryAfter: 1 }, "body.retryAfter: "],
      [
        { path: "/x", kind: "malformed-json", extra: 1 },
        "body: contains unknown properties: extra",
      ],
    ];
    for (const [definition, message] of cases) {
      const res = await addFault(definition);
      expect(res.status, JSON.stringify(definition)).toBe(400);
      expect(res.body.error, JSON.stringify(definition)).toContain(message);
    }
    expect(emulator.faults.list()).toEqual([]);
  });

  it("lists, reads and clears faults", async () => {
    const { status, body: fault } = await addFault({
      path: "/api/v1/**",
      kind: "latency",
      ms: 1,
    });
    expect(status).toBe(201);
    expect(fault).toEqual({
      id: expect.any(String),
      method: null,
      path: "/api/v1/**",
      times: null,
      kind: "latency",
      ms: 1,
      fired: 0,
      remaining: null,
    });
    const one = await fetch(`${emulator.url}/emulator/faults/${fault.id}`);
    expect(await one.json()).toEqual(fault);
    const cleared = await fetch(`${emulator.url}/emulator/faults`, { method: "DELETE" });
    expect(cleared.status).toBe(200);
    expect(emulator.faults.list()).toEqual([]);
    expect((await fetch(`${emulator.url}/emulator/faults/${fault.id}`)).status).toBe(404);
  });

  it("throws a TypeError naming the field from the handle", () => {
    expect(() =>
      emulator.faults.add({ path: "/x", kind: "latency", ms: 1e9 } as FaultDefinition),
    ).toThrow(new TypeError("Bad fault definition: definition.ms: must be at most 60000"));
  });
});
