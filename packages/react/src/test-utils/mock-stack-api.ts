import { decodeJwt, SignJWT } from "jose";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";

/**
 * A small in-memory double of the service's REST API for component tests, served through msw:
 * password sign-in, anonymous sign-up, the current user, sign-out, token refresh and the
 * project. Tests drive a real `StackClientApp` against it.
 */

export const BASE_URL = "https://api.example.test";
export const PROJECT_ID = "6f1c2a3e-8d4b-4c5a-9e7f-0a1b2c3d4e5f";
export const PUBLISHABLE_CLIENT_KEY = "pck_test";
export const ADA = { email: "ada@example.com", password: "correct horse", displayName: "Ada" };

// A JWK rather than bytes: under jsdom, a Uint8Array is not the one jose's realm expects.
const jwtKey = { kty: "oct", k: "dGVzdC1vbmx5IHNpZ25pbmcga2V5LCBhbnkga2V5IHdpbGwgZG8" };

interface MockUser {
  id: string;
  email: string | null;
  password: string | null;
  displayName: string | null;
  isAnonymous: boolean;
}

/** The project config switches, as the service names them. */
export interface MockProjectConfig {
  sign_up_enabled: boolean;
  credential_enabled: boolean;
  magic_link_enabled: boolean;
  passkey_enabled: boolean;
}

const defaultConfig: MockProjectConfig = {
  sign_up_enabled: true,
  credential_enabled: true,
  magic_link_enabled: false,
  passkey_enabled: false,
};

/** Starts nothing by itself: call `server.listen()` in `beforeAll`. */
export function createMockStackApi() {
  let users: MockUser[] = [];
  let sessions = new Map<string, string>(); // refresh token → user id
  let config: MockProjectConfig = { ...defaultConfig };
  const gates = new Map<HeldRoute, Promise<void>>();
  let nextId = 1;
  const requests: string[] = [];

  const newId = () => `00000000-0000-4000-8000-${String(nextId++).padStart(12, "0")}`;
  const accessToken = (user: MockUser) =>
    new SignJWT({
      project_id: PROJECT_ID,
      branch_id: "main",
      role: "authenticated",
      name: user.displayName,
      email: user.email,
      email_verified: false,
      is_anonymous: user.isAnonymous,
    })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(jwtKey);
  const startSession = async (user: MockUser) => {
    const refreshToken = `refresh-${newId()}`;
    sessions.set(refreshToken, user.id);
    return { access_token: await accessToken(user), refresh_token: refreshToken, user_id: user.id };
  };
  const currentUser = (request: Request): MockUser | undefined => {
    const token = request.headers.get("x-stack-access-token");
    if (!token) return undefined;
    const { sub } = decodeJwt(token);
    return users.find((user) => user.id === sub);
  };
  const api = apiUrl;

  const server = setupServer(
    http.all(`${BASE_URL}/*`, ({ request }) => {
      requests.push(`${request.method} ${new URL(request.url).pathname.replace("/api/v1", "")}`);
    }),
    http.post(api("/auth/password/sign-in"), async ({ request }) => {
      await gates.get("sign-in");
      const body = (await request.json()) as { email?: string; password?: string };
      const user = users.find((u) => u.email === body.email && u.password === body.password);
      if (!user) {
        return knownError(request, "EMAIL_PASSWORD_MISMATCH", "Wrong e-mail or password.", 400);
      }
      return HttpResponse.json(await startSession(user));
    }),
    http.post(api("/auth/anonymous/sign-up"), async () => {
      const user = addUser({ email: null, password: null, displayName: null, isAnonymous: true });
      return HttpResponse.json(await startSession(user));
    }),
    http.post(api("/auth/oauth/token"), async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const user = users.find((u) => u.id === sessions.get(form.get("refresh_token") ?? ""));
      if (!user) {
        return knownError(request, "REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED", "Expired.", 401);
      }
      return HttpResponse.json({
        access_token: await accessToken(user),
        token_type: "Bearer",
        expires_in: 3600,
        scope: "legacy",
      });
    }),
    http.get(api("/users/me"), ({ request }) => {
      const user = currentUser(request);
      if (!user) {
        return knownError(request, "CANNOT_GET_OWN_USER_WITHOUT_USER", "No user.", 400);
      }
      return HttpResponse.json(userJson(user));
    }),
    http.delete(api("/auth/sessions/current"), async ({ request }) => {
      await gates.get("sign-out");
      sessions.delete(request.headers.get("x-stack-refresh-token") ?? "");
      return HttpResponse.json({ success: true });
    }),
    http.get(api("/projects/current"), async () => {
      await gates.get("project");
      return HttpResponse.json({
        id: PROJECT_ID,
        display_name: "Test project",
        config: {
          ...config,
          client_team_creation_enabled: false,
          client_user_deletion_enabled: false,
          allow_user_api_keys: false,
          allow_team_api_keys: false,
          enabled_oauth_providers: [],
          domains: [],
        },
      });
    }),
  );

  function addUser(user: Omit<MockUser, "id">): MockUser {
    const created = { ...user, id: newId() };
    users.push(created);
    return created;
  }

  return {
    server,
    /** Every request seen, as `METHOD /path`. */
    requests,
    /** Adds a user who can sign in with a password. */
    addUser: (user: { email: string; password: string; displayName?: string }) =>
      addUser({ displayName: null, ...user, isAnonymous: false }),
    /** Tokens of a fresh session of an anonymous user, for an explicit token store. */
    anonymousSession: async () =>
      startSession(addUser({ email: null, password: null, displayName: null, isAnonymous: true })),
    setConfig: (patch: Partial<MockProjectConfig>) => {
      config = { ...config, ...patch };
    },
    /** Holds every request of `route` until the returned function is called. */
    hold: (route: HeldRoute): (() => void) => {
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
    reset: () => {
      users = [];
      sessions = new Map();
      config = { ...defaultConfig };
      gates.clear();
      requests.length = 0;
      server.resetHandlers();
    },
  };
}

export type MockStackApi = ReturnType<typeof createMockStackApi>;

/** Routes whose answers a test can hold back, to look at a loading state. */
export type HeldRoute = "sign-in" | "sign-out" | "project";

/** The absolute URL of an API path, for `server.use()` overrides in a test. */
export function apiUrl(path: string): string {
  return `${BASE_URL}/api/v1${path}`;
}

/** A known error as the service sends it, honouring `x-stack-override-error-status`. */
export function knownError(request: Request, code: string, message: string, status: number) {
  const override = request.headers.get("x-stack-override-error-status") === "true";
  return HttpResponse.json(
    { code, error: message },
    {
      status: override ? 200 : status,
      headers: {
        "x-stack-known-error": code,
        ...(override ? { "x-stack-actual-status": String(status) } : {}),
      },
    },
  );
}

function userJson(user: MockUser) {
  return {
    id: user.id,
    primary_email: user.email,
    primary_email_verified: false,
    display_name: user.displayName,
    client_metadata: {},
    client_read_only_metadata: {},
    profile_image_url: null,
    signed_up_at_millis: Date.UTC(2026, 0, 1),
    has_password: user.password !== null,
    auth_with_email: user.email !== null,
    oauth_providers: [],
    selected_team_id: null,
    selected_team: null,
    requires_totp_mfa: false,
    otp_auth_enabled: false,
    passkey_auth_enabled: false,
    is_anonymous: user.isAnonymous,
    is_restricted: false,
    restricted_reason: null,
  };
}
