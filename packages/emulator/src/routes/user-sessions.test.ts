import { activeSessionJsonSchema } from "@app/core/internal";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  call,
  DEMO_USER,
  knownError,
  refreshGrant,
  signIn,
  signUp,
  useTestEmulator,
} from "../testing/harness.js";

const emulator = useTestEmulator();

const list = (accessToken: string, userId = "me") =>
  call(emulator, "GET", `/auth/sessions?user_id=${userId}`, { accessToken });

const grant = (refreshToken: string) =>
  refreshGrant(emulator, {
    grant_type: "refresh_token",
    refresh_token: refreshToken,
    client_id: emulator.projectId,
    client_secret: emulator.publishableClientKey,
  });

/** A new user signed in twice: `first` is the older session. */
async function twoSessions() {
  const first = await signUp(emulator);
  emulator.clock.advance(5);
  const second = await signIn(emulator, first.email, "correct horse battery");
  emulator.clock.reset();
  return { first, second, userId: first.user_id };
}

describe("GET /auth/sessions", () => {
  it("lists the user's sessions newest first, the request's own flagged", async () => {
    const { first, second, userId } = await twoSessions();
    const res = await list(first.access_token);
    expect(res.status).toBe(200);
    expect(res.body.is_paginated).toBe(false);
    expect(res.body.items).toEqual([
      {
        id: expect.any(String),
        user_id: userId,
        created_at: expect.any(Number),
        last_used_at: expect.any(Number),
        is_impersonation: false,
        is_current_session: false,
      },
      expect.objectContaining({ user_id: userId, is_current_session: true }),
    ]);
    for (const item of res.body.items) {
      expect(v.safeParse(activeSessionJsonSchema, item).success).toBe(true);
    }
    const fromSecond = await list(second.access_token, userId);
    expect(
      fromSecond.body.items.map((s: { is_current_session: boolean }) => s.is_current_session),
    ).toEqual([true, false]);
  });

  it("lets a client list only their own sessions", async () => {
    const { first } = await twoSessions();
    const res = await list(first.access_token, DEMO_USER.id);
    expect(res.status).toBe(403);
    expect(res.text).toBe("Client can only list sessions for their own user.");
    const anonymous = await call(emulator, "GET", "/auth/sessions?user_id=me");
    expect(knownError(anonymous)).toMatchObject({ code: "CANNOT_GET_OWN_USER_WITHOUT_USER" });
    const noQuery = await call(emulator, "GET", "/auth/sessions", {
      accessToken: first.access_token,
    });
    expect(noQuery.body.error).toBe("query.user_id: is required");
  });

  it("lets a server list anyone's; impersonations only show to admins", async () => {
    const { userId } = await twoSessions();
    // Newer than the second session, which twoSessions() dated 5 ms ahead of real time.
    emulator.clock.advance(10);
    const impersonation = await call(emulator, "POST", "/auth/sessions", {
      access: "server",
      body: { user_id: userId, is_impersonation: true },
    });
    emulator.clock.reset();
    expect(impersonation.status).toBe(200);
    const server = await call(emulator, "GET", `/auth/sessions?user_id=${userId}`, {
      access: "server",
    });
    expect(server.body.items).toHaveLength(2);
    expect(
      server.body.items.every((s: { is_current_session: boolean }) => !s.is_current_session),
    ).toBe(true);
    const admin = await call(emulator, "GET", `/auth/sessions?user_id=${userId}`, {
      access: "admin",
    });
    expect(admin.body.items).toHaveLength(3);
    expect(admin.body.items[0].is_impersonation).toBe(true);
  });

  it("leaves out ended and expired sessions", async () => {
    const { first, second, userId } = await twoSessions();
    await call(emulator, "DELETE", "/auth/sessions/current", {
      accessToken: second.access_token,
      body: {},
    });
    const short = await call(emulator, "POST", "/auth/sessions", {
      access: "server",
      body: { user_id: userId, expires_in_millis: 1000 },
    });
    expect(short.status).toBe(200);
    expect((await list(first.access_token)).body.items).toHaveLength(2);
    emulator.clock.advance(2000);
    try {
      const items = (await list(first.access_token)).body.items;
      expect(items).toHaveLength(1);
      expect(items[0].is_current_session).toBe(true);
    } finally {
      emulator.clock.reset();
    }
  });
});

describe("DELETE /auth/sessions/{id}", () => {
  it("ends another session of the user: its refresh token stops working", async () => {
    const { first, second } = await twoSessions();
    const [, older] = (await list(second.access_token)).body.items;
    const res = await call(emulator, "DELETE", `/auth/sessions/${older.id}?user_id=me`, {
      accessToken: second.access_token,
      body: {},
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await grant(first.refresh_token)).status).toBe(401);
    expect((await grant(second.refresh_token)).status).toBe(200);
    expect((await list(second.access_token)).body.items).toHaveLength(1);
  });

  it("refuses to end the request's own session (that is sign-out)", async () => {
    const { second } = await twoSessions();
    const [current] = (await list(second.access_token)).body.items;
    const res = await call(emulator, "DELETE", `/auth/sessions/${current.id}?user_id=me`, {
      accessToken: second.access_token,
      body: {},
    });
    expect(knownError(res)).toMatchObject({ status: 400, code: "CANNOT_DELETE_CURRENT_SESSION" });
    expect((await grant(second.refresh_token)).status).toBe(200);
  });

  it("answers 404 text for another user's session and an unknown one", async () => {
    const victim = await twoSessions();
    const [session] = (await list(victim.first.access_token)).body.items;
    const intruder = await signIn(emulator);
    const res = await call(emulator, "DELETE", `/auth/sessions/${session.id}?user_id=me`, {
      accessToken: intruder.access_token,
      body: {},
    });
    expect(res.status).toBe(404);
    expect(res.text).toBe("Session not found.");
    expect((await grant(victim.second.refresh_token)).status).toBe(200);
    const unknown = await call(
      emulator,
      "DELETE",
      "/auth/sessions/00000000-0000-4000-8000-0000000000aa?user_id=me",
      { accessToken: intruder.access_token, body: {} },
    );
    expect(unknown.status).toBe(404);
  });

  it("needs user_id from a client; a server ends any session", async () => {
    const { first, second, userId } = await twoSessions();
    const [, older] = (await list(second.access_token)).body.items;
    const noQuery = await call(emulator, "DELETE", `/auth/sessions/${older.id}`, {
      accessToken: second.access_token,
      body: {},
    });
    expect(noQuery.body.error).toBe("query.user_id: is required");
    const server = await call(emulator, "DELETE", `/auth/sessions/${older.id}?user_id=${userId}`, {
      access: "server",
      body: {},
    });
    expect(server.status).toBe(200);
    expect((await grant(first.refresh_token)).status).toBe(401);
  });
});

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

