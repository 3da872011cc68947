import { describe, expect, it } from "vitest";
import { EmailTemplateStore } from "./email-template-store.js";
import { Store } from "./store.js";

describe("EmailTemplateStore", () => {
  it("hands out copies: changing a read template changes nothing stored", () => {
    const templates = new EmailTemplateStore();
    const read = templates.get("p1", "magic_link");
    read.subject = "Tampered";
    (read.content as { text: string }).text = "Tampered";
    expect(templates.get("p1", "magic_link")).not.toMatchObject({ subject: "Tampered" });
    const content = { type: "text", text: "mine" };
    templates.update("p1", "magic_link", { content });
    content.text = "changed after";
    expect(templates.get("p1", "magic_link").content).toEqual({ type: "text", text: "mine" });
  });

  it("a reset of a default template is harmless", () => {
    const templates = new EmailTemplateStore();
    templates.reset("p1", "password_reset");
    expect(templates.get("p1", "password_reset").isDefault).toBe(true);
  });

  it("deleting a project forgets its templates and failed e-mails", () => {
    const store = new Store(() => 1_000);
    store.emailTemplates.update("p1", "magic_link", { subject: "Custom" });
    store.emailTemplates.update("p2", "magic_link", { subject: "Other" });
    store.failedEmails.add({ projectId: "p1", to: ["a@example.com"], subject: "s", error: "e" });
    store.deleteProject("p1");
    expect(store.emailTemplates.get("p1", "magic_link").isDefault).toBe(true);
    expect(store.emailTemplates.get("p2", "magic_link").subject).toBe("Other");
    expect(store.failedEmails.list("p1")).toEqual([]);
  });
});
