import { randomToken } from "./random.js";
import { Tables } from "./tables.js";

/**
 * How long an OAuth flow may stay at the provider before its callback: 10 minutes, as on the
 * service (its inner cookie lives as long).
 */
export const OAUTH_FLOW_LIFETIME_MS = 10 * 60 * 1000;
/** How long an authorization code (or a mock provider's code) may wait for its exchange. */
export const AUTHORIZATION_CODE_LIFETIME_MS = 10 * 60 * 1000;

/** The two kinds of flow of the authorize endpoint. */
export type OAuthFlowType = "authenticate" | "link";

/** One authorize call, waiting for the provider's callback: what finishing it needs. */
export interface OAuthFlowRecord {
  /** The state the emulator gave the provider, which the provider's callback carries back. */
  innerState: string;
  projectId: string;
  providerId: string;
  type: OAuthFlowType;
  /** The app's own state, given back to it with the code. */
  state: string;
  redirectUri: string;
  /** The PKCE challenge of the app's verifier. */
  codeChallenge: string;
  /** `S256` (the challenge is the verifier's hash) or `plain` (it is the verifier). */
  codeChallengeMethod: string;
  errorRedirectUrl: string | null;
  afterCallbackRedirectUrl: string | null;
  providerScope: string | null;
  /** The user of the access token sent along: who links (link), or an anonymous user to upgrade. */
  userId: string | null;
  /**
   * The PKCE verifier of the emulator's own request to an external OpenID provider; null (or
   * absent, in records older than it) when the flow goes to the stand-in provider page.
   */
  innerCodeVerifier?: string | null;
  /**
   * Whether the callback needs the flow's inner cookie: flows started in redirect mode set it; in
   * JSON mode the app's PKCE stands in for it. Absent in older records: not needed.
   */
  cookieRequired?: boolean;
  /** When the callback first ran; the flow stays known (a reload says why it fails) until it expires. */
  finishedAtMillis?: number | null;
  createdAtMillis: number;
  expiresAtMillis: number;
}

/** Who signed in at the (mock) provider. */
export interface ProviderIdentity {
  /** The user's id at the provider. */
  accountId: string;
  email: string | null;
  /** Whether the provider vouches for the e-mail. */
  emailVerified: boolean;
  displayName: string | null;
}

/** A code of the mock provider: an identity waiting for the emulator's callback. */
export interface ProviderGrantRecord {
  code: string;
  innerState: string;
  identity: ProviderIdentity;
  expiresAtMillis: number;
}

/** An authorization code for the app, exchanged at the token endpoint with the PKCE verifier. */
export interface AuthorizationCodeRecord {
  code: string;
  projectId: string;
  userId: string;
  isNewUser: boolean;
  redirectUri: string;
  codeChallenge: string;
  /** The PKCE method of the flow: `S256` or `plain`. */
  codeChallengeMethod: string;
  afterCallbackRedirectUrl: string | null;
  /**
   * The session a cross-domain hand-off passes on: its exchange answers that session's refresh
   * token instead of opening a new session. Absent for OAuth sign-ins.
   */
  sessionId?: string | null;
  expiresAtMillis: number;
}

/** What starting a flow takes; the store adds the inner state and the times. */
export type NewOAuthFlow = Omit<
  OAuthFlowRecord,
  "innerState" | "createdAtMillis" | "expiresAtMillis"
>;

/**
 * The state of OAuth sign-ins: flows between the authorize call and the provider's callback,
 * the mock provider's codes, and the authorization codes handed to apps. Codes are single-use:
 * taking one removes it, whatever happens next.
 *
 * @example
 * ```ts
 * const flow = oauth.startFlow({ projectId, providerId: "github", type: "authenticate", ... });
 * const code = oauth.issueCode({ projectId, userId, isNewUser: true, ... });
 * oauth.takeCode(projectId, code.code); // the record, once; then undefined
 * ```
 */
export class OAuthStore {
  readonly #flows: Map<string, OAuthFlowRecord>;
  readonly #grants: Map<string, ProviderGrantRecord>;
  readonly #codes: Map<string, AuthorizationCodeRecord>;
  readonly #now: () => number;

  /** `now` is the emulator's clock; `tables` holds the records. */
  constructor(now: () => number = Date.now, tables: Tables = new Tables()) {
    this.#now = now;
    this.#flows = tables.map("oauth.flows");
    this.#grants = tables.map("oauth.providerGrants");
    this.#codes = tables.map("oauth.authorizationCodes");
  }

  startFlow(input: NewOAuthFlow): OAuthFlowRecord {
    const now = this.#now();
    // Flows stay after their callback until they expire; the expired ones go here.
    for (const [key, flow] of this.#flows) {
      if (flow.expiresAtMillis <= now) this.#flows.delete(key);
    }
    const flow: OAuthFlowRecord = {
      ...input,
      innerState: randomToken(),
      createdAtMillis: now,
      expiresAtMillis: now + OAUTH_FLOW_LIFETIME_MS,
    };
    this.#flows.set(flow.innerState, flow);
    return flow;
  }

  /** The flow of an inner state, expired or not (the caller tells the two apart). */
  findFlow(innerState: string): OAuthFlowRecord | undefined {
    return this.#flows.get(innerState);
  }

  /**
   * Notes that the flow's callback ran: the stand-in provider page no longer offers it. The flow
   * stays known until it expires, so that a reload of the callback is told what happened.
   */
  finishFlow(flow: OAuthFlowRecord): void {
    if (flow.finishedAtMillis) return;
    this.#flows.set(flow.innerState, { ...flow, finishedAtMillis: this.#now() });
  }

  /** Records who signed in at the mock provider, under a new provider code. */
  addProviderGrant(innerState: string, identity: ProviderIdentity): ProviderGrantRecord {
    const grant: ProviderGrantRecord = {
      code: randomToken(),
      innerState,
      identity,
      expiresAtMillis: this.#now() + AUTHORIZATION_CODE_LIFETIME_MS,
    };
    this.#grants.set(grant.code, grant);
    return grant;
  }

  /** The unexpired provider code of this flow, removed: it works once. */
  takeProviderGrant(code: string, innerState: string): ProviderGrantRecord | undefined {
    const grant = this.#grants.get(code);
    if (!grant || grant.innerState !== innerState) return undefined;
    this.#grants.delete(code);
    return grant.expiresAtMillis > this.#now() ? grant : undefined;
  }

  issueCode(input: Omit<AuthorizationCodeRecord, "code" | "expiresAtMillis">) {
    const record: AuthorizationCodeRecord = {
      ...input,
      code: randomToken(),
      expiresAtMillis: this.#now() + AUTHORIZATION_CODE_LIFETIME_MS,
    };
    this.#codes.set(record.code, record);
    return record;
  }

  /** The unexpired authorization code of the project, removed: a code is tried once. */
  takeCode(projectId: string, code: string): AuthorizationCodeRecord | undefined {
    const record = this.#codes.get(code);
    if (!record || record.projectId !== projectId) return undefined;
    this.#codes.delete(code);
    return record.expiresAtMillis > this.#now() ? record : undefined;
  }

  /** Forgets every flow and code of a project. */
  deleteProject(projectId: string): void {
    for (const [key, flow] of this.#flows) {
      if (flow.projectId === projectId) this.#flows.delete(key);
    }
    for (const [key, record] of this.#codes) {
      if (record.projectId === projectId) this.#codes.delete(key);
    }
  }
}
