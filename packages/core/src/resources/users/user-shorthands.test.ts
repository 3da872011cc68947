// The reference SDK's user members that ours lacked (issue 6, code written for it runs on ours):
// the setters that are shorthands of `update()`, the wider client `update()`, the restriction
// fields, `toClientJson()` and the session's tokens. Each change shows in what the user sees.
import { type CurrentUser, KnownErrors, type StackClientApp } from "@app/core";
import type { CurrentServerUser, ServerUser } from "@app/core/server";
import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { type RequestLog, uniqueEmail, useHarness } from "../../test-utils/emulator-harness.js";

const h = useHarness();

async function signedUp(log?: RequestLog) {
  const email = uniqueEmail();
  const app = h.client({}, log);
  await app.signUpWithCredential({ email, password: "shorthand-password", noRedirect: true });
  const user = (await app.getUser({ or: "throw" })) as CurrentUser;
  return { app, user, email };
}

/** What a subscribed user store shows, after each change it reports. */
function watch(app: StackClientApp) {
  const seen: (CurrentUser | null)[] = [];
  const stop = app.userStore.subscribe(() => {
    void app.userStore.getPromise().then((user) => seen.push(user));
  });
  return { seen, stop, last: () => seen.at(-1) };
}

describe("client user: setDisplayName, setClientMetadata and the wider update()", () => {
  it("setDisplayName and setClientMetadata reach a subscribed store and the next getUser", async () => {
    const { app, user } = await signedUp();
    const store = watch(app);
    await user.setDisplayName("Ada Lovelace");
    await expect.poll(() => store.last()?.displayName).toBe("Ada Lovelace");
    await user.setClientMetadata({ theme: "dark" });
    await expect.poll(() => store.last()?.clientMetadata).toEqual({ theme: "dark" });
    store.stop();
    const fresh = await h.client({ tokenStore: await user.getAuthJson() }).getUser();
    expect(fresh).toMatchObject({ displayName: "Ada Lovelace", clientMetadata: { theme: "dark" } });
    await user.setDisplayName(null);
    expect((await app.getUser())?.displayName).toBeNull();
  });

  it("update() takes otpAuthEnabled, passkeyAuthEnabled and selectedTeamId", async () => {
    const { app, user } = await signedUp();
    const team = await h.server().createTeam({ displayName: "Shorthand team" });
    await team.addUser(user.id);
    // (A passkey is turned on by registering one; update() may turn it off.)
    await user.update({ otpAuthEnabled: true, passkeyAuthEnabled: false, selectedTeamId: team.id });
    const after = (await app.getUser({ or: "throw" })) as CurrentUser;
    expect(after).toMatchObject({ otpAuthEnabled: true, passkeyAuthEnabled: false });
    expect(after.selectedTeam?.id).toBe(team.id);
    await after.update({ selectedTeamId: null });
    expect((await app.getUser())?.selectedTeam).toBeNull();
  });

  it("update({ primaryEmail }) changes the primary e-mail and reloads the contact channels", async () => {
    const { app, user } = await signedUp();
    expect(await user.listContactChannels()).toHaveLength(1);
    const email = uniqueEmail();
    await user.update({ primaryEmail: email });
    expect((await app.getUser())?.primaryEmail).toBe(email);
    const channels = await user.listContactChannels();
    expect(channels.find((channel) => channel.isPrimary)?.value).toBe(email);
  });

  it.each<[string, (user: CurrentUser) => Promise<unknown>, RegExp]>([
    [
      "setDisplayName(42)",
      (user) => user.setDisplayName(42 as never),
      /^user\.setDisplayName\(\): displayName must be string/,
    ],
    [
      "setClientMetadata([1, 2])",
      (user) => user.setClientMetadata([1, 2] as never),
      /^user\.setClientMetadata\(\): clientMetadata/,
    ],
    [
      'update({ otpAuthEnabled: "yes" })',
      (user) => user.update({ otpAuthEnabled: "yes" as never }),
      /^user\.update\(\): otpAuthEnabled must be boolean/,
    ],
  ])("%s is a TypeError naming the field, before any request", async (_, call, message) => {
    const log: RequestLog = [];
    const { app, user } = await signedUp(log);
    log.length = 0;
    await expect(call(user)).rejects.toThrow(TypeError);
    await expect(call(user)).rejects.toThrow(message);
    expect(log).toEqual([]);
    expect(await app.getUser()).toMatchObject({ displayName: null, clientMetadata: null });
  });
});

describe("e-mail addresses the service judges, as @stackframe/js sends them", () => {
  it('update({ primaryEmail: "ada@" }) is the service\'s SCHEMA_ERROR; the e-mail stays', async () => {
    const { app, user } = await signedUp();
    const error = await user.update({ primaryEmail: "ada@" }).catch((e: unknown) => e);
    expect(KnownErrors.SchemaError.isInstance(error)).toBe(true);
    expect((await app.getUser())?.primaryEmail).toBe(user.primaryEmail);
  });

  it("a server user's setPrimaryEmail(\"ada@\") is the service's SCHEMA_ERROR; the e-mail stays", async () => {
    const user = await h.server().createUser({ primaryEmail: uniqueEmail() });
    const error = await user.setPrimaryEmail("ada@").catch((e: unknown) => e);
    expect(KnownErrors.SchemaError.isInstance(error)).toBe(true);
    expect((await h.server().getUser(user.id))?.primaryEmail).toBe(user.primaryEmail);
  });
});

