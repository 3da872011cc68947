import { randomBytes } from "node:crypto";
import { KnownErrors } from "@app/core/errors";
import {
  PASSKEY_RP_ID_SENTINEL,
  passkeyRegisterRequestSchema,
  passkeySignInRequestSchema,
} from "@app/core/internal";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Hono } from "hono";
import { assertTrustedUrl } from "../actions/assert-trusted-url.js";
import { signInTokens } from "../actions/sign-in-tokens.js";
import { requireAccess, requireUser } from "../http/access.js";
import { json } from "../http/respond.js";
import { emptyBodySchema, readBody } from "../http/validate.js";
import { clientUserJson } from "../serialize/user-json.js";
import type { AppEnv, EmulatorServices } from "../services/context.js";
import type { ProjectRecord } from "../store/project-store.js";

/**
 * The WebAuthn verifier, loaded on the first passkey request: it takes about a third of a second
 * to load, which the emulator's start does not wait for.
 */
const webauthn = () => import("@simplewebauthn/server");

/**
 * The page's origin from a ceremony's client data, if the project trusts it (a trusted domain, or
 * localhost when allowed): passkeys are bound to that origin and its hostname as RP id.
 */
function trustedOrigin(project: ProjectRecord, clientDataJSON: string): string | undefined {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8"));
    const origin = typeof data?.origin === "string" ? data.origin : "";
    assertTrustedUrl(project, origin);
    return origin;
  } catch {
    return undefined;
  }
}

/**
 * The challenge of a new ceremony: random, unless the service's test switch
 * `STACK_ENABLE_HARDCODED_PASSKEY_CHALLENGE_FOR_TESTING` is set (any value) in the emulator's
 * environment: then the fixed "MOCK" (`TU9DSw`), as the service's own e2e suite expects. For tests
 * only: a fixed challenge lets anyone replay a ceremony.
 */
function newChallenge(): Uint8Array<ArrayBuffer> {
  const bytes = process.env.STACK_ENABLE_HARDCODED_PASSKEY_CHALLENGE_FOR_TESTING
    ? Buffer.from("MOCK")
    : randomBytes(32);
  return new Uint8Array(bytes);
}

/** Options without an empty `hints` list, which the service leaves out. */
function withoutEmptyHints<T extends { hints?: unknown[] }>(options: T): T {
  if (!Array.isArray(options.hints) || options.hints.length > 0) return options;
  const { hints: _hints, ...rest } = options;
  return rest as T;
}

function assertPasskeysEnabled(project: ProjectRecord): void {
  if (!project.config.passkey_enabled) throw new KnownErrors.PasskeyAuthenticationNotEnabled();
}

const registrationFailed = (message: string) =>
  new KnownErrors.PasskeyRegistrationFailed(undefined, message);
const authenticationFailed = (message: string) =>
  new KnownErrors.PasskeyAuthenticationFailed(undefined, message);

/**
 * Passkeys, verified with @simplewebauthn/server. The options carry the relying-party id
 * sentinel, which the browser replaces with its hostname; the answers are checked against the
 * page's origin, which must be trusted by the project, and its hostname. Registering a passkey
 * turns on `passkey_auth_enabled`; signing in needs a registered passkey of a user who has it on,
 * and a user with a TOTP secret gets MULTI_FACTOR_AUTHENTICATION_REQUIRED as with other methods.
 */
