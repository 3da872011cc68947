// A real OpenID Connect provider for the emulator's own tests (oidc-provider, a dev dependency),
// set up as the service's mock OAuth server is: one confidential client per provider type
// (`github`, `spotify`…, secret MOCK-SERVER-SECRET), `sub` = whatever the person signs in as. Its
// interactions sign in as the test says and grant (or refuse) consent without a page.
import { generateKeyPairSync } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type Configuration } from "oidc-provider";
import { afterAll, beforeAll } from "vitest";
import type { RunningEmulator } from "../server/start-emulator.js";
import { startTestEmulator } from "./harness.js";

/** The provider types the test provider knows as clients (the service's mock server's list). */
export const TEST_PROVIDER_TYPES = [
  "github",
  "facebook",
  "google",
  "microsoft",
  "spotify",
  "discord",
  "gitlab",
  "bitbucket",
  "x",
] as const;

/** How the next sign-in at the provider goes. */
export interface TestSignIn {
  /** Who signs in: the account's `sub` (the service's mock provider uses the e-mail). */
  sub: string;
  /** Refuse consent: the provider answers `error=access_denied`. Default false. */
  refuseConsent?: boolean;
}

/** A running test OpenID provider. */
export interface TestOpenIdProvider {
  /** Its issuer URL, for `oauthMockUrl`. */
  readonly issuer: string;
  /** Lets the emulator at `url` be every client's redirect target. Call once, before signing in. */
  trust(url: string): void;
  /** The next sign-in: who, and whether consent is given. */
  nextSignIn(signIn: TestSignIn): void;
  /** Whether the provider's userinfo accepts an access token. */
  acceptsAccessToken(token: string): Promise<boolean>;
  /** Revokes one access token (the refresh token still works). */
  revokeAccessToken(token: string): Promise<void>;
  /** Revokes the grant of an access token: it and every token of the grant stop working. */
  revokeGrant(accessToken: string): Promise<void>;
  /** The provider's next refresh answers 400 with this OAuth error (`invalid_grant`…). */
  failNextRefresh(error: string): void;
  /** How many refresh grants the provider answered. */
  readonly refreshCount: number;
  stop(): Promise<void>;
}

const CLIENT_SECRET = "MOCK-SERVER-SECRET";

function configuration(emulatorUrl: string, signing: Record<string, unknown>): Configuration {
  return {
    clients: TEST_PROVIDER_TYPES.map((id) => ({
      client_id: id,
      client_secret: CLIENT_SECRET,
      redirect_uris: [`${emulatorUrl}/api/v1/auth/oauth/callback/${id}`],
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
    })),
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub }) }),
    jwks: { keys: [{ ...signing, kid: "test-key", use: "sig", alg: "RS256" }] },
    cookies: { keys: ["test-openid-provider-cookie-key"] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    rotateRefreshToken: true,
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 600,
      Grant: 3600,
      IdToken: 3600,
      Interaction: 600,
      RefreshToken: 86400,
      Session: 600,
    },
  };
}

/**
 * Starts a test OpenID provider on a free port of 127.0.0.1. Its clients accept the emulator's
 * callbacks once {@link TestOpenIdProvider.trust} names the emulator.
 *
 * @example
 * ```ts
 * const idp = await startTestOpenIdProvider();
 * const emulator = await startTestEmulator({ oauthMockUrl: idp.issuer });
 * idp.trust(emulator.url);
 * ```
 */
