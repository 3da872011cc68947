import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { adminProjectFieldsFromJson } from "./admin-project.js";
import { adminProjectJsonSchema } from "./admin-wire.js";

/** The admin project as the current service answers it: no user count, no config id. */
const serviceJson = {
  id: "3f1e6d3a-0b4e-4c47-9a55-2f4b7f1f0c11",
  display_name: "Shop",
  description: "",
  logo_url: null,
  logo_full_url: null,
  logo_dark_mode_url: null,
  logo_full_dark_mode_url: null,
  created_at_millis: 1_700_000_000_000,
  is_production_mode: false,
  is_development_environment: false,
  owner_team_id: "9b2c7a80-7d5f-4d8e-8d43-1d0f3c6b5a22",
  onboarding_status: "completed",
  config: {
    allow_localhost: true,
    sign_up_enabled: true,
    credential_enabled: true,
    magic_link_enabled: false,
    passkey_enabled: false,
    client_team_creation_enabled: false,
    client_user_deletion_enabled: false,
    allow_user_api_keys: false,
    allow_team_api_keys: false,
    create_team_on_sign_up: false,
    domains: [],
    email_config: { type: "shared" },
    email_theme: "1df07ae6-abf3-4a40-83a5-a1a2cbe336ac",
    enabled_oauth_providers: [{ id: "google" }],
    oauth_account_merge_strategy: "link_method",
    oauth_providers: [{ id: "google", provider_config_id: "google", type: "shared" }],
    team_creator_default_permissions: [{ id: "team_admin" }],
    team_member_default_permissions: [{ id: "team_member" }],
    user_default_permissions: [],
  },
};

describe("the admin project's wire form", () => {
  it("reads the service's answer, which has no user_count, config id or is_development_environment", () => {
    const { is_development_environment: _, ...withoutEnvironment } = serviceJson;
    for (const json of [serviceJson, withoutEnvironment]) {
      const project = adminProjectFieldsFromJson(v.parse(adminProjectJsonSchema, json));
      expect(project).toMatchObject({
        id: serviceJson.id,
        displayName: "Shop",
        userCount: 0,
        isDevelopmentEnvironment: false,
        config: {
          emailTheme: "1df07ae6-abf3-4a40-83a5-a1a2cbe336ac",
          oauthProviders: [{ id: "google", type: "shared", enabled: true }],
        },
      });
      expect(project.config.id).toBeUndefined();
    }
  });

  it("still reads the user count and config id where an older service sends them", () => {
    const older = {
      ...serviceJson,
      user_count: 12,
      config: { ...serviceJson.config, id: "c0ffee00-0000-4000-8000-000000000001" },
    };
    const project = adminProjectFieldsFromJson(v.parse(adminProjectJsonSchema, older));
    expect(project.userCount).toBe(12);
    expect(project.config.id).toBe("c0ffee00-0000-4000-8000-000000000001");
  });
});
