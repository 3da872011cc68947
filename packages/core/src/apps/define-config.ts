import type { ConfigOverride } from "../resources/projects/config-shape.js";

/**
 * A project's config as code (`stack.config.ts`): the same dotted keys or sections that
 * `project.updateConfig()` takes.
 *
 * @example
 * ```ts
 * const config: StackConfig = { "auth.allowSignUp": false };
 * ```
 */
export type StackConfig = ConfigOverride;

/**
 * Types a config written as code, and returns it unchanged. `defineHexclaveConfig` is the same
 * function under the reference SDK's newer name.
 *
 * @example
 * ```ts
 * // stack.config.ts
 * export const config = defineStackConfig({
 *   "auth.allowSignUp": false,
 *   "onboarding.requireEmailVerification": true,
 * });
 * // later, as a project owner:
 * await project.updateConfig(config);
 * ```
 */
export function defineStackConfig<Config extends StackConfig>(config: Config): Config {
  return config;
}
