import { beforeAll, describe, expect, it } from "vitest";
import { call, knownError, signUp, useTestEmulator } from "../test-utils/harness.js";

const emulator = useTestEmulator();

beforeAll(async () => {
  const res = await call(emulator, "PATCH", "/internal/projects/current", {
    access: "admin",
    body: {
      config: {
        oauth_providers: [
          { id: "github", type: "standard", enabled: true, client_id: "i", client_secret: "s" },
          { id: "google", type: "shared", enabled: true },
          { id: "discord", type: "standard", enabled: false, client_id: "i", client_secret: "s" },
        ],
      },
    },
  });
  expect(res.status).toBe(200);
});

const server = (method: string, path: string, body?: unknown) =>
  call(emulator, method, path, { access: "server", body });
const as = (token: string, method: string, path: string, body?: unknown) =>
  call(emulator, method, path, { accessToken: token, ...(body === undefined ? {} : { body }) });

/** Attaches an account at `provider` to a user, as `POST /oauth-providers` does. */
const attach = async (userId: string, fields: Record<string, unknown> = {}) => {
  const res = await server("POST", "/oauth-providers", {
    user_id: userId,
    provider_config_id: "github",
    account_id: `gh-${crypto.randomUUID()}`,
    email: "octocat@example.com",
    allow_sign_in: true,
    allow_connected_accounts: true,
    ...fields,
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; account_id: string } & Record<string, unknown>;
};

const token = (accessToken: string, provider: string, scope?: string) =>
  as(
    accessToken,
    "POST",
    `/connected-accounts/me/${provider}/access-token`,
    scope === undefined ? {} : { scope },
  );

describe("/oauth-providers", () => {
  it("a server attaches an account; the user lists, reads, updates and deletes it", async () => {
    const { user_id, access_token } = await signUp(emulator);
    const created = await attach(user_id);
    expect(created).toEqual({
      id: expect.any(String),
      user_id,
      provider_config_id: "github",
      type: "github",
      email: "octocat@example.com",
      allow_sign_in: true,
      allow_connected_accounts: true,
      account_id: created.account_id,
    });

    const list = await as(access_token, "GET", "/oauth-providers?user_id=me");
    // The client view has no account id.
    const { account_id: _, ...clientView } = created;
    expect(list.body).toEqual({ items: [clientView], is_paginated: false });
    const read = await as(access_token, "GET", `/oauth-providers/me/${created.id}`);
    expect(read.body).toEqual(clientView);
    const user = await as(access_token, "GET", "/users/me");
    expect(user.body.oauth_providers).toEqual([
      { id: "github", account_id: created.account_id, email: "octocat@example.com" },
    ]);

    const patched = await as(access_token, "PATCH", `/oauth-providers/me/${created.id}`, {
      allow_sign_in: false,
    });
    expect(patched.body).toEqual({ ...clientView, allow_sign_in: false });
    const refused = await as(access_token, "PATCH", `/oauth-providers/me/${created.id}`, {
      account_id: "mine",
    });
    expect(refused.body.error).toBe("body: contains unknown properties: account_id");
    const byServer = await server("PATCH", `/oauth-providers/${user_id}/${created.id}`, {
      account_id: "gh-renamed",
      email: "new@example.com",
    });
    expect(byServer.body).toMatchObject({ account_id: "gh-renamed", email: "new@example.com" });

    const deleted = await as(access_token, "DELETE", `/oauth-providers/me/${created.id}`);
    expect(deleted.body).toEqual({ success: true });
    expect((await as(access_token, "GET", "/oauth-providers?user_id=me")).body.items).toEqual([]);
    const gone = await as(access_token, "GET", `/oauth-providers/me/${created.id}`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get("content-type")).toMatch(/^text\/plain/);
  });

  it("an account id signs in to one user only, once per provider and user", async () => {
    const ada = await signUp(emulator);
    const bob = await signUp(emulator);
    const first = await attach(ada.user_id);
    const stolen = await server("POST", "/oauth-providers", {
      user_id: bob.user_id,
      provider_config_id: "github",
      account_id: first.account_id,
      allow_sign_in: true,
      allow_connected_accounts: false,
    });
    expect(knownError(stolen)).toMatchObject({
      status: 400,
      code: "OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN",
    });
    // Without sign-in, the same provider account may be connected to another user.
    const connected = await attach(bob.user_id, {
      account_id: first.account_id,
      allow_sign_in: false,
    });
    const switched = await as(bob.access_token, "PATCH", `/oauth-providers/me/${connected.id}`, {
      allow_sign_in: true,
    });
    expect(knownError(switched).code).toBe("OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN");

    const twice = await server("POST", "/oauth-providers", {
      user_id: ada.user_id,
      provider_config_id: "github",
      account_id: "gh-other",
      allow_sign_in: true,
      allow_connected_accounts: true,
    });
    expect(twice.status).toBe(400);
    expect(twice.text).toBe(
      "The same provider type with sign-in enabled already exists for this user.",
    );
    const sameId = await server("POST", "/oauth-providers", {
      user_id: ada.user_id,
      provider_config_id: "github",
      account_id: first.account_id,
      allow_sign_in: false,
      allow_connected_accounts: true,
    });
    expect(sameId.text).toBe(
      "The same provider type with the same account ID already exists for this user.",
    );
    expect(
      (await server("GET", `/oauth-providers?user_id=${ada.user_id}`)).body.items,
    ).toHaveLength(1);
  });

  it("refuses unknown providers, other users, clients creating, and bad input", async () => {
    const ada = await signUp(emulator);
    const bob = await signUp(emulator);
    const account = await attach(bob.user_id);
    const unknownProvider = await server("POST", "/oauth-providers", {
      user_id: ada.user_id,
      provider_config_id: "gitlab",
      account_id: "x",
      allow_sign_in: false,
      allow_connected_accounts: false,
    });
    expect(unknownProvider.status).toBe(404);
    expect(unknownProvider.text).toBe("OAuth provider gitlab not found or not configured");

    const others = [
      await as(ada.access_token, "GET", `/oauth-providers?user_id=${bob.user_id}`),
      await as(ada.access_token, "GET", `/oauth-providers/${bob.user_id}/${account.id}`),
      await as(ada.access_token, "PATCH", `/oauth-providers/${bob.user_id}/${account.id}`, {}),
      await as(ada.access_token, "DELETE", `/oauth-providers/${bob.user_id}/${account.id}`),
    ];
    expect(others.map((res) => res.status)).toEqual([403, 403, 403, 403]);
    expect(others[0]?.text).toBe("Client can only list OAuth providers for their own user.");

    const byClient = await as(ada.access_token, "POST", "/oauth-providers", {
      user_id: "me",
      provider_config_id: "github",
      account_id: "x",
      allow_sign_in: false,
      allow_connected_accounts: false,
    });
    expect(knownError(byClient)).toMatchObject({ status: 401, code: "INSUFFICIENT_ACCESS_TYPE" });

    const badId = await as(ada.access_token, "GET", "/oauth-providers/me/github");
    expect(badId.body.error).toBe("params.provider_id: must be a valid UUID");
    const badEmail = await server("POST", "/oauth-providers", {
      user_id: ada.user_id,
      provider_config_id: "github",
      account_id: "x",
      email: "nope",
      allow_sign_in: false,
      allow_connected_accounts: false,
    });
    expect(badEmail.body.error).toBe("body.email: must be a valid email");
    const noUser = await server("GET", `/oauth-providers?user_id=${crypto.randomUUID()}`);
    expect(knownError(noUser)).toMatchObject({ status: 400, code: "USER_ID_DOES_NOT_EXIST" });
    expect(
      (await server("GET", `/oauth-providers?user_id=${bob.user_id}`)).body.items,
    ).toHaveLength(1);
  });
});

describe("GET /connected-accounts/{user_id}", () => {
  it("lists the user's connected accounts as { user_id, provider, provider_account_id }, unpaged", async () => {
    const { user_id, access_token } = await signUp(emulator);
    expect((await as(access_token, "GET", "/connected-accounts/me")).body).toEqual({
      items: [],
      is_paginated: false,
    });
    const first = await attach(user_id);
    await attach(user_id, { allow_sign_in: false, allow_connected_accounts: false });
    const second = await attach(user_id, { allow_sign_in: false });
    const mine = await as(access_token, "GET", "/connected-accounts/me");
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({
      items: [
        { user_id, provider: "github", provider_account_id: first.account_id },
        { user_id, provider: "github", provider_account_id: second.account_id },
      ],
      is_paginated: false,
    });
    expect((await as(access_token, "GET", `/connected-accounts/${user_id}`)).body).toEqual(
      mine.body,
    );
    expect((await server("GET", `/connected-accounts/${user_id}`)).body).toEqual(mine.body);
  });

  it("refuses another user's list to a client (403 text), and unknown users to the server", async () => {
    const ada = await signUp(emulator);
    const bob = await signUp(emulator);
    const other = await as(ada.access_token, "GET", `/connected-accounts/${bob.user_id}`);
    expect(other.status).toBe(403);
    expect(other.text).toBe("Client can only list connected accounts for their own user.");
    const signedOut = await call(emulator, "GET", "/connected-accounts/me");
    expect(knownError(signedOut).code).toBe("CANNOT_GET_OWN_USER_WITHOUT_USER");
    const unknown = await server("GET", `/connected-accounts/${crypto.randomUUID()}`);
    expect(knownError(unknown)).toMatchObject({ status: 400, code: "USER_ID_DOES_NOT_EXIST" });
  });
});

describe("POST /connected-accounts/{user_id}/{provider}/access-token", () => {
  it("an account with no stored provider tokens answers OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE", async () => {
    const { user_id, access_token } = await signUp(emulator);
    // Attached by the server, as an import would: the provider never gave tokens for it.
    await attach(user_id);
    const res = await token(access_token, "github");
    expect(knownError(res)).toEqual({
      status: 400,
      code: "OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE",
      header: "OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE",
    });
    expect(res.body).not.toHaveProperty("access_token");
  });

  it("gives fake provider tokens for the scopes the user granted", async () => {
    const { user_id, access_token } = await signUp(emulator);
    await attach(user_id);
    // The user authorizes the app at the provider: its tokens are stored.
    emulator.oauth.grantScopes({ userId: user_id, provider: "github", scopes: [] });
    const plain = await token(access_token, "github");
    expect(plain.status).toBe(201);
    expect(plain.body).toEqual({ access_token: expect.stringMatching(/^emulator_github_/) });

    const missing = await token(access_token, "github", "repo read:org");
    expect(knownError(missing)).toMatchObject({
      status: 400,
      code: "OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE",
    });
    emulator.oauth.grantScopes({
      userId: user_id,
      provider: "github",
      scopes: ["repo", "read:org"],
    });
    const granted = await token(access_token, "github", "repo  read:org");
    expect(granted.status).toBe(201);
    expect(granted.body.access_token).not.toBe(plain.body.access_token);

    const byServer = await call(
      emulator,
      "POST",
      `/connected-accounts/${user_id}/github/access-token`,
      { access: "server", body: { scope: "repo" } },
    );
    expect(byServer.status).toBe(201);
  });

  it("answers the service's errors for missing connections and providers", async () => {
    const { user_id, access_token } = await signUp(emulator);
    expect(knownError(await token(access_token, "github"))).toMatchObject({
      status: 400,
      code: "OAUTH_CONNECTION_NOT_CONNECTED_TO_USER",
    });
    const account = await attach(user_id, { allow_connected_accounts: false });
    expect(knownError(await token(access_token, "github")).code).toBe(
      "OAUTH_CONNECTION_NOT_CONNECTED_TO_USER",
    );
    await as(access_token, "PATCH", `/oauth-providers/me/${account.id}`, {
      allow_connected_accounts: true,
    });
    emulator.oauth.grantScopes({ userId: user_id, provider: "github", scopes: [] });
    expect((await token(access_token, "github")).status).toBe(201);

    expect(knownError(await token(access_token, "discord")).code).toBe(
      "OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED",
    );
    expect(knownError(await token(access_token, "gitlab")).code).toBe(
      "OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED",
    );
    expect(knownError(await token(access_token, "google")).code).toBe(
      "OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS",
    );

    const other = await signUp(emulator);
    const forbidden = await as(
      other.access_token,
      "POST",
      `/connected-accounts/${user_id}/github/access-token`,
      {},
    );
    expect(forbidden.status).toBe(403);
    const extra = await as(access_token, "POST", "/connected-accounts/me/github/access-token", {
      scopes: ["repo"],
    });
    expect(extra.body.error).toBe("body: contains unknown properties: scopes");
  });

  it("with a provider account id, answers for that account only (two accounts at one provider)", async () => {
    const { user_id, access_token } = await signUp(emulator);
    const first = await attach(user_id);
    const second = await attach(user_id, { allow_sign_in: false });
    // The user authorized the app at the provider with the second account only.
    emulator.oauth.grantScopes({
      userId: user_id,
      provider: "github",
      accountId: second.account_id,
      scopes: ["repo"],
    });
    const byAccount = (accountId: string, scope?: string) =>
      as(
        access_token,
        "POST",
        `/connected-accounts/me/github/${encodeURIComponent(accountId)}/access-token`,
        scope === undefined ? {} : { scope },
      );
    const ofSecond = await byAccount(second.account_id, "repo");
    expect(ofSecond.status).toBe(201);
    expect(ofSecond.body).toEqual({ access_token: expect.stringMatching(/^emulator_github_/) });
    expect(knownError(await byAccount(first.account_id)).code).toBe(
      "OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE",
    );
    expect(knownError(await byAccount("gh-nobody")).code).toBe(
      "OAUTH_CONNECTION_NOT_CONNECTED_TO_USER",
    );
    const byServer = await call(
      emulator,
      "POST",
      `/connected-accounts/${user_id}/github/${second.account_id}/access-token`,
      { access: "server", body: {} },
    );
    expect(byServer.status).toBe(201);
  });

  it("grantScopes refuses a user without an account of the provider", () => {
    expect(() =>
      emulator.oauth.grantScopes({ userId: crypto.randomUUID(), provider: "github", scopes: [] }),
    ).toThrow(TypeError);
  });
});

describe("POST /check-feature-support", () => {
  it("answers 200 with a plain-text notice, as the reference SDK expects", async () => {
    const named = await call(emulator, "POST", "/check-feature-support", {
      body: { name: "sendVerificationEmail() on ServerUser", feature_name: "Server e-mails" },
    });
    expect(named.status).toBe(200);
    expect(named.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(named.text).toBe(
      "Server e-mails is not supported yet. Ask the service's support about it.",
    );
    const bare = await call(emulator, "POST", "/check-feature-support", { access: null });
    expect(bare.text).toMatch(/^This feature is not supported yet/);
  });
});
