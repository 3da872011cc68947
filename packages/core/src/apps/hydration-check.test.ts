import { describe, expect, it } from "vitest";
import { dehydratedStateProblem } from "./hydration-check.js";

const user = {
  id: "u1",
  primary_email: "ada@example.com",
  primary_email_verified: true,
  display_name: null,
  client_metadata: null,
  client_read_only_metadata: null,
  profile_image_url: null,
  signed_up_at_millis: 1,
  has_password: true,
  auth_with_email: true,
  oauth_providers: [],
  selected_team_id: null,
  selected_team: null,
  requires_totp_mfa: false,
  otp_auth_enabled: false,
  passkey_auth_enabled: false,
  is_anonymous: false,
};
const project = { id: "p", displayName: "Demo", config: { oauthProviders: [] } };

describe("the shape check of a dehydrated state", () => {
  it("accepts a signed-in, a signed-out and a project-only state", () => {
    expect(dehydratedStateProblem({ projectId: "p", user, project })).toBeNull();
    expect(dehydratedStateProblem({ projectId: "p", user: null })).toBeNull();
    expect(dehydratedStateProblem({ projectId: "p" })).toBeNull();
  });

  it("names the first bad field and what it held", () => {
    expect(dehydratedStateProblem("{}")).toBe("the state: expected object, got string");
    expect(dehydratedStateProblem({ projectId: 7 })).toBe("projectId: expected string, got number");
    expect(dehydratedStateProblem({ projectId: "p", user: { ...user, is_anonymous: "no" } })).toBe(
      "user.is_anonymous: expected boolean, got string",
    );
    expect(
      dehydratedStateProblem({ projectId: "p", user: { ...user, primary_email: undefined } }),
    ).toBe("user.primary_email: expected string or null, got undefined");
    expect(dehydratedStateProblem({ projectId: "p", project: { ...project, config: {} } })).toBe(
      "project.config.oauthProviders: expected array, got undefined",
    );
  });
});
