export interface SpawnedEmulator {
  url: string;
  projectId: string;
  publishableClientKey: string;
  secretServerKey: string;
  superSecretAdminKey: string;
  /** Milliseconds from spawning the process to its ready line. */
  readyMs: number;
  /** The process's resident memory now, in bytes. */
  rssBytes(): number;
  stop(): Promise<void>;
  /** Kills the process at once (SIGKILL): no shutdown code runs. */
  kill(): Promise<void>;
}

/** The clients the mixed load can send with: node:http with keep-alive (default) or fetch. */
export type LoadClient = "http" | "fetch";
export const LOAD_CLIENTS: LoadClient[];

export interface LoadFigures {
  client: LoadClient;
  total: number;
  inFlight: number;
  elapsedMs: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  /**
   * The slowest of the first `inFlight` requests, which go out together, each on a new connection:
   * a busy emulator accepts one new connection per turn of its event loop (libuv since 1.45), so
   * the last of them can wait hundreds of milliseconds to be accepted (docs/benchmarks.md).
   */
  openingMaxMs: number;
  /** p95 of the requests after those first `inFlight`. */
  restP95Ms: number;
  /** p50 and p95 of each kind of request (sign-in, GET /users/me…). */
  byKind: Record<string, { p50Ms: number; p95Ms: number }>;
  /** One line per request that did not answer 200. */
  failures: string[];
}

/** Spawns `app-emulator --port 0 --quiet …args`. */
export function spawnEmulator(args?: string[]): Promise<SpawnedEmulator>;
export function mixedLoad(
  emulator: SpawnedEmulator,
  options?: { total?: number; inFlight?: number; client?: LoadClient },
): Promise<LoadFigures>;
export function benchEmulator(): Promise<unknown>;

/** One row of the growth table: latency at a number of users. */
export interface GrowthRow {
  users: number;
  project: { p50Ms: number; p95Ms: number };
  create: { p50Ms: number; p95Ms: number };
  rssBytes: number;
}
/** The user counts of the growth table: 0, 1,000, 10,000 and 50,000. */
export const GROWTH_SIZES: number[];
export function growth(options?: { sizes?: number[]; dataDir?: boolean }): Promise<GrowthRow[]>;
export function benchGrowth(
  sizes?: number[],
): Promise<{ memory: GrowthRow[]; persistent: GrowthRow[] }>;
export function loadAverage(): string;
