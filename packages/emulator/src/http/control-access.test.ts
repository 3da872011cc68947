import { describe, expect, it } from "vitest";
import { DEMO_PROJECT, seedState } from "../actions/seed.js";
import { createApp } from "../server/app.js";
import { createServices } from "../server/services.js";
import { projectHeaders } from "../test-utils/harness.js";
import { type AllowedHosts, checkAllowedHosts, isAllowedHost } from "./control-access.js";

// Issue 17: the emulator's controls answered `Access-Control-Allow-Origin: *` like the API and took
// simple cross-site requests, so any web page could read the outbox (everyone's sign-in codes)
// and reset the emulator with a text/plain POST; a rebound DNS name got the dashboard too.

const LISTEN_URL = "http://127.0.0.1:8102";
const FOREIGN = "https://attacker.example";

async function emulatorApp(allowedHosts: AllowedHosts = []) {
  const services = createServices({ baseUrl: () => LISTEN_URL, quiet: true, allowedHosts });
  await seedState(services, { users: true });
  services.store.tables.commit();
  services.outbox.send({
    projectId: DEMO_PROJECT.id,
    from: "Demo <noreply@example.com>",
    to: ["ada@example.com"],
    subject: "Your code",
    text: "123456",
    html: "",
  });
  return { services, app: createApp(services) };
}

describe("the controls' Host check (DNS rebinding)", () => {
  it("refuses every control and the dashboard at a name that is not allowed, naming the fix", async () => {
    const { app } = await emulatorApp();
    for (const [method, path] of [
      ["GET", "/emulator/outbox"],
      ["GET", "/emulator/requests"],
      ["POST", "/emulator/reset"],
      ["GET", "/"],
    ] as const) {
      const res = await app.request(`http://rebound.example:8102${path}`, {
        method,
        headers: { accept: "text/html" },
      });
      expect(res.status, `${method} ${path}`).toBe(403);
      const text = await res.text();
      expect(text).toMatch(/^Refused: .* host rebound\.example/);
      expect(text).toContain('add "rebound.example" to allowedHosts');
      expect(text).not.toContain("123456");
    }
  });

  it("still serves the API at any name, as the service does", async () => {
    const { app } = await emulatorApp();
    const res = await app.request("http://rebound.example:8102/api/v1/projects/current", {
      headers: projectHeaders("client"),
    });
    expect(res.status).toBe(200);
  });

  it.each(["localhost", "app.localhost", "127.0.0.1", "[::1]", "192.168.1.20"])(
    "answers at %s",
    async (host) => {
      const { app } = await emulatorApp();
      expect((await app.request(`http://${host}:8102/emulator/outbox`)).status).toBe(200);
    },
  );

  it("answers at the host it listens on and at allowedHosts, a leading dot for a domain", async () => {
    const named = createServices({ baseUrl: () => "http://emulator.test:8102", quiet: true });
    expect(
      (await createApp(named).request("http://emulator.test:8102/emulator/clock")).status,
    ).toBe(200);
    const { app } = await emulatorApp(["emulator", ".dev.example"]);
    for (const host of ["emulator", "dev.example", "a.b.dev.example"]) {
      expect((await app.request(`http://${host}:8102/emulator/clock`)).status, host).toBe(200);
    }
    for (const host of ["emulator.example", "notdev.example"]) {
      expect((await app.request(`http://${host}:8102/emulator/clock`)).status, host).toBe(403);
    }
  });
});

