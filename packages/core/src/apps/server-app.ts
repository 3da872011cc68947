import type { AccessType } from "../http/http-client.js";
import * as usersApi from "../resources/users/api.js";
import type { CurrentUser } from "../resources/users/current-user.js";
import { serverUserFieldsFromJson } from "../resources/users/fields.js";
import { type ListUsersOptions, listUsersQuery } from "../resources/users/list-users.js";
import * as serverUsersApi from "../resources/users/server-api.js";
import {
  SERVER_USER_FIELDS,
  type ServerUserCreate,
  type ServerUserUpdate,
} from "../resources/users/server-update.js";
import type {
  CreateSessionOptions,
  CurrentServerUser,
  ServerUser,
  SessionTokens,
} from "../resources/users/server-user.js";
import { type ServerUserJson, serverUserJsonSchema } from "../resources/users/server-wire.js";
import type { ClientUserJson } from "../resources/users/wire.js";
import { toWire } from "../schemas/to-wire.js";
import type { ClientTokenStoreInit } from "../session/client-token-store.js";
import { createTokenStore, type TokenStoreInit } from "../session/create-token-store.js";
import type { Session } from "../session/session.js";
import type { TokenStore } from "../session/token-store.js";
import {
  type GetUserOptions,
  preset,
  required,
  type StackClientAppOptions,
} from "./app-options.js";
import { StackClientApp } from "./client-app.js";

/** Default lifetime of a session created by the server: one year. */
export const DEFAULT_SESSION_EXPIRY_MS = 31_536_000_000;

/** Options of `StackServerApp`. */
export interface StackServerAppOptions extends Omit<StackClientAppOptions, "tokenStore"> {
  /** Required unless preset in `STACK_SECRET_SERVER_KEY`. Never ship it to a browser. */
  secretServerKey?: string;
  /** Where the app's own session lives, if any; per-call `tokenStore` options work without it. */
  tokenStore?: TokenStoreInit | null;
}

/** Options of the server's `getUser()`: the token store may also be a request. */
export interface ServerGetUserOptions extends Omit<GetUserOptions, "tokenStore"> {
  /** Read the user of these tokens, e.g. the incoming request (`x-stack-auth`, then cookies). */
  tokenStore?: TokenStoreInit;
}

/** A page of users with the cursor of the next page. */
export type UserPage = ServerUser[] & { nextCursor: string | null };

function isBrowser(): boolean {
  return typeof window !== "undefined" && typeof document !== "undefined";
}

/**
 * The server app: everything the client app does, plus managing every user with the secret
 * server key. It refuses to run in a browser, so the key cannot leak into a bundle that runs there.
 *
 * @example
 * ```ts
 * const server = new StackServerApp({ projectId, publishableClientKey, secretServerKey });
 * const user = await server.createUser({ primaryEmail: "ada@example.com", password: "…" });
 * ```
 */
export class StackServerApp extends StackClientApp {
  constructor(options: StackServerAppOptions) {
    if (isBrowser()) {
      throw new Error(
        "StackServerApp holds the secret server key and must not run in a browser. Use StackClientApp in browser code and keep the server app on your backend.",
      );
    }
    super({
      ...options,
      tokenStore: (options?.tokenStore ?? null) as ClientTokenStoreInit,
    });
  }

  protected override get accessType(): AccessType {
    return "server";
  }

  protected override resolveTokenStore(init: TokenStoreInit): TokenStore {
    return createTokenStore(init, this.projectId);
  }

  protected override keys(options: StackServerAppOptions) {
    return {
      ...super.keys(options),
      // Admin apps authenticate with the admin key; the server key is optional for them.
      secretServerKey:
        this.accessType === "admin"
          ? (options.secretServerKey ?? preset("STACK_SECRET_SERVER_KEY"))
          : required(options.secretServerKey, "secretServerKey", "STACK_SECRET_SERVER_KEY"),
    };
  }

  protected override async fetchCurrentUser(session: Session): Promise<CurrentUser | null> {
    const json = await usersApi.getCurrentUserJson(this.http, session, serverUserJsonSchema);
    return json && this.buildCurrentUser(json, session);
  }

