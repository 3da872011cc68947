import { metricsJsonSchema } from "@app/core/internal";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { METRICS_DAYS } from "../actions/compute-metrics.js";
import { call, knownError, signUp, useTestEmulator } from "../test-utils/harness.js";

const emulator = useTestEmulator();

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (millis: number) => new Date(millis).toISOString().slice(0, 10);

const metrics = (query = "") =>
  call(emulator, "GET", `/internal/metrics${query}`, { access: "admin" });

describe("GET /internal/metrics (admin)", () => {
  it("counts the project's users from the store, per day, newest sign-ups first", async () => {
    const first = await signUp(emulator);
    const second = await signUp(emulator);
    await call(emulator, "POST", "/auth/anonymous/sign-up", { body: {} });

    const res = await metrics();
    expect(res.status).toBe(200);
    expect(v.safeParse(metricsJsonSchema, res.body).success).toBe(true);
    // The demo user and the two sign-ups; the anonymous user only on request.
    expect(res.body.total_users).toBe(3);
    expect(res.body.daily_users).toHaveLength(METRICS_DAYS);
    const today = day(emulator.clock.now());
    expect(res.body.daily_users.at(-1)).toEqual({ date: today, activity: 3 });
    expect(res.body.daily_active_users.at(-1)).toEqual({ date: today, activity: 3 });
    expect(res.body.daily_users[0].date).toBe(day(emulator.clock.now() - 30 * DAY_MS));
    expect(res.body.recently_registered.map((u: { id: string }) => u.id).slice(0, 2)).toEqual([
      second.user_id,
      first.user_id,
    ]);
    expect(res.body.recently_registered[0]).toMatchObject({
      primary_email: second.email,
      display_name: null,
      signed_up_at_millis: expect.any(Number),
    });
    expect(res.body.login_methods).toEqual([{ method: "password", count: 3 }]);
    expect(res.body.users_by_country).toEqual({});

    const withAnonymous = await metrics("?include_anonymous=true");
    expect(withAnonymous.body.total_users).toBe(4);
    expect(withAnonymous.body.daily_users.at(-1).activity).toBe(4);
  });

  it("moves with the emulator's clock", async () => {
    const before = (await metrics()).body;
    emulator.clock.advance(2 * DAY_MS);
    try {
      const after = (await metrics()).body;
      expect(after.total_users).toBe(before.total_users);
      expect(after.daily_users.at(-1)).toEqual({ date: day(emulator.clock.now()), activity: 0 });
      expect(after.daily_users.at(-3)).toEqual(before.daily_users.at(-1));
      // A user active today counts today.
      await signUp(emulator);
      const later = (await metrics()).body;
      expect(later.daily_active_users.at(-1).activity).toBe(1);
      expect(later.daily_users.at(-1).activity).toBe(1);
    } finally {
      emulator.clock.reset();
    }
  });

  it("refuses a bad query and non-admins", async () => {
    const bad = await metrics("?include_anonymous=yes");
    expect(knownError(bad)).toMatchObject({ status: 400, code: "SCHEMA_ERROR" });
    expect(bad.body.error).toBe(
      "query.include_anonymous: must be one of the following values: true, false",
    );
    for (const access of ["client", "server"] as const) {
      const res = await call(emulator, "GET", "/internal/metrics", { access });
      expect(knownError(res)).toMatchObject({ status: 401, code: "INSUFFICIENT_ACCESS_TYPE" });
    }
  });
});

describe("POST /webhooks/svix-token (admin)", () => {
  it("answers a token", async () => {
    const res = await call(emulator, "POST", "/webhooks/svix-token", { access: "admin", body: {} });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ token: expect.stringMatching(/^svix_emulator_/) });
    const again = await call(emulator, "POST", "/webhooks/svix-token", {
      access: "admin",
      body: {},
    });
    expect(again.body.token).not.toBe(res.body.token);
  });

  it("is for admins only, and takes no body", async () => {
    const res = await call(emulator, "POST", "/webhooks/svix-token", {
      access: "server",
      body: {},
    });
    expect(knownError(res)).toMatchObject({ status: 401, code: "INSUFFICIENT_ACCESS_TYPE" });
    const body = await call(emulator, "POST", "/webhooks/svix-token", {
      access: "admin",
      body: { app: "x" },
    });
    expect(body.body.error).toBe("body: contains unknown properties: app");
  });
});