describe("the controls from a page of another origin", () => {
  it("cannot read them: no CORS grant, while the API keeps its open one", async () => {
    const { app } = await emulatorApp();
    const outbox = await app.request("/emulator/outbox", { headers: { origin: FOREIGN } });
    expect(outbox.headers.get("access-control-allow-origin")).toBeNull();
    expect(outbox.headers.get("access-control-expose-headers")).toBeNull();
    expect(outbox.headers.get("vary")).toContain("Origin");
    const api = await app.request("/api/v1/projects/current", {
      headers: { ...projectHeaders("client"), origin: FOREIGN },
    });
    expect(api.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("gets no grant to a preflight either", async () => {
    const { app } = await emulatorApp();
    const res = await app.request("/emulator/reset", {
      method: "OPTIONS",
      headers: {
        origin: FOREIGN,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    expect(res.headers.get("access-control-allow-methods")).toBeNull();
  });

  const crossSite: [string, Record<string, string>][] = [
    ["a foreign Origin, text/plain (a simple request)", { origin: FOREIGN }],
    ["an opaque Origin (a sandboxed frame)", { origin: "null" }],
    ["another loopback address", { origin: "http://127.0.0.2:8000" }],
    ["no Origin but Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
  ];

  it.each(crossSite)("cannot change them (403, nothing changed): %s", async (_, headers) => {
    const { services, app } = await emulatorApp();
    services.faults.add({ path: "/api/v1/users/me", kind: "status", status: 503 });
    const send = (method: string, path: string, body: unknown) =>
      app.request(path, {
        method,
        headers: { "content-type": "text/plain", ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const attempts = [
      await send("POST", "/emulator/reset", undefined),
      await send("POST", "/emulator/seed/users", {
        email: "eve@example.com",
        password: "pw-123456",
      }),
      await send("DELETE", "/emulator/outbox", undefined),
      await send("DELETE", "/emulator/faults", undefined),
      await send("POST", "/emulator/clock", { advanceMs: 3_600_000 }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(403);
      expect(await res.text()).toMatch(/^Refused: .*may not change the emulator/);
    }
    expect(services.outbox.list()).toHaveLength(1);
    expect(services.faults.list()).toHaveLength(1);
    expect(services.clock.offsetMs).toBe(0);
    expect(services.store.users.list(DEMO_PROJECT.id).map((user) => user.id)).toHaveLength(1);
  });
});

describe("the controls from this machine", () => {
  it("a page on localhost reads them with its origin granted, and changes them", async () => {
    const { services, app } = await emulatorApp();
    const origin = "http://localhost:5173";
    const outbox = await app.request("/emulator/outbox", { headers: { origin } });
    expect(outbox.headers.get("access-control-allow-origin")).toBe(origin);
    const preflight = await app.request("/emulator/outbox", {
      method: "OPTIONS",
      headers: { origin, "access-control-request-method": "DELETE" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBe(origin);
    expect(preflight.headers.get("access-control-allow-methods")).toContain("DELETE");
    const cleared = await app.request("/emulator/outbox", {
      method: "DELETE",
      headers: { origin },
    });
    expect(cleared.status).toBe(200);
    expect(services.outbox.list()).toEqual([]);
  });

  it("a script sends no Origin and keeps working, the test kit's seeding included", async () => {
    const { services, app } = await emulatorApp();
    const seeded = await app.request("/emulator/seed/users", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "kit@example.com", password: "kit-password" }),
    });
    expect(seeded.status).toBe(201);
    expect(services.store.users.findByAuthEmail(DEMO_PROJECT.id, "kit@example.com")).toBeDefined();
    expect((await app.request("/emulator/reset", { method: "POST" })).status).toBe(200);
    expect(
      services.store.users.findByAuthEmail(DEMO_PROJECT.id, "kit@example.com"),
    ).toBeUndefined();
  });

  it("no other site may frame the dashboard or the outbox", async () => {
    const { app } = await emulatorApp();
    const page = await app.request("/", { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });
});

describe("allowedHosts", () => {
  it("takes host names, lowercased, and true", () => {
    expect(checkAllowedHosts(["Emulator", ".Dev.Example", "box."])).toEqual([
      "emulator",
      ".dev.example",
      "box",
    ]);
    expect(checkAllowedHosts(true)).toBe(true);
    expect(isAllowedHost("anything.example", true, LISTEN_URL)).toBe(true);
  });

  it.each([["http://emulator"], ["emulator:8102"], ["emulator/path"], [""], ["two words"]])(
    "refuses %j with a TypeError naming it",
    (name) => {
      expect(() => checkAllowedHosts([name])).toThrow(
        new TypeError(
          `allowedHosts takes host names such as "emulator" or ".example.test" (without scheme, port or path), got ${JSON.stringify(name)}.`,
        ),
      );
    },
  );

  it("refuses what is not an array or true", () => {
    expect(() => checkAllowedHosts("emulator")).toThrow(
      'allowedHosts must be an array of host names or true, got "emulator".',
    );
  });
});
