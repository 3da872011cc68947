import { describe, expect, it, vi } from "vitest";
import { uniqueEmail, useHarness } from "../../test-utils/emulator-harness.js";

// The reference SDK's includeRestricted (getUser, useUser, listUsers) and listUsers' onlyAnonymous.
// A restricted user: signed up with an unverified e-mail where the project requires verification.

const h = useHarness();

async function requireVerification(on: boolean) {
  await (await h.admin().getProject()).updateConfig({ "onboarding.requireEmailVerification": on });
}

async function restrictedUser() {
  const app = h.client({ redirectMethod: { navigate: vi.fn() } });
  const email = uniqueEmail();
  const result = await app.signUpWithCredential({
    email,
    password: "a-good-password",
    noRedirect: true,
  });
  expect(result.status).toBe("ok");
  return { app, email };
}

describe("restricted users, as the reference SDK treats them", () => {
  it("getUser() counts a restricted user as signed out unless includeRestricted: true", async () => {
    await requireVerification(true);
    try {
      const { app, email } = await restrictedUser();
      expect(await app.getUser()).toBeNull();
      await expect(app.getUser({ or: "throw" })).rejects.toThrow(
        "User is not signed in but getUser was called with { or: 'throw' }",
      );
      const user = await app.getUser({ includeRestricted: true });
      expect(user).toMatchObject({
        primaryEmail: email,
        isRestricted: true,
        restrictedReason: { type: "email_not_verified" },
      });
      // The server app too, reading the user of the client's tokens.
      const tokens = await app.getAuthJson();
      expect(await h.server().getUser({ tokenStore: tokens as never })).toBeNull();
      expect(
        (await h.server().getUser({ tokenStore: tokens as never, includeRestricted: true }))?.id,
      ).toBe(user?.id);
    } finally {
      await requireVerification(false);
    }
  });

  it("getUser({ or: 'redirect' }) sends a restricted user to the onboarding page, not to sign-in", async () => {
    await requireVerification(true);
    try {
      const navigate = vi.fn();
      const app = h.client({ redirectMethod: { navigate } });
      await app.signUpWithCredential({
        email: uniqueEmail(),
        password: "a-good-password",
        noRedirect: true,
      });
      void app.getUser({ or: "redirect" });
      await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith("/handler/onboarding"));
    } finally {
      await requireVerification(false);
    }
  });

  it("getUser({ or: 'anonymous', includeRestricted: false }) throws the reference's error", async () => {
    const app = h.client();
    await expect(app.getUser({ or: "anonymous", includeRestricted: false })).rejects.toThrow(
      "Cannot use { or: 'anonymous' } with { includeRestricted: false }. Anonymous users implicitly include restricted users.",
    );
    // Nothing was signed up.
    expect(await app.getAccessToken()).toBeNull();
  });

  it("listUsers() leaves restricted users out unless includeRestricted: true", async () => {
    await requireVerification(true);
    try {
      const { email } = await restrictedUser();
      const server = h.server();
      expect((await server.listUsers({ query: email })).length).toBe(0);
      const listed = await server.listUsers({ query: email, includeRestricted: true });
      expect(listed.map((user) => user.primaryEmail)).toEqual([email]);
    } finally {
      await requireVerification(false);
    }
  });

  it("listUsers({ onlyAnonymous, includeAnonymous }) lists only anonymous users", async () => {
    const anonymous = await h.client().getUser({ or: "anonymous" });
    const server = h.server();
    const all = await server.listUsers({ includeAnonymous: true });
    expect(all.some((user) => !user.isAnonymous)).toBe(true);
    const only = await server.listUsers({ includeAnonymous: true, onlyAnonymous: true });
    expect(only.length).toBeGreaterThan(0);
    expect(only.every((user) => user.isAnonymous)).toBe(true);
    expect(only.map((user) => user.id)).toContain(anonymous.id);
    await expect(server.listUsers({ onlyAnonymous: true } as never)).rejects.toThrow(
      new TypeError("listUsers: onlyAnonymous needs includeAnonymous: true."),
    );
  });
});
