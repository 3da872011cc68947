import type { EmulatorServices } from "./context.js";
import { INTERNAL_PROJECT_ID } from "./http/admin-access-token.js";
import {
  type EmulatorSecrets,
  randomSecrets,
  saveSecrets,
  storedSecrets,
} from "./store/emulator-secrets.js";
import type { Tables } from "./store/tables.js";
import { EMULATOR_KEY_SECRET } from "./tokens/signing-keys.js";

/**
 * The demo project every emulator starts with. In memory (the default), its keys are these fixed,
 * public ones, so an example app can hard-code them: anyone can read them here, so they guard
 * nothing (pages of other origins get client access only; see `allowedOrigins`). With a data
 * directory, the project keeps this id but its keys are random: read them from the running
 * emulator (`emulator.publishableClientKey`…, or the ready line of `app-emulator`).
 *
 * @example
 * ```ts
 * import { DEMO_PROJECT } from "@app/emulator";
 * const app = new StackClientApp({
 *   baseUrl: "http://127.0.0.1:8102",
 *   projectId: DEMO_PROJECT.id,
 *   publishableClientKey: DEMO_PROJECT.publishableClientKey,
 * });
 * ```
 */
export const DEMO_PROJECT = Object.freeze({
  id: "00000000-0000-4000-8000-000000000001",
  displayName: "Demo Project",
  publishableClientKey: "pck_emulator_demo_not_a_secret_0000000000000001",
  secretServerKey: "ssk_emulator_demo_not_a_secret_0000000000000001",
  superSecretAdminKey: "sak_emulator_demo_not_a_secret_0000000000000001",
});

/**
 * The demo user of the demo project: verified e-mail, password sign-in.
 *
 * @example
 * ```ts
 * await app.signInWithCredential({ email: DEMO_USER.email, password: DEMO_USER.password });
 * ```
 */
export const DEMO_USER = Object.freeze({
  id: "00000000-0000-4000-8000-000000000101",
  email: "demo@example.com",
  password: "demo-password",
  displayName: "Demo User",
});

/**
 * The `internal` project: the dashboard's own project, whose users' access tokens are admin access
 * tokens for the projects they manage. In memory its keys are these public ones; with a data
 * directory its secret server and super secret admin keys are random, and its publishable client
 * key stays this one.
 *
 * @example
 * ```ts
 * const headers = {
 *   "x-stack-project-id": INTERNAL_PROJECT.id,
 *   "x-stack-access-type": "client",
 *   "x-stack-publishable-client-key": INTERNAL_PROJECT.publishableClientKey,
 * };
 * ```
 */
export const INTERNAL_PROJECT = Object.freeze({
  id: INTERNAL_PROJECT_ID,
  displayName: "Stack Dashboard",
  publishableClientKey: "pck_emulator_internal_not_a_secret_00000000001",
  secretServerKey: "ssk_emulator_internal_not_a_secret_00000000001",
  superSecretAdminKey: "sak_emulator_internal_not_a_secret_00000000001",
});

/**
 * A user of the `internal` project who manages the demo project: signing in as this user on
 * `internal` gives an access token that works as `x-stack-admin-access-token` for the demo project.
 *
 * @example
 * ```ts
 * // POST /api/v1/auth/password/sign-in on project "internal"
 * const body = { email: DEMO_ADMIN_USER.email, password: DEMO_ADMIN_USER.password };
 * ```
 */
export const DEMO_ADMIN_USER = Object.freeze({
  id: "00000000-0000-4000-8000-000000000201",
  email: "admin@example.com",
  password: "admin-password",
  displayName: "Demo Admin",
});

/**
 * The seeded users' password hashes at the default cost, computed once here rather than on every
 * start (with another `passwordHashCost` they are computed at start).
 */
const SEED_HASHES = Object.freeze({
  cost: 4,
  demo: "$2b$04$dYfUHaDzx2Lv4Zvcu7FyK.H0gK5N4RZVkhXa80WEWMyCFWB.l907q",
  admin: "$2b$04$8rB7lGtyOFiZQjX81x3KK.O9fGehhrd.ER6mCyLNg83q5LKaDIhGu",
});

const keysOf = (p: typeof DEMO_PROJECT | typeof INTERNAL_PROJECT) => ({
  publishableClientKey: p.publishableClientKey,
  secretServerKey: p.secretServerKey,
  superSecretAdminKey: p.superSecretAdminKey,
});

