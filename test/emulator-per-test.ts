// The component tests of @app/react and @app/ui drive a real emulator of the REST API, started in
// the test's own process. Shared here, outside both packages, so neither imports the other's src.
import { type HandlerUrls, StackClientApp, type StackClientAppOptions } from "@app/core";
import { StackServerApp } from "@app/core/server";
import {
  DEMO_USER,
  type EmulatorClock,
  type EmulatorOutbox,
  type RunningEmulator,
  startEmulator,
} from "@app/emulator";
import { afterEach, beforeEach, vi } from "vitest";

export { DEMO_USER };

/** Project config switches an admin can change, as the wire names them. */
export interface ProjectConfigPatch {
  sign_up_enabled?: boolean;
  credential_enabled?: boolean;
  magic_link_enabled?: boolean;
  passkey_enabled?: boolean;
  oauth_providers?: { id: string; type: "shared" | "standard"; enabled?: boolean }[];
  oauth_account_merge_strategy?: "link_method" | "raise_error" | "allow_duplicates";
  allow_user_api_keys?: boolean;
  allow_team_api_keys?: boolean;
  client_team_creation_enabled?: boolean;
  client_user_deletion_enabled?: boolean;
}

/** Options of {@link TestEmulator.createApp}. */
export interface TestAppOptions {
  /** Default `"memory"`. */
  tokenStore?: StackClientAppOptions["tokenStore"];
  urls?: Partial<HandlerUrls>;
  /** Default the emulator's URL. */
  baseUrl?: string;
  /** Default `{ navigate }`, the recorder of `TestApp.navigate`. */
  redirectMethod?: StackClientAppOptions["redirectMethod"];
}

/** A real client app of the demo project, with its traffic recorded. */
export interface TestApp {
  app: StackClientApp;
  /** Every redirect, instead of navigating. */
  navigate: ReturnType<typeof vi.fn<(url: string) => void>>;
  /** Every request the app sent, as `METHOD /path` (without `/api/v1`), in order. */
  requests: string[];
  /**
   * Holds the app's requests to `route` (`METHOD /path`) before they reach the emulator, until the
   * returned function is called: for looking at a loading state.
   */
  hold(route: string): () => void;
}

/** A fresh emulator per test; its fields are set once the test runs. */
export interface TestEmulator {
  url: string;
  /** The e-mails the flows sent (magic links, resets, verifications), newest first. */
  outbox: EmulatorOutbox;
  /** The emulator's time (code expiry, TOTP codes). */
  clock: EmulatorClock;
  /** The `code` of the link in the newest e-mail to `to`. */
  codeSentTo(to: string): string;
  createApp(options?: TestAppOptions): TestApp;
  /**
   * A server app of the demo project (allowed in jsdom), signed in as `tokenStore` if given, its
   * requests recorded as `createApp`'s are.
   */
  createServerApp(options?: { tokenStore?: { accessToken: string; refreshToken: string } }): {
    app: StackServerApp;
    requests: string[];
  };
  /** Changes the demo project's config through the admin API. */
  updateProjectConfig(config: ProjectConfigPatch): Promise<void>;
  /**
   * Sets keys of the demo project's environment config override (`{ "onboarding.
   * requireEmailVerification": true }`), for settings the project JSON does not carry.
   */
  overrideConfig(override: Record<string, unknown>): Promise<void>;
  /** Signs up an anonymous user through the API, for an explicit token store. */
  signUpAnonymously(): Promise<{ access_token: string; refresh_token: string; user_id: string }>;
  /**
   * Signs in with a password through the API, for an explicit token store: no app (and none of
   * its modules) takes part.
   */
  signInWithPassword(credentials: {
    email: string;
    password: string;
  }): Promise<{ access_token: string; refresh_token: string; user_id: string }>;
}

/**
 * Starts a fresh emulator (demo project and demo user seeded) before each test of the file and
 * stops it after, so no test sees another's users, sessions or config.
 */
