import type { AddressInfo } from "node:net";
import { createAdaptorServer } from "@hono/node-server";
import { grantOAuthScopes, type ScopeGrant } from "../actions/save-oauth-account.js";
import { DEMO_PROJECT, emulatorSecrets, seedState } from "../actions/seed.js";
import type { EmulatorFaults } from "../faults/fault-registry.js";
import { type AllowedOrigins, checkAllowedOrigins } from "../http/allowed-origins.js";
import { type AllowedHosts, checkAllowedHosts } from "../http/control-access.js";
import { exposedHostWarning } from "../http/exposed-host.js";
import type { RequestLog } from "../requests/request-log.js";
import type { Clock } from "../services/clock.js";
import { openSqlitePersistence } from "../store/sqlite-persistence.js";
import { Tables } from "../store/tables.js";
import { type EmulatorOutbox, type EmulatorSeed, testKit } from "../testing/test-kit.js";
import { createApp } from "./app.js";
import { createServices } from "./services.js";

export type { EmulatorOutbox, EmulatorSeed };

/**
 * Options of {@link startEmulator}.
 *
 * @example
 * ```ts
 * const options: EmulatorOptions = { port: 0, accessTokenLifetimeMs: 1500, passwordHashCost: 4, quiet: true };
 * ```
 */
export interface EmulatorOptions {
  /** Port to listen on; 0 picks a free port. Default 0 (the `app-emulator` command uses 8102). */
  port?: number;
  /**
   * Interface to listen on. Default `127.0.0.1`. Any other than loopback (`0.0.0.0`, a network
   * address) logs a warning at start: other machines can then reach the controls, and in memory
   * the API with the public demo keys.
   */
  host?: string;
  /** Lifetime of access tokens, in milliseconds. Default 10 minutes. */
  accessTokenLifetimeMs?: number;
  /**
   * bcrypt cost factor of the emulator's own password hashes (4 to 31). Default 4. Imported hashes
   * of any cost verify; costs above 5 are computed on worker threads.
   */
  passwordHashCost?: number;
  /**
   * Whether to create the demo user and the demo admin. Default true. The `internal` and demo
   * projects always exist, with the public keys of {@link DEMO_PROJECT} in memory (random ones
   * with `dataDir`).
   */
  seed?: boolean;
  /** When true, nothing is logged but unexpected errors. Default false (one line per request on stderr). */
  quiet?: boolean;
  /**
   * A directory to keep all state in (`emulator.sqlite`, created when missing, readable by its
   * owner only), so that users, sessions, projects and sent e-mails survive a restart; a
   * directory that already holds state is not seeded again. The projects' keys and the token
   * signing key are made at random on the first start and kept in the file: read the demo
   * project's from the handle (`publishableClientKey`…). Default: state in memory only, gone when
   * the process ends, with the public demo keys.
   */
  dataDir?: string;
  /**
   * More host names at which the emulator's controls (`/emulator/…`: outbox, reset, seeding,
   * faults, clock, request log) and its dashboard answer. They always answer at `localhost`,
   * `*.localhost`, IP addresses and the `host` it listens on, and refuse other names (403), so
   * that a web page cannot reach them through a DNS name it points at this machine (DNS
   * rebinding). Add the names you reach the emulator by and control, e.g. a container's name:
   * `["emulator"]`; `".example.test"` allows that domain and its subdomains; `true` allows any
   * name (not recommended). The API answers at any host. Default `[]`.
   */
  allowedHosts?: AllowedHosts;
  /**
   * More origins (`https://app.example.com`, `http://192.168.1.20:5173`) whose pages may use the
   * API's server and admin access and the controls, as the emulator's own pages and pages on this
   * machine (`localhost`, `127.0.0.1`, `[::1]`, any port) always may. Pages of any other origin get
   * client access only: a request from one with `x-stack-access-type: server` or `admin`, or with
   * a secret server key, super secret admin key or admin access token, is refused (403) and gets
   * no CORS grant. Scripts send no `Origin` and are never refused. A bad origin is a TypeError
   * naming it. Default `[]`.
   */
  allowedOrigins?: AllowedOrigins;
  /**
   * The issuer URL of an external OpenID Connect provider (the service's `STACK_OAUTH_MOCK_URL`):
   * each shared OAuth provider of every project (no client id of the project's own) then signs in
   * there, as the service does with its mock OAuth server, instead of at the emulator's stand-in
   * page. The issuer must know each provider type as a client: client id `github`, `spotify`…,
   * secret `MOCK-SERVER-SECRET` (client_secret_basic), redirect URI
   * `<emulator URL>/api/v1/auth/oauth/callback/<provider>`; the emulator asks
   * `openid offline_access` with PKCE S256, and the userinfo's `sub` is the account id (and the
   * e-mail, verified, when it is one). Connected accounts of those providers then hand out the
   * provider's own access tokens, refreshed when needed. Default none: the stand-in page.
   */
  oauthMockUrl?: string;
}

