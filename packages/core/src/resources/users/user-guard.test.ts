import { describe, expect, it } from "vitest";
import { uniqueEmail, useHarness } from "../../test-utils/emulator-harness.js";
import { USER_GETTER_ERROR_MESSAGE } from "./user-guard.js";

const h = useHarness();
const PASSWORD = "guard-password";

/** `const { user } = value`, the mistake the guard names. */
const destructureUser = (value: unknown) => {
  const { user } = value as { user?: unknown };
  return user;
};

describe("user.user throws as @stackframe/js's (useUser() already returns the user object)", () => {
  it("the message is the reference SDK's, word for word", () => {
    expect(USER_GETTER_ERROR_MESSAGE).toBe(
      "Stack Auth: useUser() already returns the user object. Use `const user = useUser()` (or `const user = await app.getUser()`) instead of destructuring it like `const { user } = ...`.",
    );
  });

  it("on the signed-in user of a client and a server app, a server user and a team member", async () => {
    const email = uniqueEmail();
    const server = h.server();
    const created = await server.createUser({ primaryEmail: email, password: PASSWORD });
    const client = h.client();
    await client.signInWithCredential({ email, password: PASSWORD, noRedirect: true });
    const current = await client.getUser({ or: "throw" });
    expect(() => destructureUser(current)).toThrow(USER_GETTER_ERROR_MESSAGE);
    // The user's own fields and methods read as before; a copy of the fields does not carry it.
    expect(current.primaryEmail).toBe(email);
    expect({ ...current }.id).toBe(created.id);
    expect(Object.keys(current)).not.toContain("user");

    const tokens = await current.currentSession.getTokens();
    const serverApp = h.server(undefined, {
      tokenStore: {
        accessToken: tokens.accessToken ?? "",
        refreshToken: tokens.refreshToken ?? "",
      },
    });
    const serverCurrent = await serverApp.getUser({ or: "throw" });
    expect(serverCurrent.id).toBe(created.id);
    expect(() => destructureUser(serverCurrent)).toThrow(USER_GETTER_ERROR_MESSAGE);
    const asServer = await server.getUser(created.id);
    expect(() => destructureUser(asServer)).toThrow(USER_GETTER_ERROR_MESSAGE);
    const team = await server.createTeam({ displayName: "Guarded" });
    await team.addUser(created.id);
    const [member] = await team.listUsers();
    expect(member?.id).toBe(created.id);
    expect(() => destructureUser(member)).toThrow(USER_GETTER_ERROR_MESSAGE);
  });
});
