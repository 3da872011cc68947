import { describe, expect, it } from "vitest";
import { call, knownError, useTestEmulator } from "../test-utils/harness.js";
import { addToTeam, asServer, createTeamAs, newUser } from "../test-utils/team-helpers.js";

const emulator = useTestEmulator();

const NO_BILLING = { has_customer: false, default_payment_method: null };

describe("GET /payments/billing/{customer_type}/{customer_id}", () => {
  // Regression: the route was missing, and the reference SDK's account settings rendered blank.
  it("answers a user's own billing of a project without payments: no customer, no payment method", async () => {
    const ada = await newUser(emulator);
    const res = await ada.call("GET", `/payments/billing/user/${ada.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(NO_BILLING);
  });

  it("refuses a client another user's billing with plain-text 403", async () => {
    const ada = await newUser(emulator);
    const bo = await newUser(emulator);
    const res = await ada.call("GET", `/payments/billing/user/${bo.id}`);
    expect(res.status).toBe(403);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(res.text).toBe("Clients can only manage their own billing.");
  });

  it("needs a signed-in user for client access (USER_AUTHENTICATION_REQUIRED)", async () => {
    const res = await call(emulator, "GET", `/payments/billing/user/${crypto.randomUUID()}`);
    expect(knownError(res)).toMatchObject({ status: 401, code: "USER_AUTHENTICATION_REQUIRED" });
  });

  it("answers a team's billing to its admin; a plain member gets TEAM_PERMISSION_REQUIRED, an outsider TEAM_MEMBERSHIP_NOT_FOUND", async () => {
    const admin = await newUser(emulator);
    const member = await newUser(emulator);
    const outsider = await newUser(emulator);
    const teamId = await createTeamAs(admin);
    await addToTeam(emulator, teamId, member.id);
    const path = `/payments/billing/team/${teamId}`;

    expect((await admin.call("GET", path)).body).toEqual(NO_BILLING);
    const asMember = await member.call("GET", path);
    expect(knownError(asMember)).toMatchObject({ status: 401, code: "TEAM_PERMISSION_REQUIRED" });
    expect(asMember.body.details).toEqual({
      team_id: teamId,
      user_id: member.id,
      permission_id: "team_admin",
    });
    const asOutsider = await outsider.call("GET", path);
    expect(knownError(asOutsider)).toMatchObject({
      status: 404,
      code: "TEAM_MEMBERSHIP_NOT_FOUND",
    });
  });

  it("answers server access for any customer, and refuses an unknown customer type (SCHEMA_ERROR)", async () => {
    const res = await asServer(emulator, "GET", `/payments/billing/team/${crypto.randomUUID()}`);
    expect(res.body).toEqual(NO_BILLING);
    const custom = await asServer(emulator, "GET", "/payments/billing/custom/acme");
    expect(knownError(custom)).toMatchObject({ status: 400, code: "SCHEMA_ERROR" });
    expect(custom.body.error).toContain("params.customer_type");
  });
});

describe("GET /payments/products/{customer_type}/{customer_id}", () => {
  // Regression: the route was missing; the reference SDK's account settings call it (limit=1)
  // to decide whether to show a payments page, and logged an error on every visit.
  it("lists no products for a project that sells none", async () => {
    const ada = await newUser(emulator);
    const res = await ada.call("GET", `/payments/products/user/${ada.id}?limit=1`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [], is_paginated: true, pagination: { next_cursor: null } });
  });

  it("refuses a client another user's or a custom customer's products with plain-text 403", async () => {
    const ada = await newUser(emulator);
    const bo = await newUser(emulator);
    for (const path of [`/payments/products/user/${bo.id}`, "/payments/products/custom/acme"]) {
      const res = await ada.call("GET", path);
      expect(res.status).toBe(403);
      expect(res.text).toBe("Clients can only access their own user or team products.");
    }
  });

  it("answers a cursor that names no product with plain-text 400, and a limit over 100 with SCHEMA_ERROR", async () => {
    const cursor = await asServer(emulator, "GET", "/payments/products/custom/acme?cursor=x");
    expect(cursor.status).toBe(400);
    expect(cursor.text).toBe("Invalid cursor");
    const limit = await asServer(emulator, "GET", "/payments/products/custom/acme?limit=101");
    expect(knownError(limit)).toMatchObject({ status: 400, code: "SCHEMA_ERROR" });
  });
});