export async function startTestOpenIdProvider(): Promise<TestOpenIdProvider> {
  let provider: Provider | undefined;
  let pending: TestSignIn | undefined;
  let failRefresh: string | undefined;
  let refreshCount = 0;
  const signing = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({
    format: "jwk",
  });

  const interact = async (req: IncomingMessage, res: ServerResponse, oidc: Provider) => {
    const details = await oidc.interactionDetails(req, res);
    const signIn = pending;
    if (signIn === undefined) throw new Error("The test did not say who signs in (nextSignIn).");
    if (details.prompt.name === "login") {
      await oidc.interactionFinished(req, res, { login: { accountId: signIn.sub } });
      return;
    }
    pending = undefined;
    if (signIn.refuseConsent) {
      await oidc.interactionFinished(req, res, {
        error: "access_denied",
        error_description: "End-User aborted interaction",
      });
      return;
    }
    const grant = new oidc.Grant({
      accountId: details.session?.accountId ?? signIn.sub,
      clientId: String(details.params.client_id),
    });
    const missing = details.prompt.details.missingOIDCScope;
    if (Array.isArray(missing)) grant.addOIDCScope(missing.join(" "));
    const grantId = await grant.save();
    await oidc.interactionFinished(
      req,
      res,
      { consent: { grantId } },
      {
        mergeWithLastSubmission: true,
      },
    );
  };

  const server = createServer((req, res) => {
    const oidc = provider;
    if (!oidc) {
      res.writeHead(503).end("The test OpenID provider trusts no emulator yet.");
      return;
    }
    if (req.method === "GET" && /^\/interaction\/[^/?]+/.test(req.url ?? "")) {
      interact(req, res, oidc).catch((error: unknown) => {
        res.writeHead(500).end(String(error));
      });
      return;
    }
    void oidc.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const findAccessToken = async (token: string) => {
    const found = await provider?.AccessToken.find(token);
    if (!found) throw new TypeError(`The provider has no access token ${token}.`);
    return found;
  };

  return {
    issuer,
    trust(url) {
      const oidc = new Provider(issuer, configuration(url, signing));
      // A refresh the test wants to fail: the provider's own answer is replaced by an OAuth error.
      oidc.use(async (ctx, next) => {
        await next();
        if (ctx.path !== "/token" || ctx.oidc?.params?.grant_type !== "refresh_token") return;
        refreshCount += 1;
        if (failRefresh === undefined) return;
        ctx.status = 400;
        ctx.body = { error: failRefresh, error_description: "The test made this refresh fail." };
        failRefresh = undefined;
      });
      provider = oidc;
    },
    nextSignIn(signIn) {
      pending = signIn;
    },
    async acceptsAccessToken(token) {
      const response = await fetch(`${issuer}/me`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return response.ok;
    },
    async revokeAccessToken(token) {
      await (await findAccessToken(token)).destroy();
    },
    async revokeGrant(accessToken) {
      const token = await findAccessToken(accessToken);
      const grant = token.grantId ? await provider?.Grant.find(token.grantId) : undefined;
      if (!grant) throw new TypeError(`The access token ${accessToken} has no grant.`);
      await grant.destroy();
    },
    failNextRefresh(error) {
      failRefresh = error;
    },
    get refreshCount() {
      return refreshCount;
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** The `name=value` pairs of a response's cookies, added to `jar`. */
function keepCookies(jar: Map<string, string>, response: Response): void {
  for (const cookie of response.headers.getSetCookie()) {
    const pair = cookie.split(";")[0] ?? "";
    const eq = pair.indexOf("=");
    if (eq > 0) jar.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
}

const cookieHeader = (jar: Map<string, string>) =>
  [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

/** Where the browser stands when the provider hands it back to the emulator. */
export interface ProviderHandBack {
  /** The emulator's callback URL with the provider's answer (`code` or `error`, `state`, `iss`). */
  callbackUrl: URL;
  /** The cookies the emulator set at authorize (its inner cookie), as a browser sends them back. */
  emulatorCookie: string;
}

/**
 * Walks a sign-in as a browser would: from the emulator's authorize URL (redirect mode), or the
 * provider's authorization URL a JSON-mode authorize answered, through the provider's redirects
 * and interactions, to the moment the provider sends the browser back to the emulator's
 * callback, which is not called.
 */
export async function walkToCallback(
  emulator: RunningEmulator,
  idp: TestOpenIdProvider,
  authorizeUrl: string,
  signIn: TestSignIn,
): Promise<ProviderHandBack> {
  idp.nextSignIn(signIn);
  const emulatorOrigin = new URL(emulator.url).origin;
  const emulatorJar = new Map<string, string>();
  let url = new URL(authorizeUrl);
  if (url.origin === emulatorOrigin) {
    const authorized = await fetch(authorizeUrl, { redirect: "manual" });
    if (authorized.status !== 307) {
      throw new Error(
        `The authorize endpoint answered ${authorized.status}: ${await authorized.text()}`,
      );
    }
    keepCookies(emulatorJar, authorized);
    url = new URL(authorized.headers.get("location") ?? "");
  }
  const providerJar = new Map<string, string>();
  for (let step = 0; step < 10; step++) {
    if (url.origin === emulatorOrigin) {
      return { callbackUrl: url, emulatorCookie: cookieHeader(emulatorJar) };
    }
    const response = await fetch(url, {
      redirect: "manual",
      headers: { cookie: cookieHeader(providerJar) },
    });
    keepCookies(providerJar, response);
    const location = response.headers.get("location");
    if (response.status < 300 || response.status > 399 || location === null) {
      throw new Error(
        `The provider answered ${response.status} at ${url}: ${await response.text()}`,
      );
    }
    url = new URL(location, url);
  }
  throw new Error("The provider redirected more than 10 times.");
}

/**
 * A test OpenID provider and an emulator that signs in with it (`oauthMockUrl`), started before
 * the file's tests and stopped after them. The objects are filled in once both run.
 */
export function useEmulatorWithOpenIdProvider(): {
  emulator: RunningEmulator;
  idp: TestOpenIdProvider;
} {
  const emulator = {} as RunningEmulator;
  const idp = {} as TestOpenIdProvider;
  let started: TestOpenIdProvider | undefined;
  beforeAll(async () => {
    started = await startTestOpenIdProvider();
    Object.assign(emulator, await startTestEmulator({ oauthMockUrl: started.issuer }));
    started.trust(emulator.url);
    // The getter of refreshCount is kept by defining it again on the shared object.
    Object.defineProperties(idp, Object.getOwnPropertyDescriptors(started));
  });
  afterAll(async () => {
    await emulator.stop();
    await started?.stop();
  });
  return { emulator, idp };
}
