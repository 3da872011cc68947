import { describe, expect, it } from "vitest";
import { isUnreachableEmailHost } from "../actions/send-test-email.js";
import { call, INTERNAL_PROJECT, knownError, useTestEmulator } from "../test-utils/harness.js";

const emulator = useTestEmulator();

const server = {
  host: "smtp.example.com",
  port: 587,
  username: "mailer",
  password: "mail-secret",
  sender_name: "Demo",
  sender_email: "noreply@example.com",
};

const sendTest = (body: unknown, project = {}) =>
  call(emulator, "POST", "/internal/send-test-email", { access: "admin", body, ...project });

describe("POST /internal/send-test-email (admin)", () => {
  it("puts a test e-mail in the outbox and answers success", async () => {
    const res = await sendTest({ recipient_email: "me@example.com", email_config: server });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    const [sent] = emulator.outbox.list({ to: "me@example.com" });
    expect(sent).toMatchObject({
      projectId: emulator.projectId,
      to: ["me@example.com"],
      subject: "Test e-mail from Demo Project",
    });
    expect(sent?.text).toContain("smtp.example.com:587");
  });

  it("fails as an unreachable server would for a host under .invalid, with an errorMessage", async () => {
    const res = await sendTest({
      recipient_email: "me-too@example.com",
      email_config: { ...server, host: "smtp.unreachable.invalid", port: 2525 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: false,
      error_message:
        "Could not connect to the e-mail server smtp.unreachable.invalid:2525: the host name does not resolve. Check the host and port.",
    });
    expect(emulator.outbox.list({ to: "me-too@example.com" })).toEqual([]);
  });

  it("checks the config: a port is an integer from 0 to 65535; nothing is sent on error", async () => {
    const cases: [unknown, string][] = [
      [
        { recipient_email: "x@example.com", email_config: { ...server, port: 70000 } },
        "body.email_config.port: must be at most 65535",
      ],
      [
        { recipient_email: "x@example.com", email_config: { ...server, port: 1.5 } },
        "body.email_config.port: must be an integer",
      ],
      [
        { recipient_email: "nope", email_config: server },
        "body.recipient_email: must be a valid email",
      ],
      [{ recipient_email: "x@example.com" }, "body.email_config: is required"],
      [
        { recipient_email: "x@example.com", email_config: { ...server, type: "standard" } },
        "body.email_config: contains unknown properties: type",
      ],
    ];
    for (const [body, message] of cases) {
      const res = await sendTest(body);
      expect(knownError(res)).toMatchObject({ status: 400, code: "SCHEMA_ERROR" });
      expect(res.body.error).toBe(message);
    }
    expect(emulator.outbox.list({ to: "x@example.com" })).toEqual([]);
  });

  it("is for admins only", async () => {
    for (const access of ["client", "server"] as const) {
      const res = await call(emulator, "POST", "/internal/send-test-email", {
        access,
        body: { recipient_email: "x@example.com", email_config: server },
      });
      expect(knownError(res)).toMatchObject({ status: 401, code: "INSUFFICIENT_ACCESS_TYPE" });
    }
  });
});

describe("GET /internal/emails (admin)", () => {
  it("lists the project's sent and failed e-mails, newest first, and no other project's", async () => {
    await sendTest({ recipient_email: "list-1@example.com", email_config: server });
    emulator.clock.advance(1000);
    await sendTest({
      recipient_email: "list-2@example.com",
      email_config: { ...server, host: "down.invalid" },
    });
    emulator.clock.advance(1000);
    await sendTest(
      { recipient_email: "internal@example.com", email_config: server },
      { project: INTERNAL_PROJECT },
    );
    const res = await call(emulator, "GET", "/internal/emails", { access: "admin" });
    expect(res.status).toBe(200);
    expect(res.body.is_paginated).toBe(false);
    const [failed, sent] = res.body.items.filter((email: { to: string[] }) =>
      email.to[0]?.startsWith("list-"),
    );
    expect(failed).toEqual({
      id: expect.any(String),
      subject: "Test e-mail from Demo Project",
      sent_at_millis: expect.any(Number),
      to: ["list-2@example.com"],
      error: { message: expect.stringContaining("down.invalid") },
    });
    expect(sent).toMatchObject({ to: ["list-1@example.com"], error: null });
    expect(failed.sent_at_millis - sent.sent_at_millis).toBeGreaterThanOrEqual(1000);
    const times = res.body.items.map((email: { sent_at_millis: number }) => email.sent_at_millis);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(
      res.body.items.some((e: { to: string[] }) => e.to.includes("internal@example.com")),
    ).toBe(false);
    const internal = await call(emulator, "GET", "/internal/emails", {
      access: "admin",
      project: INTERNAL_PROJECT,
    });
    expect(internal.body.items.map((e: { to: string[] }) => e.to)).toContainEqual([
      "internal@example.com",
    ]);
  });

  it("is for admins only", async () => {
    const res = await call(emulator, "GET", "/internal/emails", { access: "server" });
    expect(knownError(res)).toMatchObject({ status: 401, code: "INSUFFICIENT_ACCESS_TYPE" });
  });
});

describe("isUnreachableEmailHost", () => {
  it.each([
    ["smtp.fail.invalid", true],
    ["INVALID", true],
    ["mail.invalid.", true],
    ["smtp.example.com", false],
    ["invalid.example.com", false],
  ])("%s: %s", (host, unreachable) => {
    expect(isUnreachableEmailHost(host)).toBe(unreachable);
  });
});
