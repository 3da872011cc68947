import { describe, expect, it } from "vitest";
import { defaultProjectConfig, type ProjectRecord, ProjectStore } from "../store/project-store.js";
import {
  applyConfigOverride,
  initialConfigOverrides,
  renderConfig,
  resolveProjectSettings,
} from "./resolve-config.js";

const keys = { publishableClientKey: "pck", secretServerKey: "ssk", superSecretAdminKey: "sak" };

describe("resolveProjectSettings", () => {
  it("a project's starting config comes back unchanged from its initial overrides", () => {
    const config = {
      ...defaultProjectConfig(),
      magic_link_enabled: true,
      domains: [{ domain: "https://app.example.com", handler_path: "/auth" }],
      oauth_providers: [
        { id: "github", type: "shared" as const, enabled: true },
        {
          id: "gitlab",
          type: "standard" as const,
          enabled: false,
          client_id: "id",
          client_secret: "secret",
        },
      ],
      email_config: {
        type: "standard" as const,
        host: "smtp.example.com",
        port: 587,
        username: "mailer",
        password: "pw",
        sender_name: "Example",
        sender_email: "noreply@example.com",
      },
    };
    const settings = resolveProjectSettings(initialConfigOverrides(config, true));
    expect(settings.config).toEqual(config);
    expect(settings.requirePublishableClientKey).toBe(true);
  });

  it("a provider without a type is left out, as the service leaves it out", () => {
    const overrides = initialConfigOverrides(defaultProjectConfig(), false);
    overrides.environment["auth.oauth.providers.google.allowSignIn"] = true;
    expect(renderConfig(overrides).auth).toMatchObject({ oauth: { providers: {} } });
    expect(resolveProjectSettings(overrides).config.oauth_providers).toEqual([]);
  });
});

describe("applyConfigOverride", () => {
  it("a project stored before overrides existed keeps its settings (older data directories)", () => {
    const project = new ProjectStore().create({
      id: "p",
      displayName: "P",
      keys,
      config: { passkey_enabled: true },
    });
    // As a record of an older data directory reads: settings, no overrides.
    const old = project as Partial<ProjectRecord>;
    delete old.configOverrides;
    applyConfigOverride(project, "environment", { "auth.allowSignUp": false });
    expect(project.config).toMatchObject({ passkey_enabled: true, sign_up_enabled: false });
    expect(project.requirePublishableClientKey).toBe(true);
  });
});

describe("renderConfig, with an override stored before such keys were refused (prototype pollution)", () => {
  it("skips __proto__ at every level and leaves Object.prototype alone", () => {
    const overrides = initialConfigOverrides(defaultProjectConfig(), false);
    overrides.environment = {
      ...overrides.environment,
      ...JSON.parse(
        '{"apps.__proto__.polluted":true,"apps":{"__proto__":{"polluted":true}},"auth.oauth.providers":{"__proto__":{"type":"github"}}}',
      ),
    };
    const names = Object.getOwnPropertyNames(Object.prototype).sort();
    const config = renderConfig(overrides);
    expect(config.apps).toEqual({ installed: {} });
    expect(Object.keys(config.auth as object)).not.toContain("__proto__");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).type).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(names);
  });
});
