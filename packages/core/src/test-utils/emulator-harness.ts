import { type CurrentUser, StackClientApp, type StackClientAppOptions } from "@app/core";
import { StackAdminApp } from "@app/core/admin";
import { StackServerApp, type StackServerAppOptions } from "@app/core/server";
import { type RunningEmulator, startEmulator } from "@app/emulator";
import { afterAll, beforeAll } from "vitest";

/** Every request an app sent, as "METHOD /path". */
export type RequestLog = string[];

/** A fetch that records what it sends, for asserting request counts. */
export function recordingFetch(log: RequestLog): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    log.push(`${init?.method ?? "GET"} ${url.pathname.replace(/^\/api\/v1/, "")}`);
    return fetch(input, init);
  };
}

/** An emulator on a free port, with app factories bound to its demo project. */
export async function startHarness(options: { accessTokenLifetimeMs?: number } = {}) {
  const emulator: RunningEmulator = await startEmulator({
    port: 0,
    quiet: true,
    passwordHashCost: 4,
    ...options,
  });
  const base = {
    baseUrl: emulator.url,
    projectId: emulator.projectId,
    publishableClientKey: emulator.publishableClientKey,
  };
  return {
    emulator,
    client(overrides: Partial<StackClientAppOptions> = {}, log?: RequestLog) {
      return new StackClientApp({
        ...base,
        tokenStore: "memory",
        redirectMethod: "none",
        ...(log ? { fetch: recordingFetch(log) } : {}),
        ...overrides,
      });
    },
    server(log?: RequestLog, overrides: Partial<StackServerAppOptions> = {}) {
      return new StackServerApp({
        ...base,
        secretServerKey: emulator.secretServerKey,
        // Tests of the browser (jsdom) seed data with a server app too.
        dangerouslyAllowBrowser: true,
        ...(log ? { fetch: recordingFetch(log) } : {}),
        ...overrides,
      });
    },
    admin(log?: RequestLog) {
      return new StackAdminApp({
        ...base,
        superSecretAdminKey: emulator.superSecretAdminKey,
        dangerouslyAllowBrowser: true,
        ...(log ? { fetch: recordingFetch(log) } : {}),
      });
    },
    stop: () => emulator.stop(),
  };
}

export type Harness = Awaited<ReturnType<typeof startHarness>>;

/**
 * An emulator for the tests of one file: started before them, stopped after them. The harness
 * is read through a proxy, so tests use it like the started one.
 */
export function useHarness(options?: Parameters<typeof startHarness>[0]): Harness {
  let started: Harness | undefined;
  beforeAll(async () => {
    started = await startHarness(options);
  });
  afterAll(() => started?.stop());
  return new Proxy({} as Harness, {
    get: (_, key) => {
      if (!started) throw new Error("The harness is used before beforeAll() started it.");
      return started[key as keyof Harness];
    },
  });
}

let counter = 0;
/** A fresh, unique e-mail address. */
export function uniqueEmail(): string {
  counter++;
  return `user-${Date.now().toString(36)}-${counter}@example.com`;
}

/** How many times `log` holds exactly `line` (such as "GET /user-api-keys"). */
export function countRequests(log: RequestLog, line: string): number {
  return log.filter((entry) => entry === line).length;
}

/**
 * A new user, signed up with a unique e-mail and signed in on a fresh client app of `h`
 * (recording that app's requests into `log`).
 */
export async function signUpUser(h: Harness, log?: RequestLog) {
  const app = h.client({}, log);
  const result = await app.signUpWithCredential({
    email: uniqueEmail(),
    password: "a-good-password",
    noRedirect: true,
  });
  if (result.status !== "ok") throw new Error(`sign-up failed: ${result.error.code}`);
  const user = (await app.getUser({ or: "throw" })) as CurrentUser;
  return { app, user };
}
