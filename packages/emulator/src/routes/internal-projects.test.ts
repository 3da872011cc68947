import { describe, expect, it } from "vitest";
import {
  type CallOptions,
  call,
  DEMO_ADMIN_USER,
  INTERNAL_PROJECT,
  knownError,
  signIn,
  useTestEmulator,
} from "../test-utils/harness.js";

const emulator = useTestEmulator();

/** Signs up a fresh user of the `internal` project and returns their access token. */
async function internalUser(): Promise<string> {
  const res = await call(emulator, "POST", "/auth/password/sign-up", {
    project: INTERNAL_PROJECT,
    body: { email: `owner-${crypto.randomUUID()}@example.com`, password: "owner-password" },
  });
  expect(res.status).toBe(200);
  return res.body.access_token;
}

const asOwner = (accessToken: string, options: CallOptions = {}): CallOptions => ({
  project: INTERNAL_PROJECT,
  accessToken,
  ...options,
});

async function createProject(accessToken: string, body: unknown = { display_name: "Mine" }) {
  return call(emulator, "POST", "/internal/projects", asOwner(accessToken, { body }));
}

/** Calls a project with only its id, the access type and the owner's token: no key at all. */
function withOwnerToken(
  projectId: string,
  access: "client" | "server" | "admin",
  token: string,
  method: string,
  path: string,
  body?: unknown,
) {
  return call(emulator, method, path, {
    access: null,
    headers: {
      "x-stack-project-id": projectId,
      "x-stack-access-type": access,
      "x-stack-admin-access-token": token,
    },
    ...(body === undefined ? {} : { body }),
  });
}

describe("POST /internal/projects", () => {
  it("creates a project the signed-in internal user owns: 201 with the admin view", async () => {
    const token = await internalUser();
    const teamId = crypto.randomUUID();
    const res = await createProject(token, {
      display_name: "My App",
      description: "an app",
      owner_team_id: teamId,
      config: {
        magic_link_enabled: true,
        domains: [{ domain: "https://myapp.example.com", handler_path: "/auth" }],
        oauth_providers: [{ id: "github", type: "shared" }],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      display_name: "My App",
      description: "an app",
      owner_team_id: teamId,
      is_production_mode: false,
      config: {
        magic_link_enabled: true,
        sign_up_enabled: true,
        domains: [{ domain: "https://myapp.example.com", handler_path: "/auth" }],
        oauth_providers: [{ id: "github", provider_config_id: "github", type: "shared" }],
        enabled_oauth_providers: [{ id: "github" }],
      },
    });
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).not.toHaveProperty("user_count");
  });

  it("lists the projects its user owns, and only those", async () => {
    const ada = await internalUser();
    const bob = await internalUser();
    const first = await createProject(ada, { display_name: "Ada 1" });
    const second = await createProject(ada, { display_name: "Ada 2" });
    await createProject(bob, { display_name: "Bob's" });
    const list = await call(emulator, "GET", "/internal/projects", asOwner(ada));
    expect(list.status).toBe(200);
    expect(list.body.is_paginated).toBe(false);
    expect(list.body.items.map((p: { id: string }) => p.id)).toEqual([
      first.body.id,
      second.body.id,
    ]);
    const empty = await call(emulator, "GET", "/internal/projects", asOwner(await internalUser()));
    expect(empty.body.items).toEqual([]);
  });

  it("the demo admin's list holds the demo project", async () => {
    const { access_token } = await signIn(
      emulator,
      DEMO_ADMIN_USER.email,
      DEMO_ADMIN_USER.password,
      INTERNAL_PROJECT,
    );
    const list = await call(emulator, "GET", "/internal/projects", asOwner(access_token));
    expect(list.body.items.map((p: { id: string }) => p.id)).toContain(emulator.projectId);
  });

  it("is only for signed-in, non-anonymous users of the internal project", async () => {
    const noUser = await call(emulator, "POST", "/internal/projects", {
      project: INTERNAL_PROJECT,
      body: { display_name: "x" },
    });
    expect(knownError(noUser)).toMatchObject({ status: 401, code: "USER_AUTHENTICATION_REQUIRED" });

    const demoUser = await signIn(emulator);
    const otherProject = await call(emulator, "POST", "/internal/projects", {
      accessToken: demoUser.access_token,
      body: { display_name: "x" },
    });
    expect(knownError(otherProject)).toMatchObject({
      status: 401,
      code: "EXPECTED_INTERNAL_PROJECT",
    });
    expect(otherProject.body.error).toBe("The project ID is expected to be internal.");
    const otherList = await call(emulator, "GET", "/internal/projects", {
      accessToken: demoUser.access_token,
    });
    expect(knownError(otherList).code).toBe("EXPECTED_INTERNAL_PROJECT");

    const anonymous = await call(emulator, "POST", "/auth/anonymous/sign-up", {
      project: INTERNAL_PROJECT,
      body: {},
    });
    const byAnonymous = await call(emulator, "POST", "/internal/projects", {
      project: INTERNAL_PROJECT,
      accessToken: anonymous.body.access_token,
      allowAnonymous: true,
      body: { display_name: "x" },
    });
    expect(knownError(byAnonymous)).toMatchObject({
      status: 401,
      code: "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED",
    });
  });

  it("validates the body, names the field and creates nothing", async () => {
    const token = await internalUser();
    const cases: [unknown, string][] = [
      [{}, "body.display_name: is required"],
      [{ display_name: "" }, "body.display_name: must not be empty"],
      [{ display_name: "x", owner_team_id: "team-1" }, "body.owner_team_id: must be a valid UUID"],
      [{ display_name: "x", colour: "red" }, "body: contains unknown properties: colour"],
      [
        {
          display_name: "x",
          config: { domains: [{ domain: "https://a.com", handler_path: "h" }] },
        },
        "body.config.domains[0].handler_path: must start with '/' (and not '//', which would leave the site)",
      ],
      [
        { display_name: "x", config: { oauth_providers: [{ id: "google", type: "standard" }] } },
        "body.config.oauth_providers[0].client_id: is required for a standard provider",
      ],
    ];
    for (const [body, message] of cases) {
      const res = await createProject(token, body);
      expect(knownError(res)).toMatchObject({ status: 400, code: "SCHEMA_ERROR" });
      expect(res.body.error).toBe(message);
    }
    const list = await call(emulator, "GET", "/internal/projects", asOwner(token));
    expect(list.body.items).toEqual([]);
  });
});

