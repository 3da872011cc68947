import type { EmulatorServices } from "./context.js";
import { INTERNAL_PROJECT_ID } from "./http/admin-access-token.js";

/**
 * The demo project every emulator starts with. Its keys are fixed and clearly fake, so an example
 * app can hard-code them.
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
 * tokens for the projects they manage.
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

/**
 * Creates the `internal` and demo projects, and, with `users`, the demo user and the demo admin.
 * The state is the same on every start.
 */
export async function seedState(services: EmulatorServices, options: { users: boolean }) {
  const { store, passwords } = services;
  const keysOf = (p: typeof DEMO_PROJECT | typeof INTERNAL_PROJECT) => ({
    publishableClientKey: p.publishableClientKey,
    secretServerKey: p.secretServerKey,
    superSecretAdminKey: p.superSecretAdminKey,
  });
  store.projects.create({
    id: INTERNAL_PROJECT.id,
    displayName: INTERNAL_PROJECT.displayName,
    description: "The emulator's dashboard project.",
    keys: keysOf(INTERNAL_PROJECT),
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
    keys: keysOf(DEMO_PROJECT),
    config: {
      sign_up_enabled: true,
      credential_enabled: true,
      magic_link_enabled: true,
      passkey_enabled: true,
      client_team_creation_enabled: true,
      client_user_deletion_enabled: false,
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