export function emulatorPerTest(): TestEmulator {
  let emulator: RunningEmulator | undefined;
  const running = () => {
    if (!emulator) throw new Error("The emulator runs only inside a test.");
    return emulator;
  };
  beforeEach(async () => {
    emulator = await startEmulator({ port: 0, quiet: true, passwordHashCost: 4 });
  });
  afterEach(async () => {
    await emulator?.stop();
    emulator = undefined;
  });

  async function call(path: string, init: RequestInit, headers: Record<string, string>) {
    const { url, projectId } = running();
    const response = await fetch(`${url}/api/v1${path}`, {
      ...init,
      headers: { "x-stack-project-id": projectId, "content-type": "application/json", ...headers },
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  }

  return {
    get url() {
      return running().url;
    },
    get outbox() {
      return running().outbox;
    },
    get clock() {
      return running().clock;
    },
    codeSentTo: (to) => running().outbox.latestCode(to),
    createApp: (options) => createTestApp(running(), options),
    createServerApp: ({ tokenStore } = {}) => {
      const { url, projectId, publishableClientKey, secretServerKey } = running();
      const requests: string[] = [];
      const app = new StackServerApp({
        projectId,
        publishableClientKey,
        secretServerKey,
        baseUrl: url,
        tokenStore: tokenStore ?? null,
        dangerouslyAllowBrowser: true,
        fetch: recording(requests, new Map()),
      });
      return { app, requests };
    },
    async updateProjectConfig(config) {
      await call(
        "/internal/projects/current",
        { method: "PATCH", body: JSON.stringify({ config }) },
        {
          "x-stack-access-type": "admin",
          "x-stack-super-secret-admin-key": running().superSecretAdminKey,
        },
      );
    },
    async overrideConfig(override) {
      await call(
        "/internal/config/override/environment",
        {
          method: "PATCH",
          body: JSON.stringify({ config_override_string: JSON.stringify(override) }),
        },
        {
          "x-stack-access-type": "admin",
          "x-stack-super-secret-admin-key": running().superSecretAdminKey,
        },
      );
    },
    signUpAnonymously: () =>
      call(
        "/auth/anonymous/sign-up",
        { method: "POST", body: "{}" },
        {
          "x-stack-access-type": "client",
          "x-stack-publishable-client-key": running().publishableClientKey,
        },
      ),
    signInWithPassword: (credentials) =>
      call(
        "/auth/password/sign-in",
        { method: "POST", body: JSON.stringify(credentials) },
        {
          "x-stack-access-type": "client",
          "x-stack-publishable-client-key": running().publishableClientKey,
        },
      ),
  };
}

/** A fetch that records each request as `METHOD /path` and waits at the route's gate, if any. */
function recording(requests: string[], gates: Map<string, Promise<void>>): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? (input instanceof Request ? input.method : "GET");
    const route = `${method.toUpperCase()} ${url.pathname.replace(/^\/api\/v1/, "")}`;
    requests.push(route);
    await gates.get(route);
    return fetch(input, init);
  };
}

function createTestApp(
  emulator: RunningEmulator,
  { tokenStore = "memory", urls, baseUrl = emulator.url, redirectMethod }: TestAppOptions = {},
): TestApp {
  const navigate = vi.fn<(url: string) => void>();
  const requests: string[] = [];
  const gates = new Map<string, Promise<void>>();
  const recordingFetch = recording(requests, gates);
  const app = new StackClientApp({
    projectId: emulator.projectId,
    publishableClientKey: emulator.publishableClientKey,
    baseUrl,
    tokenStore,
    ...(urls ? { urls } : {}),
    redirectMethod: redirectMethod ?? { navigate },
    fetch: recordingFetch,
  });
  return {
    app,
    navigate,
    requests,
    hold(route) {
      let release!: () => void;
      gates.set(
        route,
        new Promise((resolve) => {
          release = resolve;
        }),
      );
      return () => {
        gates.delete(route);
        release();
      };
    },
  };
}