describe("the owner's access token on an owned project", () => {
  it("authorizes client, server and admin access without any key", async () => {
    const token = await internalUser();
    const { id } = (await createProject(token, { display_name: "Keyless" })).body;

    const client = await withOwnerToken(id, "client", token, "GET", "/projects/current");
    expect(client.status).toBe(200);
    expect(client.body).toMatchObject({ id, display_name: "Keyless" });

    const created = await withOwnerToken(id, "server", token, "POST", "/users", {
      primary_email: "first@example.com",
    });
    expect(created.status).toBe(201);
    const users = await withOwnerToken(id, "server", token, "GET", "/users");
    expect(users.body.items.map((u: { id: string }) => u.id)).toEqual([created.body.id]);

    const admin = await withOwnerToken(id, "admin", token, "PATCH", "/internal/projects/current", {
      display_name: "Renamed",
    });
    expect(admin.body).toMatchObject({ id, display_name: "Renamed" });
    const listed = await call(emulator, "GET", "/internal/projects", asOwner(token));
    expect(listed.body.items[0]).toMatchObject({ id, display_name: "Renamed" });
  });

  it("does not need a publishable key for client access: the project does not require one", async () => {
    const token = await internalUser();
    const { id } = (await createProject(token)).body;
    const signUp = await call(emulator, "POST", "/auth/password/sign-up", {
      access: null,
      headers: { "x-stack-project-id": id, "x-stack-access-type": "client" },
      body: { email: "end-user@example.com", password: "end-user-password" },
    });
    expect(signUp.status).toBe(200);
    expect(signUp.body.access_token).toEqual(expect.any(String));
  });

  it("is refused for another user's project, and for the demo project by a non-owner", async () => {
    const ada = await internalUser();
    const bob = await internalUser();
    const { id } = (await createProject(ada)).body;
    const res = await withOwnerToken(id, "admin", bob, "GET", "/internal/projects/current");
    expect(knownError(res)).toMatchObject({ status: 401, code: "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" });
    const server = await withOwnerToken(id, "server", bob, "GET", "/users");
    expect(knownError(server).code).toBe("ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN");
    const demo = await withOwnerToken(
      emulator.projectId,
      "client",
      bob,
      "GET",
      "/projects/current",
    );
    expect(knownError(demo).code).toBe("ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN");
  });

  it("deletes the project: its keys and the owner's token stop working, and it leaves the list", async () => {
    const token = await internalUser();
    const { id } = (await createProject(token, { display_name: "Doomed" })).body;
    const deleted = await withOwnerToken(
      id,
      "admin",
      token,
      "DELETE",
      "/internal/projects/current",
      {},
    );
    expect(deleted.body).toEqual({ success: true });
    const after = await withOwnerToken(id, "admin", token, "GET", "/internal/projects/current");
    expect(knownError(after)).toMatchObject({ status: 400, code: "CURRENT_PROJECT_NOT_FOUND" });
    const list = await call(emulator, "GET", "/internal/projects", asOwner(token));
    expect(list.body.items).toEqual([]);
  });
});
