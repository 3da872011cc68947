import type { Fault } from "../faults/fault-registry.js";
import type { OutboxEmail } from "../outbox/outbox.js";
import type { EmulatorServices } from "../services/context.js";
import { primaryChannel } from "../store/contact-channel-store.js";
import type { ProjectRecord } from "../store/project-store.js";

/** The most rows a table shows (the newest); its caption gives the total. */
export const DASHBOARD_ROW_LIMIT = 100;
/** The most e-mails the outbox section shows; the whole outbox is at `/emulator/outbox`. */
export const DASHBOARD_EMAIL_LIMIT = 20;

/** A list cut to its newest rows, and how many there are in all. */
export interface Listing<Row> {
  total: number;
  rows: Row[];
}

export interface UserRow {
  id: string;
  email: string | null;
  displayName: string | null;
  signedUpAtMillis: number;
  isAnonymous: boolean;
}

export interface TeamRow {
  id: string;
  displayName: string;
  memberCount: number;
  createdAtMillis: number;
}

export interface SessionRow {
  id: string;
  /** Who the session is of: their e-mail, else their display name, else their id. */
  user: string;
  createdAtMillis: number;
  lastUsedAtMillis: number;
  isImpersonation: boolean;
}

/** What the dashboard shows of one project, read from the emulator's state at one time. */
export interface DashboardData {
  nowMs: number;
  projects: { id: string; displayName: string }[];
  project: ProjectRecord;
  users: Listing<UserRow>;
  teams: Listing<TeamRow>;
  sessions: Listing<SessionRow>;
  /** The project's e-mails, newest first. */
  emails: Listing<OutboxEmail>;
  /** Every fault of the emulator (faults are not per project), oldest first. */
  faults: Fault[];
}

function newest<Row>(rows: Row[], limit = DASHBOARD_ROW_LIMIT): Listing<Row> {
  return { total: rows.length, rows: rows.slice(0, limit) };
}

/**
 * Reads what the dashboard shows of `project`: users, teams and sessions newest first, its
 * e-mails, and the emulator's faults.
 *
 * @example
 * ```ts
 * const data = readDashboard(services, services.store.projects.get(DEMO_PROJECT.id)!);
 * data.users.total;
 * ```
 */
export function readDashboard(services: EmulatorServices, project: ProjectRecord): DashboardData {
  const { store } = services;
  const nowMs = services.clock.now();
  const users = store.users.list(project.id, { includeAnonymous: true, desc: true });
  const userLabel = new Map(
    users.map((user) => [user.id, primaryChannel(user)?.value ?? user.displayName ?? user.id]),
  );
  return {
    nowMs,
    projects: store.projects.list().map(({ id, displayName }) => ({ id, displayName })),
    project,
    users: newest(
      users.map((user) => ({
        id: user.id,
        email: primaryChannel(user)?.value ?? null,
        displayName: user.displayName,
        signedUpAtMillis: user.signedUpAtMillis,
        isAnonymous: user.isAnonymous,
      })),
    ),
    teams: newest(
      store.teams.list(project.id, { desc: true }).map((team) => ({
        id: team.id,
        displayName: team.displayName,
        memberCount: store.teams.members(project.id, team.id).length,
        createdAtMillis: team.createdAtMillis,
      })),
    ),
    sessions: newest(
      store.sessions.listOfProject(project.id, nowMs).map((session) => ({
        id: session.id,
        user: userLabel.get(session.userId) ?? session.userId,
        createdAtMillis: session.createdAtMillis,
        lastUsedAtMillis: session.lastUsedAtMillis,
        isImpersonation: session.isImpersonation,
      })),
    ),
    emails: newest(services.outbox.list({ projectId: project.id }), DASHBOARD_EMAIL_LIMIT),
    faults: services.faults.list(),
  };
}
