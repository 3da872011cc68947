import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { type CallResult, call, useTestEmulator } from "../test-utils/harness.js";
import { CORS_ALLOWED_HEADERS } from "./cors.js";
import { envelope, handleError, notFound } from "./envelope.js";
import { REQUEST_HEADER_NAMES } from "./headers.js";

const emulator = useTestEmulator();

describe("response envelope", () => {
  it("gives every response a request id in both families, no-store caching and CORS headers", async () => {
    const res = await call(emulator, "GET", "/projects/current");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-stack-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get("x-hexclave-request-id")).toBe(res.headers.get("x-stack-request-id"));
    expect(res.headers.get("cache-control")).toBe("no-store, max-age=0");
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    const exposed = res.headers.get("access-control-expose-headers")?.split(/,\s*/) ?? [];
    expect(exposed).toEqual(
      expect.arrayContaining([
        "content-type",
        "x-stack-actual-status",
        "x-stack-known-error",
        "x-hexclave-actual-status",
        "x-hexclave-known-error",
        "x-stack-request-id",
      ]),
    );
    const other = await call(emulator, "GET", "/projects/current");
    expect(other.headers.get("x-stack-request-id")).not.toBe(res.headers.get("x-stack-request-id"));
  });

  it("answers CORS preflights for any path with every SDK header allowed", async () => {
    for (const path of ["/api/v1/auth/password/sign-in", "/api/v1/no/such/route", "/elsewhere"]) {
      const res = await fetch(`${emulator.url}${path}`, {
        method: "OPTIONS",
        headers: { origin: "http://localhost:5173", "access-control-request-method": "POST" },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get("access-control-allow-origin")).toBe("*");
      const methods = res.headers.get("access-control-allow-methods")?.split(/,\s*/);
      expect(methods).toEqual(["GET", "POST", "PATCH", "PUT", "DELETE", "OPTIONS"]);
      const allowed = res.headers.get("access-control-allow-headers")?.split(/,\s*/) ?? [];
      for (const name of REQUEST_HEADER_NAMES) {
        expect(allowed).toContain(`x-stack-${name}`);
        expect(allowed).toContain(`x-hexclave-${name}`);
      }
      expect(allowed).toEqual(
        expect.arrayContaining(["content-type", "authorization", "baggage", "sentry-trace"]),
      );
    }
    expect(CORS_ALLOWED_HEADERS).toContain("x-stack-override-error-status");
  });

  // Regression: the preflight listed a fixed set of headers, so every browser request of the
  // reference SDK (which sends `ngrok-skip-browser-warning`) failed with "Failed to fetch".
  it("allows on the API routes the headers a preflight asks for, ngrok-skip-browser-warning included", async () => {
    const requested = "x-hexclave-project-id,ngrok-skip-browser-warning,content-type";
    for (const path of ["/api/v1/projects/current", "/api/latest/users/me"]) {
      const res = await fetch(`${emulator.url}${path}`, {
        method: "OPTIONS",
        headers: {
          origin: "http://localhost:5173",
          "access-control-request-method": "GET",
          "access-control-request-headers": requested,
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get("access-control-allow-headers")).toBe(requested);
      expect(res.headers.get("access-control-allow-origin")).toBe("*");
    }
    // The emulator's own paths keep their list.
    const own = await fetch(`${emulator.url}/emulator/outbox`, {
      method: "OPTIONS",
      headers: {
        origin: "http://localhost:5173",
        "access-control-request-method": "GET",
        "access-control-request-headers": "ngrok-skip-browser-warning",
      },
    });
    expect(own.headers.get("access-control-allow-headers") ?? "").not.toContain("ngrok");
  });

  it("serves /api/latest as an alias of /api/v1", async () => {
    const res = await fetch(`${emulator.url}/api/latest/projects/current`, {
      headers: {
        "x-stack-project-id": emulator.projectId,
        "x-stack-access-type": "client",
        "x-stack-publishable-client-key": emulator.publishableClientKey,
      },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).display_name).toBe("Demo Project");
  });

  it("answers unknown routes with 404 text", async () => {
    const res = await call(emulator, "GET", "/no/such/route");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(res.headers.get("x-stack-known-error")).toBeNull();
  });

  it("pretty-prints JSON for a browser tab (Accept: text/html)", async () => {
    const res = await call(emulator, "GET", "/projects/current", {
      headers: { accept: "text/html" },
    });
    expect(res.text).toContain('\n  "id"');
  });
});

describe("known errors and x-stack-override-error-status", () => {
  const badKey = { "x-stack-publishable-client-key": "pck_wrong" };

  it("sends the real status, the known-error header in both families and {code, error, details}", async () => {
    const res = await call(emulator, "GET", "/projects/current", { headers: badKey });
    expect(res.status).toBe(401);
    expect(res.headers.get("x-stack-known-error")).toBe("INVALID_PUBLISHABLE_CLIENT_KEY");
    expect(res.headers.get("x-hexclave-known-error")).toBe("INVALID_PUBLISHABLE_CLIENT_KEY");
    expect(res.headers.get("x-stack-actual-status")).toBeNull();
    expect(res.body).toEqual({
      code: "INVALID_PUBLISHABLE_CLIENT_KEY",
      error: expect.any(String),
      details: { project_id: emulator.projectId },
    });
  });

  // Regression: errors without details were sent with `"details": {}`; the service omits the key.
  it.each<[string, () => Promise<CallResult>, string]>([
    [
      "a wrong password",
      () =>
        call(emulator, "POST", "/auth/password/sign-in", {
          body: { email: "demo@example.com", password: "wrong-password" },
        }),
      "EMAIL_PASSWORD_MISMATCH",
    ],
    [
      "an unparsable access token",
      () => call(emulator, "GET", "/users/me", { accessToken: "not-a-jwt" }),
      "UNPARSABLE_ACCESS_TOKEN",
    ],
    [
      "a missing user",
      () =>
        call(emulator, "GET", "/users/11111111-1111-4111-8111-111111111111", { access: "server" }),
      "USER_NOT_FOUND",
    ],
  ])("sends no details key for an error without details (%s)", async (_, request, code) => {
    const res = await request();
    expect(res.body).toEqual({ code, error: expect.any(String) });
    expect(res.text).not.toContain("details");
  });

  it("rewrites 4xx to 200 with the real status in x-stack-actual-status when asked", async () => {
    const res = await call(emulator, "GET", "/projects/current", {
      headers: badKey,
      overrideErrorStatus: true,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-stack-actual-status")).toBe("401");
    expect(res.headers.get("x-hexclave-actual-status")).toBe("401");
    expect(res.headers.get("x-stack-known-error")).toBe("INVALID_PUBLISHABLE_CLIENT_KEY");
    expect(res.body.code).toBe("INVALID_PUBLISHABLE_CLIENT_KEY");
  });

  it("honours the override flag of the x-hexclave- family too", async () => {
    const res = await call(emulator, "GET", "/projects/current", {
      family: "x-hexclave-",
      headers: { "x-hexclave-publishable-client-key": "pck_wrong" },
      overrideErrorStatus: true,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-hexclave-actual-status")).toBe("401");
  });

  it("rewrites 404 text of unknown routes as well", async () => {
    const res = await call(emulator, "GET", "/no/such/route", { overrideErrorStatus: true });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-stack-actual-status")).toBe("404");
  });

  it("answers malformed JSON with BODY_PARSING_ERROR", async () => {
    const broken = await fetch(`${emulator.url}/api/v1/auth/password/sign-in`, {
      method: "POST",
      headers: {
        "x-stack-project-id": emulator.projectId,
        "x-stack-access-type": "client",
        "x-stack-publishable-client-key": emulator.publishableClientKey,
        "content-type": "application/json",
      },
      body: '{"email": "demo@example.com",',
    });
    expect(broken.status).toBe(400);
    expect((await broken.json()).code).toBe("BODY_PARSING_ERROR");
  });
});

describe("unexpected exceptions", () => {
  const app = new Hono();
  app.use(
    "*",
    envelope(() => {}),
  );
  app.get("/boom", () => {
    throw new Error("kaboom");
  });
  app.notFound(notFound);
  app.onError(handleError);

  it("answers 500 text, logs the error to stderr and never rewrites the status", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await app.request("/boom", {
      headers: { "x-stack-override-error-status": "true" },
    });
    expect(res.status).toBe(500);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(res.headers.get("x-stack-actual-status")).toBeNull();
    expect(await res.text()).not.toContain("kaboom");
    expect(spy).toHaveBeenCalledWith(expect.stringContaining("GET /boom"), expect.any(Error));
    spy.mockRestore();
  });
});
