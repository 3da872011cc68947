import { hash } from "bcryptjs";
import { describe, expect, it } from "vitest";
import { call, knownError, setProjectConfig, useTestEmulator } from "../test-utils/harness.js";

// POST /users as the service answers it (issue 15, section 3): the fields it accepts, and the
// plain-text 400s it gives for a password it cannot take.
const emulator = useTestEmulator();

const server = (method: string, path: string, body?: unknown) =>
  call(emulator, method, path, { access: "server", body });
const newEmail = () => `created-${crypto.randomUUID()}@example.com`;

describe("POST /users", () => {
  it("answers the user as created, before the personal team is made (selected_team: null)", async () => {
    await setProjectConfig(emulator, { create_team_on_sign_up: true });
    try {
      const created = await server("POST", "/users", { display_name: "Grace" });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ selected_team_id: null, selected_team: null });
      const read = await server("GET", `/users/${created.body.id}`);
      expect(read.body.selected_team).toMatchObject({ display_name: "Grace's Team" });
    } finally {
      await setProjectConfig(emulator, { create_team_on_sign_up: false });
    }
  });

  it("stores metadata of any JSON type, a string server_metadata included", async () => {
    const created = await server("POST", "/users", {
      server_metadata: "vip",
      client_metadata: [1, 2],
      client_read_only_metadata: 42,
    });
    expect(created.status).toBe(201);
    const read = await server("GET", `/users/${created.body.id}`);
    expect(read.body).toMatchObject({
      server_metadata: "vip",
      client_metadata: [1, 2],
      client_read_only_metadata: 42,
    });
  });

  it("creates an anonymous user with is_anonymous: true", async () => {
    const created = await server("POST", "/users", { is_anonymous: true });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      is_anonymous: true,
      is_restricted: true,
      restricted_reason: { type: "anonymous" },
    });
  });

  it("takes an administrator's restriction with its reason and private details", async () => {
    const created = await server("POST", "/users", {
      primary_email: newEmail(),
      restricted_by_admin: true,
      restricted_by_admin_reason: "Payment overdue",
      restricted_by_admin_private_details: "invoice 42",
    });
    expect(created.body).toMatchObject({
      is_restricted: true,
      restricted_reason: { type: "restricted_by_administrator" },
      restricted_by_admin: true,
      restricted_by_admin_reason: "Payment overdue",
      restricted_by_admin_private_details: "invoice 42",
    });
    // Lifting the restriction clears the reason and the details.
    const lifted = await server("PATCH", `/users/${created.body.id}`, {
      restricted_by_admin: false,
    });
    expect(lifted.body).toMatchObject({
      is_restricted: false,
      restricted_by_admin: false,
      restricted_by_admin_reason: null,
      restricted_by_admin_private_details: null,
    });
  });

  it("refuses a restriction reason without restricted_by_admin: true (SCHEMA_ERROR)", async () => {
    const res = await server("POST", "/users", { restricted_by_admin_reason: "Spam" });
    expect(knownError(res)).toMatchObject({ status: 400, code: "SCHEMA_ERROR" });
    expect(res.body.error).toBe(
      "body: restricted_by_admin_reason must be null when restricted_by_admin is not true",
    );
  });

  it("stores country_code (upper-cased) and risk_scores", async () => {
    const created = await server("POST", "/users", {
      country_code: " ch ",
      risk_scores: { sign_up: { bot: 12, free_trial_abuse: 80 } },
    });
    expect(created.body).toMatchObject({
      country_code: "CH",
      risk_scores: { sign_up: { bot: 12, free_trial_abuse: 80 } },
    });
    const badCountry = await server("POST", "/users", { country_code: "CHE" });
    expect(badCountry.body.error).toBe("body.country_code: must be a 2-letter country code");
    const badScore = await server("POST", "/users", {
      risk_scores: { sign_up: { bot: 101, free_trial_abuse: 0 } },
    });
    expect(badScore.body.error).toBe("body.risk_scores.sign_up.bot: must be at most 100");
  });

  it("sets a 7-character password, which signs in (sign-up's minimum is not the server's)", async () => {
    const email = newEmail();
    const created = await server("POST", "/users", {
      primary_email: email,
      primary_email_auth_enabled: true,
      password: "7-chars",
    });
    expect(created.body.has_password).toBe(true);
    const signIn = await call(emulator, "POST", "/auth/password/sign-in", {
      body: { email, password: "7-chars" },
    });
    expect(signIn.status).toBe(200);
  });

  it('refuses password with password_hash: 400 "Cannot set both password and password_hash at the same time."', async () => {
    const res = await server("POST", "/users", {
      primary_email: newEmail(),
      password: "a-password",
      password_hash: await hash("a-password", 4),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(res.text).toBe("Cannot set both password and password_hash at the same time.");
  });

  it("refuses a bcrypt hash over cost 16 with the service's plain-text 400, and creates nobody", async () => {
    const email = newEmail();
    const res = await server("POST", "/users", {
      primary_email: email,
      password_hash: "$2b$17$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy",
    });
    expect(res.status).toBe(400);
    expect(res.text).toBe(
      "Invalid password hash. Make sure it's a supported algorithm in Modular Crypt Format.",
    );
    const listed = await server("GET", `/users?query=${encodeURIComponent(email)}`);
    expect(listed.body.items).toEqual([]);
  });
});
