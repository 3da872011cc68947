import { describe, expect, it } from "vitest";
import { DEMO_PROJECT, DEMO_USER, seedState } from "../actions/seed.js";
import { createApp } from "../server/app.js";
import { createServices } from "../server/services.js";
import { projectHeaders } from "../test-utils/harness.js";
import type { AllowedOrigins } from "./allowed-origins.js";

// Regression (issue 31, high): the API answered `Access-Control-Allow-Origin: *` and granted any
// header in preflights, and the demo project's keys are fixed, public constants: from
// `Origin: https://attacker.example`, `GET /internal/emails` with the admin key read everyone's
// sign-in codes, `GET /users` every user, and `POST /auth/sessions` made tokens for any user. A
// page of another origin now gets client access only.

const LISTEN_URL = "http://127.0.0.1:8102";
const FOREIGN = "https://attacker.example";

async function emulatorApp(allowedOrigins: AllowedOrigins = []) {
  const services = createServices({ baseUrl: () => LISTEN_URL, quiet: true, allowedOrigins });
  await seedState(services, { users: true });
  services.store.tables.commit();
  return { services, app: createApp(services) };
}

/** A request as a page at `origin` sends it (at `http://localhost`, a host the controls answer at). */
function fromPage(
  app: Awaited<ReturnType<typeof emulatorApp>>["app"],
  origin: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown; url?: string } = {},
) {
  const headers: Record<string, string> = { origin, ...init.headers };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  return app.request(`${init.url ?? "http://localhost"}/api/v1${path}`, {
    method: init.method ?? "GET",
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}

describe("server and admin access from a page of another origin (any web page with the built-in keys)", () => {
  it.each([
    ["GET", "/internal/emails", "admin"],
    ["GET", "/users", "server"],
    ["GET", "/internal/projects/current", "admin"],
  ] as const)(
    "%s %s with %s access is refused with 403, no CORS grant, and the fix named",
    async (method, path, access) => {
      const { app } = await emulatorApp();
      const res = await fromPage(app, FOREIGN, path, { method, headers: projectHeaders(access) });
      expect(res.status).toBe(403);
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
      expect(res.headers.get("access-control-expose-headers")).toBeNull();
      const text = await res.text();
      expect(text).toBe(
        `Refused: a page at ${FOREIGN} may not use ${access} access to the emulator's API: pages of other origins get client access only, as the project's server and admin keys would otherwise be theirs for the taking. If ${FOREIGN} is your own app, allow it: npx @app/emulator --allowed-origins ${FOREIGN}, or startEmulator({ allowedOrigins: ["${FOREIGN}"] }). Pages on localhost and 127.0.0.1 are always allowed.`,
      );
    },
  );

  it("POST /auth/sessions makes no session for the demo user", async () => {
    const { services, app } = await emulatorApp();
    const res = await fromPage(app, FOREIGN, "/auth/sessions", {
      method: "POST",
      headers: projectHeaders("server"),
      body: { user_id: DEMO_USER.id },
    });
    expect(res.status).toBe(403);
    expect(services.store.sessions.listOfUser(DEMO_PROJECT.id, DEMO_USER.id)).toEqual([]);
  });

  it.each([
    ["x-stack-secret-server-key", "x-stack-access-type: client"],
    ["x-hexclave-super-secret-admin-key", "x-hexclave-access-type: client"],
    ["x-stack-admin-access-token", "x-stack-access-type: client"],
  ])("a credential header (%s) refuses the request whatever the access type", async (header) => {
    const { app } = await emulatorApp();
    const res = await fromPage(app, FOREIGN, "/projects/current", {
      headers: { ...projectHeaders("client"), [header]: "anything" },
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain(`may not send ${header}`);
  });

  it.each([
    "x-stack-project-id,x-stack-access-type,x-stack-super-secret-admin-key",
    "X-Hexclave-Secret-Server-Key, content-type",
    "x-stack-admin-access-token",
  ])("a preflight asking to send %s gets a 403 and no grant", async (requested) => {
    const { app } = await emulatorApp();
    const res = await fromPage(app, FOREIGN, "/users", {
      method: "OPTIONS",
      headers: {
        "access-control-request-method": "GET",
        "access-control-request-headers": requested,
      },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    expect(res.headers.get("access-control-allow-headers")).toBeNull();
  });

  it("a rebound DNS name does not make the page's origin the emulator's own", async () => {
    const { app } = await emulatorApp();
    const res = await fromPage(app, "http://rebound.example", "/users", {
      url: "http://rebound.example",
      headers: projectHeaders("server"),
    });
    expect(res.status).toBe(403);
  });
});

describe("client access from any origin", () => {
  it("keeps working with the open CORS grant, preflight included", async () => {
    const { app } = await emulatorApp();
    const preflight = await fromPage(app, FOREIGN, "/auth/password/sign-in", {
      method: "OPTIONS",
      headers: {
        "access-control-request-method": "POST",
        "access-control-request-headers":
          "content-type,x-stack-project-id,x-stack-access-type,x-stack-publishable-client-key",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-headers")).toContain(
      "x-stack-publishable-client-key",
    );
    const signIn = await fromPage(app, FOREIGN, "/auth/password/sign-in", {
      method: "POST",
      headers: projectHeaders("client"),
      body: { email: DEMO_USER.email, password: DEMO_USER.password },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get("access-control-allow-origin")).toBe("*");
  });
});

describe("server and admin access from trusted pages and scripts", () => {
  it.each([
    "http://localhost:5173",
    "http://127.0.0.1:3000",
    "http://[::1]:8080",
    "https://app.localhost",
    "http://localhost",
    LISTEN_URL,
  ])("a page at %s uses admin access", async (origin) => {
    const { app } = await emulatorApp();
    const res = await fromPage(app, origin, "/internal/emails", {
      headers: projectHeaders("admin"),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("a script (no Origin) uses server access", async () => {
    const { app } = await emulatorApp();
    const res = await app.request("/api/v1/users", { headers: projectHeaders("server") });
    expect(res.status).toBe(200);
  });

  it("allowedOrigins opens server and admin access and the controls to those origins only", async () => {
    const { app } = await emulatorApp(["https://app.example"]);
    const admin = await fromPage(app, "https://app.example", "/internal/emails", {
      headers: projectHeaders("admin"),
    });
    expect(admin.status).toBe(200);
    const preflight = await fromPage(app, "https://app.example", "/users", {
      method: "OPTIONS",
      headers: {
        "access-control-request-method": "GET",
        "access-control-request-headers": "x-stack-secret-server-key",
      },
    });
    expect(preflight.status).toBe(204);
    const reset = await app.request("http://localhost/emulator/reset", {
      method: "POST",
      headers: { origin: "https://app.example" },
    });
    expect(reset.status).toBe(200);
    expect(reset.headers.get("access-control-allow-origin")).toBe("https://app.example");
    const other = await fromPage(app, "https://other.example", "/users", {
      headers: projectHeaders("server"),
    });
    expect(other.status).toBe(403);
  });
});
