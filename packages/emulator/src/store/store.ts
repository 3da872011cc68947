import { ProjectStore } from "./project-store.js";
import { SessionStore } from "./session-store.js";
import { UserStore } from "./user-store.js";
import { VerificationCodeStore } from "./verification-codes.js";

/**
 * All the state of one emulator, in memory. Removing a user or a project also ends what hangs
 * off it, so callers never leave a session behind.
 */
export class Store {
  readonly projects: ProjectStore;
  readonly users: UserStore;
  readonly sessions: SessionStore;
  readonly verificationCodes: VerificationCodeStore;

  /** `now` is the emulator's clock, read by every store. */
  constructor(now: () => number = Date.now) {
    this.projects = new ProjectStore(now);
    this.users = new UserStore(now);
    this.sessions = new SessionStore(now);
    this.verificationCodes = new VerificationCodeStore(now);
  }

  deleteUser(projectId: string, userId: string): boolean {
    this.sessions.revokeAllOfUser(projectId, userId);
    for (const project of this.projects.list()) project.ownerUserIds.delete(userId);
    return this.users.delete(projectId, userId);
  }

  deleteProject(projectId: string): boolean {
    this.sessions.revokeAllOfProject(projectId);
    this.users.deleteProject(projectId);
    this.verificationCodes.deleteProject(projectId);
    return this.projects.delete(projectId);
  }
}
