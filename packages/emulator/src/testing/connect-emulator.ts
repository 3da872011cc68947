import { knownErrorFromJSON } from "@app/core/errors";
import type {
  SeededTeam,
  SeededUser,
  SeedTeamOptions,
  SeedUserOptions,
} from "../actions/seed-test-data.js";
import { type EmailContents, readEmail } from "../outbox/read-email.js";
import { asOptionsError } from "./seed-errors.js";

/**
 * The newest e-mail to an address, as `GET /emulator/outbox/latest?to=` serves it: the e-mail and
 * what it carries (`null` for what it does not).
 *
 * @example
 * ```ts
 * const { subject, link, code, otp } = await emulator.outbox.latest("ada@example.com");
 * ```
 */
export interface LatestEmail extends EmailContents {
  /** The e-mail's id. */
  id: string;
  /** The sender, `Name <address>`. */
  from: string;
  /** The addresses the e-mail went to. */
  to: string[];
  /** The e-mail's subject. */
  subject: string;
  /** The e-mail's plain text. */
  text: string;
  /** The e-mail's HTML. */
  html: string;
  /** When the e-mail was sent, in milliseconds since the epoch. */
  sentAtMillis: number;
}

/**
 * An emulator running elsewhere (another process, a Playwright global set-up), reached over
 * HTTP: the same test helpers as `startEmulator()`'s handle, each returning a promise.
 *
 * @example
 * ```ts
 * const emulator = connectEmulator(process.env.EMULATOR_URL!);
 * await emulator.reset();
 * const ada = await emulator.seed.user({ email: "ada@example.com", password: "correct horse" });
 * const code = await emulator.outbox.latestCode("ada@example.com");
 * ```
 */
export interface EmulatorConnection {
  /** The emulator's base URL, without trailing slash. */
  url: string;
  /** The e-mails the emulator sent instead of sending them. */
  outbox: {
    /** The newest e-mail to `address`, with its link, code and one-time password. */
    latest(address: string): Promise<LatestEmail>;
    /** The link of the newest e-mail to `address`. */
    latestLink(address: string): Promise<string>;
    /** The `code` query parameter of that link. */
    latestCode(address: string): Promise<string>;
    /** The one-time password of the newest e-mail to `address` (a sign-in e-mail). */
    latestOtp(address: string): Promise<string>;
    /** Empties the outbox. */
    clear(): Promise<void>;
  };
  /** Adds users and teams straight to the emulator's store. */
  seed: {
    /** Adds a user (`POST /emulator/seed/users`). */
    user(options: SeedUserOptions): Promise<SeededUser>;
    /** Adds a team with its members (`POST /emulator/seed/teams`). */
    team(options: SeedTeamOptions): Promise<SeededTeam>;
  };
  /** Puts the emulator back in the state it started in (`POST /emulator/reset`). */
  reset(): Promise<void>;
}

/**
 * Connects to a running emulator by its URL (what `app-emulator` prints as `url`). Readers of the
 * outbox throw an error naming the address when nothing was sent there; bad seeding options are a
 * `TypeError` naming the option, and the API's refusals (a taken e-mail…) its known errors.
 *
 * @example
 * ```ts
 * import { connectEmulator } from "@app/emulator/testing";
 *
 * const emulator = connectEmulator("http://127.0.0.1:8102");
 * await page.getByRole("button", { name: "Send code" }).click();
 * await page.getByLabel("Code").fill(await emulator.outbox.latestOtp("ada@example.com"));
 * ```
 */
export function connectEmulator(
  url: string,
  options: { fetch?: typeof fetch } = {},
): EmulatorConnection {
  const base = url.replace(/\/+$/, "");
  const send = options.fetch ?? fetch;

  async function request(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await send(`${base}${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const json = (() => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return undefined;
      }
    })();
    if (response.ok) return json;
    if (response.headers.get("x-stack-known-error"))
      throw knownErrorFromJSON(json, response.status);
    throw new Error(text || `${method} ${path} answered ${response.status}.`);
  }

  const latest = (address: string) =>
    request(
      "GET",
      `/emulator/outbox/latest?to=${encodeURIComponent(address)}`,
    ) as Promise<LatestEmail>;
  const seeding = async <T>(method: string, path: string, body: unknown): Promise<T> => {
    try {
      return (await request("POST", path, body)) as T;
    } catch (error) {
      throw asOptionsError(method, error);
    }
  };

  return {
    url: base,
    outbox: {
      latest,
      latestLink: async (address) => readEmail(await latest(address), address, "link"),
      latestCode: async (address) => readEmail(await latest(address), address, "code"),
      latestOtp: async (address) => readEmail(await latest(address), address, "otp"),
      clear: async () => {
        await request("DELETE", "/emulator/outbox");
      },
    },
    seed: {
      user: (seed) => seeding("seed.user()", "/emulator/seed/users", seed),
      team: (seed) => seeding("seed.team()", "/emulator/seed/teams", seed),
    },
    reset: async () => {
      await request("POST", "/emulator/reset");
    },
  };
}
