import { timingSafeEqual } from "node:crypto";
import { KnownErrors } from "@app/core/errors";
import type { Context, MiddlewareHandler } from "hono";
import {
  ACCESS_TYPES,
  type AccessType,
  type AppEnv,
  type EmulatorServices,
  type ProjectAuth,
} from "../services/context.js";
import type { InternalKeyKind } from "../store/api-key-store.js";
import type { ProjectRecord } from "../store/project-store.js";
import { verifyAdminAccessToken } from "./admin-access-token.js";
import { readHeader } from "./headers.js";
import { authenticateUser } from "./user-auth.js";

/**
 * Authenticates the project of every API request (WIRE.md sections 1 and 7) and stores the result
 * as `auth`: null when no access type is sent, otherwise the project, access type and user.
 */
export function projectAuth(services: EmulatorServices): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("auth", await authenticate(services, c));
    await next();
  };
}

async function authenticate(services: EmulatorServices, c: Context): Promise<ProjectAuth | null> {
  const accessType = readHeader(c, "access-type");
  const projectId = readHeader(c, "project-id");
  const credentials = {
    publishableClientKey: readHeader(c, "publishable-client-key"),
    secretServerKey: readHeader(c, "secret-server-key"),
    superSecretAdminKey: readHeader(c, "super-secret-admin-key"),
    adminAccessToken: readHeader(c, "admin-access-token"),
  };
  if (accessType === undefined) {
    if (Object.values(credentials).some((value) => value !== undefined)) {
      throw new KnownErrors.ProjectKeyWithoutAccessType();
    }
    return null;
  }
  if (!isAccessType(accessType)) throw new KnownErrors.InvalidAccessType();
  if (projectId === undefined) {
    throw new KnownErrors.AccessTypeWithoutProjectId({ request_type: accessType });
  }
  const branchId = readHeader(c, "branch-id");
  if (branchId !== undefined && branchId !== "main") {
    throw new KnownErrors.BranchDoesNotExist({ branch_id: branchId });
  }
  const project = services.store.projects.get(projectId);
  if (!project) throw new KnownErrors.CurrentProjectNotFound({ project_id: projectId });

  if (credentials.adminAccessToken !== undefined) {
    // A project owner's access token stands for every access type, and no key is checked then
    // (WIRE.md section 10): the dashboard sends only the project id and the token.
    await verifyAdminAccessToken(services, credentials.adminAccessToken, project);
  } else {
    checkProjectKeys(services, project, accessType, credentials);
  }
  const { user, session, refreshTokenId } = await authenticateUser(services, c, project);
  return { accessType, project, user, session, refreshTokenId };
}

/** The key of `accessType`: required (the publishable key only if the project says so) and right. */
function checkProjectKeys(
  services: EmulatorServices,
  project: ProjectRecord,
  accessType: AccessType,
  credentials: {
    publishableClientKey: string | undefined;
    secretServerKey: string | undefined;
    superSecretAdminKey: string | undefined;
  },
): void {
  switch (accessType) {
    case "client": {
      const key = credentials.publishableClientKey;
      if (key === undefined) {
        if (project.requirePublishableClientKey) {
          throw new KnownErrors.PublishableClientKeyRequiredForProject({ project_id: project.id });
        }
      } else if (!acceptsProjectKey(services, project, "publishableClientKey", key)) {
        throw new KnownErrors.InvalidPublishableClientKey({ project_id: project.id });
      }
      return;
    }
    case "server": {
      const key = credentials.secretServerKey;
      if (key === undefined) throw new KnownErrors.ServerAuthenticationRequired();
      if (!acceptsProjectKey(services, project, "secretServerKey", key)) {
        throw new KnownErrors.InvalidSecretServerKey({ project_id: project.id });
      }
      return;
    }
    case "admin": {
      const key = credentials.superSecretAdminKey;
      if (key === undefined) throw new KnownErrors.AdminAuthenticationRequired();
      if (!acceptsProjectKey(services, project, "superSecretAdminKey", key)) {
        throw new KnownErrors.InvalidSuperSecretAdminKey({ project_id: project.id });
      }
    }
  }
}

function isAccessType(value: string): value is AccessType {
  return (ACCESS_TYPES as readonly string[]).includes(value);
}

/**
 * Whether `key` is the project's own key of `kind`, or that key of one of its internal API keys
 * that is neither revoked nor expired (those are refused like a wrong key, as the service does).
 */
export function acceptsProjectKey(
  services: EmulatorServices,
  project: ProjectRecord,
  kind: InternalKeyKind,
  key: string,
): boolean {
  return (
    sameSecret(key, project.keys[kind]) ||
    services.store.internalApiKeys.accepts(project.id, kind, key)
  );
}

/** Compares two keys in constant time. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