/**
 * The secrets of an emulator in memory: the public demo keys, and signing keys derived from a
 * public secret (the same on every start, so that an app's cached JWKS still verifies).
 *
 * @example
 * ```ts
 * PUBLIC_SECRETS.demo.publishableClientKey === DEMO_PROJECT.publishableClientKey; // true
 * ```
 */
export const PUBLIC_SECRETS: EmulatorSecrets = Object.freeze({
  signingKeySecret: EMULATOR_KEY_SECRET,
  demo: Object.freeze(keysOf(DEMO_PROJECT)),
  internal: Object.freeze(keysOf(INTERNAL_PROJECT)),
});

/**
 * The secrets an emulator on `tables` uses. In memory: {@link PUBLIC_SECRETS}. With a data
 * directory: the ones kept in its file; on the first start, new random ones (see
 * `randomSecrets`), kept from then on; a file written before the emulator kept secrets goes on
 * with the public ones its projects and tokens were made with. Kept ones are written with the
 * next commit.
 *
 * @example
 * ```ts
 * const services = createServices({ tables, secrets: emulatorSecrets(tables), baseUrl });
 * ```
 */
export function emulatorSecrets(tables: Tables): EmulatorSecrets {
  if (!tables.persistent) return PUBLIC_SECRETS;
  const stored = storedSecrets(tables);
  if (stored) return stored;
  const secrets = tables.restored
    ? PUBLIC_SECRETS
    : randomSecrets(INTERNAL_PROJECT.publishableClientKey);
  saveSecrets(tables, secrets);
  return secrets;
}

/**
 * Creates the `internal` and demo projects with the emulator's keys (`services.secrets`, which it
 * keeps in the tables too), and, with `users`, the demo user and the demo admin. The state is the
 * same on every start.
 */
export async function seedState(services: EmulatorServices, options: { users: boolean }) {
  const { store, passwords, secrets } = services;
  saveSecrets(store.tables, secrets);
  store.projects.create({
    id: INTERNAL_PROJECT.id,
    displayName: INTERNAL_PROJECT.displayName,
    description: "The emulator's dashboard project.",
    keys: { ...secrets.internal },
    // As on the service, every user who signs up to `internal` gets a personal team, and the
    // shared GitHub, Google, Microsoft and Spotify sign in.
    config: {
      magic_link_enabled: true,
      client_team_creation_enabled: true,
      create_team_on_sign_up: true,
      oauth_providers: ["github", "google", "microsoft", "spotify"].map((id) => ({
        id,
        type: "shared" as const,
        enabled: true,
      })),
    },
  });
  const demo = store.projects.create({
    id: DEMO_PROJECT.id,
    displayName: DEMO_PROJECT.displayName,
    description: "The emulator's demo project.",
    keys: { ...secrets.demo },
    config: {
      sign_up_enabled: true,
      credential_enabled: true,
      magic_link_enabled: true,
      passkey_enabled: true,
      client_team_creation_enabled: true,
      client_user_deletion_enabled: false,
      // The example app's API keys pages (a user's and a team's) work on the demo project.
      allow_user_api_keys: true,
      allow_team_api_keys: true,
      allow_localhost: true,
      // Both sign in through the emulator's mock provider page.
      oauth_providers: [
        { id: "github", type: "shared", enabled: true },
        { id: "google", type: "shared", enabled: true },
      ],
      domains: [],
    },
  });
  if (!options.users) return;
  const [demoHash, adminHash] =
    passwords.cost === SEED_HASHES.cost
      ? [SEED_HASHES.demo, SEED_HASHES.admin]
      : await Promise.all([
          passwords.hash(DEMO_USER.password),
          passwords.hash(DEMO_ADMIN_USER.password),
        ]);
  store.users.create({
    id: DEMO_USER.id,
    projectId: DEMO_PROJECT.id,
    primaryEmail: DEMO_USER.email,
    primaryEmailVerified: true,
    primaryEmailAuthEnabled: true,
    displayName: DEMO_USER.displayName,
    passwordHash: demoHash,
  });
  store.users.create({
    id: DEMO_ADMIN_USER.id,
    projectId: INTERNAL_PROJECT.id,
    primaryEmail: DEMO_ADMIN_USER.email,
    primaryEmailVerified: true,
    primaryEmailAuthEnabled: true,
    displayName: DEMO_ADMIN_USER.displayName,
    passwordHash: adminHash,
  });
  demo.ownerUserIds.add(DEMO_ADMIN_USER.id);
}