  protected override buildCurrentUser(json: ClientUserJson, session: Session): CurrentUser {
    const base = super.buildCurrentUser(json, session);
    const serverUser = this.#buildServerUser(json as ServerUserJson);
    const current: CurrentServerUser = { ...base, ...serverUser };
    return current;
  }

  #buildServerUser(json: ServerUserJson): ServerUser {
    return {
      ...serverUserFieldsFromJson(json),
      update: async (patch) => {
        await this.updateUser(json.id, patch);
      },
      delete: () => this.deleteUser(json.id),
      createSession: (options) => this.createSession({ userId: json.id, ...options }),
    };
  }

  /** A user by id, or `null` when there is none. */
  override getUser(userId: string): Promise<ServerUser | null>;
  /** The signed-in user of the app's or the given token store, as the server sees them. */
  override getUser(options?: ServerGetUserOptions): Promise<CurrentServerUser | null>;
  override async getUser(
    arg?: string | ServerGetUserOptions,
  ): Promise<ServerUser | CurrentServerUser | null> {
    if (typeof arg === "string") {
      const json = await serverUsersApi.getUserJson(this.http, arg);
      return json && this.#buildServerUser(json);
    }
    return (await super.getUser(arg as GetUserOptions)) as CurrentServerUser | null;
  }

  /**
   * Creates a user, even when sign-up is disabled for the project. A user created with an e-mail
   * and a password can sign in with them unless `primaryEmailAuthEnabled` is set to false.
   */
  async createUser(options: ServerUserCreate): Promise<ServerUser> {
    const body = toWire(options, SERVER_USER_FIELDS, "createUser()");
    if (body.password && body.primary_email && body.primary_email_auth_enabled === undefined) {
      body.primary_email_auth_enabled = true;
    }
    return this.#buildServerUser(await serverUsersApi.createUserJson(this.http, body));
  }

  /**
   * A page of users, oldest first unless `desc`; pass the previous page's `nextCursor` as
   * `cursor` for the next one.
   */
  async listUsers(options: ListUsersOptions = {}): Promise<UserPage> {
    const page = await serverUsersApi.listUsersJson(this.http, listUsersQuery(options));
    const users = page.items.map((json) => this.#buildServerUser(json)) as UserPage;
    users.nextCursor = page.pagination?.next_cursor ?? null;
    return users;
  }

  /** Changes any user. Setting a password or a password hash revokes their current sessions. */
  async updateUser(userId: string, patch: ServerUserUpdate): Promise<ServerUser> {
    assertId(userId, "updateUser");
    const body = toWire(patch, SERVER_USER_FIELDS, "updateUser()");
    return this.#buildServerUser(await serverUsersApi.updateUserJson(this.http, userId, body));
  }

  /** Deletes a user. */
  async deleteUser(userId: string): Promise<void> {
    assertId(userId, "deleteUser");
    await serverUsersApi.deleteUserJson(this.http, userId);
  }

  /** Creates a session for a user (default lifetime one year), e.g. for tests or impersonation. */
  async createSession(options: CreateSessionOptions & { userId: string }): Promise<SessionTokens> {
    assertId(options?.userId, "createSession");
    const expiresInMillis = options.expiresInMillis ?? DEFAULT_SESSION_EXPIRY_MS;
    if (!Number.isInteger(expiresInMillis) || expiresInMillis <= 0) {
      throw new TypeError(
        `createSession: expiresInMillis must be a positive integer; got ${expiresInMillis}.`,
      );
    }
    const tokens = await serverUsersApi.createSessionJson(this.http, {
      user_id: options.userId,
      expires_in_millis: expiresInMillis,
      is_impersonation: options.isImpersonation ?? false,
    });
    return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token };
  }
}

function assertId(userId: unknown, method: string): asserts userId is string {
  if (typeof userId !== "string" || userId === "") {
    throw new TypeError(
      `${method}: userId must be a non-empty string; got ${JSON.stringify(userId)}.`,
    );
  }
}
