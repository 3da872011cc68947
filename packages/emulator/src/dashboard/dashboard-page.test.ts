import { describe, expect, it } from "vitest";
import { DEMO_PROJECT, DEMO_USER, INTERNAL_PROJECT } from "../actions/seed.js";
import { apiSignIn, openPage, seededApp } from "../test-utils/dashboard.js";
import { captions, tableRows, textOf } from "../test-utils/html-page.js";

const T0 = Date.UTC(2030, 0, 1, 12, 0, 0);

describe("the dashboard at /", () => {
  it("is a page for a browser; other clients still get the 404 they got before", async () => {
    const { app } = await seededApp();
    const { status, page, response } = await openPage(app);
    expect(status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(page).toContain("<h1>Emulator dashboard</h1>");
    expect(page.match(/<main>/g)).toHaveLength(1);
    expect(captions(page)).toContain("Users (1) of Demo Project");

    const plain = await app.request("/");
    expect(plain.status).toBe(404);
    expect(await plain.text()).toBe("Not found: GET /");
  });

  it("shows the demo project's users, newest first: id, e-mail, name, created, anonymous", async () => {
    const { services, app } = await seededApp();
    services.clock.set(T0);
    services.store.users.create({
      projectId: DEMO_PROJECT.id,
      primaryEmail: "ada@example.com",
      displayName: "Ada Lovelace",
    });
    services.clock.advance(60_000);
    const anonymous = services.store.users.create({
      projectId: DEMO_PROJECT.id,
      isAnonymous: true,
    });

    const rows = tableRows((await openPage(app)).page, "Users (3)");
    expect(rows[0]).toEqual([anonymous.id, "—", "—", "2030-01-01 12:01:00 UTC", "Yes"]);
    expect(rows[1]?.slice(1)).toEqual([
      "ada@example.com",
      "Ada Lovelace",
      "2030-01-01 12:00:00 UTC",
      "No",
    ]);
    expect(rows[2]?.slice(0, 3)).toEqual([DEMO_USER.id, DEMO_USER.email, DEMO_USER.displayName]);
    // The internal project's admin is not a user of the demo project.
    expect(rows.flat()).not.toContain("admin@example.com");
  });

  it("lists the newest 100 users and says how many there are in all", async () => {
    const { services, app } = await seededApp();
    for (let n = 0; n < 105; n++) {
      services.store.users.create({
        projectId: DEMO_PROJECT.id,
        primaryEmail: `u${n}@example.com`,
      });
    }
    const { page } = await openPage(app);
    expect(captions(page)).toContain("Users (106; the newest 100 shown) of Demo Project");
    const rows = tableRows(page, "Users (106;");
    expect(rows).toHaveLength(100);
    expect(rows[0]?.[1]).toBe("u104@example.com");
  });

  it("shows the teams with how many members each has", async () => {
    const { services, app } = await seededApp();
    const { teams, users } = services.store;
    const team = teams.create({ projectId: DEMO_PROJECT.id, displayName: "Analytical Engines" });
    const ada = users.create({ projectId: DEMO_PROJECT.id, primaryEmail: "ada@example.com" });
    teams.addMember(DEMO_PROJECT.id, team.id, DEMO_USER.id);
    teams.addMember(DEMO_PROJECT.id, team.id, ada.id);
    teams.create({ projectId: DEMO_PROJECT.id, displayName: "Empty" });

    const rows = tableRows((await openPage(app)).page, "Teams (2)");
    expect(rows.map((row) => row.slice(0, 3))).toEqual([
      ["Empty", "0", expect.any(String)],
      ["Analytical Engines", "2", team.id],
    ]);
  });

  it("shows live sessions with their user, when created and when last used", async () => {
    const { services, app } = await seededApp();
    // The hashing thread starts on the first hash: before the clock is set, not during sign-in.
    await services.passwords.verify("warm-up", null);
    services.clock.set(T0);
    const { body } = await apiSignIn(app, DEMO_USER.email, DEMO_USER.password);
    services.clock.advance(90_000);
    // A request with the access token is a use of its session.
    await app.request("/api/v1/users/me", {
      headers: {
        "x-stack-project-id": DEMO_PROJECT.id,
        "x-stack-access-type": "client",
        "x-stack-publishable-client-key": DEMO_PROJECT.publishableClientKey,
        "x-stack-access-token": body.access_token,
      },
    });

    const rows = tableRows((await openPage(app)).page, "Live sessions (1)");
    expect(rows).toEqual([
      [DEMO_USER.email, "2030-01-01 12:00:00 UTC", "2030-01-01 12:01:30 UTC", expect.any(String)],
    ]);

    services.store.sessions.revokeAllOfUser(DEMO_PROJECT.id, DEMO_USER.id);
    expect((await openPage(app)).page).toContain("No live sessions.");
  });

  it("shows the project's e-mails newest first, each recipient linking to the outbox", async () => {
    const { services, app } = await seededApp();
    const mail = (projectId: string, to: string, subject: string) =>
      services.outbox.send({
        projectId,
        from: "Demo Project <noreply@example.com>",
        to: [to],
        subject,
        text: "Hi",
        html: "<p>Hi</p>",
      });
    services.clock.set(T0);
    mail(DEMO_PROJECT.id, "ada+1@example.com", "Your sign-in code");
    services.clock.advance(1000);
    mail(DEMO_PROJECT.id, "bob@example.com", "Reset your password");
    mail(INTERNAL_PROJECT.id, "admin@example.com", "Not this project's");

    const { page } = await openPage(app);
    expect(tableRows(page, "E-mails (2)")).toEqual([
      ["Reset your password", "bob@example.com", "2030-01-01 12:00:01 UTC"],
      ["Your sign-in code", "ada+1@example.com", "2030-01-01 12:00:00 UTC"],
    ]);
    expect(page).toContain('<a href="/emulator/outbox?to=ada%2B1%40example.com">');
    expect(page).toContain('<a href="/emulator/outbox">Read every e-mail in the outbox</a>');
  });

  it("shows the faults with how often each fired and how many firings are left", async () => {
    const { services, app } = await seededApp();
    const fault = services.faults.add({
      method: "get",
      path: "/api/v1/projects/current",
      times: 3,
      kind: "status",
      status: 429,
      retryAfter: 2,
    });
    services.faults.add({ path: "/api/v1/auth/**", kind: "latency", ms: 5 });
    expect((await app.request("/api/v1/projects/current")).status).toBe(429);

    const { page } = await openPage(app);
    expect(tableRows(page, "Faults of every project (2)")).toEqual([
      [fault.id, "GET", "/api/v1/projects/current", "Status 429, Retry-After 2", "1", "2"],
      [expect.any(String), "Any", "/api/v1/auth/**", "Latency of 5 ms", "0", "Unlimited"],
    ]);
    expect(page).toContain('<button type="submit">Clear faults</button>');
  });

  it("is never hit by a fault, so that a fault on every path can still be cleared", async () => {
    const { services, app } = await seededApp();
    services.faults.add({ path: "/**", kind: "reset", when: "before" });
    const { status } = await openPage(app);
    expect(status).toBe(200);
    expect(services.faults.list()[0]?.fired).toBe(0);
    expect(services.requests.list()).toEqual([]);
  });

  it("shows another project with ?project=, and says so for an id that is no project", async () => {
    const { app } = await seededApp();
    const internal = await openPage(app, `/?project=${INTERNAL_PROJECT.id}`);
    expect(tableRows(internal.page, "Users (1) of Stack Dashboard")[0]?.[1]).toBe(
      "admin@example.com",
    );
    expect(internal.page).toContain(`<option value="${INTERNAL_PROJECT.id}" selected>`);

    const missing = await openPage(app, "/?project=%3Cb%3Enope");
    expect(missing.status).toBe(404);
    expect(textOf(missing.page)).toContain('There is no project with the id "<b>nope".');
    expect(missing.page).not.toContain("<b>nope");
  });
});

describe("hostile strings on the dashboard", () => {
  const hostile = [
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">click</a>',
    "\u202Egnp.exe",
    "x".repeat(10_000),
  ];

  it("render as inert text in every section", async () => {
    const { services, app } = await seededApp();
    const { users, teams, sessions } = services.store;
    for (const name of hostile) {
      const user = users.create({
        projectId: DEMO_PROJECT.id,
        primaryEmail: `${name.slice(0, 40)}@example.com`,
        displayName: name,
      });
      teams.create({ projectId: DEMO_PROJECT.id, displayName: name });
      sessions.create({ projectId: DEMO_PROJECT.id, userId: user.id });
      services.outbox.send({
        projectId: DEMO_PROJECT.id,
        from: `${name} <noreply@example.com>`,
        to: [`${name.slice(0, 40)}@example.com`],
        subject: name,
        text: name,
        html: name,
      });
    }
    services.faults.add({ path: "/<script>alert(1)</script>", kind: "malformed-json" });

    const { page } = await openPage(app);
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toMatch(/<img/i);
    expect(page).not.toMatch(/<a href="javascript:/i);
    expect(page).not.toMatch(/<[^>]*\sonerror=/i);
    // Each name reads back exactly as it was given, in the users, teams and outbox tables.
    const displayNames = tableRows(page, "Users").map((row) => row[2]);
    const teamNames = tableRows(page, "Teams").map((row) => row[0]);
    const subjects = tableRows(page, "E-mails").map((row) => row[0]);
    for (const name of hostile) {
      expect(displayNames).toContain(name);
      expect(teamNames).toContain(name);
      expect(subjects).toContain(name);
    }
    // A direction override stays inside its own isolate.
    expect(page).toContain("<bdi>\u202Egnp.exe</bdi>");
  });
});