/** The sessions as `accessToken`'s user lists them, by whether each is the caller's own. */
async function placesOf(accessToken: string) {
  const res = await list(accessToken);
  return res.body.items.map((item: Record<string, unknown>) => ({
    current: item.is_current_session,
    place: item.last_used_at_end_user_ip_info,
  }));
}

// Issue 33: every session read "Unknown location", so a user could not tell them apart.
describe("where a session was last used from (last_used_at_end_user_ip_info)", () => {
  it("is the address of the browser that used it, as the service records it", async () => {
    const { first, second } = await twoSessions();
    await call(emulator, "GET", "/users/me", {
      accessToken: first.access_token,
      headers: { "user-agent": BROWSER },
    });
    await call(emulator, "GET", "/users/me", {
      accessToken: second.access_token,
      headers: {
        "user-agent": BROWSER,
        "x-forwarded-for": "203.0.113.7, 10.0.0.1",
        "x-vercel-ip-country": "DE",
        "x-vercel-ip-country-region": "BE",
        "x-vercel-ip-city": "Berlin",
        "x-vercel-ip-latitude": "52.52",
        "x-vercel-ip-longitude": "13.40",
        "x-vercel-ip-timezone": "Europe/Berlin",
      },
    });
    expect(await placesOf(second.access_token)).toEqual([
      {
        current: true,
        place: {
          ip: "203.0.113.7",
          countryCode: "DE",
          regionCode: "BE",
          cityName: "Berlin",
          latitude: 52.52,
          longitude: 13.4,
          tzIdentifier: "Europe/Berlin",
        },
      },
      // No proxy in front of the emulator: the connection's own address.
      { current: false, place: { ip: "127.0.0.1" } },
    ]);
  });

  it("takes the proxy headers in the service's order, and refuses what is no address", async () => {
    const { first } = await twoSessions();
    const placeAfter = async (headers: Record<string, string>) => {
      await call(emulator, "GET", "/users/me", {
        accessToken: first.access_token,
        headers: { "user-agent": BROWSER, ...headers },
      });
      const places = await placesOf(first.access_token);
      return places.find((p: { current: boolean }) => p.current)?.place;
    };
    expect(
      await placeAfter({ "cf-connecting-ip": "198.51.100.1", "x-real-ip": "198.51.100.2" }),
    ).toEqual({ ip: "198.51.100.1" });
    expect(await placeAfter({ "x-real-ip": "2001:db8::1", "cf-ipcountry": "FR" })).toEqual({
      ip: "2001:db8::1",
      countryCode: "FR",
    });
    // Not an address: nothing new is noted; the last one stays.
    expect(await placeAfter({ "x-real-ip": "not-an-ip" })).toEqual({
      ip: "2001:db8::1",
      countryCode: "FR",
    });
  });

  it("is not noted for a caller that is no browser (a server acting with the user's token)", async () => {
    const { first } = await twoSessions();
    await call(emulator, "GET", "/users/me", { accessToken: first.access_token });
    expect((await placesOf(first.access_token)).map((p: { place: unknown }) => p.place)).toEqual([
      undefined,
      undefined,
    ]);
    await call(emulator, "GET", "/users/me", {
      accessToken: first.access_token,
      headers: { "user-agent": BROWSER, "x-real-ip": "192.0.2.5" },
    });
    await call(emulator, "GET", "/users/me", {
      accessToken: first.access_token,
      headers: { "user-agent": "node", "x-real-ip": "192.0.2.99" },
    });
    const own = (await placesOf(first.access_token)).find((p: { current: boolean }) => p.current);
    expect(own?.place).toEqual({ ip: "192.0.2.5" });
  });

  it("is noted when a browser refreshes the session's access token", async () => {
    const { first } = await twoSessions();
    const res = await fetch(`${emulator.url}/api/v1/auth/oauth/token`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "user-agent": BROWSER,
        "x-real-ip": "192.0.2.10",
      },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: first.refresh_token,
        client_id: emulator.projectId,
        client_secret: emulator.publishableClientKey,
      }).toString(),
    });
    expect(res.status).toBe(200);
    const listed = await call(emulator, "GET", "/auth/sessions?user_id=me", {
      accessToken: first.access_token,
    });
    const own = listed.body.items.find(
      (item: { is_current_session: boolean }) => item.is_current_session,
    );
    expect(own.last_used_at_end_user_ip_info).toEqual({ ip: "192.0.2.10" });
  });
});
