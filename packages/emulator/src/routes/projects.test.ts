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
        allow_user_api_keys: false,
        allow_team_api_keys: false,
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
      user_count: 1,
      config: {
        allow_localhost: true,
        oauth_providers: [
          { id: "github", type: "shared", enabled: true },
          { id: "google", type: "shared", enabled: true },
        ],
        domains: [],
        create_team_on_sign_up: false,
      },
    });
    expect(res.body.created_at_millis).toBeLessThanOrEqual(Date.now());
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
          { id: "github", type: "shared", enabled: true },
          {
            id: "google",
            type: "standard",
            enabled: true,
            client_id: "gid",
            client_secret: "gsecret",
          },
          { id: "discord", type: "standard", enabled: false },
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
