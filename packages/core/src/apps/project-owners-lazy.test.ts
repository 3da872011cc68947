import { StackClientApp } from "@app/core";
import { INTERNAL_PROJECT, type RunningEmulator, startEmulator } from "@app/emulator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// This file never imports `@app/core/admin` (nor the harness, which does): the admin app's module
// must load on the owner's first call by itself.

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(() => emulator.stop());

describe("project owners without importing @app/core/admin", () => {
  it("user.createProject() and listOwnedProjects() load the admin app on first use (regression: they threw 'import \"@app/core/admin\" once')", async () => {
    const app = new StackClientApp({
      projectId: INTERNAL_PROJECT.id,
      publishableClientKey: INTERNAL_PROJECT.publishableClientKey,
      baseUrl: emulator.url,
      tokenStore: "memory",
    });
    const email = `owner-${crypto.randomUUID()}@example.com`;
    const signUp = await app.signUpWithCredential({
      email,
      password: "owner-password",
      noRedirect: true,
    });
    expect(signUp.status).toBe("ok");
    const user = await app.getUser({ or: "throw" });

    const project = await user.createProject({ displayName: "Lazy Admin" });
    expect(project.app.constructor.name).toBe("StackAdminApp");
    expect((await user.listOwnedProjects()).map((owned) => owned.displayName)).toEqual([
      "Lazy Admin",
    ]);
    expect((await project.app.getProject()).displayName).toBe("Lazy Admin");
  });
});
