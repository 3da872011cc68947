// Test helpers: start an emulator on a free port and call it with plain fetch.
import { afterAll, beforeAll } from "vitest";
import { DEMO_ADMIN_USER, DEMO_PROJECT, DEMO_USER, INTERNAL_PROJECT } from "../actions/seed.js";
import {
  type EmulatorOptions,
  type RunningEmulator,
  startEmulator,
} from "../server/start-emulator.js";

export { DEMO_ADMIN_USER, DEMO_PROJECT, DEMO_USER, INTERNAL_PROJECT };

/** Starts a quiet emulator on a free port, with a cheap password hash. */
export function startTestEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  return startEmulator({ port: 0, quiet: true, passwordHashCost: 4, ...options });
}

/**
 * Starts a test emulator before the file's tests and stops it after them. The returned object is
 * filled in once the emulator runs, so tests use it directly.
 */
export function useTestEmulator(options: EmulatorOptions = {}): RunningEmulator {
  const emulator = {} as RunningEmulator;
  beforeAll(async () => {
    Object.assign(emulator, await startTestEmulator(options));
  });
  afterAll(() => emulator.stop());
  return emulator;
}

export type Access = "client" | "server" | "admin";

/** A project's id and keys, as the project headers send them. */
export interface ProjectCredentials {
  id: string;
  publishableClientKey: string;
  secretServerKey: string;
  superSecretAdminKey: string;
}

/** The demo project of a running emulator, with its actual keys (random with a data directory). */
export function demoProjectOf(emulator: RunningEmulator): ProjectCredentials {
  return {
    id: emulator.projectId,
    publishableClientKey: emulator.publishableClientKey,
    secretServerKey: emulator.secretServerKey,
    superSecretAdminKey: emulator.superSecretAdminKey,
  };
}

/** How to call the API. Defaults: client access to the demo project with its real keys. */
export interface CallOptions {
  /** Access type header; null sends no project headers at all. */
  access?: Access | null;
  /** Default: the emulator's demo project, with its actual keys. */
  project?: ProjectCredentials;
  accessToken?: string;
  refreshToken?: string;
  body?: unknown;
  /** Extra or replacing headers (after the defaults). */
  headers?: Record<string, string>;
  /** Header family of the project headers. */
  family?: "x-stack-" | "x-hexclave-";
  overrideErrorStatus?: boolean;
  allowAnonymous?: boolean;
}

export interface CallResult {
  status: number;
  headers: Headers;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: responses are arbitrary JSON that tests pick apart.
  body: any;
}

/** Reads an answer: its status, headers and text, and its body when it is JSON. */
export async function readResult(response: Response): Promise<CallResult> {
  const text = await response.text();
  const isJson = response.headers.get("content-type")?.includes("application/json") ?? false;
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: isJson ? JSON.parse(text) : undefined,
  };
}

/** The project headers of an access type, as the SDK sends them. */
export function projectHeaders(
  access: Access,
  project: ProjectCredentials = DEMO_PROJECT,
  family = "x-stack-",
): Record<string, string> {
  const headers: Record<string, string> = {
    [`${family}project-id`]: project.id,
    [`${family}access-type`]: access,
  };
  if (access === "client")
    headers[`${family}publishable-client-key`] = project.publishableClientKey;
  if (access === "server") headers[`${family}secret-server-key`] = project.secretServerKey;
  if (access === "admin") headers[`${family}super-secret-admin-key`] = project.superSecretAdminKey;
  return headers;
}

/** Calls `{url}/api/v1{path}` and reads the answer (JSON when it is JSON). */
export async function call(
  emulator: RunningEmulator,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const family = options.family ?? "x-stack-";
  const access = options.access === undefined ? "client" : options.access;
  const headers: Record<string, string> = access
    ? projectHeaders(access, options.project ?? demoProjectOf(emulator), family)
    : {};
  if (options.accessToken) headers[`${family}access-token`] = options.accessToken;
  if (options.refreshToken) headers[`${family}refresh-token`] = options.refreshToken;
  if (options.overrideErrorStatus) headers[`${family}override-error-status`] = "true";
  if (options.allowAnonymous) headers[`${family}allow-anonymous-user`] = "true";
  if (options.body !== undefined) headers["content-type"] = "application/json";
  Object.assign(headers, options.headers);
  const response = await fetch(`${emulator.url}/api/v1${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  return readResult(response);
}

/** Changes the demo project's config (wire names) with admin access, as the dashboard does. */
export function setProjectConfig(
  emulator: RunningEmulator,
  config: Record<string, unknown>,
): Promise<CallResult> {
  return call(emulator, "PATCH", "/internal/projects/current", {
    access: "admin",
    body: { config },
  });
}

/** Signs in with a password and returns the tokens. */
export async function signIn(
  emulator: RunningEmulator,
  email: string = DEMO_USER.email,
  password: string = DEMO_USER.password,
  project: ProjectCredentials = demoProjectOf(emulator),
): Promise<{ access_token: string; refresh_token: string; user_id: string }> {
  const res = await call(emulator, "POST", "/auth/password/sign-in", {
    project,
    body: { email, password },
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return res.body;
}

/** Signs up a new user with a unique e-mail and returns the tokens and e-mail. */
export async function signUp(
  emulator: RunningEmulator,
  email = `user-${crypto.randomUUID()}@example.com`,
  password = "correct horse battery",
) {
  const res = await call(emulator, "POST", "/auth/password/sign-up", { body: { email, password } });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  return {
    ...(res.body as { access_token: string; refresh_token: string; user_id: string }),
    email,
  };
}

/** Sends a refresh grant to the OAuth token endpoint, without any x-stack header. */
export async function refreshGrant(
  emulator: RunningEmulator,
  fields: Record<string, string>,
): Promise<CallResult> {
  const response = await fetch(`${emulator.url}/api/v1/auth/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  return readResult(response);
}

/** Asserts-friendly view of a known error answer. */
export function knownError(res: CallResult) {
  return {
    status: res.status,
    code: res.body?.code as string | undefined,
    header: res.headers.get("x-stack-known-error"),
  };
}