describe("client user: restriction, toClientJson and tokens", () => {
  it("a signed-up user is not restricted; an anonymous one is, for being anonymous", async () => {
    const { user } = await signedUp();
    expect(user).toMatchObject({ isRestricted: false, restrictedReason: null });
    const anonymous = await h.client().getUser({ or: "anonymous" });
    expect(anonymous).toMatchObject({
      isAnonymous: true,
      isRestricted: true,
      restrictedReason: { type: "anonymous" },
    });
  });

  it("toClientJson() is the user's client JSON", async () => {
    const { user, email } = await signedUp();
    await user.setDisplayName("Json");
    const app = h.client({ tokenStore: await user.getAuthJson() });
    const json = ((await app.getUser({ or: "throw" })) as CurrentUser).toClientJson();
    expect(json).toMatchObject({ id: user.id, primary_email: email, display_name: "Json" });
    expect(json).not.toHaveProperty("server_metadata");
  });

  it("getAccessToken, getRefreshToken and getAuthJson hand out this session's tokens", async () => {
    const { user } = await signedUp();
    const accessToken = await user.getAccessToken();
    expect(decodeJwt(accessToken ?? "").sub).toBe(user.id);
    expect(await user.getRefreshToken()).toBe((await user.currentSession.getTokens()).refreshToken);
    expect(await user.getAuthJson()).toEqual(await user.currentSession.getTokens());
    await user.signOut();
    expect(await user.getAuthJson()).toEqual({ accessToken: null, refreshToken: null });
  });
});

describe("server user: the setters, toClientJson and the server fields", () => {
  async function serverUser(log?: RequestLog): Promise<ServerUser> {
    return h.server(log).createUser({ primaryEmail: uniqueEmail(), password: "server-password" });
  }

  it("each setter changes what getUser reads", async () => {
    const server = h.server();
    const user = await serverUser();
    await user.setDisplayName("Grace");
    await user.setClientMetadata({ a: 1 });
    await user.setClientReadOnlyMetadata({ b: 2 });
    await user.setServerMetadata({ c: 3 });
    const email = uniqueEmail();
    await user.setPrimaryEmail(email, { verified: true });
    expect(await server.getUser(user.id)).toMatchObject({
      displayName: "Grace",
      clientMetadata: { a: 1 },
      clientReadOnlyMetadata: { b: 2 },
      serverMetadata: { c: 3 },
      primaryEmail: email,
      primaryEmailVerified: true,
    });
  });

  it("setPrimaryEmail reloads the user's cached contact channels", async () => {
    const user = await serverUser();
    const before = await user.listContactChannels();
    expect(before).toHaveLength(1);
    const email = uniqueEmail();
    await user.setPrimaryEmail(email);
    const after = await user.listContactChannels();
    expect(after.find((channel) => channel.isPrimary)).toMatchObject({
      value: email,
      isVerified: false,
    });
  });

  it("a setter of the server's current user reaches its subscribed user store", async () => {
    const { user } = await signedUp();
    const server = h.server(undefined, { tokenStore: await user.getAuthJson() });
    const store = watch(server);
    const current = (await server.getUser({ or: "throw" })) as CurrentServerUser;
    await current.setDisplayName("Renamed by the server");
    await expect.poll(() => store.last()?.displayName).toBe("Renamed by the server");
    await current.setClientReadOnlyMetadata({ plan: "pro" });
    await expect.poll(() => store.last()?.clientReadOnlyMetadata).toEqual({ plan: "pro" });
    store.stop();
  });

  it.each<[string, (user: ServerUser) => Promise<unknown>, RegExp]>([
    [
      'setServerMetadata("x")',
      (user) => user.setServerMetadata("x" as never),
      /^user\.setServerMetadata\(\): serverMetadata/,
    ],
    [
      "setClientReadOnlyMetadata(1)",
      (user) => user.setClientReadOnlyMetadata(1 as never),
      /^user\.setClientReadOnlyMetadata\(\): clientReadOnlyMetadata/,
    ],
    [
      'setPrimaryEmail(email, { verified: "yes" })',
      (user) => user.setPrimaryEmail(uniqueEmail(), { verified: "yes" as never }),
      /^user\.setPrimaryEmail\(\): primaryEmailVerified must be boolean/,
    ],
  ])("%s is a TypeError naming the field, before any request", async (_, call, message) => {
    const log: RequestLog = [];
    const user = await serverUser(log);
    log.length = 0;
    await expect(call(user)).rejects.toThrow(TypeError);
    await expect(call(user)).rejects.toThrow(message);
    expect(log).toEqual([]);
    expect(await h.server().getUser(user.id)).toMatchObject({
      serverMetadata: null,
      clientReadOnlyMetadata: null,
      primaryEmail: user.primaryEmail,
    });
  });

  it("reads the restriction, country and risk fields; toClientJson leaves the server's out", async () => {
    const user = await serverUser();
    await user.setServerMetadata({ secret: true });
    const read = await h.server().getUser(user.id);
    expect(read).toMatchObject({
      isRestricted: false,
      restrictedReason: null,
      restrictedByAdmin: false,
      restrictedByAdminReason: null,
      restrictedByAdminPrivateDetails: null,
      countryCode: null,
      riskScores: { signUp: { bot: 0, freeTrialAbuse: 0 } },
    });
    const json = read?.toClientJson();
    expect(json).toMatchObject({ id: user.id, primary_email: user.primaryEmail });
    for (const key of ["server_metadata", "last_active_at_millis", "risk_scores", "country_code"]) {
      expect(json).not.toHaveProperty(key);
    }
  });
});
