import { PUBLIC_SECRETS } from "../actions/seed.js";
import { DEFAULT_PASSWORD_HASH_COST, PasswordHasher } from "../crypto/passwords.js";
import { FaultRegistry } from "../faults/fault-registry.js";
import type { AllowedHosts } from "../http/allowed-hosts.js";
import type { AllowedOrigins } from "../http/allowed-origins.js";
import { OpenIdProviderClient } from "../oauth/openid-provider-client.js";
import { Outbox } from "../outbox/outbox.js";
import { RequestLog } from "../requests/request-log.js";
import { Clock } from "../services/clock.js";
import type { EmulatorServices } from "../services/context.js";
import type { EmulatorSecrets } from "../store/emulator-secrets.js";
import { Store } from "../store/store.js";
import { Tables } from "../store/tables.js";
import { AccessTokens } from "../tokens/access-tokens.js";
import { SigningKeys } from "../tokens/signing-keys.js";

/**
 * Default access token lifetime: 10 minutes, as on the hosted service.
 *
 * @example
 * ```ts
 * await startEmulator({ accessTokenLifetimeMs: DEFAULT_ACCESS_TOKEN_LIFETIME_MS / 10 });
 * ```
 */
export const DEFAULT_ACCESS_TOKEN_LIFETIME_MS = 10 * 60 * 1000;

/** What the services of one emulator are made from. */
export interface ServicesInit {
  /** The base URL (`http://host:port`), known once the server listens. */
  baseUrl: () => string;
  accessTokenLifetimeMs?: number | undefined;
  passwordHashCost?: number | undefined;
  quiet?: boolean | undefined;
  /** Where the state is kept; memory when absent. */
  tables?: Tables | undefined;
  /** The signing secret and the seeded projects' keys; default the public ones (`PUBLIC_SECRETS`). */
  secrets?: EmulatorSecrets | undefined;
  /** Whether the demo users are seeded, on start and on reset. Default true. */
  seedUsers?: boolean | undefined;
  /** More host names the controls answer at; default none (see `controlAccess`). */
  allowedHosts?: AllowedHosts | undefined;
  /** More origins trusted as pages on this machine are; default none (see `apiOriginAccess`). */
  allowedOrigins?: AllowedOrigins | undefined;
  /** The issuer of an external OpenID provider for shared OAuth providers; default none. */
  oauthMockUrl?: string | undefined;
}

/** The state, keys, token signing and password hashing of one emulator, empty. */
export function createServices(init: ServicesInit): EmulatorServices {
  const secrets = init.secrets ?? PUBLIC_SECRETS;
  const keys = new SigningKeys(secrets.signingKeySecret);
  const clock = new Clock();
  const now = () => clock.now();
  const tables = init.tables ?? new Tables();
  return {
    clock,
    faults: new FaultRegistry(),
    outbox: new Outbox(now, tables),
    requests: new RequestLog(now),
    store: new Store(now, tables),
    keys,
    secrets,
    tokens: new AccessTokens(keys, {
      lifetimeMs: init.accessTokenLifetimeMs ?? DEFAULT_ACCESS_TOKEN_LIFETIME_MS,
      baseUrl: init.baseUrl,
      now,
    }),
    passwords: new PasswordHasher(init.passwordHashCost ?? DEFAULT_PASSWORD_HASH_COST),
    log: init.quiet ? () => {} : (line) => process.stderr.write(`[app-emulator] ${line}\n`),
    baseUrl: init.baseUrl,
    seedUsers: init.seedUsers ?? true,
    allowedHosts: init.allowedHosts ?? [],
    allowedOrigins: init.allowedOrigins ?? [],
    openIdProvider:
      init.oauthMockUrl === undefined ? null : new OpenIdProviderClient(init.oauthMockUrl, now),
  };
}
