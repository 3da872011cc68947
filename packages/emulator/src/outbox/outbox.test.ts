import { describe, expect, it } from "vitest";
import { createApp } from "../server/app.js";
import { createServices } from "../server/services.js";
import { OUTBOX_LIMIT } from "./outbox.js";

function emulatorApp() {
  const services = createServices({ baseUrl: () => "http://emulator.test", quiet: true });
  return { services, app: createApp(services) };
}

const mail = (
  to: string,
  subject: string,
  text = `Open http://localhost:3000/x?code=abc to go on.`,
) => ({
  projectId: "p",
  from: "Acme <noreply@example.com>",
  to: [to],
  subject,
  text,
  html: `<p>${text}</p>`,
});

describe("/emulator/outbox", () => {
  it("lists what was sent, newest first, with exactly the documented fields", async () => {
    const { services, app } = emulatorApp();
    services.clock.set(Date.UTC(2030, 0, 1));
    services.outbox.send(mail("ada@example.com", "First"));
    services.clock.advance(1000);
    services.outbox.send(mail("bob@example.com", "Second"));

    const response = await app.request("/emulator/outbox");
    expect(response.status).toBe(200);
    const { items } = await response.json();
    expect(items.map((item: { subject: string }) => item.subject)).toEqual(["Second", "First"]);
    expect(Object.keys(items[0]).sort()).toEqual(
      ["from", "html", "id", "sentAtMillis", "subject", "text", "to"].sort(),
    );
    expect(items[0].to).toEqual(["bob@example.com"]);
    expect(items[0].from).toBe("Acme <noreply@example.com>");
    // The emulator's clock stamps them: set to 2030, then moved on by a second.
    expect(items[1].sentAtMillis).toBeGreaterThanOrEqual(Date.UTC(2030, 0, 1));
    expect(items[0].sentAtMillis - items[1].sentAtMillis).toBeGreaterThanOrEqual(1000);
  });

  it("filters by recipient with ?to=, ignoring case", async () => {
    const { services, app } = emulatorApp();
    services.outbox.send(mail("ada@example.com", "For Ada"));
    services.outbox.send(mail("bob@example.com", "For Bob"));
    const { items } = await (await app.request("/emulator/outbox?to=ADA@example.com")).json();
    expect(items.map((item: { subject: string }) => item.subject)).toEqual(["For Ada"]);
  });

  it("DELETE empties it", async () => {
    const { services, app } = emulatorApp();
    services.outbox.send(mail("ada@example.com", "Gone"));
    expect((await app.request("/emulator/outbox", { method: "DELETE" })).status).toBe(200);
    expect((await (await app.request("/emulator/outbox")).json()).items).toEqual([]);
  });

  it("shows a browser a readable page whose links work and whose text stays inert", async () => {
    const { services, app } = emulatorApp();
    const link = "http://localhost:3000/handler/magic-link-callback?code=abc&x=1";
    services.outbox.send({
      ...mail(
        "ada@example.com",
        "<script>alert(1)</script>",
        `Hi <img src=x onerror=alert(1)> of https://evil.example/x, sign in: ${link}`,
      ),
      html: `<p>Hi &lt;img&gt; of https://evil.example/x, sign in: <a href="${link.replace("&", "&amp;")}">…</a></p>`,
    });
    const response = await app.request("/emulator/outbox", { headers: { accept: "text/html" } });
    expect(response.headers.get("content-type")).toContain("text/html");
    const page = await response.text();
    expect(page).toContain("<h1>Outbox</h1>");
    expect(page).toContain("From Acme &lt;noreply@example.com&gt; · To ada@example.com");
    expect(page).toContain(
      '<a href="http://localhost:3000/handler/magic-link-callback?code=abc&amp;x=1">',
    );
    // Only the e-mail's own link is one: text that looks like a URL (a name) stays text.
    expect(page).toContain("of https://evil.example/x, sign in");
    expect(page).not.toContain('href="https://evil.example');
    expect(page).not.toContain("<script>alert(1)</script>");
    expect(page).not.toContain("<img src=x");
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("says so when nothing was sent", async () => {
    const { app } = emulatorApp();
    const page = await (
      await app.request("/emulator/outbox", { headers: { accept: "text/html" } })
    ).text();
    expect(page).toContain("No e-mails yet.");
  });
});

// Regression (issue 31): the outbox kept every e-mail for as long as the emulator ran.
describe("the outbox's size", () => {
  it(`keeps the newest ${OUTBOX_LIMIT} e-mails, as the request log keeps the newest requests`, () => {
    const { services } = emulatorApp();
    for (let n = 0; n < OUTBOX_LIMIT + 5; n++)
      services.outbox.send(mail("ada@example.com", `#${n}`));
    const subjects = services.outbox.list().map((email) => email.subject);
    expect(subjects).toHaveLength(OUTBOX_LIMIT);
    expect(subjects[0]).toBe(`#${OUTBOX_LIMIT + 4}`);
    expect(subjects.at(-1)).toBe("#5");
  });
});
