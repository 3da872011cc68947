// Code written for the reference SDK (@stackframe/js), as a new user ports its integration set-up:
// a project owner signs in on the internal project, builds an admin app from their session, makes
// a project and its keys, then a server and a client app from those keys. Below the imports it is
// left as written for the reference; only the imports name our packages.
import { StackClientApp } from "@app/core";
import { StackAdminApp } from "@app/core/admin";
import { StackServerApp } from "@app/core/server";
import { INTERNAL_PROJECT } from "@app/emulator";
import { describe, expect, it } from "vitest";
import { useHarness } from "../test-utils/emulator-harness.js";

const h = useHarness();

/** The reference's set-up of a project owner, their project, its keys and its apps. */
async function scaffoldProject(baseUrl: string) {
  const ownerEmail = `owner-${crypto.randomUUID()}@example.com`;
  const internalApp = new StackClientApp({
    baseUrl,
    projectId: "internal",
    publishableClientKey: INTERNAL_PROJECT.publishableClientKey,
    tokenStore: "memory",
    redirectMethod: "none",
  });
  await internalApp.signUpWithCredential({
    email: ownerEmail,
    password: "owner-password-123",
    verificationCallbackUrl: "http://localhost:3000/handler/email-verification",
  });
  const owner = await internalApp.getUser({ or: "throw" });

  const project = await owner.createProject({ displayName: "Compatibility project" });
  const adminApp = new StackAdminApp({
    baseUrl,
    projectId: project.id,
    projectOwnerSession: owner._internalSession,
    tokenStore: "memory",
    redirectMethod: "none",
  });
  await adminApp.updateProject({ config: { signUpEnabled: true, credentialEnabled: true } });
  const apiKey = await adminApp.createInternalApiKey({
    description: "compatibility test",
    expiresAt: new Date(Date.now() + 1000 * 60 * 60 * 24),
    hasPublishableClientKey: true,
    hasSecretServerKey: true,
    hasSuperSecretAdminKey: false,
  });

  const serverApp = new StackServerApp({
    baseUrl,
    projectId: project.id,
    publishableClientKey: apiKey.publishableClientKey,
    secretServerKey: apiKey.secretServerKey,
    tokenStore: "memory",
    redirectMethod: "none",
  });
  const clientApp = new StackClientApp({
    baseUrl,
    projectId: project.id,
    publishableClientKey: apiKey.publishableClientKey,
    tokenStore: "memory",
    redirectMethod: "none",
  });
  return { owner, project, adminApp, apiKey, serverApp, clientApp };
}

describe("code written for @stackframe/js runs on @app/core with the import changed", () => {
  it("sets up a project owner, their project, its keys, and server and client apps from them", async () => {
    const { owner, project, adminApp, serverApp, clientApp } = await scaffoldProject(
      h.emulator.url,
    );
    expect(adminApp.projectId).toBe(project.id);
    expect((await owner.listOwnedProjects()).map((p) => p.id)).toContain(project.id);
    expect(serverApp.version).toMatch(/^js @app\/core@\d+\.\d+\.\d+/);

    // A user signs up on the client app, and the server app reads them.
    const signUp = await clientApp.signUpWithCredential({
      email: "new-user@example.com",
      password: "user-password-123",
      verificationCallbackUrl: "http://localhost:3000/handler/email-verification",
    });
    expect(signUp.status).toBe("ok");
    const signedIn = await clientApp.getUser({ or: "throw" });
    expect(signedIn.primaryEmail).toBe("new-user@example.com");

    const users = await serverApp.listUsers();
    expect(users.map((user) => user.primaryEmail)).toEqual(["new-user@example.com"]);
    const fromServer = await serverApp.getUser(signedIn.id);
    expect(fromServer?.primaryEmail).toBe("new-user@example.com");
    const fromRequest = await serverApp.getUser({
      tokenStore: { headers: await clientApp.getAuthHeaders() },
    });
    expect(fromRequest?.id).toBe(signedIn.id);
    // The reference's recommended way: an Authorization header, read from a Fetch Request.
    const authorization = await clientApp.getAuthorizationHeader();
    const fromAuthorization = await serverApp.getUser({
      tokenStore: new Request("https://api.example.com/notes", {
        headers: authorization ? { Authorization: authorization } : {},
      }),
    });
    expect(fromAuthorization?.id).toBe(signedIn.id);

    // The admin app sees the same project and user.
    expect((await adminApp.getProject()).displayName).toBe("Compatibility project");
    expect((await adminApp.listUsers()).map((user) => user.id)).toEqual([signedIn.id]);
  });

  it("inheritsFrom builds a server app from the client app's options, as reference code does", async () => {
    const { clientApp, apiKey } = await scaffoldProject(h.emulator.url);
    const serverApp = new StackServerApp({
      inheritsFrom: clientApp,
      secretServerKey: apiKey.secretServerKey,
    });
    const created = await serverApp.createUser({
      primaryEmail: "made-on-server@example.com",
      password: "user-password-123",
      primaryEmailAuthEnabled: true,
    });
    await clientApp.signInWithCredential({
      email: "made-on-server@example.com",
      password: "user-password-123",
    });
    expect((await clientApp.getUser())?.id).toBe(created.id);
  });
});
