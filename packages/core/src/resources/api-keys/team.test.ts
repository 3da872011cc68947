import { type ApiKeyCreationOptions, HttpError, KnownErrors, type TeamApiKey } from "@app/core";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { contextOf } from "../../apps/context.js";
import {
  countRequests,
  type RequestLog,
  signUpUser,
  uniqueEmail,
  useHarness,
} from "../../test-utils/emulator-harness.js";

const h = useHarness();

beforeAll(async () => {
  await h.admin().updateProject({ config: { allowTeamApiKeys: true, allowUserApiKeys: true } });
});

afterEach(() => {
  vi.useRealTimers();
});

/** A team created by a new user, who holds `$manage_api_keys` in it (team_admin). */
async function ownTeam(log?: RequestLog) {
  const { app, user } = await signUpUser(h, log);
  const team = await user.createTeam({ displayName: "Engines" });
  return { app, user, team };
}

describe("team.createApiKey and team.listApiKeys (client)", () => {
  it("creates a team key whose whole value shows once; the list shows its last four", async () => {
    const { team } = await ownTeam();
    // The reference SDK's generic option type names the key's kind.
    const options: ApiKeyCreationOptions<"team"> = { description: "CI", expiresAt: null };
    const key = await team.createApiKey(options);
    expect(key).toMatchObject({
      type: "team",
      teamId: team.id,
      description: "CI",
      manuallyRevokedAt: null,
    });
    expect(key).not.toHaveProperty("userId");
    expect(key.value).toMatch(/^sk_[0-9a-z]{45}[0-9a-f]{32}team1574ck4u7h[0-9a-f]{8}$/);
    expect(key.isValid()).toBe(true);
    const [listed] = await team.listApiKeys();
    expect(listed).toMatchObject({
      id: key.id,
      type: "team",
      teamId: team.id,
      value: { lastFour: key.value.slice(-4) },
    });
  });

  it("one request for reads at once; creating, renaming and revoking show in the next read", async () => {
    const log: RequestLog = [];
    const { team } = await ownTeam(log);
    // Reads at once share one request (each awaited read asks anew: issue 29).
    expect(await Promise.all([team.listApiKeys(), team.listApiKeys()])).toEqual([[], []]);
    expect(countRequests(log, "GET /team-api-keys")).toBe(1);
    const first = await team.createApiKey({ description: "first", expiresAt: null });
    const second = await team.createApiKey({ description: "second", expiresAt: null });
    expect((await team.listApiKeys()).map((k) => k.id)).toEqual([second.id, first.id]);
    expect(countRequests(log, "GET /team-api-keys")).toBe(2);
    await first.update({ description: "renamed" });
    await second.revoke();
    const after = await team.listApiKeys();
    expect(after.find((k) => k.id === first.id)?.description).toBe("renamed");
    expect(after.find((k) => k.id === second.id)?.whyInvalid()).toBe("manually-revoked");
  });

  it("reloads a subscribed list when a key is created or revoked", async () => {
    const { app, team } = await ownTeam();
    const { cache, session } = contextOf(app);
    await team.listApiKeys();
    const key = ["teamApiKeys", team.id, session?.tokens.refreshToken ?? ""];
    const changed = vi.fn();
    const stop = cache.subscribe(key, changed);
    try {
      const created = await team.createApiKey({ description: "k", expiresAt: null });
      await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
      expect((await cache.get<TeamApiKey[]>(key)).map((k) => k.id)).toEqual([created.id]);
      await created.revoke();
      await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(2));
      expect((await cache.get<TeamApiKey[]>(key))[0]?.whyInvalid()).toBe("manually-revoked");
    } finally {
      stop();
    }
  });

  it("works on the selected team and on listed teams alike", async () => {
    const { app, team } = await ownTeam();
    const me = await app.getUser({ or: "throw" });
    const key = await me?.selectedTeam?.createApiKey({ description: "s", expiresAt: null });
    const [listed] = (await me?.listTeams()) ?? [];
    expect((await listed?.listApiKeys())?.map((k) => k.id)).toEqual([key?.id]);
    expect(listed?.id).toBe(team.id);
  });

  it("a member without $manage_api_keys gets TEAM_PERMISSION_REQUIRED", async () => {
    const { team } = await ownTeam();
    const { user: member } = await signUpUser(h);
    await (await h.server().getTeam(team.id))?.addUser(member.id);
    const [asMember] = await member.listTeams();
    const error = await asMember
      ?.createApiKey({ description: "no", expiresAt: null })
      .catch((e: unknown) => e);
    expect(KnownErrors.TeamPermissionRequired.isInstance(error)).toBe(true);
    expect((error as InstanceType<typeof KnownErrors.TeamPermissionRequired>).details).toEqual({
      team_id: team.id,
      user_id: member.id,
      permission_id: "$manage_api_keys",
    });
    await expect(asMember?.listApiKeys()).rejects.toMatchObject({
      code: "TEAM_PERMISSION_REQUIRED",
    });
    expect(await team.listApiKeys()).toEqual([]);
  });

  it("checks its options before any request", async () => {
    const log: RequestLog = [];
    const { team } = await ownTeam(log);
    log.length = 0;
    const create = (options: unknown) =>
      team.createApiKey(options as Parameters<typeof team.createApiKey>[0]);
    await expect(create({ description: "x" })).rejects.toThrow(
      "team.createApiKey(): expiresAt is required (a Date, or null for a key that never expires).",
    );
    await expect(create({ description: "x", expiresAt: null, teamId: "t" })).rejects.toThrow(
      /unknown option "teamId"/,
    );
    expect(log).toEqual([]);
  });

  it("throws the service's 400 while the project does not allow team API keys", async () => {
    const { team } = await ownTeam();
    await h.admin().updateProject({ config: { allowTeamApiKeys: false } });
    try {
      const error = await team
        .createApiKey({ description: "x", expiresAt: null })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).body).toBe("Team API keys are not enabled for this project.");
    } finally {
      await h.admin().updateProject({ config: { allowTeamApiKeys: true } });
    }
  });

  it("a deleted team's cached key list is dropped", async () => {
    const log: RequestLog = [];
    const { team } = await ownTeam(log);
    await team.createApiKey({ description: "k", expiresAt: null });
    await team.listApiKeys();
    await team.delete();
    log.length = 0;
    await expect(team.listApiKeys()).rejects.toMatchObject({ code: "TEAM_PERMISSION_REQUIRED" });
    expect(log).toEqual(["GET /team-api-keys"]);
  });
});

