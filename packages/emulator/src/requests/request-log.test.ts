import { StackClientApp } from "@app/core";
import { MemoryTokenStore } from "@app/core/internal";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { call, DEMO_USER, signIn, useTestEmulator } from "../test-utils/harness.js";

const LIFETIME_MS = 60_000;
const emulator = useTestEmulator({ accessTokenLifetimeMs: LIFETIME_MS });

beforeEach(() => emulator.requests.clear());
afterEach(() => {
  emulator.clock.reset();
  emulator.faults.clear();
});

async function logOverHttp(query = "") {
  const response = await fetch(`${emulator.url}/emulator/requests${query}`);
  return (await response.json()).items as { method: string; path: string; status: number }[];
}

describe("the request log", () => {
  it("records each API request with the status the emulator meant, not the overridden one", async () => {
    await call(emulator, "GET", "/projects/current?x=1");
    await call(emulator, "GET", "/users/me", {
      accessToken: "nonsense",
      overrideErrorStatus: true,
    });

    const [project, me] = emulator.requests.list();
    expect(project).toMatchObject({
      method: "GET",
      path: "/api/v1/projects/current",
      query: "?x=1",
      accessType: "client",
      faultId: null,
    });
    // The envelope answered 200 with x-stack-actual-status; the log keeps the real 401.
    expect(me).toMatchObject({ method: "GET", path: "/api/v1/users/me", status: 401 });
    expect((me?.seq ?? 0) - (project?.seq ?? 0)).toBe(1);
  });

  // Regression (issue 31): the log kept the query as sent, so `GET /emulator/requests` showed the
  // codes and tokens of every link an app opened against the API.
  it("keeps the query with the values of codes, tokens and secrets redacted (tokens in URLs)", async () => {
    await call(
      emulator,
      "GET",
      "/projects/current?code=abc123&refresh_token=rt&client_secret=s&user_id=me&after=%2Fhome",
    );
    const expected =
      "?code=[redacted]&refresh_token=[redacted]&client_secret=[redacted]&user_id=me&after=%2Fhome";
    expect(emulator.requests.list()).toMatchObject([{ query: expected }]);
    const overHttp = (await (await fetch(`${emulator.url}/emulator/requests`)).json()).items;
    expect(overHttp).toMatchObject([{ query: expected }]);
    expect(JSON.stringify(overHttp)).not.toMatch(/abc123|\brt\b|client_secret=s/);
  });

  it("filters by method and path glob, over HTTP as on the handle, and DELETE empties it", async () => {
    await signIn(emulator);
    await call(emulator, "GET", "/projects/current");
    await fetch(`${emulator.url}/emulator/clock`);

    expect((await logOverHttp()).map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /api/v1/auth/password/sign-in",
      "GET /api/v1/projects/current",
    ]);
    expect(await logOverHttp("?method=post&path=/api/v1/auth/**")).toHaveLength(1);
    expect(emulator.requests.list({ path: "/api/v1/projects/*" })).toHaveLength(1);

    await fetch(`${emulator.url}/emulator/requests`, { method: "DELETE" });
    expect(emulator.requests.list()).toEqual([]);
  });

  it("names the fault injected into a request; a reset connection has status 0", async () => {
    const fault = emulator.faults.add({
      method: "GET",
      path: "/api/v1/projects/current",
      kind: "reset",
      when: "before",
      times: 1,
    });
    await fetch(`${emulator.url}/api/v1/projects/current`).catch(() => undefined);
    expect(emulator.requests.list()).toMatchObject([{ status: 0, faultId: fault.id }]);
  });

  it("lets a test count the refresh grants behind 20 concurrent calls on a stale token", async () => {
    const app = new StackClientApp({
      baseUrl: emulator.url,
      projectId: emulator.projectId,
      publishableClientKey: emulator.publishableClientKey,
      tokenStore: new MemoryTokenStore(),
    });
    await app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
    const user = await app.getUser({ or: "throw" });
    if (!user) throw new Error("not signed in");
    // Tokens issued by an emulator whose clock is behind have already expired in real time.
    emulator.clock.advance(-2 * LIFETIME_MS);
    await app.signOut({ noRedirect: true }).catch(() => undefined);
    await app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
    const stale = await app.getUser({ or: "throw" });
    if (!stale) throw new Error("not signed in");
    emulator.clock.reset();
    emulator.requests.clear();

    await Promise.all(Array.from({ length: 20 }, () => stale!.currentSession.getTokens()));
    expect(user!.id).toBe(stale!.id);

    expect(emulator.requests.list().map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /api/v1/auth/oauth/token",
    ]);
  });
});
