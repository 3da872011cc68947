import type { CurrentUser, StackClientApp } from "@app/core";
import type { StackServerApp } from "@app/core/server";
import { INTERNAL_PROJECT } from "@app/emulator";
import { beforeAll, describe, expect, it } from "vitest";
import { hookName } from "../cache/hook-adapter.js";
import { uniqueEmail, useHarness } from "../test-utils/emulator-harness.js";

// Every async getter of every object of the SDK has its hook twin on the same object (issue 14):
// `user.listTeams()` ↔ `user.useTeams()`, `app.getProject()` ↔ `app.useProject()`. This walks a
// real instance of each object kind and fails on a `get…`/`list…` method without its `use…`.

const h = useHarness();

/**
 * The getters that have no twin, each with why: they are not reads of state a component shows.
 * The reference SDK has no hook for them either.
 */
const NOT_STATE_READS: Record<string, string> = {
  // A check of an invitation link's code before accepting it: a one-off step of a form.
  getTeamInvitationDetails: "checks a code; a form step, not state",
};

/** A server's new session: `getTokens()` hands it out once, for another process to use. */
const ONE_OFF_SESSION: Record<string, string> = {
  getTokens: "a session a server creates to hand over, not the app's own",
};

/** The names of the methods of `object`, its own and inherited ones (not Object's). */
function methodNames(object: object): string[] {
  const names = new Set<string>();
  for (let proto = object; proto && proto !== Object.prototype; ) {
    for (const [name, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(proto))) {
      if (name !== "constructor" && typeof descriptor.value === "function") names.add(name);
    }
    proto = Object.getPrototypeOf(proto);
  }
  return [...names];
}

/** What the walk found on one object: its getters, and those without a twin. */
function twinsOf(object: object, allowed: Record<string, string> = {}) {
  const methods = methodNames(object);
  const getters = methods.filter((name) => /^(get|list)[A-Z]/.test(name));
  return {
    getters,
    missing: getters.filter((name) => !(name in allowed) && !methods.includes(hookName(name))),
    /** Allow-list entries the object does not even have: a stale list. */
    unused: Object.keys(allowed).filter((name) => !getters.includes(name)),
  };
}

beforeAll(async () => {
  await h.admin().updateProject({
    config: {
      allowUserApiKeys: true,
      allowTeamApiKeys: true,
      oauthProviders: [
        { id: "github", type: "standard", enabled: true, clientId: "id", clientSecret: "s" },
      ],
    },
  });
});

/** One instance of every object kind, built against the emulator. */
async function everyObjectKind() {
  const client = h.client();
  const server = h.server();
  const admin = h.admin();
  const email = uniqueEmail();
  const created = await server.createUser({ primaryEmail: email, password: "a-good-password" });
  const attached = await server.createOAuthProvider({
    userId: created.id,
    providerConfigId: "github",
    accountId: `gh-${crypto.randomUUID()}`,
    email,
    allowSignIn: true,
    allowConnectedAccounts: true,
  });
  if (attached.status === "error") throw attached.error;
  // As after an OAuth link: the provider holds tokens for the account.
  h.emulator.oauth.grantScopes({ userId: created.id, provider: "github", scopes: [] });
  await client.signInWithCredential({ email, password: "a-good-password", noRedirect: true });
  const user = (await client.getUser({ or: "throw" })) as CurrentUser;
  const team = await user.createTeam({ displayName: "Engines" });
  await team.inviteUser({
    email: uniqueEmail(),
    callbackUrl: "http://localhost:3000/handler/team-invitation",
  });
  const serverUser = await server.getUser(created.id);
  const session = await server.createSession({ userId: created.id });
  const currentServerUser = await server.getUser({
    tokenStore: { accessToken: session.accessToken, refreshToken: session.refreshToken },
  });
  const serverTeam = await server.getTeam(team.id);
  const [connection] = await user.listConnectedAccounts();
  const deprecatedConnection = await user.getConnectedAccount("github");
  const [channel] = await user.listContactChannels();
  const userKey = await user.createApiKey({ description: "CLI", expiresAt: null });
  const teamKey = await team.createApiKey({ description: "CI", expiresAt: null });
  const internalKey = await admin.createInternalApiKey({
    description: "backend",
    expiresAt: new Date(Date.now() + 86_400_000),
    hasPublishableClientKey: false,
    hasSecretServerKey: true,
    hasSuperSecretAdminKey: false,
  });
  const owner = h.client({
    projectId: INTERNAL_PROJECT.id,
    publishableClientKey: INTERNAL_PROJECT.publishableClientKey,
  });
  await owner.signUpWithCredential({
    email: uniqueEmail(),
    password: "owner-pw-1",
    noRedirect: true,
  });
  const ownerUser = (await owner.getUser({ or: "throw" })) as CurrentUser;
  return {
    "client app": client,
    "server app": server,
    "admin app": admin,
    "client user": user,
    "current session": user.currentSession,
    "client team": team,
    "sent invitation": (await team.listInvitations())[0],
    "team profile": await user.getTeamProfile(team),
    "server user": serverUser,
    "current server user": currentServerUser,
    "server team": serverTeam,
    "OAuth provider": (await user.listOAuthProviders())[0],
    "connected account": connection,
    "connected account (deprecated form)": deprecatedConnection,
    "contact channel": channel,
    "user API key": userKey,
    "team API key": teamKey,
    "listed user API key": (await user.listApiKeys())[0],
    "internal API key": internalKey,
    "active session": (await user.getActiveSessions())[0],
    "admin project": await admin.getProject(),
    "owned project": await ownerUser.createProject({ displayName: "Twins" }),
    "email template": (await admin.listEmailTemplates())[0],
  };
}

