import type { AdminMetrics } from "@app/core/internal";
import { primaryChannel } from "../store/contact-channel-store.js";
import type { UserRecord } from "../store/user-store.js";

/** How many days the daily series cover: today and the 30 days before. */
export const METRICS_DAYS = 31;

const DAY_MS = 24 * 60 * 60 * 1000;
const RECENT_USERS = 10;

/** The UTC day of a time, `YYYY-MM-DD`. */
const dayOf = (millis: number) => new Date(millis).toISOString().slice(0, 10);

/** Counts per day of `times` over the series' days, oldest first. */
function daily(times: number[], now: number) {
  const counts = new Map<string, number>();
  for (const time of times) counts.set(dayOf(time), (counts.get(dayOf(time)) ?? 0) + 1);
  return Array.from({ length: METRICS_DAYS }, (_, index) => {
    const date = dayOf(now - (METRICS_DAYS - 1 - index) * DAY_MS);
    return { date, activity: counts.get(date) ?? 0 };
  });
}

function metricsUser(user: UserRecord) {
  return {
    id: user.id,
    display_name: user.displayName,
    primary_email: primaryChannel(user)?.value ?? null,
    profile_image_url: user.profileImageUrl,
    signed_up_at_millis: user.signedUpAtMillis,
    last_active_at_millis: user.lastActiveAtMillis,
  };
}

/** The sign-in methods users have: password, one-time codes, passkeys and each OAuth provider. */
function loginMethods(users: UserRecord[]) {
  const counts = new Map<string, number>();
  const count = (method: string) => counts.set(method, (counts.get(method) ?? 0) + 1);
  for (const user of users) {
    if (user.passwordHash !== null) count("password");
    if (user.otpAuthEnabled) count("otp");
    if (user.passkeyAuthEnabled) count("passkey");
    for (const provider of new Set(user.oauthAccounts.map((a) => a.providerId))) count(provider);
  }
  return [...counts]
    .map(([method, n]) => ({ method, count: n }))
    .sort((a, b) => b.count - a.count || a.method.localeCompare(b.method));
}

/**
 * The metrics of a project's users at `now` (`GET /internal/metrics`): the total; per day for the
 * last 31 days (UTC), sign-ups (`daily_users`) and users whose last activity fell on that day
 * (`daily_active_users`: the emulator keeps each user's last activity only); users per country;
 * the ten latest sign-ups and the ten most recently active; and users per sign-in method.
 *
 * @example
 * ```ts
 * computeMetrics(store.users.list(projectId), clock.now()).total_users;
 * ```
 */
export function computeMetrics(users: UserRecord[], now: number): AdminMetrics {
  const byCountry: Record<string, number> = {};
  for (const user of users) {
    if (user.countryCode) byCountry[user.countryCode] = (byCountry[user.countryCode] ?? 0) + 1;
  }
  const latest = (time: (user: UserRecord) => number) =>
    [...users].sort((a, b) => time(b) - time(a) || b.seq - a.seq).slice(0, RECENT_USERS);
  return {
    total_users: users.length,
    daily_users: daily(
      users.map((user) => user.signedUpAtMillis),
      now,
    ),
    daily_active_users: daily(
      users.map((user) => user.lastActiveAtMillis),
      now,
    ),
    users_by_country: byCountry,
    recently_registered: latest((user) => user.signedUpAtMillis).map(metricsUser),
    recently_active: latest((user) => user.lastActiveAtMillis).map(metricsUser),
    login_methods: loginMethods(users),
  };
}
