import { EMAIL_TEMPLATE_TYPES } from "@app/core/internal";
import { describe, expect, it } from "vitest";
import {
  call,
  DEMO_ADMIN_USER,
  INTERNAL_PROJECT,
  knownError,
  signIn,
  useTestEmulator,
} from "../test-utils/harness.js";

const emulator = useTestEmulator();

const admin = (method: string, path: string, body?: unknown) =>
  call(emulator, method, path, { access: "admin", ...(body === undefined ? {} : { body }) });

describe("/email-templates (admin)", () => {
  it("lists one default template per kind", async () => {
    const res = await admin("GET", "/email-templates");
    expect(res.status).toBe(200);
    expect(res.body.is_paginated).toBe(false);
    expect(res.body.items.map((t: { type: string }) => t.type)).toEqual([...EMAIL_TEMPLATE_TYPES]);
    for (const template of res.body.items) {
      expect(template).toEqual({
        type: template.type,
        subject: expect.any(String),
        content: expect.any(Object),
        is_default: true,
      });
    }
    const one = await admin("GET", "/email-templates/magic_link");
    expect(one.body).toEqual(res.body.items[2]);
  });

  it("changes a template, which is then no longer the default; a reset brings the default back", async () => {
    const before = await admin("GET", "/email-templates/password_reset");
    const content = { type: "text", text: "Reset here: {{ passwordResetLink }}" };
    const patched = await admin("PATCH", "/email-templates/password_reset", {
      subject: "Forgot your password?",
      content,
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual({
      type: "password_reset",
      subject: "Forgot your password?",
      content,
      is_default: false,
    });
    // A change of one field keeps the other.
    const subjectOnly = await admin("PATCH", "/email-templates/password_reset", {
      subject: "Reset it",
    });
    expect(subjectOnly.body).toMatchObject({ subject: "Reset it", content, is_default: false });
    const listed = await admin("GET", "/email-templates");
    expect(listed.body.items).toContainEqual(subjectOnly.body);

    const reset = await admin("DELETE", "/email-templates/password_reset", {});
    expect(reset.body).toEqual({ success: true });
    const after = await admin("GET", "/email-templates/password_reset");
    expect(after.body).toEqual(before.body);
  });

  it("is also served at /internal/email-templates", async () => {
    const patched = await admin("PATCH", "/internal/email-templates/team_invitation", {
      subject: "Join us",
    });
    expect(patched.body).toMatchObject({ type: "team_invitation", subject: "Join us" });
    const viaSpecPath = await admin("GET", "/email-templates/team_invitation");
    expect(viaSpecPath.body.subject).toBe("Join us");
    const list = await admin("GET", "/internal/email-templates");
    expect(list.body.items).toContainEqual(patched.body);
    await admin("DELETE", "/internal/email-templates/team_invitation", {});
    expect((await admin("GET", "/email-templates/team_invitation")).body.is_default).toBe(true);
  });

  it("keeps each project's templates apart", async () => {
    await admin("PATCH", "/email-templates/magic_link", { subject: "Demo's link" });
    const internal = await call(emulator, "GET", "/email-templates/magic_link", {
      access: "admin",
      project: INTERNAL_PROJECT,
    });
    expect(internal.body).toMatchObject({ is_default: true });
    expect(internal.body.subject).not.toBe("Demo's link");
    await admin("DELETE", "/email-templates/magic_link", {});
  });

  it("refuses bad input, naming the field, and changes nothing", async () => {
    const cases: [string, string, unknown, string][] = [
      [
        "PATCH",
        "/email-templates/welcome",
        { subject: "Hi" },
        `params.type: must be one of the following values: ${EMAIL_TEMPLATE_TYPES.join(", ")}`,
      ],
      ["PATCH", "/email-templates/magic_link", { subject: "" }, "body.subject: must not be empty"],
      ["PATCH", "/email-templates/magic_link", { subject: 42 }, "body.subject: must be a string"],
      [
        "PATCH",
        "/email-templates/magic_link",
        { content: [1, 2] },
        "body.content: must be an object",
      ],
      [
        "PATCH",
        "/email-templates/magic_link",
        { subject: "x", body: "y" },
        "body: contains unknown properties: body",
      ],
      [
        "DELETE",
        "/email-templates/magic_link",
        { force: true },
        "body: contains unknown properties: force",
      ],
    ];
    for (const [method, path, body, message] of cases) {
      const res = await admin(method, path, body);
      expect(knownError(res)).toMatchObject({ status: 400, code: "SCHEMA_ERROR" });
      expect(res.body.error).toBe(message);
    }
    const list = await admin("GET", "/email-templates");
    expect(list.body.items.every((t: { is_default: boolean }) => t.is_default)).toBe(true);
  });

  it("is for admins only; a project owner's token works", async () => {
    for (const access of ["client", "server"] as const) {
      const res = await call(emulator, "GET", "/email-templates", { access });
      expect(knownError(res)).toMatchObject({ status: 401, code: "INSUFFICIENT_ACCESS_TYPE" });
      const patch = await call(emulator, "PATCH", "/email-templates/magic_link", {
        access,
        body: { subject: "Hijacked" },
      });
      expect(knownError(patch).code).toBe("INSUFFICIENT_ACCESS_TYPE");
    }
    const { access_token } = await signIn(
      emulator,
      DEMO_ADMIN_USER.email,
      DEMO_ADMIN_USER.password,
      INTERNAL_PROJECT,
    );
    const byOwner = await call(emulator, "GET", "/email-templates", {
      access: null,
      headers: {
        "x-stack-project-id": emulator.projectId,
        "x-stack-access-type": "admin",
        "x-stack-admin-access-token": access_token,
      },
    });
    expect(byOwner.status).toBe(200);
  });
});