describe("hook twins", () => {
  it("every get…/list… method of every object kind has its use… twin", async () => {
    const kinds = await everyObjectKind();
    const report: Record<string, string[]> = {};
    let getters = 0;
    for (const [kind, object] of Object.entries(kinds)) {
      expect(object, `${kind} was not built`).toBeTruthy();
      const found = twinsOf(object as object, kind.endsWith("app") ? NOT_STATE_READS : {});
      getters += found.getters.length;
      if (found.missing.length > 0) report[kind] = found.missing;
    }
    expect(report).toEqual({});
    // The walk saw the getters (a walk that finds none cannot fail): the client user alone has 19.
    expect(getters).toBeGreaterThan(60);
  });

  it("the allow-list names only getters that exist, each without a twin", async () => {
    const client = h.client();
    const found = twinsOf(client, NOT_STATE_READS);
    expect(found.unused).toEqual([]);
    for (const name of Object.keys(NOT_STATE_READS)) {
      expect(methodNames(client)).not.toContain(hookName(name));
    }
  });

  it("a server's new session hands its tokens out once: getTokens() has no twin", async () => {
    const created = await h.server().createUser({ primaryEmail: uniqueEmail() });
    const session = await h.server().createSession({ userId: created.id });
    expect(twinsOf(session, ONE_OFF_SESSION)).toMatchObject({ missing: [], unused: [] });
  });

  it("finds a getter without a twin (the check can fail)", () => {
    const object = { listThings: async () => [], getOther: async () => 1, useOther: () => 1 };
    expect(twinsOf(object).missing).toEqual(["listThings"]);
  });
});

/** The hook twins, which @app/react types (hook-types.ts), as untyped code reaches them. */
type Untyped = Record<`use${string}`, () => unknown>;

describe("a hook without React bindings", () => {
  it("says to import @app/react, naming the hook", async () => {
    const client = h.client();
    await client.signUpWithCredential({
      email: uniqueEmail(),
      password: "a-good-password",
      noRedirect: true,
    });
    // What plain JavaScript can still call: TypeScript offers no hook without @app/react.
    const user = (await client.getUser({ or: "throw" })) as CurrentUser & Untyped;
    const app = client as StackClientApp & Untyped;
    const message = "is a React hook: import @app/react and call it while a component renders.";
    expect(() => user.useTeams()).toThrow(`useTeams() ${message}`);
    expect(() => app.useAccessToken()).toThrow(`useAccessToken() ${message}`);
    expect(() => (h.server() as StackServerApp & Untyped).useUsers()).toThrow(
      `useUsers() ${message}`,
    );
    expect(() => app.useUser()).toThrow(`useUser() ${message}`);
  });
});
