import { KnownErrors } from "@app/core";
import { StackAdminApp } from "@app/core/admin";
import { describe, expect, it, vi } from "vitest";
import { useHarness } from "../testing/emulator-harness.js";

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
    expect(project.userCount).toBeGreaterThanOrEqual(1);
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
