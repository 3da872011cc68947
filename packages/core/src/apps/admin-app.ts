import * as v from "valibot";
import type { AccessType } from "../http/http-client.js";
import {
  ADMIN_CONFIG_FIELDS,
  type AdminProject,
  type AdminProjectUpdate,
  adminConfigValueToWire,
  adminProjectFieldsFromJson,
} from "../resources/projects/admin-project.js";
import { type AdminProjectJson, adminProjectJsonSchema } from "../resources/projects/admin-wire.js";
import { toWire } from "../schemas/to-wire.js";
import { required } from "./app-options.js";
import { StackServerApp, type StackServerAppOptions } from "./server-app.js";

/** Options of `StackAdminApp`. */
export interface StackAdminAppOptions extends StackServerAppOptions {
  /** Required unless preset in `STACK_SUPER_SECRET_ADMIN_KEY`. Never ship it to a browser. */
  superSecretAdminKey?: string;
}

const PROJECT_FIELDS = {
  displayName: ["display_name", v.pipe(v.string(), v.minLength(1, "must not be empty"))],
  description: ["description", v.nullable(v.string())],
  isProductionMode: ["is_production_mode", v.boolean()],
  config: ["config", v.record(v.string(), v.unknown())],
} as const;

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
    super(options);
  }

  protected override get accessType(): AccessType {
    return "admin";
  }

  protected override keys(options: StackAdminAppOptions) {
    return {
      ...super.keys(options),
      superSecretAdminKey: required(
        options.superSecretAdminKey,
        "superSecretAdminKey",
        "STACK_SUPER_SECRET_ADMIN_KEY",
      ),
    };
  }

  /** The project with its full configuration. */
  override async getProject(): Promise<AdminProject> {
    const json = await this.http.request("/internal/projects/current", {}, adminProjectJsonSchema);
    return this.#build(json);
  }

  /** Changes the project's name, description, production mode or configuration. */
  async updateProject(patch: AdminProjectUpdate): Promise<AdminProject> {
    const body = toWire(patch, PROJECT_FIELDS, "updateProject()");
    if (body.config !== undefined) {
      const config = toWire(body.config, ADMIN_CONFIG_FIELDS, "updateProject() config");
      body.config = Object.fromEntries(
        Object.entries(config).map(([name, value]) => [name, adminConfigValueToWire(name, value)]),
      );
    }
    const json = await this.http.request(
      "/internal/projects/current",
      { method: "PATCH", body },
      adminProjectJsonSchema,
    );
    return this.#build(json);
  }

  #build(json: AdminProjectJson): AdminProject {
    return {
      ...adminProjectFieldsFromJson(json),
      update: async (patch) => {
        await this.updateProject(patch);
      },
    };
  }
}
