// Test helpers for OAuth flows: the parameters the SDK sends to the authorize endpoint, and the
// code exchange at the token endpoint.
import { createHash, randomBytes } from "node:crypto";
import type { RunningEmulator } from "../server/start-emulator.js";
import { type CallResult, DEMO_PROJECT, type INTERNAL_PROJECT, refreshGrant } from "./harness.js";

/** The app's pages the flows of these tests come back to (localhost is trusted). */
export const APP_CALLBACK = "http://localhost:3000/handler/oauth-callback";
export const APP_ERROR_PAGE = "http://localhost:3000/handler/error";

/** A PKCE verifier, its S256 challenge and a state, as the SDK makes them. */
export function pkce() {
  const verifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  return { verifier, challenge, state: randomBytes(16).toString("base64url") };
}

/** The authorize URL of a project (default the demo project), with every parameter the SDK sends. */
export function authorizeUrl(
  emulator: RunningEmulator,
  provider: string,
  flow: { challenge: string; state: string },
  extra: Record<string, string> = {},
  project: typeof DEMO_PROJECT | typeof INTERNAL_PROJECT = DEMO_PROJECT,
): string {
  const url = new URL(`${emulator.url}/api/v1/auth/oauth/authorize/${provider}`);
  const params = {
    client_id: project.id,
    client_secret: project.publishableClientKey,
    redirect_uri: APP_CALLBACK,
    scope: "legacy",
    state: flow.state,
    grant_type: "authorization_code",
    code_challenge: flow.challenge,
    code_challenge_method: "S256",
    response_type: "code",
    ...extra,
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** Exchanges an authorization code at the token endpoint (form-encoded, no x-stack headers). */
export function exchangeCode(
  emulator: RunningEmulator,
  code: string,
  verifier: string,
  options: { redirectUri?: string; project?: typeof DEMO_PROJECT | typeof INTERNAL_PROJECT } = {},
): Promise<CallResult> {
  const project = options.project ?? DEMO_PROJECT;
  return refreshGrant(emulator, {
    grant_type: "authorization_code",
    code,
    redirect_uri: options.redirectUri ?? APP_CALLBACK,
    code_verifier: verifier,
    client_id: project.id,
    client_secret: project.publishableClientKey,
  });
}
