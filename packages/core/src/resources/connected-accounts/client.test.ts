import { KnownErrors, type StackClientApp } from "@app/core";
import type { StackServerApp } from "@app/core/server";
import { beforeAll, describe, expect, it } from "vitest";
import { type RequestLog, uniqueEmail, useHarness } from "../../test-utils/emulator-harness.js";

const h = useHarness();
const PASSWORD = "oauth-password";

beforeAll(async () => {
  await h.admin().updateProject({
    config: {
      oauthProviders: [
        { id: "github", type: "standard", enabled: true, clientId: "id", clientSecret: "secret" },
        { id: "google", type: "shared", enabled: true },
      ],
    },
  });
});

interface AccountOptions {
  provider?: string;
  accountId?: string;
  allowSignIn?: boolean;
  allowConnectedAccounts?: boolean;
  /** Whether the provider holds tokens for the account (default true, as after an OAuth link). */
  withTokens?: boolean;
}

/**
 * Attaches an account to a user, as a completed OAuth link would: the server attaches it, and the
 * user authorizes the app at the (emulator's) provider, which then holds tokens for it. Without
 * that grant (`withTokens: false`, an imported account) the account gives no access token.
 */
async function attach(server: StackServerApp, userId: string, options: AccountOptions = {}) {
  const provider = options.provider ?? "github";
  const result = await server.createOAuthProvider({
    userId,
    providerConfigId: provider,
    accountId: options.accountId ?? `gh-${crypto.randomUUID()}`,
    email: "octocat@example.com",
    allowSignIn: options.allowSignIn ?? true,
    allowConnectedAccounts: options.allowConnectedAccounts ?? true,
  });
  if (result.status === "error") throw result.error;
  if (options.withTokens ?? true) {
    h.emulator.oauth.grantScopes({ userId, provider, scopes: [] });
  }
  return result.data;
}

/** The signed-in user of `app`. */
async function currentUser(app: StackClientApp) {
  const user = await app.getUser();
  if (!user) throw new Error("no one is signed in");
  return user;
}

/** A new user with the given accounts attached, then signed in on a client app. */
async function signedIn(accounts: AccountOptions[] = [], log?: RequestLog) {
  const server = h.server();
  const email = uniqueEmail();
  const created = await server.createUser({ primaryEmail: email, password: PASSWORD });
  const attached = [];
  for (const account of accounts) attached.push(await attach(server, created.id, account));
  const app = h.client({}, log);
  await app.signInWithCredential({ email, password: PASSWORD, noRedirect: true });
  return { app, server, attached, user: await currentUser(app) };
}

describe("user.listOAuthProviders / getOAuthProvider", () => {
  it("lists the user's connected accounts without their account ids", async () => {
    expect(await (await signedIn()).user.listOAuthProviders()).toEqual([]);
    const { user, attached } = await signedIn([{}]);
    const [provider, ...rest] = await user.listOAuthProviders();
    expect(rest).toEqual([]);
    expect(provider).toMatchObject({
      id: attached[0]?.id,
      type: "github",
      userId: user.id,
      email: "octocat@example.com",
      allowSignIn: true,
      allowConnectedAccounts: true,
    });
    expect(provider).not.toHaveProperty("accountId");
  });

  it("finds one by id, or null", async () => {
    const { user, attached } = await signedIn([{}]);
    expect((await user.getOAuthProvider(attached[0]?.id ?? ""))?.type).toBe("github");
    expect(await user.getOAuthProvider(crypto.randomUUID())).toBeNull();
    await expect(user.getOAuthProvider(42 as unknown as string)).rejects.toThrow(TypeError);
  });

  it("update() changes sign-in; an account id that signs another user in is an error result", async () => {
    const { user, attached } = await signedIn([{}]);
    const [provider] = await user.listOAuthProviders();
    expect(await provider?.update({ allowSignIn: false })).toEqual({
      status: "ok",
      data: undefined,
    });
    const [updated] = await user.listOAuthProviders();
    expect(updated?.allowSignIn).toBe(false);

    // Someone else now signs in with the same GitHub account.
    await signedIn([{ accountId: attached[0]?.accountId }]);
    const result = await updated?.update({ allowSignIn: true });
    expect(result?.status).toBe("error");
    expect(KnownErrors.OAuthProviderAccountIdAlreadyUsedForSignIn.isInstance(result?.error)).toBe(
      true,
    );
    expect((await user.listOAuthProviders())[0]?.allowSignIn).toBe(false);
    await expect(
      updated?.update({ accountId: "x" } as Parameters<NonNullable<typeof updated>["update"]>[0]),
    ).rejects.toThrow(/unknown option "accountId"/);
  });

  it("delete() disconnects the account; the list and the user's oauthProviders follow", async () => {
    const { app, user } = await signedIn([{}]);
    expect(user.oauthProviders).toEqual([{ id: "github" }]);
    const [provider] = await user.listOAuthProviders();
    await provider?.delete();
    expect(await user.listOAuthProviders()).toEqual([]);
    expect((await currentUser(app)).oauthProviders).toEqual([]);
  });
});

