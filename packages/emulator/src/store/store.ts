import { ApiKeyStore, InternalApiKeyStore } from "./api-key-store.js";
import { ProjectStore } from "./project-store.js";
import { SessionStore } from "./session-store.js";
import { UserStore } from "./user-store.js";

/**
 * All the state of one emulator, in memory. Removing a user or a project also ends what hangs
 * off it, so callers never leave a session behind.
 */
export class Store {
  readonly projects: ProjectStore;
  readonly users: UserStore;
  readonly sessions: SessionStore;
  /** User and team API keys. */
  readonly apiKeys: ApiKeyStore;
  /** Internal (project) API keys, which work as the project's keys. */
  readonly internalApiKeys: InternalApiKeyStore;

  /** `now` is the emulator's clock, read by every store. */
  constructor(now: () => number = Date.now) {
    this.projects = new ProjectStore(now);
    this.users = new UserStore(now);
    this.sessions = new SessionStore(now);
    this.apiKeys = new ApiKeyStore(now);
    this.internalApiKeys = new InternalApiKeyStore(now);
  }

  deleteUser(projectId: string, userId: string): boolean {
    this.sessions.revokeAllOfUser(projectId, userId);
    this.apiKeys.deleteOwner(projectId, "user", userId);
    for (const project of this.projects.list()) project.ownerUserIds.delete(userId);
    return this.users.delete(projectId, userId);
  }

  deleteProject(projectId: string): boolean {
    this.sessions.revokeAllOfProject(projectId);
    this.apiKeys.deleteProject(projectId);
    this.internalApiKeys.deleteProject(projectId);
    this.users.deleteProject(projectId);
    return this.projects.delete(projectId);
  }
}
