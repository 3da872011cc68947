import { KnownErrors } from "@app/core";
import { beforeAll, describe, expect, it } from "vitest";
import { type RequestLog, useHarness } from "../../test-utils/emulator-harness.js";

const h = useHarness();

beforeAll(async () => {
  await h.admin().updateProject({
    config: {
      oauthProviders: [
        { id: "github", type: "standard", enabled: true, clientId: "id", clientSecret: "secret" },
      ],
    },
  });
});

const account = (userId: string, accountId = `gh-${crypto.randomUUID()}`) => ({
  userId,
  providerConfigId: "github",
  accountId,
  email: "octocat@example.com",
  allowSignIn: true,
  allowConnectedAccounts: true,
});

describe("serverApp.createOAuthProvider", () => {
  it("attaches an account to a user; the user's lists and oauthProviders show it", async () => {
    const server = h.server();
    const user = await server.createUser({});
    const result = await server.createOAuthProvider(account(user.id, "gh-42"));
    expect(result.status).toBe("ok");
    expect(result.data).toMatchObject({
      type: "github",
      userId: user.id,
      accountId: "gh-42",
      email: "octocat@example.com",
      allowSignIn: true,
      allowConnectedAccounts: true,
    });
    const [listed] = await user.listOAuthProviders();
    expect(listed).toMatchObject({ id: result.data?.id, accountId: "gh-42" });
    expect((await server.getUser(user.id))?.oauthProviders).toEqual([{ id: "github" }]);
  });

  it("returns an account id that signs another user in as an error result, attaching nothing", async () => {
    const server = h.server();
    const ada = await server.createUser({});
    const bob = await server.createUser({});
    await server.createOAuthProvider(account(ada.id, "gh-shared"));
    const result = await server.createOAuthProvider(account(bob.id, "gh-shared"));
    expect(result.status).toBe("error");
    expect(KnownErrors.OAuthProviderAccountIdAlreadyUsedForSignIn.isInstance(result.error)).toBe(
      true,
    );
    expect(await bob.listOAuthProviders()).toEqual([]);
  });

  it("refuses missing and malformed options with a TypeError, before any request", async () => {
    const log: RequestLog = [];
    const server = h.server(log);
    const { providerConfigId: _, ...withoutProvider } = account(crypto.randomUUID());
    await expect(
      server.createOAuthProvider(
        withoutProvider as Parameters<typeof server.createOAuthProvider>[0],
      ),
    ).rejects.toThrow(/providerConfigId is required/);
    expect(log).toEqual([]);
  });

  it("sends an invalid e-mail for the service to refuse (SCHEMA_ERROR), as @stackframe/js", async () => {
    const error = await h
      .server()
      .createOAuthProvider({ ...account(crypto.randomUUID()), email: "nope" })
      .catch((caught: unknown) => caught);
    expect(KnownErrors.SchemaError.isInstance(error)).toBe(true);
  });
});

describe("server users' OAuth providers", () => {
  it("update() changes the account id and e-mail; delete() disconnects; lists follow", async () => {
    const server = h.server();
    const user = await server.createUser({});
    await server.createOAuthProvider(account(user.id));
    const [provider] = await user.listOAuthProviders();
    expect(await provider?.update({ accountId: "gh-renamed", email: "new@example.com" })).toEqual({
      status: "ok",
      data: undefined,
    });
    expect(await user.getOAuthProvider(provider?.id ?? "")).toMatchObject({
      accountId: "gh-renamed",
      email: "new@example.com",
    });
    await provider?.delete();
    expect(await user.listOAuthProviders()).toEqual([]);
  });

  it("getConnectedAccount gives tokens for the scopes the user granted", async () => {
    const server = h.server();
    const created = await server.createUser({});
    await server.createOAuthProvider(account(created.id, "gh-scoped"));
    const user = await server.getUser(created.id);
    // Attached by the server, the account has no provider tokens yet.
    expect(await user?.getConnectedAccount("github")).toBeNull();
    h.emulator.oauth.grantScopes({ userId: created.id, provider: "github", scopes: [] });
    expect(await user?.getConnectedAccount("github", { scopes: ["repo"] })).toBeNull();
    h.emulator.oauth.grantScopes({ userId: created.id, provider: "github", scopes: ["repo"] });
    const github = await user?.getConnectedAccount("github", { scopes: ["repo"] });
    expect(github?.providerAccountId).toBe("gh-scoped");
    expect((await github?.getAccessToken())?.accessToken).toMatch(/^emulator_github_/);
  });
});
