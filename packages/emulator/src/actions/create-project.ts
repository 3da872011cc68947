import type { ProjectCreate } from "../schemas/project-update.js";
import type { ProjectRecord } from "../store/project-store.js";
import { newId, randomToken } from "../store/random.js";
import type { Store } from "../store/store.js";
import { checkConfigKeys, updateProject } from "./update-project.js";

/**
 * Creates a project for its owner, a user of the `internal` project: a fresh uuid and keys, the
 * default config with the creator's changes, and no publishable key required (the owner's access
 * token is what authenticates the dashboard).
 */
export function createOwnedProject(
  store: Store,
  ownerUserId: string,
  input: ProjectCreate,
): ProjectRecord {
  // Before the project exists: a refused config leaves no project behind.
  checkConfigKeys(input.config);
  const project = store.projects.create({
    id: newId(),
    displayName: input.display_name,
    keys: {
      publishableClientKey: `pck_${randomToken(24)}`,
      secretServerKey: `ssk_${randomToken(24)}`,
      superSecretAdminKey: `sak_${randomToken(24)}`,
    },
    ownerUserIds: [ownerUserId],
    ownerTeamId: input.owner_team_id ?? null,
    requirePublishableClientKey: false,
  });
  project.isDevelopmentEnvironment = input.is_development_environment ?? false;
  const { owner_team_id: _team, is_development_environment: _environment, ...update } = input;
  return updateProject(project, update);
}
