import {
  adminProjectJsonSchema,
  clientProjectJsonSchema,
  clientUserJsonSchema,
  emailTemplateJsonSchema,
  listJsonSchema,
  metricsJsonSchema,
  refreshGrantJsonSchema,
  sentEmailJsonSchema,
  serverUserJsonSchema,
  testEmailResultJsonSchema,
  tokensJsonSchema,
} from "@app/core/internal";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  call,
  INTERNAL_PROJECT,
  refreshGrant,
  signIn,
  useTestEmulator,
} from "../test-utils/harness.js";

const emulator = useTestEmulator();

/** The issues of parsing `value` with a core wire schema: none when the emulator speaks the SDK's wire. */
function issues(schema: v.GenericSchema, value: unknown): string[] {
  const result = v.safeParse(schema, value);
  return result.success ? [] : result.issues.map((i) => `${v.getDotPath(i)}: ${i.message}`);
}

describe("responses parse with the SDK's wire schemas", () => {
  it("tokens of sign-in, sign-up, anonymous sign-up and server sessions", async () => {
    const signInRes = await call(emulator, "POST", "/auth/password/sign-in", {
      body: { email: "demo@example.com", password: "demo-password" },
    });
    const signUpRes = await call(emulator, "POST", "/auth/password/sign-up", {
      body: { email: "wire@example.com", password: "wire-password" },
    });
    const anonymous = await call(emulator, "POST", "/auth/anonymous/sign-up", { body: {} });
    const session = await call(emulator, "POST", "/auth/sessions", {
      access: "server",
      body: { user_id: signUpRes.body.user_id },
    });
    for (const res of [signInRes, signUpRes, anonymous, session]) {
      expect(res.status).toBe(200);
      expect(issues(tokensJsonSchema, res.body)).toEqual([]);
    }
    const grant = await refreshGrant(emulator, {
      grant_type: "refresh_token",
      refresh_token: signInRes.body.refresh_token,
      client_id: emulator.projectId,
      client_secret: emulator.publishableClientKey,
    });
    expect(issues(refreshGrantJsonSchema, grant.body)).toEqual([]);
  });

  it("users, in the client and server views", async () => {
    const { access_token } = await signIn(emulator);
    const client = await call(emulator, "GET", "/users/me", { accessToken: access_token });
    expect(issues(clientUserJsonSchema, client.body)).toEqual([]);
    const server = await call(emulator, "GET", "/users/me", {
      access: "server",
      accessToken: access_token,
    });
    expect(issues(serverUserJsonSchema, server.body)).toEqual([]);
    const created = await call(emulator, "POST", "/users", {
      access: "server",
      body: { primary_email: "created@example.com", client_metadata: { a: 1 } },
    });
    expect(issues(serverUserJsonSchema, created.body)).toEqual([]);
    const list = await call(emulator, "GET", "/users", { access: "server" });
    expect(list.body.items.length).toBeGreaterThan(0);
    for (const item of list.body.items) expect(issues(serverUserJsonSchema, item)).toEqual([]);
  });

  it("projects, in the client and admin views", async () => {
    const client = await call(emulator, "GET", "/projects/current");
    expect(issues(clientProjectJsonSchema, client.body)).toEqual([]);
    const admin = await call(emulator, "PATCH", "/internal/projects/current", {
      access: "admin",
      body: {
        config: {
          domains: [{ domain: "https://app.example.com", handler_path: "/handler" }],
          oauth_providers: [
            { id: "github", type: "standard", client_id: "id", client_secret: "s" },
          ],
        },
      },
    });
    expect(issues(adminProjectJsonSchema, admin.body)).toEqual([]);
  });

  it("owned projects, e-mail templates, sent and test e-mails, and metrics", async () => {
    const owner = await call(emulator, "POST", "/auth/password/sign-up", {
      project: INTERNAL_PROJECT,
      body: { email: "wire-owner@example.com", password: "wire-password" },
    });
    const created = await call(emulator, "POST", "/internal/projects", {
      project: INTERNAL_PROJECT,
      accessToken: owner.body.access_token,
      body: { display_name: "Wire" },
    });
    expect(created.status).toBe(201);
    expect(issues(adminProjectJsonSchema, created.body)).toEqual([]);
    const owned = await call(emulator, "GET", "/internal/projects", {
      project: INTERNAL_PROJECT,
      accessToken: owner.body.access_token,
    });
    expect(issues(listJsonSchema(adminProjectJsonSchema), owned.body)).toEqual([]);

    const templates = await call(emulator, "GET", "/email-templates", { access: "admin" });
    expect(issues(listJsonSchema(emailTemplateJsonSchema), templates.body)).toEqual([]);
    const server = {
      host: "smtp.example.com",
      port: 25,
      username: "u",
      password: "p",
      sender_name: "Wire",
      sender_email: "wire@example.com",
    };
    for (const host of [server.host, "down.invalid"]) {
      const test = await call(emulator, "POST", "/internal/send-test-email", {
        access: "admin",
        body: { recipient_email: "wire@example.com", email_config: { ...server, host } },
      });
      expect(issues(testEmailResultJsonSchema, test.body)).toEqual([]);
    }
    const sent = await call(emulator, "GET", "/internal/emails", { access: "admin" });
    expect(sent.body.items).toHaveLength(2);
    expect(issues(listJsonSchema(sentEmailJsonSchema), sent.body)).toEqual([]);
    const metrics = await call(emulator, "GET", "/internal/metrics", { access: "admin" });
    expect(issues(metricsJsonSchema, metrics.body)).toEqual([]);
  });
});
