import type { ConfigOverride } from "@app/core/admin";
import { afterEach, describe, expect, it } from "vitest";
import {
  countRequests,
  type RequestLog,
  uniqueEmail,
  useHarness,
} from "../../test-utils/emulator-harness.js";

const h = useHarness();
afterEach(() => h.emulator.reset());

describe("project.getConfig()", () => {
  it("reads the effective config, defaults filled in", async () => {
    const config = await (await h.admin().getProject()).getConfig();
    expect(config.auth).toMatchObject({
      allowSignUp: true,
      password: { allowSignIn: true },
      oauth: { accountMergeStrategy: "link_method" },
    });
    expect(config.onboarding.requireEmailVerification).toBe(false);
    expect(config.auth.oauth.providers.github).toMatchObject({ type: "github", allowSignIn: true });
  });

  it("reads at once share one request and one object; an awaited read asks anew (issue 29)", async () => {
    const log: RequestLog = [];
    const project = await h.admin(log).getProject();
    const [first, second] = await Promise.all([project.getConfig(), project.getConfig()]);
    expect(second).toBe(first);
    expect(countRequests(log, "GET /internal/config")).toBe(1);
    expect(await project.getConfig()).toEqual(first);
    expect(countRequests(log, "GET /internal/config")).toBe(2);
  });
});

describe("project.updateConfig()", () => {
  it("writes dotted keys, and the config, the project and clients follow at once", async () => {
    const log: RequestLog = [];
    const admin = h.admin(log);
    const project = await admin.getProject();
    await project.getConfig();
    await project.updateConfig({ "auth.allowSignUp": false, "apiKeys.enabled.user": true });

    expect((await project.getConfig()).auth.allowSignUp).toBe(false);
    expect(countRequests(log, "GET /internal/config")).toBe(2);
    expect(countRequests(log, "PATCH /internal/config/override/environment")).toBe(1);
    expect((await admin.getProject()).config).toMatchObject({
      signUpEnabled: false,
      allowUserApiKeys: true,
    });
    const signUp = h.client().signUpWithCredential({
      email: uniqueEmail(),
      password: "a-good-password",
      noRedirect: true,
    });
    await expect(signUp).rejects.toMatchObject({ code: "SIGN_UP_NOT_ENABLED" });
  });

  it("requireEmailVerification makes a newly signed-up user restricted (email_not_verified)", async () => {
    await (await h.admin().getProject()).updateConfig({
      "onboarding.requireEmailVerification": true,
    });
    const app = h.client();
    const result = await app.signUpWithCredential({
      email: uniqueEmail(),
      password: "a-good-password",
      noRedirect: true,
    });
    expect(result.status).toBe("ok");
    const user = await app.getUser({ or: "throw", includeRestricted: true });
    expect(user?.isRestricted).toBe(true);
    expect(user?.restrictedReason).toEqual({ type: "email_not_verified" });
  });

  it("refuses an unknown key or a wrong value with the service's message, and changes nothing", async () => {
    const project = await h.admin().getProject();
    const before = await project.getConfig();
    // @ts-expect-error a misspelt key does not compile either
    const typo: ConfigOverride = { "onboarding.requireEmail": true };
    await expect(project.updateConfig(typo)).rejects.toThrow(
      'The key "onboarding.requireEmail" is not valid',
    );
    // @ts-expect-error nor does a value of the wrong type
    const wrongType: ConfigOverride = { "auth.allowSignUp": "no" };
    await expect(project.updateConfig(wrongType)).rejects.toThrow(
      "auth.allowSignUp must be a `boolean` type",
    );
    expect(await project.getConfig()).toEqual(before);
  });

  it("refuses anything but an object of keys with a TypeError, before sending", async () => {
    const log: RequestLog = [];
    const project = await h.admin(log).getProject();
    await expect(project.updateConfig([] as unknown as ConfigOverride)).rejects.toThrow(TypeError);
    expect(countRequests(log, "PATCH /internal/config/override/environment")).toBe(0);
  });

  it("project.update() reloads the config too, as both change the same settings", async () => {
    const project = await h.admin().getProject();
    expect((await project.getConfig()).auth.passkey.allowSignIn).toBe(true);
    await project.update({ config: { passkeyEnabled: false } });
    expect((await project.getConfig()).auth.passkey.allowSignIn).toBe(false);
  });
});

describe("ConfigOverride", () => {
  it("nested sections, record entries and null resets are written as typed", async () => {
    const project = await h.admin().getProject();
    const change: ConfigOverride = {
      auth: { allowSignUp: true, password: { allowSignIn: false } },
      "auth.oauth.accountMergeStrategy": "raise_error",
      "domains.trustedDomains.production": { baseUrl: "https://app.example.com" },
      "teams.allowClientTeamCreation": null,
    };
    await project.updateConfig(change);
    const config = await project.getConfig();
    expect(config.auth.password.allowSignIn).toBe(false);
    expect(config.auth.oauth.accountMergeStrategy).toBe("raise_error");
    expect(config.domains.trustedDomains.production).toEqual({
      baseUrl: "https://app.example.com",
      handlerPath: "/handler",
    });
    expect(config.teams.allowClientTeamCreation).toBe(false);
  });
});
