import { defineHexclaveConfig, defineStackConfig } from "@app/core";
import { describe, expect, it } from "vitest";

describe("defineStackConfig (a project config as code, as the reference SDK writes it)", () => {
  it("returns the config unchanged, typed by the config's own keys", () => {
    const config = defineStackConfig({
      "auth.allowSignUp": false,
      "onboarding.requireEmailVerification": true,
    });
    expect(config).toEqual({
      "auth.allowSignUp": false,
      "onboarding.requireEmailVerification": true,
    });
    // @ts-expect-error a value of the wrong type
    defineStackConfig({ "auth.allowSignUp": "no" });
    expect(defineHexclaveConfig).toBe(defineStackConfig);
  });
});
