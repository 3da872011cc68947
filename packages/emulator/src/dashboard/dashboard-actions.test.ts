import { describe, expect, it } from "vitest";
import { DEMO_PROJECT, DEMO_USER } from "../actions/seed.js";
import { apiSignIn, openPage, postForm, seededApp } from "../test-utils/dashboard.js";
import { tableRows, textOf } from "../test-utils/html-page.js";
import { DASHBOARD_PATHS } from "./dashboard-paths.js";

const { createUser, clearFaults } = DASHBOARD_PATHS;

describe("creating a user from the dashboard", () => {
  it("creates the user, goes back to the dashboard, and the user signs in through the API", async () => {
    const { services, app } = await seededApp();
    const response = await postForm(app, createUser, {
      email: "ada@example.com",
      password: "correct horse",
      display_name: "Ada Lovelace",
    });
    expect(response.status).toBe(303);
    const location = response.headers.get("location") ?? "";
    const created = services.store.users.findByAuthEmail(DEMO_PROJECT.id, "ada@example.com");
    expect(created?.displayName).toBe("Ada Lovelace");
    expect(location).toBe(`/?project=${DEMO_PROJECT.id}&created=${created?.id}`);

    const { page } = await openPage(app, location);
    expect(page).toContain(
      '<p class="notice" role="status">User <bdi>ada@example.com</bdi> was created.</p>',
    );
    expect(tableRows(page, "Users (2)")[0]?.slice(0, 3)).toEqual([
      created?.id,
      "ada@example.com",
      "Ada Lovelace",
    ]);

    const signIn = await apiSignIn(app, "ada@example.com", "correct horse");
    expect(signIn.status).toBe(200);
    expect(signIn.body.user_id).toBe(created?.id);
  });

  it("rejects a bad e-mail with a message naming it, next to the field, and stores nothing", async () => {
    const { services, app } = await seededApp();
    const response = await postForm(app, createUser, {
      email: "ada-at-example.com",
      password: "correct horse",
      display_name: "Ada",
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain(
      '<p class="error" id="new-user-email-error" role="alert">&quot;ada-at-example.com&quot; is not a valid e-mail address.</p>',
    );
    const emailInput = /<input id="new-user-email"[^>]*>/.exec(page)?.[0] ?? "";
    expect(emailInput).toContain('aria-invalid="true"');
    expect(emailInput).toContain('aria-describedby="new-user-email-error"');
    expect(emailInput).toContain('value="ada-at-example.com"');
    expect(emailInput).toContain("autofocus");
    // What was typed stays, but never the password.
    expect(page).toContain('value="Ada"');
    expect(page).not.toContain("correct horse");
    expect(services.store.users.count(DEMO_PROJECT.id)).toBe(1);
  });

  it("shows what was typed back as inert text", async () => {
    const { app } = await seededApp();
    const typed = '"><script>alert(1)</script>';
    const response = await postForm(app, createUser, {
      email: typed,
      password: "correct horse",
      display_name: typed,
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).not.toMatch(/<script/i);
    expect(page).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it("says which field is wrong for a missing e-mail, a short password or an e-mail in use", async () => {
    const { services, app } = await seededApp();
    const errorsOf = async (fields: Record<string, string>) => {
      const response = await postForm(app, createUser, fields);
      expect(response.status).toBe(400);
      const page = await response.text();
      return [...page.matchAll(/<p class="error" id="new-user-(\w+)-error"[^>]*>(.*?)<\/p>/g)].map(
        ([, field, message = ""]) => [field, textOf(message)],
      );
    };
    expect(await errorsOf({ email: "", password: "" })).toEqual([
      ["email", "Enter an e-mail address."],
      ["password", "Enter a password."],
    ]);
    expect(await errorsOf({ email: "ada@example.com", password: "short" })).toEqual([
      ["password", "The password must be 8 to 70 characters long."],
    ]);
    expect(
      await errorsOf({ email: DEMO_USER.email.toUpperCase(), password: "correct horse" }),
    ).toEqual([
      ["email", 'A user with the e-mail "DEMO@EXAMPLE.COM" already exists in this project.'],
    ]);
    expect(services.store.users.count(DEMO_PROJECT.id)).toBe(1);
  });
});

describe("clearing faults from the dashboard", () => {
  it("empties the fault registry and goes back to the dashboard, which says so", async () => {
    const { services, app } = await seededApp();
    services.faults.add({ path: "/api/v1/users/me", kind: "status", status: 503 });
    services.faults.add({ path: "/api/v1/**", kind: "latency", ms: 10, times: 1 });

    const response = await postForm(app, clearFaults, {});
    expect(response.status).toBe(303);
    expect(services.faults.list()).toEqual([]);

    const { page } = await openPage(app, response.headers.get("location") ?? "");
    expect(page).toContain('<p class="notice" role="status">Faults cleared.</p>');
    expect(page).toContain("No faults: every request is handled normally.");
    expect(page).not.toContain("Clear faults</button>");
  });
});

describe("form posts from anywhere but the dashboard's own page", () => {
  const refused: [string, Record<string, string>, string?][] = [
    ["another site's Origin", { origin: "http://evil.example" }],
    ["a cross-site fetch", { "sec-fetch-site": "cross-site", origin: "http://evil.example" }],
    [
      "the app on another port of the same host (same-site, not same-origin)",
      { "sec-fetch-site": "same-site", origin: "http://localhost:5173" },
    ],
    ["an opaque Origin (a sandboxed frame)", { origin: "null" }],
    ["neither Origin nor Sec-Fetch-Site", {}],
    [
      "a rebound DNS name, same-origin with itself",
      { origin: "http://rebound.example", "sec-fetch-site": "same-origin" },
      "http://rebound.example",
    ],
  ];

  it.each(refused)("are refused with 403 and change nothing: %s", async (_, headers, host) => {
    const { services, app } = await seededApp();
    services.faults.add({ path: "/api/v1/users/me", kind: "status", status: 503 });
    const post = (path: string, fields: Record<string, string>) =>
      app.request(`${host ?? ""}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams({ project: DEMO_PROJECT.id, ...fields }).toString(),
      });

    const clear = await post(clearFaults, {});
    expect(clear.status).toBe(403);
    expect(await clear.text()).toMatch(/^Refused: /);
    const create = await post(createUser, { email: "eve@example.com", password: "correct horse" });
    expect(create.status).toBe(403);
    expect(services.faults.list()).toHaveLength(1);
    expect(
      services.store.users.findByAuthEmail(DEMO_PROJECT.id, "eve@example.com"),
    ).toBeUndefined();
  });

  it("are accepted with only one of the two headers when it says same origin", async () => {
    const { services, app } = await seededApp();
    const alone: Record<string, string>[] = [
      { "sec-fetch-site": "same-origin" },
      { origin: "http://localhost" },
    ];
    for (const headers of alone) {
      services.faults.add({ path: "/api/v1/users/me", kind: "status", status: 503 });
      expect((await postForm(app, clearFaults, {}, headers)).status).toBe(303);
      expect(services.faults.list()).toEqual([]);
    }
  });

  it("are accepted at the host the emulator listens on", async () => {
    const { services, app } = await seededApp();
    services.faults.add({ path: "/api/v1/users/me", kind: "status", status: 503 });
    const response = await app.request(`http://127.0.0.1:8102${clearFaults}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "http://127.0.0.1:8102",
      },
      body: `project=${DEMO_PROJECT.id}`,
    });
    expect(response.status).toBe(303);
    expect(services.faults.list()).toEqual([]);
  });
});
