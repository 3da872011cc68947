import { CliAuthStore } from "./cli-auth-store.js";
import { OAuthStore } from "./oauth-store.js";
import { PasskeyStore } from "./passkey-store.js";
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
  /** OAuth flows and authorization codes. */
  readonly oauth: OAuthStore;
  /** Registered passkeys and ceremonies under way. */
  readonly passkeys: PasskeyStore;
  /** Command-line logins. */
  readonly cliAuth: CliAuthStore;

  /** `now` is the emulator's clock, read by every store. */
  constructor(now: () => number = Date.now) {
    this.projects = new ProjectStore(now);
    this.users = new UserStore(now);
    this.sessions = new SessionStore(now);
    this.oauth = new OAuthStore(now);
    this.passkeys = new PasskeyStore(now);
    this.cliAuth = new CliAuthStore(now);
  }

  deleteUser(projectId: string, userId: string): boolean {
    this.sessions.revokeAllOfUser(projectId, userId);
    for (const project of this.projects.list()) project.ownerUserIds.delete(userId);
    this.passkeys.deleteUser(projectId, userId);
    return this.users.delete(projectId, userId);
  }

  deleteProject(projectId: string): boolean {
    this.sessions.revokeAllOfProject(projectId);
    this.users.deleteProject(projectId);
    this.oauth.deleteProject(projectId);
    this.passkeys.deleteProject(projectId);
    this.cliAuth.deleteProject(projectId);
    return this.projects.delete(projectId);
  }
}
