import { describe, expect, it, vi } from "vitest";
import { keys } from "../resources/kit/cache-keys.js";
import { type RequestLog, uniqueEmail, useHarness } from "../test-utils/emulator-harness.js";
import { contextOf } from "./context.js";

// Awaited getters answer what the service holds now, as the reference SDK's do (its
// `getOrWait(…, "write-only")`), while hooks read the cache (issue 29, section 4). Concurrent
// calls share one request; the SDK's own reads (sign-in's user load) are not doubled.

const h = useHarness();

async function requireVerification(on: boolean) {
  await (await h.admin().getProject()).updateConfig({ "onboarding.requireEmailVerification": on });
}

async function signedUp(log?: RequestLog) {
  const app = h.client({}, log);
  const email = uniqueEmail();
  const result = await app.signUpWithCredential({ email, password: "a-good-password" });
  expect(result.status).toBe("ok");
  return { app, email };
}

describe("awaited getters answer what the service holds now", () => {
  it("regression (issue 29): getUser() shows an e-mail a server app verified meanwhile, not the cached restricted user", async () => {
    await requireVerification(true);
    try {
      const { app } = await signedUp();
      const restricted = await app.getUser({ includeRestricted: true });
      expect(restricted?.isRestricted).toBe(true);
      expect(await app.getUser()).toBeNull();
      await h.server().updateUser(restricted?.id ?? "", { primaryEmailVerified: true });
      const user = await app.getUser();
      expect(user?.id).toBe(restricted?.id);
      expect(user?.isRestricted).toBe(false);
      expect(user?.primaryEmailVerified).toBe(true);
    } finally {
      await requireVerification(false);
    }
  });

  it("a list getter shows a change made elsewhere (another app of the same user)", async () => {
    const { app } = await signedUp();
    const user = await app.getUser({ or: "throw" });
    expect(await user.listTeams()).toEqual([]);
    const team = await h.server().createTeam({ displayName: "Elsewhere", creatorUserId: user.id });
    expect((await user.listTeams()).map((t) => t.id)).toEqual([team.id]);
  });

  it("calls at once share one request; each later call asks again", async () => {
    const log: RequestLog = [];
    const { app } = await signedUp(log);
    const user = await app.getUser({ or: "throw" });
    log.length = 0;
    await Promise.all([app.getUser(), app.getUser(), app.getUser()]);
    await Promise.all([user.listTeams(), user.listTeams()]);
    expect(log.sort()).toEqual(["GET /teams", "GET /users/me"]);
    await app.getUser();
    await app.getProject();
    expect(log.filter((line) => line === "GET /users/me")).toHaveLength(2);
    expect(log.filter((line) => line === "GET /projects/current")).toHaveLength(1);
  });

  it("stores the answer, so that what hooks read (the cache) follows and its readers are told", async () => {
    const { app } = await signedUp();
    const user = await app.getUser({ or: "throw" });
    const { cache, session } = contextOf(app);
    const listener = vi.fn();
    const stop = app.userStore.subscribe(listener);
    try {
      await h.server().updateUser(user.id, { displayName: "Changed elsewhere" });
      expect((await app.userStore.getPromise())?.displayName).not.toBe("Changed elsewhere");
      expect((await app.getUser())?.displayName).toBe("Changed elsewhere");
      expect(listener).toHaveBeenCalled();
      expect((await app.userStore.getPromise())?.displayName).toBe("Changed elsewhere");
      // The team list too: the store a hook reads has the awaited getter's answer.
      await user.listTeams();
      const team = await h.server().createTeam({ displayName: "Seen", creatorUserId: user.id });
      await user.listTeams();
      if (!session) throw new Error("no session");
      const teams = await cache.get<{ id: string }[]>(keys.teams(session));
      expect(teams.map((t) => t.id)).toEqual([team.id]);
    } finally {
      stop();
    }
  });

  it("sign-in loads the user once; a getUser() after it asks once more, as the reference's does", async () => {
    const { email } = await signedUp();
    const log: RequestLog = [];
    const app = h.client({}, log);
    await app.signInWithCredential({ email, password: "a-good-password", noRedirect: true });
    expect(log.filter((line) => line === "GET /users/me")).toHaveLength(1);
    // What a component shows right after the sign-in needs no request.
    expect(await app.userStore.getPromise()).not.toBeNull();
    expect(log.filter((line) => line === "GET /users/me")).toHaveLength(1);
    await app.getUser();
    expect(log.filter((line) => line === "GET /users/me")).toHaveLength(2);
    expect(log.filter((line) => line === "POST /auth/oauth/token")).toHaveLength(0);
  });
});
