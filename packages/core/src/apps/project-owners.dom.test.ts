import { StackAdminApp } from "@app/core/admin";
import { INTERNAL_PROJECT } from "@app/emulator";
import { describe, expect, it } from "vitest";
import { uniqueEmail, useHarness } from "../test-utils/emulator-harness.js";

const h = useHarness();

// The owner's dashboard runs in a browser: an admin app built from the owner's session holds no
// secret, so it runs there, while one with the super secret key still refuses.
describe("a project owner's admin app in a browser", () => {
  it("runs without dangerouslyAllowBrowser; a keyed admin app still refuses", async () => {
    const app = h.client({
      projectId: INTERNAL_PROJECT.id,
      publishableClientKey: INTERNAL_PROJECT.publishableClientKey,
    });
    await app.signUpWithCredential({
      email: uniqueEmail(),
      password: "owner-password",
      noRedirect: true,
    });
    const user = await app.getUser({ or: "throw" });
    const project = await user!.createProject({ displayName: "From the browser" });
    expect(await project.app.getProject()).toMatchObject({ displayName: "From the browser" });
    expect((await user!.listOwnedProjects()).map((p) => p.id)).toEqual([project.id]);

    expect(
      () =>
        new StackAdminApp({
          baseUrl: h.emulator.url,
          projectId: project.id,
          superSecretAdminKey: "sak_anything",
          publishableClientKey: "pck_anything",
        }),
    ).toThrow(/must not run in a browser/);
  });
});
