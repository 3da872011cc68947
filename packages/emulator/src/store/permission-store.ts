import { isSystemPermissionId, TEAM_SYSTEM_PERMISSION_IDS } from "@app/core/internal";
import { Tables } from "./tables.js";

/** Team permissions hold within one team; project permissions across the project. */
export type PermissionScope = "team" | "project";

/** What a permission is: an id, a description, and the permissions it contains. */
export interface PermissionDefinition {
  id: string;
  description: string | null;
  containedPermissionIds: string[];
}

/** Where a grant holds: a team member (team scope) or a user (project scope). */
export interface GrantTarget {
  userId: string;
  /** Set for team permissions, absent for project permissions. */
  teamId?: string | undefined;
}

/** A permission held directly (granted), not through another one. */
export interface GrantRecord extends GrantTarget {
  projectId: string;
  permissionId: string;
}

const SYSTEM_DESCRIPTIONS: Record<string, string> = {
  $update_team: "Update the team information",
  $delete_team: "Delete the team",
  $read_members: "Read and list the other members of the team",
  $remove_members: "Remove other members from the team",
  $invite_members: "Invite other users to the team",
  $manage_api_keys: "Create and manage API keys for the team",
};

/** The definitions every new project starts with, as on the service. */
function defaultTeamDefinitions(): PermissionDefinition[] {
  return [
    {
      id: "team_admin",
      description: "Default permission for team admins",
      containedPermissionIds: [...TEAM_SYSTEM_PERMISSION_IDS],
    },
    {
      id: "team_member",
      description: "Default permission for team members",
      containedPermissionIds: ["$read_members", "$invite_members"],
    },
  ];
}

type Definitions = Record<PermissionScope, Map<string, PermissionDefinition>>;

const grantKey = (projectId: string, target: GrantTarget, permissionId: string) =>
  [projectId, target.teamId ?? "", target.userId, permissionId].join(" ");

/**
 * Permission definitions (custom ones per project; the system team permissions are built in) and
 * the permissions granted to users, directly. What a user holds through containment is worked out
 * when asked ({@link PermissionStore.expand}).
 */
export class PermissionStore {
  readonly #definitions: Map<string, Definitions>;
  readonly #grants: Map<string, GrantRecord>;

  /** `tables` holds the records. */
  constructor(tables: Tables = new Tables()) {
    this.#definitions = tables.map("permissions.definitions");
    this.#grants = tables.map("permissions.grants");
  }

  /** Every definition of a scope, the system ones included, sorted by id. */
  definitions(projectId: string, scope: PermissionScope): PermissionDefinition[] {
    const custom = [...this.#of(projectId)[scope].values()];
    const system = scope === "team" ? TEAM_SYSTEM_PERMISSION_IDS.map(systemDefinition) : [];
    return [...system, ...custom].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  /** One definition, the system ones included. */
  definition(projectId: string, scope: PermissionScope, id: string) {
    if (scope === "team" && isSystemPermissionId(id)) return systemDefinition(id);
    return this.#of(projectId)[scope].get(id);
  }

  /** Stores a new custom definition; the caller has checked its id and contained ids. */
  create(projectId: string, scope: PermissionScope, definition: PermissionDefinition): void {
    this.#of(projectId)[scope].set(definition.id, definition);
  }

  /**
   * Replaces a custom definition. A new id renames it everywhere: in the grants and in the
   * definitions that contain it.
   */
  replace(
    projectId: string,
    scope: PermissionScope,
    oldId: string,
    definition: PermissionDefinition,
  ): void {
    const definitions = this.#of(projectId)[scope];
    definitions.delete(oldId);
    definitions.set(definition.id, definition);
    if (definition.id !== oldId) this.#rename(projectId, scope, oldId, definition.id);
  }

  /** Deletes a custom definition, its grants and its place in other definitions. */
  delete(projectId: string, scope: PermissionScope, id: string): boolean {
    if (!this.#of(projectId)[scope].delete(id)) return false;
    this.#rename(projectId, scope, id, null);
    return true;
  }

  grant(projectId: string, target: GrantTarget, permissionId: string): void {
    this.#grants.set(grantKey(projectId, target, permissionId), {
      projectId,
      ...target,
      permissionId,
    });
  }

  revoke(projectId: string, target: GrantTarget, permissionId: string): boolean {
    return this.#grants.delete(grantKey(projectId, target, permissionId));
  }

  /**
   * The grants of a scope in a project, narrowed to a user and (team scope) a team when given.
   */
  grants(
    projectId: string,
    scope: PermissionScope,
    filter: { userId?: string | undefined; teamId?: string | undefined } = {},
  ): GrantRecord[] {
    return [...this.#grants.values()].filter(
      (grant) =>
        grant.projectId === projectId &&
        (scope === "team") === (grant.teamId !== undefined) &&
        (filter.userId === undefined || grant.userId === filter.userId) &&
        (filter.teamId === undefined || grant.teamId === filter.teamId),
    );
  }

  /** `ids` and every permission they contain, however deep (cycles are fine). */
  expand(projectId: string, scope: PermissionScope, ids: Iterable<string>): Set<string> {
    const held = new Set<string>();
    const queue = [...ids];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (held.has(id)) continue;
      held.add(id);
      queue.push(...(this.definition(projectId, scope, id)?.containedPermissionIds ?? []));
    }
    return held;
  }

  /** Whether a user holds a permission, directly or through another one. */
  holds(projectId: string, target: GrantTarget, permissionId: string): boolean {
    const scope = target.teamId === undefined ? "project" : "team";
    const direct = this.grants(projectId, scope, target).map((grant) => grant.permissionId);
    return this.expand(projectId, scope, direct).has(permissionId);
  }

  /** Forgets the grants of a target: a member who left, or (no team) a deleted user. */
  forget(projectId: string, filter: { userId?: string; teamId?: string }): void {
    for (const [key, grant] of [...this.#grants]) {
      if (
        grant.projectId === projectId &&
        (filter.userId === undefined || grant.userId === filter.userId) &&
        (filter.teamId === undefined || grant.teamId === filter.teamId)
      ) {
        this.#grants.delete(key);
      }
    }
  }

  deleteProject(projectId: string): void {
    this.#definitions.delete(projectId);
    this.forget(projectId, {});
  }

  #rename(projectId: string, scope: PermissionScope, from: string, to: string | null): void {
    for (const definition of this.#of(projectId)[scope].values()) {
      const ids = definition.containedPermissionIds;
      if (!ids.includes(from)) continue;
      const renamed = ids.filter((id) => id !== from);
      definition.containedPermissionIds = to === null ? renamed : [...new Set([...renamed, to])];
    }
    for (const grant of this.grants(projectId, scope)) {
      if (grant.permissionId !== from) continue;
      this.revoke(projectId, grant, from);
      if (to !== null) this.grant(projectId, grant, to);
    }
  }

  #of(projectId: string): Definitions {
    let definitions = this.#definitions.get(projectId);
    if (!definitions) {
      definitions = {
        team: new Map(defaultTeamDefinitions().map((d) => [d.id, d])),
        project: new Map(),
      };
      this.#definitions.set(projectId, definitions);
    }
    return definitions;
  }
}

function systemDefinition(id: string): PermissionDefinition {
  return { id, description: SYSTEM_DESCRIPTIONS[id] ?? null, containedPermissionIds: [] };
}
