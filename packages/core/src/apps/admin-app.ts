import * as internalApiKeys from "../resources/api-keys/admin.js";
import type {
  InternalApiKey,
  InternalApiKeyCreateOptions,
  InternalApiKeyFirstView,
} from "../resources/api-keys/internal-api-key.js";
import { getAdminProject, updateAdminProject } from "../resources/projects/admin.js";
import type { AdminProject, AdminProjectUpdate } from "../resources/projects/admin-project.js";
import { StackServerApp, type StackServerAppOptions, serverContext } from "./server-app.js";

/** Options of `StackAdminApp`. */
export interface StackAdminAppOptions extends StackServerAppOptions {
  /** Required unless preset in `STACK_SUPER_SECRET_ADMIN_KEY`. Never ship it to a browser. */
  superSecretAdminKey?: string;
}

/**
 * The admin app: everything the server app does, plus reading and changing the project's
 * configuration with the super secret admin key.
 *
 * @example
 * ```ts
 * const admin = new StackAdminApp({ projectId, publishableClientKey, secretServerKey, superSecretAdminKey });
 * await admin.updateProject({ config: { signUpEnabled: false } });
 * ```
 */
export class StackAdminApp extends StackServerApp {
  constructor(options: StackAdminAppOptions) {
    super(options, serverContext(options, "admin"));
  }

  /** The project with its full configuration. */
  override getProject(): Promise<AdminProject> {
    return getAdminProject(this.context);
  }

  /** Changes the project's name, description, production mode or configuration. */
  updateProject(patch: AdminProjectUpdate): Promise<AdminProject> {
    return updateAdminProject(this.context, patch);
  }

  /**
   * Creates an internal API key: a set of project keys (publishable, secret server, super secret
   * admin: those asked for) that work like the project's own until they expire or are revoked.
   * The returned key carries the whole keys, shown only this once.
   *
   * @example
   * ```ts
   * const key = await adminApp.createInternalApiKey({
   *   description: "Backend", expiresAt: new Date(Date.now() + 90 * 86_400_000),
   *   hasPublishableClientKey: false, hasSecretServerKey: true, hasSuperSecretAdminKey: false,
   * });
   * saveSecret(key.secretServerKey);
   * ```
   */
  createInternalApiKey(options: InternalApiKeyCreateOptions): Promise<InternalApiKeyFirstView> {
    return internalApiKeys.createInternalApiKey(this.context, options);
  }

  /**
   * The project's internal API keys, newest first, revoked and expired ones included, with the
   * last four characters of each key (cached; creating and revoking reload it).
   *
   * @example
   * ```ts
   * for (const key of await adminApp.listInternalApiKeys()) {
   *   if (key.isValid()) console.log(key.description, key.secretServerKey?.lastFour);
   * }
   * ```
   */
  listInternalApiKeys(): Promise<InternalApiKey[]> {
    return internalApiKeys.listInternalApiKeys(this.context);
  }
}
