import { KnownErrors } from "@app/core";
import { StackAdminApp } from "@app/core/admin";
import { describe, expect, it, vi } from "vitest";
import { type RequestLog, startHarness, useHarness } from "../test-utils/emulator-harness.js";

const h = useHarness();

describe("the admin project", () => {
  it("reads the full configuration", async () => {
    const project = await h.admin().getProject();
    expect(project).toMatchObject({
      id: h.emulator.projectId,
      displayName: "Demo Project",
      isProductionMode: false,
      config: {
        allowLocalhost: true,
        credentialEnabled: true,
        oauthAccountMergeStrategy: expect.any(String),
        domains: [],
      },
    });
    expect(project.createdAt).toBeInstanceOf(Date);
  });

  it("updates name, description and config, and clients see the config", async () => {
    const admin = h.admin();
    const original = await admin.getProject();
    try {
      const updated = await admin.updateProject({
        displayName: "Renamed Project",
        description: "for tests",
        config: {
          magicLinkEnabled: false,
          domains: [{ domain: "https://app.example.com", handlerPath: "/handler" }],
          oauthProviders: [{ id: "github", type: "shared", enabled: true }],
        },
      });
      expect(updated).toMatchObject({
        displayName: "Renamed Project",
        description: "for tests",
        config: {
          magicLinkEnabled: false,
          domains: [{ domain: "https://app.example.com", handlerPath: "/handler" }],
        },
      });
      // The demo project's google, left out, is off: the service lists the enabled ones only.
      expect(updated.config.oauthProviders).toEqual([
        expect.objectContaining({ id: "github", type: "shared", enabled: true }),
      ]);
      const client = await h.client().getProject();
      expect(client.config.magicLinkEnabled).toBe(false);
      expect(client.config.oauthProviders).toEqual([{ id: "github" }]);
    } finally {
      await original.update({
        displayName: original.displayName,
        description: original.description,
        config: {
          magicLinkEnabled: original.config.magicLinkEnabled,
          domains: original.config.domains,
          oauthProviders: original.config.oauthProviders,
        },
      });
    }
    expect((await admin.getProject()).displayName).toBe(original.displayName);
  });

  it("refuses bad config before sending: a standard provider needs its client id and secret", async () => {
    const admin = h.admin();
    await expect(
      admin.updateProject({
        config: { oauthProviders: [{ id: "google", type: "standard", enabled: true }] },
      }),
    ).rejects.toThrow(/needs clientId and clientSecret/);
    await expect(
      admin.updateProject({ config: { domains: [{ domain: "not a url", handlerPath: "/h" }] } }),
    ).rejects.toThrow(/domains/);
    await expect(admin.updateProject({ config: { signUpEnabeld: true } as never })).rejects.toThrow(
      /unknown option "signUpEnabeld"/,
    );
  });

  it("a wrong admin key gives INVALID_SUPER_SECRET_ADMIN_KEY", async () => {
    const admin = new StackAdminApp({
      baseUrl: h.emulator.url,
      projectId: h.emulator.projectId,
      publishableClientKey: h.emulator.publishableClientKey,
      superSecretAdminKey: "sak_wrong",
    });
    const error = await admin.getProject().catch((e: unknown) => e);
    expect(KnownErrors.InvalidSuperSecretAdminKey.isInstance(error)).toBe(true);
  });
});

