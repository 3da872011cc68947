import { describe, expect, it } from "vitest";
import { UserStore } from "../store/user-store.js";
import { computeMetrics, METRICS_DAYS } from "./compute-metrics.js";

const NOW = Date.UTC(2025, 5, 30, 12);
const DAY_MS = 24 * 60 * 60 * 1000;

function users() {
  const store = new UserStore(() => NOW);
  const make = (fields: Parameters<UserStore["create"]>[0]) => store.create(fields);
  return {
    store,
    ada: make({
      projectId: "p",
      primaryEmail: "ada@example.com",
      passwordHash: "$2b$04$hash",
      countryCode: "GB",
      signedUpAtMillis: NOW - 40 * DAY_MS,
      lastActiveAtMillis: NOW - DAY_MS,
    }),
    bob: make({
      projectId: "p",
      otpAuthEnabled: true,
      passkeyAuthEnabled: true,
      countryCode: "DE",
      signedUpAtMillis: NOW - 2 * DAY_MS,
      lastActiveAtMillis: NOW,
      oauthAccounts: [
        {
          id: "a1",
          providerId: "github",
          accountId: "1",
          email: null,
          allowSignIn: true,
          allowConnectedAccounts: true,
          scopes: [],
          hasProviderTokens: false,
          createdAtMillis: NOW,
        },
        {
          id: "a2",
          providerId: "github",
          accountId: "2",
          email: null,
          allowSignIn: true,
          allowConnectedAccounts: true,
          scopes: [],
          hasProviderTokens: false,
          createdAtMillis: NOW,
        },
      ],
    }),
    cid: make({
      projectId: "p",
      passwordHash: "$2b$04$hash",
      countryCode: "DE",
      signedUpAtMillis: NOW,
      lastActiveAtMillis: NOW,
    }),
  };
}

describe("computeMetrics", () => {
  it("counts per day over the last 31 days, oldest first", () => {
    const { store } = users();
    const metrics = computeMetrics(store.list("p"), NOW);
    expect(metrics.total_users).toBe(3);
    expect(metrics.daily_users).toHaveLength(METRICS_DAYS);
    expect(metrics.daily_users[0]?.date).toBe("2025-05-31");
    expect(metrics.daily_users.at(-1)).toEqual({ date: "2025-06-30", activity: 1 });
    expect(metrics.daily_users.at(-3)).toEqual({ date: "2025-06-28", activity: 1 });
    // Ada signed up 40 days ago: outside the series, still in the total.
    expect(metrics.daily_users.reduce((sum, point) => sum + point.activity, 0)).toBe(2);
    expect(metrics.daily_active_users.at(-1)).toEqual({ date: "2025-06-30", activity: 2 });
    expect(metrics.daily_active_users.at(-2)).toEqual({ date: "2025-06-29", activity: 1 });
  });

  it("counts users per country and per sign-in method", () => {
    const { store } = users();
    const metrics = computeMetrics(store.list("p"), NOW);
    expect(metrics.users_by_country).toEqual({ DE: 2, GB: 1 });
    expect(metrics.login_methods).toEqual([
      { method: "password", count: 2 },
      { method: "github", count: 1 },
      { method: "otp", count: 1 },
      { method: "passkey", count: 1 },
    ]);
  });

  it("lists the latest sign-ups and the most recently active users", () => {
    const { store, ada, bob, cid } = users();
    const metrics = computeMetrics(store.list("p"), NOW);
    expect(metrics.recently_registered.map((u) => u.id)).toEqual([cid.id, bob.id, ada.id]);
    expect(metrics.recently_active.map((u) => u.id)).toEqual([cid.id, bob.id, ada.id]);
    expect(metrics.recently_active[2]).toEqual({
      id: ada.id,
      display_name: null,
      primary_email: "ada@example.com",
      profile_image_url: null,
      signed_up_at_millis: NOW - 40 * DAY_MS,
      last_active_at_millis: NOW - DAY_MS,
    });
  });

  it("keeps ten users in each recent list", () => {
    const store = new UserStore(() => NOW);
    for (let i = 0; i < 12; i++) store.create({ projectId: "p", signedUpAtMillis: NOW - i });
    const metrics = computeMetrics(store.list("p"), NOW);
    expect(metrics.recently_registered).toHaveLength(10);
    expect(metrics.recently_active).toHaveLength(10);
  });

  it("has nothing to count in an empty project", () => {
    const metrics = computeMetrics([], NOW);
    expect(metrics).toMatchObject({
      total_users: 0,
      users_by_country: {},
      recently_registered: [],
      recently_active: [],
      login_methods: [],
    });
    expect(metrics.daily_users.every((point) => point.activity === 0)).toBe(true);
  });
});
