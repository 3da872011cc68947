import { KnownErrors } from "@app/core";
import { StackAdminApp } from "@app/core/admin";
import { describe, expect, it } from "vitest";
import { type RequestLog, uniqueEmail, useHarness } from "../test-utils/emulator-harness.js";

const h = useHarness();

const server = {
  host: "smtp.example.com",
  port: 587,
  username: "mailer",
  password: "mail-secret",
  senderName: "Demo",
  senderEmail: "noreply@example.com",
};

describe("e-mail templates", () => {
  it("lists the defaults, changes one, and resets it", async () => {
    const admin = h.admin();
    const templates = await admin.listEmailTemplates();
    expect(templates.map((t) => t.type)).toEqual([
      "email_verification",
      "password_reset",
      "magic_link",
      "team_invitation",
      "sign_in_invitation",
      "payment_receipt",
      "payment_failed",
    ]);
    expect(templates.every((t) => t.isDefault)).toBe(true);
    const original = templates.find((t) => t.type === "magic_link");

    const content = { type: "text", text: "Your link: {{ magicLink }}" };
    await admin.updateEmailTemplate("magic_link", { subject: "Your sign-in link", content });
    const changed = (await admin.listEmailTemplates()).find((t) => t.type === "magic_link");
    expect(changed).toEqual({
      type: "magic_link",
      subject: "Your sign-in link",
      content,
      isDefault: false,
    });

    await admin.resetEmailTemplate("magic_link");
    expect((await admin.listEmailTemplates()).find((t) => t.type === "magic_link")).toEqual(
      original,
    );
  });

  it("reads the list once for reads at once; a template change shows in the next read", async () => {
    const log: RequestLog = [];
    const admin = h.admin(log);
    await Promise.all([admin.listEmailTemplates(), admin.listEmailTemplates()]);
    expect(log).toEqual(["GET /email-templates"]);
    await admin.updateEmailTemplate("password_reset", { subject: "Reset" });
    expect((await admin.listEmailTemplates())[1]?.subject).toBe("Reset");
    await admin.resetEmailTemplate("password_reset");
    expect((await admin.listEmailTemplates())[1]?.isDefault).toBe(true);
    expect(log.filter((line) => line === "GET /email-templates")).toHaveLength(3);
  });

  it("sends an empty subject as @stackframe/js does: the service's SCHEMA_ERROR", async () => {
    const error = await h
      .admin()
      .updateEmailTemplate("magic_link", { subject: "" })
      .catch((caught: unknown) => caught);
    expect(KnownErrors.SchemaError.isInstance(error)).toBe(true);
  });

  it("refuses a bad kind or bad options before sending", async () => {
    const log: RequestLog = [];
    const admin = h.admin(log);
    await expect(admin.updateEmailTemplate("welcome" as never, { subject: "Hi" })).rejects.toThrow(
      /updateEmailTemplate\(\): type must be one of email_verification, password_reset/,
    );
    await expect(admin.resetEmailTemplate("welcome" as never)).rejects.toThrow(TypeError);
    await expect(
      admin.updateEmailTemplate("magic_link", { content: ["not", "an", "object"] as never }),
    ).rejects.toThrow(/content must be an object/);
    await expect(admin.updateEmailTemplate("magic_link", { body: "x" } as never)).rejects.toThrow(
      /unknown option "body"/,
    );
    expect(log).toEqual([]);
  });
});

