import type { EmulatorServices } from "../services/context.js";
import type { ProjectRecord } from "../store/project-store.js";

/** The one branch of every emulated project, which a `client_id` may name after a `#`. */
const MAIN_BRANCH = "main";

/**
 * The project of an OAuth `client_id`: the project id, optionally followed by `#main` (the
 * service's `project#branch` syntax; every emulated project has the one branch `main`).
 * Undefined for an unknown project or another branch.
 *
 * @example
 * ```ts
 * projectOfClientId(services, `${DEMO_PROJECT.id}#main`); // the demo project
 * projectOfClientId(services, `${DEMO_PROJECT.id}#dev`); // undefined
 * ```
 */
export function projectOfClientId(
  services: EmulatorServices,
  clientId: string,
): ProjectRecord | undefined {
  const hash = clientId.indexOf("#");
  if (hash >= 0 && clientId.slice(hash + 1) !== MAIN_BRANCH) return undefined;
  return services.store.projects.get(hash < 0 ? clientId : clientId.slice(0, hash));
}
