import { KnownErrors, type StackClientApp } from "@app/core";
import { StackAdminApp } from "@app/core/admin";
import { INTERNAL_PROJECT } from "@app/emulator";
import { describe, expect, it } from "vitest";
import { type RequestLog, uniqueEmail, useHarness } from "../test-utils/emulator-harness.js";

const h = useHarness();

/** A fresh user of the `internal` project, signed in, and their app. */
async function owner(log?: RequestLog): Promise<StackClientApp> {
  const app = h.client(
    { projectId: INTERNAL_PROJECT.id, publishableClientKey: INTERNAL_PROJECT.publishableClientKey },
    log,
  );
  const result = await app.signUpWithCredential({
    email: uniqueEmail(),
    password: "owner-password",
    noRedirect: true,
  });
  expect(result.status).toBe("ok");
  return app;
}

async function ownerUser(log?: RequestLog) {
  const user = await (await owner(log)).getUser({ or: "throw" });
  if (!user) throw new Error("unreachable: or: throw");
  return user;
}

describe("user.createProject() and user.listOwnedProjects() on the internal project", () => {
  it("creates a project the user owns, with an admin app for it that needs no key", async () => {
    const user = await ownerUser();
    const project = await user.createProject({
      displayName: "My App",
      description: "made by its owner",
      config: { magicLinkEnabled: true, oauthProviders: [{ id: "github", type: "shared" }] },
    });
    expect(project).toMatchObject({
      displayName: "My App",
      description: "made by its owner",
      userCount: 0,
      isProductionMode: false,
      config: {
        magicLinkEnabled: true,
        oauthProviders: [expect.objectContaining({ id: "github", type: "shared", enabled: true })],
      },
    });
    expect(project.app).toBeInstanceOf(StackAdminApp);
    expect(project.app.projectId).toBe(project.id);

    // The owner's admin app works at every level: server (users) and admin (project, templates).
    const created = await project.app.createUser({ primaryEmail: "first@example.com" });
    expect((await project.app.listUsers()).map((u) => u.id)).toEqual([created.id]);
    expect(await project.app.getProject()).toMatchObject({ id: project.id });
    expect(await project.app.listEmailTemplates()).toHaveLength(7);
  });

  it("lists the owned projects; the list follows creation, update and deletion", async () => {
    const user = await ownerUser();
    expect(await user.listOwnedProjects()).toEqual([]);
    const first = await user.createProject({ displayName: "First" });
    const second = await user.createProject({ displayName: "Second" });
    const listed = await user.listOwnedProjects();
    expect(listed.map((p) => [p.id, p.displayName])).toEqual([
      [first.id, "First"],
      [second.id, "Second"],
    ]);
    // One admin app per project and session.
    expect(listed[0]?.app).toBe(first.app);

    await first.update({ displayName: "First, renamed" });
    expect((await user.listOwnedProjects())[0]?.displayName).toBe("First, renamed");

    await second.delete();
    expect((await user.listOwnedProjects()).map((p) => p.id)).toEqual([first.id]);
    const gone = await second.app.getProject().catch((e: unknown) => e);
    expect(KnownErrors.CurrentProjectNotFound.isInstance(gone)).toBe(true);
  });

  it("does not hand one owner's projects to another", async () => {
    const ada = await ownerUser();
    const bob = await ownerUser();
    const adas = await ada.createProject({ displayName: "Ada's" });
    expect(await bob.listOwnedProjects()).toEqual([]);
    const stranger = new StackAdminApp({
      baseUrl: h.emulator.url,
      projectId: adas.id,
      projectOwnerSession: bob.currentSession,
    });
    const error = await stranger.getProject().catch((e: unknown) => e);
    expect(KnownErrors.AdminAccessTokenIsNotAdmin.isInstance(error)).toBe(true);
  });

  it("a StackAdminApp built from the owner's session works like the owned project's app", async () => {
    const user = await ownerUser();
    const { id } = await user.createProject({ displayName: "By session" });
    const app = new StackAdminApp({
      baseUrl: h.emulator.url,
      projectId: id,
      projectOwnerSession: user.currentSession,
    });
    await app.updateProject({ config: { signUpEnabled: false } });
    expect((await app.getProject()).config.signUpEnabled).toBe(false);
    const byFunction = new StackAdminApp({
      baseUrl: h.emulator.url,
      projectId: id,
      projectOwnerSession: async () => (await user.currentSession.getTokens()).accessToken,
    });
    expect((await byFunction.getProject()).id).toBe(id);
  });

  it("user._internalSession is the reference's name of currentSession, and runs an admin app as the owner", async () => {
    const user = await ownerUser();
    expect(user._internalSession).toBe(user.currentSession);
    const { id } = await user.createProject({ displayName: "Reference set-up" });
    // As code written for @stackframe/js builds a project owner's admin app.
    const admin = new StackAdminApp({
      baseUrl: h.emulator.url,
      projectId: id,
      projectOwnerSession: user._internalSession,
    });
    await admin.updateProject({ displayName: "Renamed by its owner" });
    expect((await user.listOwnedProjects())[0]?.displayName).toBe("Renamed by its owner");
  });

  it("takes the reference's InternalSession (getOrFetchLikelyValidTokens) as projectOwnerSession", async () => {
    const user = await ownerUser();
    const { id } = await user.createProject({ displayName: "Internal session" });
    const asked: [number, number | null][] = [];
    const internalSession = {
      async getOrFetchLikelyValidTokens(
        minMillisUntilExpiration: number,
        maxMillisSinceIssued: number | null,
      ) {
        asked.push([minMillisUntilExpiration, maxMillisSinceIssued]);
        const { accessToken } = await user.currentSession.getTokens();
        return accessToken ? { accessToken: { token: accessToken } } : null;
      },
    };
    const admin = new StackAdminApp({
      baseUrl: h.emulator.url,
      projectId: id,
      projectOwnerSession: internalSession,
    });
    expect((await admin.getProject()).displayName).toBe("Internal session");
    expect(asked[0]).toEqual([20_000, null]);
    // A session that is no longer signed in answers null: the request goes without an owner token.
    const signedOut = new StackAdminApp({
      baseUrl: h.emulator.url,
      projectId: id,
      projectOwnerSession: { getOrFetchLikelyValidTokens: async () => null },
    });
    const refused = await signedOut.getProject().catch((e: unknown) => e);
    expect(KnownErrors.AdminAuthenticationRequired.isInstance(refused)).toBe(true);
    expect(
      () =>
        new StackAdminApp({
          baseUrl: h.emulator.url,
          projectId: id,
          projectOwnerSession: {} as never,
        }),
    ).toThrow(/projectOwnerSession must be user.currentSession/);
  });

  it("sends an empty name or a team id that is no uuid, as @stackframe/js: the service's SCHEMA_ERROR, no project", async () => {
    const user = await ownerUser();
    for (const options of [{ displayName: "" }, { displayName: "x", teamId: "team-1" }]) {
      const error = await user.createProject(options).catch((e: unknown) => e);
      expect(KnownErrors.SchemaError.isInstance(error)).toBe(true);
    }
    expect(await user.listOwnedProjects()).toEqual([]);
  });

  it("checks the options of the wrong type or shape before sending anything", async () => {
    const log: RequestLog = [];
    const user = await ownerUser(log);
    const sent = log.length;
    await expect(user.createProject({} as never)).rejects.toThrow(
      "createProject(): displayName is required.",
    );
    await expect(user.createProject({ displayName: 7 as never })).rejects.toThrow(
      /createProject\(\): displayName must be string/,
    );
    await expect(
      user.createProject({
        displayName: "x",
        config: { domains: [{ domain: "https://a.example.com", handlerPath: "handler" }] },
      }),
    ).rejects.toThrow(/createProject\(\) config: domains\.0\.handlerPath must start with '\/'/);
    await expect(user.createProject({ displayName: "x", colour: "red" } as never)).rejects.toThrow(
      /unknown option "colour"/,
    );
    expect(log.slice(sent)).toEqual([]);
    expect(await user.listOwnedProjects()).toEqual([]);
  });

  it("works only on the internal project", async () => {
    const app = h.client();
    await app.signInWithCredential({
      email: "demo@example.com",
      password: "demo-password",
      noRedirect: true,
    });
    const user = await app.getUser({ or: "throw" });
    await expect(user?.listOwnedProjects()).rejects.toThrow(
      'user.listOwnedProjects() works only on the "internal" project',
    );
    await expect(user?.createProject({ displayName: "x" })).rejects.toThrow(TypeError);
  });
});