describe("test e-mails and sent e-mails", () => {
  it("sends a test e-mail through a working server: ok, and it is listed as sent", async () => {
    const admin = h.admin();
    const recipientEmail = uniqueEmail();
    const result = await admin.sendTestEmail({ recipientEmail, emailConfig: server });
    expect(result).toEqual({ status: "ok", data: undefined });
    expect(h.emulator.outbox.list({ to: recipientEmail })).toHaveLength(1);
    const [latest] = await admin.listSentEmails();
    expect(latest).toEqual({
      id: expect.any(String),
      to: [recipientEmail],
      recipient: recipientEmail,
      subject: "Test e-mail from Demo Project",
      sentAt: expect.any(Date),
    });
  });

  it("returns a failing server as an error result with the errorMessage, listed with its error", async () => {
    const admin = h.admin();
    const recipientEmail = uniqueEmail();
    const result = await admin.sendTestEmail({
      recipientEmail,
      emailConfig: { ...server, host: "smtp.down.invalid" },
    });
    expect(result.status).toBe("error");
    expect(result.error?.errorMessage).toBe(
      "Could not connect to the e-mail server smtp.down.invalid:587: the host name does not resolve. Check the host and port.",
    );
    const sent = (await admin.listSentEmails()).find((email) => email.recipient === recipientEmail);
    expect(sent?.error).toEqual({ message: result.error?.errorMessage });
  });

  it("sends an invalid recipient as @stackframe/js does: the service's SCHEMA_ERROR", async () => {
    const error = await h
      .admin()
      .sendTestEmail({ recipientEmail: "not an address", emailConfig: server })
      .catch((caught: unknown) => caught);
    expect(KnownErrors.SchemaError.isInstance(error)).toBe(true);
  });

  it("refuses bad options before sending", async () => {
    const log: RequestLog = [];
    const admin = h.admin(log);
    await expect(
      admin.sendTestEmail({
        recipientEmail: "me@example.com",
        emailConfig: { ...server, port: 70000 },
      }),
    ).rejects.toThrow(/sendTestEmail\(\): emailConfig\.port must be at most 65535/);
    await expect(
      admin.sendTestEmail({ recipientEmail: "me@example.com" } as never),
    ).rejects.toThrow("sendTestEmail(): recipientEmail and emailConfig are required.");
    expect(log).toEqual([]);
  });
});

describe("metrics and webhooks", () => {
  it("reads the user metrics; a new user shows in the next read", async () => {
    const admin = h.admin();
    const before = await admin.getMetrics();
    expect(before.daily_users).toHaveLength(31);
    const created = await admin.createUser({ primaryEmail: uniqueEmail(), password: "a-password" });
    const after = await admin.getMetrics();
    expect(after.total_users).toBe(before.total_users + 1);
    expect(after.recently_registered[0]?.id).toBe(created.id);
    expect(after.daily_users.at(-1)?.activity).toBe((before.daily_users.at(-1)?.activity ?? 0) + 1);
  });

  it("counts anonymous users only when asked", async () => {
    const admin = h.admin();
    const app = h.client();
    await app.getUser({ or: "anonymous" });
    const without = await admin.getMetrics();
    const withAnonymous = await admin.getMetrics(true);
    expect(withAnonymous.total_users).toBe(without.total_users + 1);
  });

  it("gets a webhooks token", async () => {
    const token = await h.admin().getSvixToken();
    expect(token).toMatch(/^svix_emulator_/);
  });
});

describe("a wrong admin key", () => {
  it("is refused by every admin method, and nothing changes", async () => {
    const wrong = new StackAdminApp({
      baseUrl: h.emulator.url,
      projectId: h.emulator.projectId,
      publishableClientKey: h.emulator.publishableClientKey,
      superSecretAdminKey: "sak_wrong",
    });
    const calls: [string, () => Promise<unknown>][] = [
      ["listEmailTemplates", () => wrong.listEmailTemplates()],
      ["updateEmailTemplate", () => wrong.updateEmailTemplate("magic_link", { subject: "x" })],
      ["resetEmailTemplate", () => wrong.resetEmailTemplate("magic_link")],
      ["listSentEmails", () => wrong.listSentEmails()],
      [
        "sendTestEmail",
        () => wrong.sendTestEmail({ recipientEmail: "me@example.com", emailConfig: server }),
      ],
      ["getMetrics", () => wrong.getMetrics()],
      ["getSvixToken", () => wrong.getSvixToken()],
      ["updateProject", () => wrong.updateProject({ displayName: "Hijacked" })],
    ];
    for (const [name, call] of calls) {
      const error = await call().catch((e: unknown) => e);
      expect(KnownErrors.InvalidSuperSecretAdminKey.isInstance(error), name).toBe(true);
    }
    const templates = await h.admin().listEmailTemplates();
    expect(templates.find((t) => t.type === "magic_link")?.subject).not.toBe("x");
    expect((await h.admin().getProject()).displayName).toBe("Demo Project");
  });
});