/**
 * The time of a running emulator (see `/emulator/clock`): `now()`, `advance(ms)`, `set(ms)`,
 * `reset()` back to real time, and `offsetMs` ahead of real time.
 *
 * @example
 * ```ts
 * emulator.clock.advance(DEFAULT_ACCESS_TOKEN_LIFETIME_MS + 1000); // access tokens have expired
 * emulator.clock.reset();
 * ```
 * @interface
 */
export type EmulatorClock = Pick<Clock, "now" | "advance" | "set" | "reset"> & {
  /** How far the emulator's time is ahead of real time (negative when behind), in milliseconds. */
  readonly offsetMs: number;
};

/**
 * The request log of a running emulator: what `/emulator/requests` serves.
 *
 * @example
 * ```ts
 * emulator.requests.clear();
 * await app.signInWithCredential({ email, password, noRedirect: true });
 * emulator.requests.list().map((r) => `${r.method} ${r.path}`);
 * ```
 *
 * @interface
 */
export type EmulatorRequests = Pick<RequestLog, "list" | "clear">;

/**
 * The fake OAuth providers of a running emulator, for tests: `grantScopes()` stands in for a user
 * authorizing the app at the provider with these scopes. The user's connected accounts of that
 * provider (an account attached with `POST /oauth-providers` has no provider tokens until then,
 * and its access-token call answers OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE) then give
 * access tokens (`POST /connected-accounts/{user}/{provider}/access-token`) for them; `scopes: []`
 * gives tokens with no extra scope, and `accountId` limits the grant to that one account.
 *
 * @example
 * ```ts
 * emulator.oauth.grantScopes({ userId, provider: "github", scopes: ["repo"] });
 * ```
 */
export interface EmulatorOAuth {
  /** `projectId` defaults to the demo project. A missing user or account is a TypeError. */
  grantScopes(grant: Omit<ScopeGrant, "projectId"> & { projectId?: string }): void;
}

/**
 * A running emulator: where it listens, the demo project's id and keys, and how to stop it.
 *
 * @example
 * ```ts
 * const emulator: RunningEmulator = await startEmulator();
 * console.log(emulator.url, emulator.projectId);
 * await emulator.stop();
 * ```
 */
export interface RunningEmulator {
  /** Base URL, without trailing slash, e.g. `http://127.0.0.1:8102`. */
  url: string;
  /**
   * The demo project's id and keys: the public ones of `DEMO_PROJECT` in memory, random ones kept
   * in the data file with `dataDir`.
   */
  projectId: string;
  /** The demo project's publishable client key. */
  publishableClientKey: string;
  /** The demo project's secret server key. */
  secretServerKey: string;
  /** The demo project's super secret admin key. */
  superSecretAdminKey: string;
  /** Injected faults: latency, error statuses, lost connections, broken answers. */
  faults: EmulatorFaults;
  /** The emulator's time, which tests move to expire tokens and sessions. */
  clock: EmulatorClock;
  /**
   * The e-mails the emulator sent (invitations, sign-in codes, resets, verifications), newest
   * first: `outbox.list({ to })`, `outbox.clear()`, and the newest e-mail to an address with
   * `outbox.latest(to)`, its link, code and one-time password with `outbox.latestLink(to)`,
   * `outbox.latestCode(to)` and `outbox.latestOtp(to)`. Also served at `/emulator/outbox`.
   */
  outbox: EmulatorOutbox;
  /** Test data: `seed.user({ email, password })`, `seed.team({ displayName, members })`. */
  seed: EmulatorSeed;
  /**
   * The API requests the emulator received, oldest first (the last 10,000):
   * `requests.list({ method, path })`, `requests.clear()`. Also served at `/emulator/requests`.
   */
  requests: EmulatorRequests;
  /** The fake OAuth providers: what scopes users granted their connected accounts. */
  oauth: EmulatorOAuth;
  /**
   * Puts the emulator back in the state it started in: seeded projects and users only, the outbox,
   * request log and faults empty, the clock on real time (also `POST /emulator/reset`). With
   * `dataDir`, the file holds that state. Cheaper than a new emulator per test:
   * `afterEach(() => emulator.reset())`.
   */
  reset(): Promise<void>;
  /** Stops listening and closes open connections. */
  stop(): Promise<void>;
}

export { DEFAULT_ACCESS_TOKEN_LIFETIME_MS } from "./services.js";

/**
 * Starts an emulator of the REST API in this process, with the demo project seeded, and resolves
 * once it listens.
 *
 * @example
 * ```ts
 * import { startEmulator } from "@app/emulator";
 *
 * const emulator = await startEmulator({ port: 0, quiet: true });
 * const res = await fetch(`${emulator.url}/api/v1/projects/current`, {
 *   headers: {
 *     "x-stack-project-id": emulator.projectId,
 *     "x-stack-access-type": "client",
 *     "x-stack-publishable-client-key": emulator.publishableClientKey,
 *   },
 * });
 * await emulator.stop();
 * ```
 */
