import { EmailTemplateStore } from "./email-template-store.js";
import { FailedEmailStore } from "./failed-email-store.js";
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
  readonly emailTemplates: EmailTemplateStore;
  readonly failedEmails: FailedEmailStore;

  /** `now` is the emulator's clock, read by every store. */
  constructor(now: () => number = Date.now) {
    this.projects = new ProjectStore(now);
    this.users = new UserStore(now);
    this.sessions = new SessionStore(now);
    this.emailTemplates = new EmailTemplateStore();
    this.failedEmails = new FailedEmailStore(now);
  }

  deleteUser(projectId: string, userId: string): boolean {
    this.sessions.revokeAllOfUser(projectId, userId);
    for (const project of this.projects.list()) project.ownerUserIds.delete(userId);
    return this.users.delete(projectId, userId);
  }

  deleteProject(projectId: string): boolean {
    this.sessions.revokeAllOfProject(projectId);
    this.users.deleteProject(projectId);
    this.emailTemplates.deleteProject(projectId);
    this.failedEmails.deleteProject(projectId);
    return this.projects.delete(projectId);
  }
}
