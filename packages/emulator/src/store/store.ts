import { ApiKeyStore, InternalApiKeyStore } from "./api-key-store.js";
import { CliAuthStore } from "./cli-auth-store.js";
import { EmailTemplateStore } from "./email-template-store.js";
import { FailedEmailStore } from "./failed-email-store.js";
import { OAuthStore } from "./oauth-store.js";
import { PasskeyStore } from "./passkey-store.js";
import { PermissionStore } from "./permission-store.js";
import { ProjectStore } from "./project-store.js";
import { SessionStore } from "./session-store.js";
import { Tables } from "./tables.js";
import { TeamInvitationStore } from "./team-invitation-store.js";
import { TeamStore } from "./team-store.js";
import { UserStore } from "./user-store.js";
import { VerificationCodeStore } from "./verification-code-store.js";

/**
 * All the state of one emulator, in {@link Tables} (memory, or a file with `--data-dir`). Removing a user or a project also ends what hangs
 * off it, so callers never leave a session behind.
 */
export class Store {
  readonly projects: ProjectStore;
  readonly users: UserStore;
  readonly sessions: SessionStore;
  readonly teams: TeamStore;
  readonly permissions: PermissionStore;
  /** Team invitations: the `team-invitation` codes of {@link verificationCodes}. */
  readonly teamInvitations: TeamInvitationStore;
  /**
   * Every verification code: sign-in links and one-time passwords, password resets, MFA attempts,
   * contact channel verifications and team invitations.
   */
  readonly verificationCodes: VerificationCodeStore;

  readonly emailTemplates: EmailTemplateStore;
  readonly failedEmails: FailedEmailStore;
  /** OAuth flows and authorization codes. */
  readonly oauth: OAuthStore;
  /** Registered passkeys and ceremonies under way. */
  readonly passkeys: PasskeyStore;
  /** Command-line logins. */
  readonly cliAuth: CliAuthStore;

  /** User and team API keys. */
  readonly apiKeys: ApiKeyStore;
  /** Internal (project) API keys, which work as the project's keys. */
  readonly internalApiKeys: InternalApiKeyStore;

  /** Where every store keeps its records; `commit()` after each request writes the changes. */
  readonly tables: Tables;

  /** `now` is the emulator's clock, read by every store; `tables` holds all records. */
  constructor(now: () => number = Date.now, tables: Tables = new Tables()) {
    this.tables = tables;
    this.projects = new ProjectStore(now, tables);
    this.users = new UserStore(now, tables);
    this.sessions = new SessionStore(now, tables);
    this.teams = new TeamStore(now, tables);
    this.permissions = new PermissionStore(tables);
    this.verificationCodes = new VerificationCodeStore(now, tables);
    this.teamInvitations = new TeamInvitationStore(this.verificationCodes);
    this.emailTemplates = new EmailTemplateStore(tables);
    this.failedEmails = new FailedEmailStore(now, tables);
    this.apiKeys = new ApiKeyStore(now, tables);
    this.internalApiKeys = new InternalApiKeyStore(now, tables);
    this.oauth = new OAuthStore(now, tables);
    this.passkeys = new PasskeyStore(now, tables);
    this.cliAuth = new CliAuthStore(now, tables);
  }

  deleteUser(projectId: string, userId: string): boolean {
    this.sessions.revokeAllOfUser(projectId, userId);
    this.apiKeys.deleteOwner(projectId, "user", userId);
    this.projects.forgetOwner(userId);
    this.teams.deleteUser(projectId, userId);
    this.permissions.forget(projectId, { userId });
    this.passkeys.deleteUser(projectId, userId);
    return this.users.delete(projectId, userId);
  }

  deleteProject(projectId: string): boolean {
    this.sessions.revokeAllOfProject(projectId);
    this.apiKeys.deleteProject(projectId);
    this.internalApiKeys.deleteProject(projectId);
    this.users.deleteProject(projectId);
    this.teams.deleteProject(projectId);
    this.permissions.deleteProject(projectId);
    this.verificationCodes.deleteProject(projectId);
    this.emailTemplates.deleteProject(projectId);
    this.failedEmails.deleteProject(projectId);
    this.oauth.deleteProject(projectId);
    this.passkeys.deleteProject(projectId);
    this.cliAuth.deleteProject(projectId);
    return this.projects.delete(projectId);
  }
}