describe("the full project config", () => {
  it("reads every field of the admin view", async () => {
    const project = await h.admin().getProject();
    expect(project).toMatchObject({
      isDevelopmentEnvironment: false,
      ownerTeamId: null,
      onboardingStatus: "completed",
      logoUrl: null,
      config: {
        emailConfig: { type: "shared" },
        emailTheme: "1df07ae6-abf3-4a40-83a5-a1a2cbe336ac", // the service's default theme id
        createTeamOnSignUp: false,
        teamCreatorDefaultPermissions: [{ id: "team_admin" }],
        teamMemberDefaultPermissions: [{ id: "team_member" }],
        userDefaultPermissions: [],
      },
    });
  });

  it("changes the e-mail server, default permissions, merge strategy and switches", async () => {
    const admin = h.admin();
    const emailConfig = {
      type: "standard" as const,
      host: "smtp.example.com",
      port: 465,
      username: "mailer",
      password: "mail-secret",
      senderName: "Demo",
      senderEmail: "noreply@example.com",
    };
    const updated = await admin.updateProject({
      config: {
        emailConfig,
        emailTheme: "default-dark",
        createTeamOnSignUp: true,
        allowLocalhost: false,
        oauthAccountMergeStrategy: "allow_duplicates",
        teamCreatorDefaultPermissions: [{ id: "$update_team" }],
        userDefaultPermissions: [{ id: "reader" }],
        clientUserDeletionEnabled: true,
        allowTeamApiKeys: true,
      },
    });
    expect(updated.config).toMatchObject({
      emailConfig,
      emailTheme: "default-dark",
      createTeamOnSignUp: true,
      allowLocalhost: false,
      oauthAccountMergeStrategy: "allow_duplicates",
      teamCreatorDefaultPermissions: [{ id: "$update_team" }],
      userDefaultPermissions: [{ id: "reader" }],
      clientUserDeletionEnabled: true,
      allowTeamApiKeys: true,
    });
    expect((await h.client().getProject()).config.clientUserDeletionEnabled).toBe(true);
    await admin.updateProject({
      config: {
        emailConfig: { type: "shared" },
        emailTheme: "1df07ae6-abf3-4a40-83a5-a1a2cbe336ac", // the service's default theme id
        createTeamOnSignUp: false,
        allowLocalhost: true,
        oauthAccountMergeStrategy: "link_method",
        teamCreatorDefaultPermissions: [{ id: "team_admin" }],
        userDefaultPermissions: [],
        clientUserDeletionEnabled: false,
        allowTeamApiKeys: false,
      },
    });
  });

  it("takes providers without `enabled` (on), and a dropped one is off and no longer listed", async () => {
    const admin = h.admin();
    await admin.updateProject({
      config: {
        oauthProviders: [
          { id: "google", type: "shared" },
          { id: "discord", type: "standard", clientId: "d-id", clientSecret: "d-secret" },
        ],
      },
    });
    const after = await admin.updateProject({
      config: { oauthProviders: [{ id: "google", type: "shared" }] },
    });
    expect(after.config.oauthProviders).toEqual([
      expect.objectContaining({ id: "google", type: "shared", enabled: true }),
    ]);
    expect((await h.client().getProject()).config.oauthProviders).toEqual([{ id: "google" }]);
    await admin.updateProject({ config: { oauthProviders: [] } });
  });

  it("refuses a bad e-mail server before sending: the port is an integer from 0 to 65535", async () => {
    const log: RequestLog = [];
    const admin = h.admin(log);
    const server = {
      type: "standard" as const,
      host: "smtp.example.com",
      username: "u",
      password: "p",
      senderName: "Demo",
      senderEmail: "noreply@example.com",
    };
    await expect(
      admin.updateProject({ config: { emailConfig: { ...server, port: 65536 } } }),
    ).rejects.toThrow(/updateProject\(\) config: emailConfig\.port must be at most 65535/);
    await expect(
      admin.updateProject({ config: { emailConfig: { ...server, port: 2.5 } } }),
    ).rejects.toThrow(/emailConfig\.port must be an integer/);
    await expect(
      admin.updateProject({ config: { emailConfig: { ...server, port: 25, senderEmail: "x" } } }),
    ).rejects.toThrow(/emailConfig\.senderEmail must be a valid email/);
    await expect(
      admin.updateProject({ config: { emailConfig: { type: "standard" } as never } }),
    ).rejects.toThrow(TypeError);
    expect(log).toEqual([]);
  });

  it("project.update() changes the project and the next read shows it", async () => {
    const admin = h.admin();
    const project = await admin.getProject();
    await project.update({ description: "via the object", onboardingStatus: "apps_selection" });
    expect(await admin.getProject()).toMatchObject({
      description: "via the object",
      onboardingStatus: "apps_selection",
    });
    await project.update({ description: project.description, onboardingStatus: "completed" });
  });

  it("reads the project once for reads at once; a change shows in the next read", async () => {
    const log: RequestLog = [];
    const admin = h.admin(log);
    const [project] = await Promise.all([admin.getProject(), admin.getProject()]);
    expect(log.filter((line) => line === "GET /internal/projects/current")).toHaveLength(1);
    await project.update({ displayName: "Cached no more" });
    expect((await admin.getProject()).displayName).toBe("Cached no more");
    expect(log.filter((line) => line === "GET /internal/projects/current")).toHaveLength(2);
    await admin.updateProject({ displayName: "Demo Project" });
  });
});

describe("production mode checks", () => {
  it("lists what keeps the project from production, each with the fix link", async () => {
    const admin = h.admin();
    await admin.updateProject({
      config: {
        allowLocalhost: true,
        domains: [
          { domain: "http://app.example.com", handlerPath: "/handler" },
          { domain: "https://good.example.com", handlerPath: "/handler" },
        ],
      },
    });
    const project = await admin.getProject();
    const fix = `/projects/${project.id}/domains`;
    expect(await project.getProductionModeErrors()).toEqual([
      {
        message:
          "Localhost is not allowed in production mode, turn off 'Allow localhost' in project settings",
        relativeFixUrl: fix,
      },
      { message: "Trusted domains should be HTTPS: http://app.example.com", relativeFixUrl: fix },
    ]);
    await admin.updateProject({ config: { allowLocalhost: false, domains: [] } });
    expect(await (await admin.getProject()).getProductionModeErrors()).toEqual([]);
    await admin.updateProject({ config: { allowLocalhost: true } });
  });
});

describe("project.delete()", () => {
  it("deletes the project; its keys stop working", async () => {
    const other = await startHarness();
    try {
      const admin = other.admin();
      await (await admin.getProject()).delete();
      const fromAdmin = await admin.getProject().catch((e: unknown) => e);
      expect(KnownErrors.CurrentProjectNotFound.isInstance(fromAdmin)).toBe(true);
      const fromClient = await other
        .client()
        .getProject()
        .catch((e: unknown) => e);
      expect(KnownErrors.CurrentProjectNotFound.isInstance(fromClient)).toBe(true);
    } finally {
      await other.stop();
    }
  });
});

describe("the cached project", () => {
  // Regression: updateProject() left projectStore (what sign-in pages read) with the old config.
  it("updateProject() reloads projectStore for its subscribers", async () => {
    const admin = h.admin();
    const before = await admin.projectStore.getPromise();
    const seen: string[] = [];
    const stop = admin.projectStore.subscribe(() => {
      admin.projectStore.getPromise().then((project) => seen.push(project.displayName));
    });
    try {
      await admin.updateProject({ displayName: "Project after update" });
      await vi.waitFor(() => expect(seen).toContain("Project after update"));
      expect((await admin.projectStore.getPromise()).displayName).toBe("Project after update");
      expect((await admin.getProject()).displayName).toBe("Project after update");
    } finally {
      stop();
      await admin.updateProject({ displayName: before.displayName });
    }
    // Unsubscribed, the next read loads the current value instead of the cached one.
    expect((await admin.projectStore.getPromise()).displayName).toBe(before.displayName);
  });
});