export function registerPasskeyRoutes(api: Hono<AppEnv>, services: EmulatorServices): void {
  const { passkeys } = services.store;

  api.post("/auth/passkey/initiate-passkey-registration", async (c) => {
    const { project, user } = requireUser(requireAccess(c, "client"));
    await readBody(c, emptyBodySchema);
    assertPasskeysEnabled(project);
    const profile = clientUserJson(user, project);
    // As the service names the user: display name, else e-mail.
    const name = profile.display_name || profile.primary_email || "Stack Auth User";
    const generated = await (await webauthn()).generateRegistrationOptions({
      rpName: project.displayName,
      rpID: PASSKEY_RP_ID_SENTINEL,
      userID: new TextEncoder().encode(user.id),
      userName: name,
      userDisplayName: name,
      challenge: newChallenge(),
      attestationType: "none",
      excludeCredentials: passkeys
        .listOfUser(project.id, user.id)
        .map((credential) => ({ id: credential.id, transports: credential.transports })),
      authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    });
    const options = withoutEmptyHints(generated);
    const ceremony = passkeys.startCeremony({
      projectId: project.id,
      kind: "registration",
      challenge: options.challenge,
      userId: user.id,
    });
    return json(c, { options_json: options, code: ceremony.code });
  });

  api.post("/auth/passkey/register", async (c) => {
    const { project, user } = requireUser(requireAccess(c, "client"));
    const body = await readBody(c, passkeyRegisterRequestSchema);
    assertPasskeysEnabled(project);
    const ceremony = passkeys.takeCeremony(project.id, "registration", body.code);
    if (!ceremony || ceremony.userId !== user.id) {
      throw registrationFailed("This registration is unknown, finished or expired. Start again.");
    }
    const response = body.credential as unknown as RegistrationResponseJSON;
    const origin = trustedOrigin(project, response.response.clientDataJSON);
    if (!origin) {
      throw registrationFailed("Passkey registration failed because the origin is not allowed");
    }
    const { verifyRegistrationResponse } = await webauthn();
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: ceremony.challenge,
      expectedOrigin: origin,
      expectedRPID: new URL(origin).hostname,
      requireUserVerification: false,
    }).catch((error: unknown) => {
      throw registrationFailed(`The passkey could not be verified: ${(error as Error).message}`);
    });
    if (!verification.verified) throw registrationFailed("The passkey could not be verified.");
    const { credential } = verification.registrationInfo;
    passkeys.addCredential({
      id: credential.id,
      projectId: project.id,
      userId: user.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
    });
    user.passkeyAuthEnabled = true;
    return json(c, { user_handle: Buffer.from(user.id).toString("base64url") });
  });

  api.post("/auth/passkey/initiate-passkey-authentication", async (c) => {
    const { project } = requireAccess(c, "client");
    await readBody(c, emptyBodySchema);
    assertPasskeysEnabled(project);
    const generated = await (await webauthn()).generateAuthenticationOptions({
      rpID: PASSKEY_RP_ID_SENTINEL,
      challenge: newChallenge(),
      userVerification: "preferred",
    });
    // Any passkey of the project may answer (a discoverable credential), as the service says.
    const options = { ...generated, allowCredentials: [] };
    const ceremony = passkeys.startCeremony({
      projectId: project.id,
      kind: "authentication",
      challenge: options.challenge,
      userId: null,
    });
    return json(c, { options_json: options, code: ceremony.code });
  });

  api.post("/auth/passkey/sign-in", async (c) => {
    const { project } = requireAccess(c, "client");
    const body = await readBody(c, passkeySignInRequestSchema);
    assertPasskeysEnabled(project);
    const ceremony = passkeys.takeCeremony(project.id, "authentication", body.code);
    if (!ceremony) {
      throw authenticationFailed("This sign-in is unknown, finished or expired. Start again.");
    }
    const response = body.authentication_response as unknown as AuthenticationResponseJSON;
    const credential = passkeys.getCredential(project.id, response.id);
    const user = credential && services.store.users.get(project.id, credential.userId);
    if (!credential || !user?.passkeyAuthEnabled) {
      throw authenticationFailed("This passkey is not registered with any account.");
    }
    const origin = trustedOrigin(project, response.response.clientDataJSON);
    if (!origin) {
      throw authenticationFailed("Passkey authentication failed because the origin is not allowed");
    }
    const { verifyAuthenticationResponse } = await webauthn();
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: ceremony.challenge,
      expectedOrigin: origin,
      expectedRPID: new URL(origin).hostname,
      credential: {
        id: credential.id,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: credential.transports,
      },
      requireUserVerification: false,
    }).catch((error: unknown) => {
      throw authenticationFailed(`The passkey could not be verified: ${(error as Error).message}`);
    });
    if (!verification.verified) throw authenticationFailed("The passkey could not be verified.");
    credential.counter = verification.authenticationInfo.newCounter;
    const answer = await signInTokens(services, user, false);
    return json(c, {
      access_token: answer.access_token,
      refresh_token: answer.refresh_token,
      user_id: answer.user_id,
    });
  });
}