describe("serverTeam.createApiKey and listApiKeys", () => {
  it("create and list any team's keys; members see the server's keys", async () => {
    const log: RequestLog = [];
    const server = h.server(log);
    const { team } = await ownTeam();
    const serverTeam = await server.getTeam(team.id);
    const key = await serverTeam?.createApiKey({ description: "backend", expiresAt: null });
    expect(key).toMatchObject({ type: "team", teamId: team.id, description: "backend" });
    expect(typeof key?.value).toBe("string");
    const [listed] = await Promise.all([serverTeam?.listApiKeys(), serverTeam?.listApiKeys()]);
    expect(listed?.map((k) => k.id)).toEqual([key?.id]);
    expect(countRequests(log, "GET /team-api-keys")).toBe(1);
    await listed?.[0]?.revoke();
    expect((await serverTeam?.listApiKeys())?.[0]?.whyInvalid()).toBe("manually-revoked");
    expect(countRequests(log, "GET /team-api-keys")).toBe(2);
    expect((await team.listApiKeys()).map((k) => k.id)).toEqual([key?.id]);
  });
});

describe("serverApp.getTeam({ apiKey })", () => {
  it("answers the team of a valid key, and null for revoked, expired, unknown and user keys", async () => {
    const server = h.server();
    const team = await server.createTeam({ displayName: "Keyholders" });
    const key = await team.createApiKey({ description: "k", expiresAt: null });
    const found = await server.getTeam({ apiKey: key.value });
    expect(found).toMatchObject({ id: team.id, displayName: "Keyholders" });
    expect(found?.createdAt).toBeInstanceOf(Date);

    const soon = await team.createApiKey({
      description: "soon",
      expiresAt: new Date(Date.now() + 60_000),
    });
    h.emulator.clock.advance(120_000);
    try {
      expect(await server.getTeam({ apiKey: soon.value })).toBeNull();
    } finally {
      h.emulator.clock.reset();
    }
    const user = await server.createUser({ primaryEmail: uniqueEmail() });
    const userKey = await user.createApiKey({ description: "u", expiresAt: null });
    expect(await server.getTeam({ apiKey: userKey.value })).toBeNull();
    expect(await server.getUser({ apiKey: key.value })).toBeNull();
    expect(await server.getTeam({ apiKey: `${key.value.slice(0, -8)}00000000` })).toBeNull();
    await key.revoke();
    expect(await server.getTeam({ apiKey: key.value })).toBeNull();
  });

  it('getTeam({ apiKey: "" }) asks the service, as @stackframe/js: no key has that value, so null', async () => {
    const log: RequestLog = [];
    expect(await h.server(log).getTeam({ apiKey: "" })).toBeNull();
    expect(log.some((line) => line.includes("/team-api-keys/check"))).toBe(true);
  });

  it("refuses a key that is not a string with a TypeError before any request", async () => {
    const log: RequestLog = [];
    const server = h.server(log);
    await expect(server.getTeam({ apiKey: 7 as never })).rejects.toThrow(
      "getTeam: apiKey must be a string; got number.",
    );
    expect(log).toEqual([]);
  });
});