describe("user.getConnectedAccount", () => {
  it("gives the provider access token; the token is read through the cache", async () => {
    const log: RequestLog = [];
    const { user, attached } = await signedIn([{}], log);
    const github = await user.getConnectedAccount("github");
    expect(github).toMatchObject({
      id: "github",
      provider: "github",
      providerAccountId: attached[0]?.accountId,
    });
    log.length = 0;
    const token = await github?.getAccessToken();
    expect(token?.accessToken).toMatch(/^emulator_github_/);
    expect(log).toEqual([]);
  });

  it("is null for an account the provider holds no tokens for (OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE)", async () => {
    const { user } = await signedIn([{ accountId: "gh-imported", withTokens: false }]);
    expect(await user.getConnectedAccount("github")).toBeNull();
    const [connection] = await user.listConnectedAccounts();
    expect(connection?.providerAccountId).toBe("gh-imported");
    const token = await connection?.getAccessToken();
    expect(token?.status).toBe("error");
    // Once the user authorizes the app at the provider, the same account gives tokens.
    h.emulator.oauth.grantScopes({ userId: user.id, provider: "github", scopes: [] });
    expect((await user.getConnectedAccount("github"))?.providerAccountId).toBe("gh-imported");
  });

  it("is null without the account, when it is no connected account, or lacks a scope", async () => {
    expect(await (await signedIn()).user.getConnectedAccount("github")).toBeNull();
    const { user } = await signedIn([{ allowConnectedAccounts: false }]);
    expect(await user.getConnectedAccount("github")).toBeNull();

    const [provider] = await user.listOAuthProviders();
    await provider?.update({ allowConnectedAccounts: true });
    expect(await user.getConnectedAccount("github", { scopes: ["repo"] })).toBeNull();
    // Once the user grants the scope at the provider, the same call finds the account.
    h.emulator.oauth.grantScopes({ userId: user.id, provider: "github", scopes: ["repo"] });
    expect(await user.getConnectedAccount("github", { scopes: ["repo"] })).not.toBeNull();
  });

  it("links with or: 'redirect' only in a browser, and passes on the service's error for shared keys", async () => {
    const { user } = await signedIn([{ provider: "google", allowSignIn: false }]);
    await expect(user.getConnectedAccount("github", { or: "redirect" })).rejects.toThrow(
      "linkConnectedAccount can only be called in a browser.",
    );
    const error = await user.getConnectedAccount("google").catch((caught: unknown) => caught);
    expect(KnownErrors.OAuthAccessTokenNotAvailableWithSharedOAuthKeys.isInstance(error)).toBe(
      true,
    );
  });

  it("refuses a provider that is no string and scopes that are no array, before any request", async () => {
    const log: RequestLog = [];
    const { user } = await signedIn([{}], log);
    log.length = 0;
    await expect(user.getConnectedAccount(42 as unknown as string)).rejects.toThrow(TypeError);
    await expect(
      user.getConnectedAccount("github", { scopes: "repo" as unknown as string[] }),
    ).rejects.toThrow(/scopes must be an array of strings/);
    expect(log).toEqual([]);
  });
});

