import { describe, expect, it } from "vitest";
import {
  call,
  DEMO_PROJECT,
  INTERNAL_PROJECT,
  knownError,
  startTestEmulator,
  useTestEmulator,
} from "../testing/harness.js";

const emulator = useTestEmulator();

const adminPatch = (body: unknown) =>
  call(emulator, "PATCH", "/internal/projects/current", { access: "admin", body });

describe("GET /projects/current", () => {
  it("shows the seeded demo project's public config to any client", async () => {
    const res = await call(emulator, "GET", "/projects/current");
    expect(res.body).toEqual({
      id: DEMO_PROJECT.id,
      display_name: "Demo Project",
      config: {
        sign_up_enabled: true,
        credential_enabled: true,
        magic_link_enabled: true,
        passkey_enabled: true,
        client_team_creation_enabled: true,
        client_user_deletion_enabled: false,
        // On, for the example app's API keys pages (issue 33: they were a dead end).
        allow_user_api_keys: true,
        allow_team_api_keys: true,
        enabled_oauth_providers: [{ id: "github" }, { id: "google" }],
        domains: [],
      },
    });
  });
});

describe("/internal/projects/current (admin)", () => {
  it("reads the admin view", async () => {
    const res = await call(emulator, "GET", "/internal/projects/current", { access: "admin" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: DEMO_PROJECT.id,
      display_name: "Demo Project",
      is_production_mode: false,
      config: {
        allow_localhost: true,
        oauth_providers: [
          { id: "github", type: "shared" },
          { id: "google", type: "shared" },
        ],
        domains: [],
        create_team_on_sign_up: false,
      },
    });
    expect(res.body.created_at_millis).toBeLessThanOrEqual(Date.now());
  });

  it("answers the service's admin project at its suite's pinned version: no config id, user_count or is_development_environment, email_theme a theme id, provider_config_id and no enabled on each provider", async () => {
    const res = await call(emulator, "GET", "/internal/projects/current", { access: "admin" });
    expect(Object.keys(res.body).sort()).toEqual([
      "config",
      "created_at_millis",
      "description",
      "display_name",
      "id",
      "is_production_mode",
      "logo_dark_mode_url",
      "logo_full_dark_mode_url",
      "logo_full_url",
      "logo_url",
      "onboarding_status",
      "owner_team_id",
    ]);
    expect(res.body.config).not.toHaveProperty("id");
    // The id of the service's "Default Light" theme.
    expect(res.body.config.email_theme).toBe("1df07ae6-abf3-4a40-83a5-a1a2cbe336ac");
    expect(res.body.config.oauth_providers).toEqual([
      { id: "github", provider_config_id: "github", type: "shared" },
      { id: "google", provider_config_id: "google", type: "shared" },
    ]);
    // provider_config_id is read-only: a write that sends it back is refused, as on the service.
    const echoed = await adminPatch({
      config: { oauth_providers: res.body.config.oauth_providers },
    });
    expect(knownError(echoed).code).toBe("SCHEMA_ERROR");
  });

  it("updates the project and its config, which clients then see", async () => {
    const res = await adminPatch({
      display_name: "Renamed",
      description: "Our app",
      config: {
        magic_link_enabled: false,
        domains: [{ domain: "https://app.example.com", handler_path: "/handler" }],
        oauth_providers: [
          { id: "github", type: "shared", enabled: true },
          { id: "google", type: "standard", client_id: "gid", client_secret: "gsecret" },
          { id: "discord", type: "standard", enabled: false, client_id: "d", client_secret: "s" },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      display_name: "Renamed",
      description: "Our app",
      config: {
        magic_link_enabled: false,
        sign_up_enabled: true,
        domains: [{ domain: "https://app.example.com", handler_path: "/handler" }],
        oauth_providers: [
          { id: "github", type: "shared" },
          { id: "google", type: "standard", client_id: "gid", client_secret: "gsecret" },
        ],
        enabled_oauth_providers: [{ id: "github" }, { id: "google" }],
      },
    });
    const client = await call(emulator, "GET", "/projects/current");
    expect(client.body.display_name).toBe("Renamed");
    expect(client.body.config.enabled_oauth_providers).toEqual([
      { id: "github" },
      { id: "google" },
    ]);
    expect(client.body.config.magic_link_enabled).toBe(false);
    await adminPatch({
      display_name: "Demo Project",
      config: {
        magic_link_enabled: true,
        domains: [],
        oauth_providers: [
          { id: "github", type: "shared", enabled: true },
          { id: "google", type: "shared", enabled: true },
        ],
      },
    });
  });

  // Regression: onboarding_status was accepted and dropped; the admin always read "completed".
  it("stores the onboarding status an admin writes and returns it", async () => {
    const before = await call(emulator, "GET", "/internal/projects/current", { access: "admin" });
    expect(before.body.onboarding_status).toBe("completed");
    const res = await adminPatch({ onboarding_status: "apps_selection" });
    expect(res.body.onboarding_status).toBe("apps_selection");
    const after = await call(emulator, "GET", "/internal/projects/current", { access: "admin" });
    expect(after.body.onboarding_status).toBe("apps_selection");
    await adminPatch({ onboarding_status: "completed" });
  });

  it("validates the config and names the field", async () => {
    const domain = await adminPatch({
      config: { domains: [{ domain: "not a url", handler_path: "/handler" }] },
    });
    expect(knownError(domain)).toMatchObject({ status: 400, code: "SCHEMA_ERROR" });
    expect(domain.body.error).toBe("body.config.domains[0].domain: must be a valid URL");

    // Regression: a trusted domain of another scheme was stored.
    for (const bad of ["ftp://files.example.com", "javascript://example.com/%0aalert(1)"]) {
      const scheme = await adminPatch({
        config: { domains: [{ domain: bad, handler_path: "/handler" }] },
      });
      expect(knownError(scheme)).toMatchObject({ status: 400, code: "SCHEMA_ERROR" });
      expect(scheme.body.error).toBe("body.config.domains[0].domain: must be an http or https URL");
    }

    const handler = await adminPatch({
      config: { domains: [{ domain: "https://a.example.com", handler_path: "handler" }] },
    });
    expect(handler.body.error).toBe(
      "body.config.domains[0].handler_path: must start with '/' (and not '//', which would leave the site)",
    );

    const secretless = await adminPatch({
      config: { oauth_providers: [{ id: "google", type: "standard", client_id: "gid" }] },
    });
    expect(secretless.body.error).toBe(
      "body.config.oauth_providers[0].client_secret: is required for a standard provider",
    );

    const noShared = await adminPatch({
      config: { oauth_providers: [{ id: "apple", type: "shared" }] },
    });
    expect(noShared.body.error).toMatch(
      /^body\.config\.oauth_providers\[0\]\.type: shared keys exist only for/,
    );

    const unknownProvider = await adminPatch({
      config: { oauth_providers: [{ id: "myspace", type: "shared" }] },
    });
    expect(unknownProvider.body.error).toMatch(
      /^body\.config\.oauth_providers\[0\]\.id: must be one of the following values: google, github/,
    );

    const strategy = await adminPatch({ config: { oauth_account_merge_strategy: "merge" } });
    expect(strategy.body.error).toBe(
      "body.config.oauth_account_merge_strategy: must be one of the following values: link_method, raise_error, allow_duplicates",
    );
    const unchanged = await call(emulator, "GET", "/projects/current");
    expect(unchanged.body.config.domains).toEqual([]);
  });

  it("keeps a provider left out of a new list stored, off and unlisted, until it is listed again", async () => {
    await adminPatch({
      config: {
        oauth_providers: [
          { id: "github", type: "shared" },
          { id: "gitlab", type: "standard", client_id: "gl-id", client_secret: "gl-secret" },
        ],
      },
    });
    const res = await adminPatch({
      config: { oauth_providers: [{ id: "github", type: "shared" }] },
    });
    // Only the providers that are on are listed, as on the service (no `enabled` field).
    expect(res.body.config.oauth_providers).toEqual([
      { id: "github", provider_config_id: "github", type: "shared" },
    ]);
    expect(res.body.config.enabled_oauth_providers).toEqual([{ id: "github" }]);
    const client = await call(emulator, "GET", "/projects/current");
    expect(client.body.config.enabled_oauth_providers).toEqual([{ id: "github" }]);
    // Listed again, it is on again.
    const back = await adminPatch({
      config: {
        oauth_providers: [
          { id: "gitlab", type: "standard", client_id: "gl-id", client_secret: "gl-secret" },
        ],
      },
    });
    expect(back.body.config.enabled_oauth_providers).toEqual([{ id: "gitlab" }]);
    expect(back.body.config.oauth_providers).toEqual([
      {
        id: "gitlab",
        provider_config_id: "gitlab",
        type: "standard",
        client_id: "gl-id",
        client_secret: "gl-secret",
      },
    ]);
  });

  it("keeps default permissions in the order given, as the service lists them", async () => {
    const lists = [
      [{ id: "team_member" }, { id: "$read_members" }, { id: "team_admin" }],
      [{ id: "team_admin" }, { id: "team_member" }, { id: "$read_members" }],
    ];
    for (const permissions of lists) {
      const res = await adminPatch({
        config: {
          team_creator_default_permissions: permissions,
          team_member_default_permissions: permissions,
        },
      });
      expect(res.body.config.team_creator_default_permissions).toEqual(permissions);
      expect(res.body.config.team_member_default_permissions).toEqual(permissions);
    }
    await adminPatch({
      config: {
        team_creator_default_permissions: [{ id: "team_admin" }],
        team_member_default_permissions: [{ id: "team_member" }],
      },
    });
  });

  it("refuses an e-mail theme the project does not have with the service's 400 text, and keeps the old one", async () => {
    const res = await adminPatch({
      config: { email_theme: "00000000-0000-4000-8000-00000000dead" },
    });
    expect(res.status).toBe(400);
    expect(res.text).toBe("Invalid email theme");
    const after = await call(emulator, "GET", "/internal/projects/current", { access: "admin" });
    expect(after.body.config.email_theme).toBe("1df07ae6-abf3-4a40-83a5-a1a2cbe336ac");
    // The names older versions of the service used are themes too.
    for (const theme of ["default-dark", "a0172b5d-cff0-463b-83bb-85124697373a", "default-light"]) {
      const res = await adminPatch({ config: { email_theme: theme } });
      expect(res.body.config.email_theme).toBe(theme);
    }
    await adminPatch({ config: { email_theme: "1df07ae6-abf3-4a40-83a5-a1a2cbe336ac" } });
  });

  it("stores every setting of the config", async () => {
    const before = await call(emulator, "GET", "/internal/projects/current", { access: "admin" });
    // Every setting, sent and read back the same.
    const settings = {
      allow_localhost: false,
      create_team_on_sign_up: true,
      sign_up_enabled: false,
      credential_enabled: false,
      passkey_enabled: true,
      client_team_creation_enabled: false,
      client_user_deletion_enabled: true,
      allow_user_api_keys: true,
      allow_team_api_keys: true,
      oauth_account_merge_strategy: "raise_error",
      team_creator_default_permissions: [{ id: "$update_team" }, { id: "org:owner" }],
      team_member_default_permissions: [{ id: "$read_members" }],
      user_default_permissions: [{ id: "beta_tester" }],
      email_theme: "a0172b5d-cff0-463b-83bb-85124697373a",
      email_config: {
        type: "standard",
        host: "smtp.example.com",
        port: 587,
        username: "mailer",
        password: "mail-secret",
        sender_name: "My App",
        sender_email: "noreply@example.com",
      },
    };
    const res = await adminPatch({ is_production_mode: true, config: settings });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ is_production_mode: true, config: settings });
    const client = await call(emulator, "GET", "/projects/current");
    expect(client.body.config).toMatchObject({
      sign_up_enabled: false,
      credential_enabled: false,
      passkey_enabled: true,
      client_user_deletion_enabled: true,
      allow_user_api_keys: true,
    });
    expect(client.body.config.email_config).toBeUndefined();
    const shared = await adminPatch({ config: { email_config: { type: "shared" } } });
    expect(shared.body.config.email_config).toEqual({ type: "shared" });
    const { config } = before.body;
    await adminPatch({
      is_production_mode: false,
      config: {
        allow_localhost: config.allow_localhost,
        create_team_on_sign_up: config.create_team_on_sign_up,
        sign_up_enabled: config.sign_up_enabled,
        credential_enabled: config.credential_enabled,
        passkey_enabled: config.passkey_enabled,
        client_team_creation_enabled: config.client_team_creation_enabled,
        client_user_deletion_enabled: config.client_user_deletion_enabled,
        allow_user_api_keys: config.allow_user_api_keys,
        allow_team_api_keys: config.allow_team_api_keys,
        oauth_account_merge_strategy: config.oauth_account_merge_strategy,
        team_creator_default_permissions: config.team_creator_default_permissions,
        team_member_default_permissions: config.team_member_default_permissions,
        user_default_permissions: config.user_default_permissions,
        email_theme: config.email_theme,
      },
    });
  });

  it("checks the e-mail server config: a port is an integer from 0 to 65535", async () => {
    const server = {
      type: "standard",
      host: "smtp.example.com",
      username: "u",
      password: "p",
      sender_name: "App",
      sender_email: "noreply@example.com",
    };
    const cases: [unknown, string][] = [
      [{ ...server, port: 65536 }, "body.config.email_config.port: must be at most 65535"],
      [{ ...server, port: -1 }, "body.config.email_config.port: must be at least 0"],
      [{ ...server, port: 25.5 }, "body.config.email_config.port: must be an integer"],
      [{ ...server, port: "25" }, "body.config.email_config.port: must be a number"],
      [{ ...server, port: 25, host: "" }, "body.config.email_config.host: must not be empty"],
      [
        { ...server, port: 25, sender_email: "nope" },
        "body.config.email_config.sender_email: must be a valid email",
      ],
      [{ type: "standard" }, "body.config.email_config.host: is required"],
      [
        { type: "resend" },
        "body.config.email_config.type: must be one of the following values: shared, standard",
      ],
    ];
    for (const [email_config, message] of cases) {
      const res = await adminPatch({ config: { email_config } });
      expect(knownError(res)).toMatchObject({ status: 400, code: "SCHEMA_ERROR" });
      expect(res.body.error.split("\n")[0]).toBe(message);
    }
    for (const port of [0, 65535]) {
      const res = await adminPatch({ config: { email_config: { ...server, port } } });
      expect(res.body.config.email_config.port).toBe(port);
    }
    await adminPatch({ config: { email_config: { type: "shared" } } });
  });

  it("is for admins: client and server access, and admin access without a key, are refused", async () => {
    for (const access of ["client", "server"] as const) {
      const res = await call(emulator, "GET", "/internal/projects/current", { access });
      expect(knownError(res)).toMatchObject({ status: 401, code: "INSUFFICIENT_ACCESS_TYPE" });
      const patch = await call(emulator, "PATCH", "/internal/projects/current", {
        access,
        body: { display_name: "Hijacked" },
      });
      expect(knownError(patch).code).toBe("INSUFFICIENT_ACCESS_TYPE");
    }
    const keyless = await call(emulator, "DELETE", "/internal/projects/current", {
      access: null,
      headers: { "x-stack-project-id": DEMO_PROJECT.id, "x-stack-access-type": "admin" },
      body: {},
    });
    expect(knownError(keyless)).toMatchObject({
      status: 401,
      code: "ADMIN_AUTHENTICATION_REQUIRED",
    });
    const wrong = await call(emulator, "DELETE", "/internal/projects/current", {
      access: "admin",
      headers: { "x-stack-super-secret-admin-key": "sak_wrong" },
      body: {},
    });
    expect(knownError(wrong).code).toBe("INVALID_SUPER_SECRET_ADMIN_KEY");
    const still = await call(emulator, "GET", "/projects/current");
    expect(still.body.display_name).toBe("Demo Project");
  });

  it("deletes the project, after which its keys no longer work", async () => {
    const victim = await startTestEmulator();
    try {
      const res = await call(victim, "DELETE", "/internal/projects/current", {
        access: "admin",
        body: {},
      });
      expect(res.body).toEqual({ success: true });
      const after = await call(victim, "GET", "/projects/current");
      expect(knownError(after)).toMatchObject({ status: 400, code: "CURRENT_PROJECT_NOT_FOUND" });
      const internal = await call(victim, "DELETE", "/internal/projects/current", {
        access: "admin",
        project: INTERNAL_PROJECT,
        body: {},
      });
      expect(internal.status).toBe(400);
    } finally {
      await victim.stop();
    }
  });
});