export function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  return launchEmulator(options, { ownsProcess: false });
}

/**
 * {@link startEmulator}, for a process that runs nothing but the emulator (the `app-emulator`
 * command): it may replace the process's global `Request` and `Response` with
 * `@hono/node-server`'s lighter ones, which answer with less work per request. In anyone else's
 * process (tests, apps), the globals are left alone. The warning about a `host` other machines
 * can reach goes to `warn` (default: the log, silent when `quiet`).
 *
 * @example
 * ```ts
 * const emulator = await launchEmulator({ port: 8102 }, { ownsProcess: true });
 * ```
 */
export async function launchEmulator(
  options: EmulatorOptions,
  { ownsProcess, warn }: { ownsProcess: boolean; warn?: (line: string) => void },
): Promise<RunningEmulator> {
  const host = options.host ?? "127.0.0.1";
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new TypeError(`The port must be an integer from 0 to 65535, got ${port}.`);
  }
  const allowedHosts = checkAllowedHosts(options.allowedHosts ?? []);
  const allowedOrigins = checkAllowedOrigins(options.allowedOrigins ?? []);
  if (options.oauthMockUrl !== undefined) checkIssuerUrl(options.oauthMockUrl);
  let url = "";
  const tables = options.dataDir
    ? new Tables(await openSqlitePersistence(options.dataDir))
    : new Tables();
  const services = createServices({
    tables,
    // Random with a data directory, kept in its file; the public demo keys in memory.
    secrets: emulatorSecrets(tables),
    baseUrl: () => url,
    accessTokenLifetimeMs: options.accessTokenLifetimeMs,
    passwordHashCost: options.passwordHashCost,
    quiet: options.quiet,
    seedUsers: options.seed ?? true,
    allowedHosts,
    allowedOrigins,
    oauthMockUrl: options.oauthMockUrl,
  });
  if (!tables.restored) await seedState(services, { users: services.seedUsers });
  tables.commit();

  const app = createApp(services);
  const server = createAdaptorServer({
    fetch: app.fetch,
    overrideGlobalObjects: ownsProcess,
  });
  await new Promise<void>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off("listening", onListening);
      reject(
        error.code === "EADDRINUSE"
          ? new Error(`Port ${port} on ${host} is already in use.`, { cause: error })
          : error,
      );
    };
    const onListening = () => {
      server.off("error", onError);
      resolve();
    };
    server.once("error", onError);
    server.once("listening", onListening);
    server.listen(port, host);
  });
  const address = server.address() as AddressInfo;
  url = `http://${urlHost(host)}:${address.port}`;
  services.log(`listening on ${url}`);
  const warning = exposedHostWarning(host, { publicKeys: !tables.persistent });
  if (warning) (warn ?? services.log)(warning);
  // Every hash runs on a thread: started now, the first sign-in does not wait for it.
  services.passwords.warm();

  let stopping: Promise<void> | undefined;
  const kit = testKit(services);
  return {
    url,
    projectId: DEMO_PROJECT.id,
    ...services.secrets.demo,
    faults: services.faults,
    clock: services.clock,
    outbox: kit.outbox,
    seed: kit.seed,
    reset: kit.reset,
    requests: services.requests,
    oauth: {
      grantScopes: (grant) => grantOAuthScopes(services, { projectId: DEMO_PROJECT.id, ...grant }),
    },
    stop() {
      stopping ??= Promise.all([
        new Promise<void>((resolve, reject) => {
          server.close((error) => (error ? reject(error) : resolve()));
          if ("closeAllConnections" in server) server.closeAllConnections();
        }),
        services.passwords.close(),
      ]).then(() => {
        tables.commit();
        tables.close();
      });
      return stopping;
    },
  };
}

/**
 * Throws a TypeError unless `issuer` is an http(s) URL (the issuer of `oauthMockUrl`).
 *
 * @example
 * ```ts
 * checkIssuerUrl("http://localhost:8114"); // fine
 * checkIssuerUrl("localhost:8114"); // TypeError
 * ```
 */
export function checkIssuerUrl(issuer: string): void {
  let protocol = "";
  try {
    protocol = new URL(issuer).protocol;
  } catch {
    // Not a URL at all: the message below says what is wanted.
  }
  if (protocol !== "http:" && protocol !== "https:") {
    throw new TypeError(
      `oauthMockUrl must be the http(s) URL of an OpenID provider's issuer, such as http://localhost:8114, got ${JSON.stringify(issuer)}.`,
    );
  }
}

/** The host part of the base URL: wildcard addresses are reached through loopback. */
function urlHost(host: string): string {
  if (host === "0.0.0.0") return "127.0.0.1";
  if (host === "::" || host === "[::]") return "[::1]";
  return host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
}