describe("user.listConnectedAccounts / getConnectedAccount({ provider, providerAccountId }) / getOrLinkConnectedAccount", () => {
  it("lists the accounts that allow connected-account use, each giving tokens as a Result", async () => {
    const { user, attached } = await signedIn([
      { accountId: "gh-listed" },
      { provider: "google", allowConnectedAccounts: false },
    ]);
    const connections = await user.listConnectedAccounts();
    expect(connections).toEqual([
      expect.objectContaining({ id: "github", provider: "github", providerAccountId: "gh-listed" }),
    ]);
    const token = await connections[0]?.getAccessToken();
    expect(token).toEqual({
      status: "ok",
      data: { accessToken: expect.stringMatching(/^emulator_github_/) },
    });
    // A scope the user has not granted is an error result, not a throw.
    const missing = await connections[0]?.getAccessToken({ scopes: ["repo"] });
    expect(missing?.status).toBe("error");
    if (missing?.status === "error") {
      expect(KnownErrors.OAuthAccessTokenNotAvailable.isInstance(missing.error)).toBe(true);
    }
    h.emulator.oauth.grantScopes({ userId: user.id, provider: "github", scopes: ["repo"] });
    expect((await connections[0]?.getAccessToken({ scopes: ["repo"] }))?.status).toBe("ok");
    expect(attached).toHaveLength(2);
  });

  // Regression: with two accounts at one provider, both calls gave the first account twice.
  it("gives each of two accounts at one provider, with its own tokens, as @stackframe/js does", async () => {
    const { user, server } = await signedIn([
      { accountId: "gh-first", withTokens: false },
      { accountId: "gh-second", allowSignIn: false, withTokens: false },
    ]);
    // The user authorized the app at GitHub with the second account only.
    h.emulator.oauth.grantScopes({
      userId: user.id,
      provider: "github",
      accountId: "gh-second",
      scopes: ["repo"],
    });
    const connections = await user.listConnectedAccounts();
    expect(connections.map((c) => [c.provider, c.providerAccountId])).toEqual([
      ["github", "gh-first"],
      ["github", "gh-second"],
    ]);
    const [first, second] = connections;
    expect((await first?.getAccessToken())?.status).toBe("error");
    expect(await second?.getAccessToken({ scopes: ["repo"] })).toEqual({
      status: "ok",
      data: { accessToken: expect.stringMatching(/^emulator_github_/) },
    });
    for (const accountId of ["gh-first", "gh-second"]) {
      const found = await user.getConnectedAccount({
        provider: "github",
        providerAccountId: accountId,
      });
      expect(found?.providerAccountId).toBe(accountId);
    }
    const bySecond = await user.getConnectedAccount({
      provider: "github",
      providerAccountId: "gh-second",
    });
    expect((await bySecond?.getAccessToken({ scopes: ["repo"] }))?.status).toBe("ok");
    const asServer = await server.getUser(user.id);
    expect((await asServer?.listConnectedAccounts())?.map((c) => c.providerAccountId)).toEqual([
      "gh-first",
      "gh-second",
    ]);
  });

  it("follows a change of allowConnectedAccounts (the list reloads)", async () => {
    const { user } = await signedIn([{ allowConnectedAccounts: false }]);
    expect(await user.listConnectedAccounts()).toEqual([]);
    const [provider] = await user.listOAuthProviders();
    await provider?.update({ allowConnectedAccounts: true });
    expect(await user.listConnectedAccounts()).toHaveLength(1);
  });

  it("finds one account by provider and account id, or null", async () => {
    const { user } = await signedIn([{ accountId: "gh-find-me" }]);
    const found = await user.getConnectedAccount({
      provider: "github",
      providerAccountId: "gh-find-me",
    });
    expect(found).toMatchObject({ provider: "github", providerAccountId: "gh-find-me" });
    expect((await found?.getAccessToken())?.status).toBe("ok");
    expect(
      await user.getConnectedAccount({ provider: "github", providerAccountId: "someone-else" }),
    ).toBeNull();
    await expect(
      user.getConnectedAccount({ provider: "github" } as unknown as {
        provider: string;
        providerAccountId: string;
      }),
    ).rejects.toThrow(TypeError);
  });

  it("getOrLinkConnectedAccount gives the account it has, and links (browser only) one it lacks", async () => {
    const { user } = await signedIn([{ accountId: "gh-or-link" }]);
    const connection = await user.getOrLinkConnectedAccount("github");
    expect(connection.providerAccountId).toBe("gh-or-link");
    expect((await connection.getAccessToken()).status).toBe("ok");
    await expect(user.getOrLinkConnectedAccount("github", { scopes: ["gist"] })).rejects.toThrow(
      "linkConnectedAccount can only be called in a browser.",
    );
  });

  it("the server sees the same connected accounts of any user", async () => {
    const { server, user } = await signedIn([{ accountId: "gh-server-view" }]);
    const asServer = await server.getUser(user.id);
    const [connection] = (await asServer?.listConnectedAccounts()) ?? [];
    expect(connection?.providerAccountId).toBe("gh-server-view");
    expect((await connection?.getAccessToken())?.status).toBe("ok");
    await expect(
      asServer?.getOrLinkConnectedAccount("github", { scopes: ["gist"] }),
    ).rejects.toThrow(/needs a signed-in browser user/);
  });
});
