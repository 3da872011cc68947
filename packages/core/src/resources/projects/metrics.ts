import * as v from "valibot";
import type { Query } from "../../cache/query.js";
import type { AppContext } from "../../context/app-context.js";
import { keys } from "../kit/cache-keys.js";

const dataPointSchema = v.looseObject({
  /** The day, `YYYY-MM-DD`. */
  date: v.string(),
  /** How many users that day. */
  activity: v.number(),
});

const metricsUserSchema = v.looseObject({
  /** The user's id. */
  id: v.string(),
  /** The user's name; null when they have not set one. */
  display_name: v.nullable(v.string()),
  /** The user's primary e-mail address; null when they have none. */
  primary_email: v.nullable(v.string()),
  /** The URL of the user's profile image; null when they have none. */
  profile_image_url: v.nullable(v.string()),
  /** When the user signed up, in milliseconds since the epoch. */
  signed_up_at_millis: v.number(),
  /** When the user was last active, in milliseconds since the epoch; null when never. */
  last_active_at_millis: v.nullable(v.number()),
});

/**
 * The project's user metrics (`GET /internal/metrics`), in the service's wire shape: one data
 * point per day (`YYYY-MM-DD`) for the last 30 days and today.
 */
export const metricsJsonSchema = v.looseObject({
  /** How many users the project has. */
  total_users: v.number(),
  /** Sign-ups per day. */
  daily_users: v.array(dataPointSchema),
  /** Users last active per day. */
  daily_active_users: v.array(dataPointSchema),
  /** Users per ISO country code. */
  users_by_country: v.record(v.string(), v.number()),
  /** The ten users who signed up last. */
  recently_registered: v.array(metricsUserSchema),
  /** The ten users who were active last. */
  recently_active: v.array(metricsUserSchema),
  /** How many users can sign in with each method. */
  login_methods: v.array(
    v.looseObject({
      /** The sign-in method, such as `"password"` or an OAuth provider's id. */
      method: v.string(),
      /** How many users can sign in with it. */
      count: v.number(),
    }),
  ),
});

/**
 * The project's user metrics, as the service sends them (snake_case, like the reference SDK's
 * metrics): `total_users`; `daily_users` (sign-ups per day) and `daily_active_users` (users last
 * active that day), each `{ date, activity }` for the last 31 days; `users_by_country` (ISO
 * country code → users); the ten `recently_registered` and `recently_active` users; and how many
 * users can sign in with each method (`login_methods`).
 *
 * @example
 * ```ts
 * const { total_users, daily_users } = await adminApp.getMetrics();
 * ```
 *
 * @interface
 */
export type AdminMetrics = v.InferOutput<typeof metricsJsonSchema>;

/**
 * `adminApp.getMetrics(includeAnonymous)`: the metrics of the project's users; anonymous users
 * count only with `includeAnonymous`. They change with every sign-up and sign-in, so the getter
 * asks the service on every call; a hook shows the last answer.
 */
export const metricsQuery = (
  context: AppContext,
  includeAnonymous = false,
): Query<AdminMetrics> => {
  if (typeof includeAnonymous !== "boolean") {
    throw new TypeError(
      `getMetrics(includeAnonymous): a boolean; got ${JSON.stringify(includeAnonymous)}.`,
    );
  }
  return {
    key: keys.metrics(includeAnonymous),
    load: () =>
      context.http.request(
        "/internal/metrics",
        { query: { include_anonymous: includeAnonymous || undefined } },
        metricsJsonSchema,
      ),
    reload: true,
  };
};
