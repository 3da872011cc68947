import { describe, expect, it } from "vitest";
import { type Access, call, signIn, useTestEmulator } from "../test-utils/harness.js";

const emulator = useTestEmulator();

const ID = "00000000-0000-4000-8000-0000000000aa";

/**
 * Every call of SPEC.md section 7 and WIRE.md sections 6 and 9 but the sign-in methods (their own
 * issue), as `[method, path, access]`. Paths name ids that do not exist: what matters here is that
 * a route answers, not what it answers (each route's own test file covers that).
 */
const ROUTES: [string, string, Access][] = [
  // Auth: password changes and resets, sessions
  ["POST", "/auth/password/send-reset-code", "client"],
  ["POST", "/auth/password/reset/check-code", "client"],
  ["POST", "/auth/password/reset", "client"],
  ["POST", "/auth/password/update", "client"],
  ["POST", "/auth/password/set", "client"],
  ["DELETE", "/auth/sessions/current", "client"],
  ["POST", "/auth/sessions/current/refresh", "client"],
  ["GET", "/auth/sessions?user_id=me", "client"],
  ["DELETE", `/auth/sessions/${ID}?user_id=me`, "client"],
  ["POST", "/auth/sessions", "server"],
  // Contact channels
  ["POST", "/contact-channels/send-verification-code", "client"],
  ["POST", "/contact-channels/verify", "client"],
  ["POST", "/contact-channels/verify/check-code", "client"],
  ["GET", "/contact-channels?user_id=me", "client"],
  ["POST", "/contact-channels", "client"],
  ["GET", `/contact-channels/me/${ID}`, "client"],
  ["PATCH", `/contact-channels/me/${ID}`, "client"],
  ["DELETE", `/contact-channels/me/${ID}`, "client"],
  ["POST", `/contact-channels/me/${ID}/send-verification-code`, "client"],
  ["PATCH", `/contact-channels/${ID}/${ID}`, "server"],
  ["DELETE", `/contact-channels/${ID}/${ID}`, "server"],
  // Users
  ["GET", "/users/me", "client"],
  ["PATCH", "/users/me", "client"],
  ["DELETE", "/users/me", "client"],
  ["POST", "/users", "server"],
  ["GET", "/users?limit=1", "server"],
  ["GET", `/users/${ID}`, "server"],
  ["PATCH", `/users/${ID}`, "server"],
  ["DELETE", `/users/${ID}`, "server"],
  // Teams, memberships, member profiles, invitations
  ["GET", "/teams?user_id=me", "client"],
  ["POST", "/teams", "client"],
  ["GET", `/teams/${ID}`, "client"],
  ["PATCH", `/teams/${ID}`, "client"],
  ["DELETE", `/teams/${ID}`, "client"],
  ["DELETE", `/team-memberships/${ID}/me`, "client"],
  ["POST", `/team-memberships/${ID}/${ID}`, "server"],
  ["DELETE", `/team-memberships/${ID}/${ID}`, "server"],
  ["GET", `/team-member-profiles?team_id=${ID}`, "client"],
  ["GET", `/team-member-profiles/${ID}/me`, "client"],
  ["PATCH", `/team-member-profiles/${ID}/me`, "client"],
  ["GET", `/team-invitations?team_id=${ID}`, "client"],
  ["GET", "/team-invitations?user_id=me", "client"],
  ["POST", "/team-invitations/send-code", "client"],
  ["DELETE", `/team-invitations/${ID}?team_id=${ID}`, "client"],
  ["POST", "/team-invitations/accept", "client"],
  ["POST", "/team-invitations/accept/check-code", "client"],
  ["POST", "/team-invitations/accept/details", "client"],
  ["POST", `/team-invitations/${ID}/accept?user_id=me`, "client"],
  // Permissions and their definitions
  ["GET", `/team-permissions?team_id=${ID}&user_id=me&recursive=true`, "client"],
  ["GET", "/project-permissions?user_id=me&recursive=true", "client"],
  ["POST", `/team-permissions/${ID}/${ID}/team_member`, "server"],
  ["DELETE", `/team-permissions/${ID}/${ID}/team_member`, "server"],
  ["POST", `/project-permissions/${ID}/read`, "server"],
  ["DELETE", `/project-permissions/${ID}/read`, "server"],
  ["GET", "/team-permission-definitions", "admin"],
  ["POST", "/team-permission-definitions", "admin"],
  ["PATCH", "/team-permission-definitions/nope", "admin"],
  ["DELETE", "/team-permission-definitions/nope", "admin"],
  ["GET", "/project-permission-definitions", "admin"],
  ["POST", "/project-permission-definitions", "admin"],
  ["PATCH", "/project-permission-definitions/nope", "admin"],
  ["DELETE", "/project-permission-definitions/nope", "admin"],
  // API keys
  ["POST", "/user-api-keys", "client"],
  ["GET", "/user-api-keys?user_id=me", "client"],
  ["GET", `/user-api-keys/${ID}?user_id=me`, "client"],
  ["PATCH", `/user-api-keys/${ID}?user_id=me`, "client"],
  ["POST", "/user-api-keys/check", "server"],
  ["POST", "/team-api-keys", "client"],
  ["GET", `/team-api-keys?team_id=${ID}`, "client"],
  ["GET", `/team-api-keys/${ID}?team_id=${ID}`, "client"],
  ["PATCH", `/team-api-keys/${ID}?team_id=${ID}`, "client"],
  ["POST", "/team-api-keys/check", "server"],
  ["POST", "/internal/api-keys", "admin"],
  ["GET", "/internal/api-keys", "admin"],
  ["PATCH", `/internal/api-keys/${ID}`, "admin"],
  // The API root, projects, connected accounts, e-mails, webhooks, metrics
  ["GET", "/projects/current", "client"],
  ["GET", "/internal/projects", "client"],
  ["POST", "/internal/projects", "client"],
  ["GET", "/internal/projects/current", "admin"],
  ["PATCH", "/internal/projects/current", "admin"],
  ["DELETE", "/internal/projects/current", "admin"],
  ["GET", "", "client"],
  ["GET", "/connected-accounts/me", "client"],
  ["GET", `/connected-accounts/${ID}`, "server"],
  ["POST", "/connected-accounts/me/github/access-token", "client"],
  ["POST", "/connected-accounts/me/github/gh-1/access-token", "client"],
  ["GET", "/oauth-providers?user_id=me", "client"],
  ["GET", `/oauth-providers/me/${ID}`, "client"],
  ["PATCH", `/oauth-providers/me/${ID}`, "client"],
  ["DELETE", `/oauth-providers/me/${ID}`, "client"],
  ["GET", "/email-templates", "admin"],
  ["PATCH", "/email-templates/email_verification", "admin"],
  ["DELETE", "/email-templates/email_verification", "admin"],
  ["GET", "/internal/email-templates", "admin"],
  ["POST", "/webhooks/svix-token", "admin"],
  ["GET", "/internal/metrics", "admin"],
  ["POST", "/internal/send-test-email", "admin"],
  ["GET", "/internal/emails", "admin"],
  ["POST", "/check-feature-support", "client"],
  // What the reference SDK's pages call besides (payments and analytics of a project without them)
  ["GET", `/payments/billing/user/${ID}`, "client"],
  ["GET", `/payments/products/user/${ID}?limit=1`, "client"],
  ["POST", "/analytics/events/batch", "client"],
  ["GET", "/emails/notification-preference/me", "client"],
  ["PATCH", `/emails/notification-preference/me/${ID}`, "client"],
];

describe("route coverage", () => {
  it("every non-sign-in call of the spec and the wire contract has a route", async () => {
    const { access_token } = await signIn(emulator);
    const missing: string[] = [];
    for (const [method, path, access] of ROUTES) {
      // Deleting the demo user or project is asked without the rights to: refused, not unknown.
      const destructive =
        method === "DELETE" && (path === "/users/me" || path === "/internal/projects/current");
      const res = await call(emulator, method, path, {
        access: destructive ? "client" : access,
        ...(access === "client" && !destructive ? { accessToken: access_token } : {}),
        ...(method === "GET" ? {} : { body: {} }),
      });
      if (res.status === 404 && res.text.startsWith("Not found:"))
        missing.push(`${method} ${path}`);
    }
    expect(missing).toEqual([]);
  });

  it("the unknown-route answer is what the check above looks for", async () => {
    const res = await call(emulator, "POST", "/no-such-route");
    expect(res.status).toBe(404);
    expect(res.text).toBe("Not found: POST /api/v1/no-such-route");
  });
});
