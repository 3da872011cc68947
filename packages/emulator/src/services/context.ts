import type { PasswordHasher } from "../crypto/passwords.js";
import type { FaultRegistry } from "../faults/fault-registry.js";
import type { AllowedHosts } from "../http/allowed-hosts.js";
import type { AllowedOrigins } from "../http/allowed-origins.js";
import type { OpenIdProviderClient } from "../oauth/openid-provider-client.js";
import type { Outbox } from "../outbox/outbox.js";
import type { RequestLog } from "../requests/request-log.js";
import type { EmulatorSecrets } from "../store/emulator-secrets.js";
import type { ProjectRecord } from "../store/project-store.js";
import type { SessionRecord } from "../store/session-store.js";
import type { Store } from "../store/store.js";
import type { UserRecord } from "../store/user-store.js";
import type { AccessTokens } from "../tokens/access-tokens.js";
import type { SigningKeys } from "../tokens/signing-keys.js";
import type { Clock } from "./clock.js";

export type { OuterEnv } from "../http/outer-env.js";

/** The access types of the `x-stack-access-type` header, weakest first. */
export const ACCESS_TYPES = ["client", "server", "admin"] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];

/** Everything the routes share: state, keys, token signing and password hashing. */
export interface EmulatorServices {
  /** The emulator's time: every time the emulator reads comes from here. */
  readonly clock: Clock;
  /** The faults injected into API requests. */
  readonly faults: FaultRegistry;
  /** Every e-mail the emulator sent, instead of delivering it. */
  readonly outbox: Outbox;
  /** The API requests received, for tests that count what their app sent. */
  readonly requests: RequestLog;
  readonly store: Store;
  readonly keys: SigningKeys;
  /** The signing secret and the seeded projects' keys: public in memory, random with a data directory. */
  readonly secrets: EmulatorSecrets;
  readonly tokens: AccessTokens;
  readonly passwords: PasswordHasher;
  /** Writes one line to stderr, unless the emulator is quiet. */
  readonly log: (line: string) => void;
  /** The base URL (`http://host:port`), known once the server listens. */
  readonly baseUrl: () => string;
  /** Whether the demo user and the demo admin are seeded, on start and on reset. */
  readonly seedUsers: boolean;
  /** More host names the controls and the dashboard answer at (see `controlAccess`). */
  readonly allowedHosts: AllowedHosts;
  /**
   * More origins whose pages may use server and admin access and the controls, besides the
   * emulator's own pages and pages on this machine (see `apiOriginAccess`, `controlAccess`).
   */
  readonly allowedOrigins: AllowedOrigins;
  /**
   * The external OpenID provider that shared OAuth providers sign in with (`oauthMockUrl`), or
   * null: they use the emulator's stand-in page.
   */
  readonly openIdProvider: OpenIdProviderClient | null;
}

/** A request authenticated for a project (`x-stack-access-type` was sent and checked). */
export interface ProjectAuth {
  accessType: AccessType;
  project: ProjectRecord;
  /** The signed-in user, from `x-stack-access-token`. */
  user: UserRecord | null;
  /** The session of that access token, while it lives (the token outlives it). */
  session: SessionRecord | null;
  /** The access token's `refresh_token_id`: its session's id, live or ended. */
  refreshTokenId: string | null;
}

/** The Hono environment of the API: `auth` is null for unauthenticated requests. */
export interface AppEnv {
  Variables: {
    auth: ProjectAuth | null;
  };
}
