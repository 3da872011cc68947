import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  OAUTH_PROVIDER_IDS,
  oauthProviderIdSchema,
  oauthProviderProblems,
  PROJECT_CONFIG_SCALAR_FIELDS,
  permissionIdSchema,
  repeatedOAuthProviderIndex,
  SHARED_OAUTH_PROVIDER_IDS,
  trustedDomainSchema,
} from "./project-config.js";

describe("OAuth providers", () => {
  it("are the service's twelve, four of them with shared keys", () => {
    expect(OAUTH_PROVIDER_IDS).toHaveLength(12);
    expect(OAUTH_PROVIDER_IDS).toContain("twitch");
    expect(SHARED_OAUTH_PROVIDER_IDS).toEqual(["google", "github", "microsoft", "spotify"]);
    expect(v.is(oauthProviderIdSchema, "myspace")).toBe(false);
  });

  it("a standard provider needs its own client id and secret", () => {
    expect(oauthProviderProblems({ id: "google", type: "standard", clientId: "id" })).toEqual([
      { field: "clientSecret", message: "is required for a standard provider" },
    ]);
    expect(
      oauthProviderProblems({ id: "apple", type: "standard", clientId: "a", clientSecret: "b" }),
    ).toEqual([]);
  });

  it("shared keys exist only for the four providers that have them", () => {
    expect(oauthProviderProblems({ id: "github", type: "shared" })).toEqual([]);
    expect(oauthProviderProblems({ id: "apple", type: "shared" })).toEqual([
      { field: "type", message: "shared keys exist only for google, github, microsoft, spotify" },
    ]);
  });

  it("finds the first provider listed twice", () => {
    expect(repeatedOAuthProviderIndex([{ id: "github" }, { id: "google" }])).toBe(-1);
    expect(repeatedOAuthProviderIndex([{ id: "github" }, { id: "google" }, { id: "github" }])).toBe(
      2,
    );
  });
});

describe("config fields", () => {
  it.each<[string, boolean]>([
    ["team_member", true],
    ["$read_members", true],
    ["org:admin", true],
    ["Admin", false],
    ["team member", false],
    ["", false],
  ])("permission id %j is %s", (id, accepted) => {
    expect(v.is(permissionIdSchema, id)).toBe(accepted);
  });

  it("trusted domains are http(s) URLs", () => {
    expect(v.is(trustedDomainSchema, "https://**.example.com")).toBe(true);
    expect(v.is(trustedDomainSchema, "ftp://example.com")).toBe(false);
  });

  it("each scalar field maps a camelCase option to its snake_case wire name", () => {
    for (const [option, [wireName]] of Object.entries(PROJECT_CONFIG_SCALAR_FIELDS)) {
      expect(wireName).toBe(option.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
    }
  });
});
