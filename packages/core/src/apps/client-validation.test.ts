import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { KnownError, KnownErrors, StackClientApp } from "@app/core";
import { describe, expect, it } from "vitest";
import { type RequestLog, uniqueEmail, useHarness } from "../test-utils/emulator-harness.js";

const h = useHarness();

/** How a call must fail: with the service's known error (the reference lets it judge), or locally. */
type Outcome =
  | { by: "service"; code: string; isInstance: (error: unknown) => boolean }
  | { by: "client"; error: new (...args: never[]) => Error; message: string };

interface Row {
  call: string;
  run: (log: RequestLog) => Promise<unknown>;
  outcome: Outcome;
  /** Why the check is the service's, or why ours stays. */
  why: string;
}

const schemaError = {
  by: "service",
  code: "SCHEMA_ERROR",
  isInstance: (error: unknown) => KnownErrors.SchemaError.isInstance(error),
} as const;

const ROWS: Row[] = [
  {
    call: 'createTeamPermissionDefinition({ id: "Bad Id!" })',
    run: (log) =>
      h.admin(log).createTeamPermissionDefinition({ id: "Bad Id!", containedPermissionIds: [] }),
    outcome: schemaError,
    why: "removed: @stackframe/js sends the id; the service's character rule judges it",
  },
  {
    call: 'createProjectPermissionDefinition({ id: "Bad Id!" })',
    run: (log) =>
      h.admin(log).createProjectPermissionDefinition({ id: "Bad Id!", containedPermissionIds: [] }),
    outcome: schemaError,
    why: "removed: as the team scope",
  },
  {
    call: 'createTeamPermissionDefinition({ id, containedPermissionIds: ["Bad!"] })',
    run: (log) =>
      h.admin(log).createTeamPermissionDefinition({
        id: `ok_${Date.now()}`,
        containedPermissionIds: ["Bad!"],
      }),
    outcome: schemaError,
    why: "removed: contained ids are the service's to judge too",
  },
  {
    call: 'updateTeamPermissionDefinition("Bad Id!", {})',
    run: (log) => h.admin(log).updateTeamPermissionDefinition("Bad Id!", {}),
    outcome: schemaError,
    why: "removed: the path's id is judged by the service",
  },
  {
    call: 'deleteProjectPermissionDefinition("Bad Id!")',
    run: (log) => h.admin(log).deleteProjectPermissionDefinition("Bad Id!"),
    outcome: schemaError,
    why: "removed: as update",
  },
  {
    call: 'user.grantPermission(team, "Bad!")',
    run: async (log) => {
      const server = h.server(log);
      const user = await server.createUser({ primaryEmail: uniqueEmail() });
      const team = await server.createTeam({ displayName: "Grants", creatorUserId: user.id });
      return user.grantPermission(team, "Bad!");
    },
    outcome: schemaError,
    why: "removed: @stackframe/js sends the id to grant; the service judges it",
  },
  {
    call: 'user.update({ primaryEmail: "ada@" })',
    run: async (log) => {
      const app = h.client({}, log);
      await app.signUpWithCredential({ email: uniqueEmail(), password: "a-good-password" });
      return (await app.getUser({ or: "throw" }))?.update({ primaryEmail: "ada@" });
    },
    outcome: schemaError,
    why: "removed: a string of the right type that breaks a rule goes to the service (toWire)",
  },
  {
    call: "serverApp.listUsers({ limit: 0 })",
    run: (log) => h.server(log).listUsers({ limit: 0 }),
    outcome: schemaError,
    why: "removed: the reference sends limit=0",
  },
  {
    call: "serverUser.createSession({ expiresInMillis: 368 days })",
    run: async (log) => {
      const user = await h.server(log).createUser({ primaryEmail: uniqueEmail() });
      return user.createSession({ expiresInMillis: 368 * 24 * 60 * 60 * 1000 });
    },
    outcome: schemaError,
    why: "removed: the reference sends the lifetime; the service's 367-day rule judges it",
  },
  {
    call: 'app.verifyEmail("")',
    run: (log) => h.client({}, log).verifyEmail(""),
    outcome: schemaError,
    why: "removed: the reference sends an empty code",
  },
  {
    call: "createTeamPermissionDefinition({ id: 7 })",
    run: (log) =>
      h
        .admin(log)
        .createTeamPermissionDefinition({ id: 7 as unknown as string, containedPermissionIds: [] }),
    outcome: {
      by: "client",
      error: TypeError,
      message: "createTeamPermissionDefinition(): id must be a string; got 7.",
    },
    why: "kept: a value of the wrong type is a programmer error (TypeError, STYLE rule 9), which the reference's types refuse as well",
  },
  {
    call: "signUpWithCredential({ noVerificationCallback: true, verificationCallbackUrl })",
    run: (log) =>
      h.client({}, log).signUpWithCredential({
        email: uniqueEmail(),
        password: "a-good-password",
        noVerificationCallback: true,
        verificationCallbackUrl: "http://localhost:3000/verify",
      } as never),
    outcome: {
      by: "client",
      error: TypeError,
      message: "verificationCallbackUrl is not allowed when noVerificationCallback is true",
    },
    why: "kept: the reference throws before sending, too",
  },
  {
    call: "serverApp.listUsers({ onlyAnonymous: true })",
    run: async (log) => h.server(log).listUsers({ onlyAnonymous: true }),
    outcome: {
      by: "client",
      error: TypeError,
      message: "listUsers: onlyAnonymous needs includeAnonymous: true.",
    },
    why: "kept: the reference throws an assertion error before sending, too",
  },
  {
    call: 'user.revokeSession("")',
    run: async (log) => {
      const app = h.client({}, log);
      await app.signUpWithCredential({ email: uniqueEmail(), password: "a-good-password" });
      const user = await app.getUser({ or: "throw" });
      log.length = 0;
      return user?.revokeSession("");
    },
    outcome: {
      by: "client",
      error: TypeError,
      message: 'revokeSession: sessionId must be a non-empty string; got "".',
    },
    why: "kept: an empty id would change the request's path (the list's)",
  },
  {
    call: "new StackClientApp({ secretServerKey })",
    run: async () =>
      new StackClientApp({
        projectId: h.emulator.projectId,
        tokenStore: "memory",
        secretServerKey: "ssk",
      } as never),
    outcome: {
      by: "client",
      error: TypeError,
      message: "StackClientApp does not take a secretServerKey",
    },
    why: "kept: a constructor option check; the reference throws for its options as well",
  },
];

describe("client-side checks against the service's, as @stackframe/js lets the service judge", () => {
  for (const row of ROWS) {
    it(`${row.call}: ${row.why}`, async () => {
      const log: RequestLog = [];
      const error = await row.run(log).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      if (row.outcome.by === "service") {
        expect(error).toBeInstanceOf(KnownError);
        expect((error as KnownError).code).toBe(row.outcome.code);
        expect(row.outcome.isInstance(error)).toBe(true);
        expect(log.length).toBeGreaterThan(0);
      } else {
        expect(error).toBeInstanceOf(row.outcome.error);
        expect((error as Error).message).toContain(row.outcome.message);
        expect(log).toEqual([]);
      }
    });
  }
});

/**
 * Every client-side TypeError of @app/core (outside tests), with what @stackframe/js 2.8.108 does
 * with the same argument and our verdict. One row per `throw new TypeError` site: the file (under
 * packages/core/src), a piece of its message that finds it, the call, the bad argument, the
 * reference's behaviour, and ours. "kept": ours refuses before sending, where the reference fails
 * on the client too, where the reference's types refuse the value (a programmer error the service
 * has no known error for), or where sending would be unsafe or impossible. What a site once
 * refused and now sends (the service answers its known error) is said in `ours`, and tested in
 * client-validation.test.ts and beside the site.
 */
type Site = readonly [
  file: string,
  match: string,
  call: string,
  bad: string,
  reference: string,
  ours: string,
];

const TYPE_ONLY = "kept for the wrong type only (the reference's types refuse it)";
const PROGRAMMER = "kept: a programmer error with no service equivalent";
const CONSTRUCTOR = "the reference throws in the constructor too (or has no such option)";

const SITES: readonly Site[] = [
  // Options, tables and required fields (schemas/)
  [
    "schemas/to-wire.ts",
    'are" : "is"} required',
    "createX({ …without a required option })",
    "a required option missing",
    "its types require it; a missing one is sent as undefined",
    PROGRAMMER,
  ],
  [
    "schemas/to-wire.ts",
    "expects an object of options",
    'user.update("Ada")',
    "options that are no object",
    "fails on the client reading fields of it",
    PROGRAMMER,
  ],
  [
    "schemas/to-wire.ts",
    "got an unknown option",
    "user.update({ nickname })",
    "an unknown option",
    "ignores it silently",
    "kept: a TypeError naming the option and the known ones (sending would drop it silently)",
  ],
  [
    "schemas/to-wire.ts",
    "issueMessage(issue)",
    "user.update({ primaryEmail: 7 }), createUser({ riskScores: { signUp: { bot: 101 } } })",
    "a value of the wrong type; an object or Date/bytes field that breaks a rule; a password hash the service cannot import",
    "sends it; the service answers SCHEMA_ERROR (a hash: plain-text 400)",
    "kept for those; NOW SENT: a string, number or boolean of the right type that breaks a rule (an e-mail's form, an empty name, a relative URL, a non-uuid id, a range, revoked: false) gets the service's SCHEMA_ERROR",
  ],
  // HTTP (http/: not edited here)
  [
    "http/json-body.ts",
    "cannot be sent as JSON",
    "any call with a body",
    "a value JSON cannot carry (a function, a cycle, a bigint)",
    "JSON.stringify throws on the client (or drops it)",
    "kept: a value JSON cannot carry",
  ],
  [
    "http/http-client.ts",
    "deadlineMs must be a positive number",
    "new StackClientApp({ deadlineMs: 0 })",
    "a deadline that is no positive number",
    "no such option",
    PROGRAMMER,
  ],
  // Token stores (session/: not edited here)
  [
    "session/client-token-store.ts",
    "needs a browser (document.cookie)",
    'new StackClientApp({ tokenStore: "cookie" }) on a server',
    "a cookie store without cookies",
    "falls back or throws on the client",
    "kept: a store that cannot work where it runs",
  ],
  [
    "session/client-token-store.ts",
    'tokenStore must be "cookie"',
    'new StackClientApp({ tokenStore: "cookies" })',
    "an unknown token store",
    'throws Error("Invalid token store") on the client',
    "kept: the reference fails on the client too",
  ],
  // A bad x-stack-auth header (request-token-store.ts) throws no more: the reference throws
  // Error("Invalid x-stack-auth header.") on the client, but any visitor can send one, so the
  // request reads as signed out with a one-time warning (issue 31).
  [
    "session/request-token-store.ts",
    "NEXTJS_COOKIE_OUTSIDE_NEXT",
    'new StackServerApp({ tokenStore: "nextjs-cookie" }).getUser() on a server outside @app/next',
    "Next.js's request cookies read where there is no Next.js",
    "the reference reads them through next/headers, which is not there",
    "kept: the app is built, each read says what is missing (issue 29)",
  ],
  [
    "session/authorization-header.ts",
    "The authorization header must be",
    "tokensFromAuthorizationHeader(header) (getUser({ tokenStore: request }) reads its refusal as signed out)",
    "a stackauth_ credential whose payload is no tokens JSON",
    'throws Error("Invalid stackauth authorization header.") on the client',
    "kept in the parser; getUser({ tokenStore: request }) gives null with a one-time warning instead (any visitor can send the header)",
  ],
  // The error catalogue (errors/)
  [
    "errors/define-error.ts",
    "codes are UPPER_SNAKE_CASE",
    "defining a known error",
    "a code not in UPPER_SNAKE_CASE",
    "no such API",
    PROGRAMMER,
  ],
  [
    "errors/define-error.ts",
    "is defined twice",
    "defining a known error",
    "a code defined twice",
    "no such API",
    PROGRAMMER,
  ],
  [
    "errors/define-error.ts",
    "needs a status or a parent",
    "defining a known error",
    "no status",
    "no such API",
    PROGRAMMER,
  ],
  [
    "errors/define-error.ts",
    "as parent before it",
    "defining the catalogue",
    "a parent defined later",
    "no such API",
    PROGRAMMER,
  ],
  [
    "errors/from-json.ts",
    "expects an object, got",
    "KnownError.fromJSON(7)",
    "no object",
    "fails on the client",
    PROGRAMMER,
  ],
  [
    "errors/from-json.ts",
    "expects a non-empty string code",
    "KnownError.fromJSON({ code: 7 })",
    "a code that is no string",
    "fails on the client",
    PROGRAMMER,
  ],
  [
    "errors/from-json.ts",
    "expects details to be an object",
    "KnownError.fromJSON({ details: 7 })",
    "details that are no object",
    "fails on the client",
    PROGRAMMER,
  ],
  [
    "errors/from-json.ts",
    "expects an HTTP error status",
    "KnownError.fromJSON({ status: 200 })",
    "a status outside 400-599",
    "fails on the client",
    PROGRAMMER,
  ],
  [
    "errors/from-json.ts",
    "message can be built from",
    "KnownError.fromJSON(json of a code whose details are wrong)",
    "details the message cannot be built from",
    "fails on the client",
    PROGRAMMER,
  ],
  [
    "errors/error-classes.ts",
    "is not loaded yet",
    "new KnownErrors.X() before the catalogue loaded",
    "an error class used before its module loaded",
    "no such case (one bundle)",
    PROGRAMMER,
  ],
  // OAuth
  [
    "resources/oauth/client.ts",
    "expects a provider id such as",
    'signInWithOAuth("")',
    "an empty or non-string provider",
    "requests /auth/oauth/authorize/ (another path)",
    "kept: an empty id changes the request's path",
  ],
  // Permissions
  [
    "resources/permissions/admin.ts",
    "id must be a string; got",
    "createTeamPermissionDefinition({ id: 7 })",
    "an id that is no string",
    "its types refuse it",
    `${TYPE_ONLY}; NOW SENT (earlier work): a string id the service judges (SCHEMA_ERROR)`,
  ],
  [
    "resources/permissions/admin.ts",
    "permissionId must be a non-empty string",
    'updateTeamPermissionDefinition("", {})',
    "an empty or non-string id",
    "requests /team-permission-definitions/ (the list's path)",
    "kept: an empty id changes the request's path; any other string is sent",
  ],
  [
    "resources/permissions/args.ts",
    "expects a team and/or { recursive }",
    "user.listPermissions(7)",
    "options that are no object",
    'fails on the client ("id" in 7)',
    "kept: the reference fails on the client too",
  ],
  [
    "resources/permissions/args.ts",
    "recursive must be a boolean",
    'user.listPermissions({ recursive: "yes" })',
    "a recursive that is no boolean",
    "its types refuse it",
    TYPE_ONLY,
  ],
  [
    "resources/permissions/args.ts",
    "the team must have a string id",
    'user.hasPermission({ id: 7 }, "x")',
    "a team without a string id",
    "its types refuse it",
    TYPE_ONLY,
  ],
  [
    "resources/permissions/args.ts",
    "permissionId must be a string",
    'user.hasPermission("$moderator"), grantPermission(team, "Bad!")',
    "a permission id",
    "has/get: lists and finds none (false/null); grant/revoke: sends it (SCHEMA_ERROR)",
    `${TYPE_ONLY}; NOW SENT: any string (false/null for has/get, the service's SCHEMA_ERROR for grant/revoke)`,
  ],
  // E-mail templates and e-mails
  [
    "resources/email-templates/admin.ts",
    "type must be one of",
    'updateEmailTemplate("welcome", …)',
    "a type outside the declared union",
    "its types refuse it",
    TYPE_ONLY,
  ],
  [
    "resources/emails/admin.ts",
    "recipientEmail and emailConfig are required",
    "sendTestEmail({ recipientEmail })",
    "a required option missing",
    "its types require it",
    PROGRAMMER,
  ],
  // Teams
  [
    "resources/teams/client-team.ts",
    "team.inviteUser(): email must be a string",
    'team.inviteUser({ email: "nope" })',
    "an invalid e-mail",
    "sends it (SCHEMA_ERROR)",
    `${TYPE_ONLY}; NOW SENT: any string (the service's SCHEMA_ERROR)`,
  ],
  [
    "resources/teams/client-team.ts",
    "team.removeUser() expects a user id",
    'team.removeUser("")',
    "an empty user id",
    "requests /team-memberships/{team}/ (another path)",
    "kept: an empty id changes the request's path",
  ],
  [
    "resources/teams/client-team.ts",
    "callbackUrl must be a string",
    "team.inviteUser({ email, callbackUrl: 7 })",
    "a callback URL that is no string",
    "its types refuse it",
    TYPE_ONLY,
  ],
  [
    "resources/teams/client-team.ts",
    "callbackUrl must be an absolute URL where",
    "team.inviteUser({ email }) on a server",
    "a relative callback URL with no page to resolve it against",
    "constructRedirectUrl fails on the client without a window",
    "kept: the reference fails on the client too",
  ],
  [
    "resources/teams/list-teams.ts",
    "listTeams expects an options object",
    "serverApp.listTeams(7)",
    "options that are no object",
    "its types refuse it",
    TYPE_ONLY,
  ],
  [
    "resources/teams/list-teams.ts",
    "listTeams: limit must be an integer",
    "serverApp.listTeams({ limit: 0 })",
    "a limit below 1",
    "sends limit=0 (SCHEMA_ERROR)",
    "kept: ours pages teams itself (the service never pages them), no request carries the limit",
  ],
  [
    "resources/teams/list-teams.ts",
    "listTeams: orderBy must be",
    'serverApp.listTeams({ orderBy: "name" })',
    "an unknown order",
    "sends it (SCHEMA_ERROR)",
    "kept: ours orders teams itself, no request carries it",
  ],
  [
    "resources/teams/server.ts",
    "displayName must be a string.",
    'serverApp.createTeam({ displayName: "" })',
    "an empty name",
    "sends it (the service takes it)",
    `${TYPE_ONLY}; NOW SENT: any string (the service takes an empty name)`,
  ],
  [
    "resources/teams/server.ts",
    "expects a user id; got",
    'team.addUser("")',
    "an empty user id",
    "requests another path",
    "kept: an empty id changes the request's path",
  ],
  [
    "resources/teams/client.ts",
    "expects a team (or its id)",
    'user.leaveTeam("")',
    "an empty team",
    "requests another path",
    "kept: an empty id changes the request's path",
  ],
  [
    "resources/teams/client.ts",
    "displayName must be a string.",
    'user.createTeam({ displayName: "" })',
    "an empty name",
    "sends it (the service takes it)",
    `${TYPE_ONLY}; NOW SENT: any string (the service takes an empty name)`,
  ],
  [
    "resources/teams/client.ts",
    "expects the code of the invitation link",
    'acceptTeamInvitation("")',
    "an empty code",
    "sends it (SCHEMA_ERROR)",
    `${TYPE_ONLY}; NOW SENT: any string (the service's SCHEMA_ERROR)`,
  ],
  // Projects
  [
    "resources/projects/admin-update.ts",
    "displayName is required",
    "user.createProject({})",
    "no name",
    "its types require it",
    PROGRAMMER,
  ],
  [
    "resources/projects/owned.ts",
    'works only on the "internal" project',
    "user.createProject(…) on another project",
    "a user of a project that owns none",
    "its types give the method to internal-project users only",
    PROGRAMMER,
  ],
  [
    "resources/projects/config.ts",
    "updateConfig expects an object of config keys",
    "project.updateConfig(7)",
    "no object",
    "its types refuse it",
    TYPE_ONLY,
  ],
  [
    "resources/projects/metrics.ts",
    "getMetrics(includeAnonymous): a boolean",
    'getMetrics("yes")',
    "no boolean",
    "its types refuse it",
    TYPE_ONLY,
  ],
  // Users
  [
    "resources/users/own-account.ts",
    'fields.join(", ")} }',
    "user.updatePassword(7)",
    "options that are no object",
    "fails on the client",
    PROGRAMMER,
  ],
  [
    "resources/users/own-account.ts",
    "typeof value}.",
    "user.updatePassword({ oldPassword: 7, newPassword })",
    "a password that is no string",
    "its types refuse it",
    TYPE_ONLY,
  ],
  [
    "resources/users/list-users.ts",
    "listUsers expects an options object",
    "serverApp.listUsers(7)",
    "options that are no object",
    "its types refuse it",
    TYPE_ONLY,
  ],
  [
    "resources/users/list-users.ts",
    "listUsers: limit must be a number",
    "serverApp.listUsers({ limit: 0 })",
    "a limit below 1",
    "sends limit=0 (SCHEMA_ERROR)",
    `${TYPE_ONLY}; NOW SENT: any number (the service's SCHEMA_ERROR)`,
  ],
  [
    "resources/users/list-users.ts",
    "listUsers: orderBy must be",
    'serverApp.listUsers({ orderBy: "name" })',
    "an unknown order",
    "drops it silently (no error, the default order)",
    "kept: ours names the mistake; the reference sends nothing to judge",
  ],
  [
    "resources/users/list-users.ts",
    "onlyAnonymous needs includeAnonymous",
    "serverApp.listUsers({ onlyAnonymous: true })",
    "onlyAnonymous without includeAnonymous",
    "throws an assertion error on the client",
    "kept: the reference fails on the client too",
  ],
  [
    "resources/users/server.ts",
    "password must be a string.",
    "serverUser.setPassword({ password: 7 })",
    "a password that is no string",
    "its types refuse it",
    TYPE_ONLY,
  ],
  [
    "resources/users/server.ts",
    "expiresInMillis must be a number of milliseconds",
    "serverUser.createSession({ expiresInMillis: 368 days })",
    "a lifetime over 367 days",
    "sends it (SCHEMA_ERROR)",
    `${TYPE_ONLY}; NOW SENT: any number (the service's SCHEMA_ERROR)`,
  ],
  [
    "resources/users/server.ts",
    "userId must be a non-empty string",
    'serverApp.updateUser("", …)',
    "an empty user id",
    "requests /users/ (the list's path)",
    "kept: an empty id changes the request's path",
  ],
  [
    "resources/users/select-user.ts",
    'unknown "or" value',
    'getUser({ or: "redirekt" })',
    "an unknown or",
    "its types refuse it",
    TYPE_ONLY,
  ],
  // Sign-in
  [
    "resources/auth/mfa.ts",
    "otp must be a string",
    "signInWithMfa(7, code)",
    "an otp that is no string",
    "its types refuse it",
    `${TYPE_ONLY} (a string that is no 6-digit code is INVALID_TOTP_CODE, as the service answers)`,
  ],
  [
    "resources/auth/finish-sign-in.ts",
    "needs options.callbackUrl outside a browser",
    "sendForgotPasswordEmail(email) on a server",
    "no callback URL and no page",
    "constructRedirectUrl fails on the client without a window",
    "kept: the reference fails on the client too",
  ],
  [
    "resources/auth/credential.ts",
    "expects { email, password }",
    "signInWithCredential(7)",
    "options that are no object",
    "fails on the client",
    PROGRAMMER,
  ],
  [
    "resources/auth/credential.ts",
    "typeof options[field]}",
    "signInWithCredential({ email: 7, password })",
    "an e-mail or password that is no string",
    "its types refuse it",
    TYPE_ONLY,
  ],
  [
    "resources/auth/arguments.ts",
    "name} must be a string; got",
    "resetPassword({ code: 7, password })",
    "a code or password that is no string",
    "its types refuse it",
    TYPE_ONLY,
  ],
  [
    "resources/auth/password-reset.ts",
    "resetPassword expects { code, password }",
    "resetPassword(7)",
    "options that are no object",
    "fails on the client",
    PROGRAMMER,
  ],
  [
    "resources/auth/sign-up.ts",
    "verificationCallbackUrl is not allowed",
    "signUpWithCredential({ noVerificationCallback: true, verificationCallbackUrl })",
    "both options",
    "throws on the client",
    "kept: the reference fails on the client too",
  ],
  // Contact channels and sessions
  [
    "resources/contact-channels/client.ts",
    "verifyEmail: code must be a string",
    'verifyEmail("")',
    "an empty code",
    "sends it (SCHEMA_ERROR)",
    `${TYPE_ONLY}; NOW SENT: any string (the service's SCHEMA_ERROR)`,
  ],
  [
    "resources/contact-channels/callback-url.ts",
    "typeof callbackUrl}",
    "channel.sendVerificationEmail({ callbackUrl: 7 })",
    "a callback URL that is no string",
    "its types refuse it",
    TYPE_ONLY,
  ],
  [
    "resources/contact-channels/callback-url.ts",
    "pass { callbackUrl } (an absolute URL) outside a browser",
    "channel.sendVerificationEmail() on a server",
    "no callback URL and no page",
    "constructRedirectUrl fails on the client without a window",
    "kept: the reference fails on the client too",
  ],
  [
    "resources/sessions/active-sessions.ts",
    "sessionId must be a non-empty string",
    'user.revokeSession("")',
    "an empty session id",
    "requests /auth/sessions/ (the list's path)",
    "kept: an empty id changes the request's path",
  ],
  // Connected accounts
  [
    "resources/connected-accounts/connections.ts",
    "both must be strings",
    "user.getConnectedAccount({ provider: 7, providerAccountId })",
    "ids that are no strings",
    "its types refuse them",
    TYPE_ONLY,
  ],
  [
    "resources/connected-accounts/client.ts",
    "getOAuthProvider: id must be a string",
    "user.getOAuthProvider(7)",
    "an id that is no string",
    "its types refuse it",
    TYPE_ONLY,
  ],
  [
    "resources/connected-accounts/client.ts",
    "the provider must be a provider id",
    'user.getConnectedAccount("")',
    "an empty provider",
    "requests another path",
    "kept: an empty id changes the request's path",
  ],
  [
    "resources/connected-accounts/client.ts",
    "scopes must be an array of strings",
    'user.getConnectedAccount("github", { scopes: "repo" })',
    "scopes that are no array of strings",
    "fails on the client (join)",
    PROGRAMMER,
  ],
  // API keys
  [
    "resources/api-keys/admin.ts",
    "name} is required.",
    "createInternalApiKey({ description })",
    "a required option missing",
    "its types require it",
    PROGRAMMER,
  ],
  [
    "resources/api-keys/update.ts",
    "description is required (a string)",
    "user.createApiKey({ expiresAt: null })",
    "no description",
    "its types require it",
    PROGRAMMER,
  ],
  [
    "resources/api-keys/update.ts",
    "expiresAt is required (a Date",
    "user.createApiKey({ description })",
    "no expiry",
    "its types require it (null: never)",
    PROGRAMMER,
  ],
  [
    "resources/api-keys/server.ts",
    "apiKey must be a string; got",
    'serverApp.getUser({ apiKey: "" })',
    "an empty key",
    "asks the service (null)",
    `${TYPE_ONLY}; NOW SENT: any string (null when no key has it)`,
  ],
  // CLI login
  [
    "resources/cli/client.ts",
    "promptCliLogin expects { appUrl }",
    "promptCliLogin({})",
    "no app URL",
    "its types require it",
    PROGRAMMER,
  ],
  [
    "resources/cli/client.ts",
    "appUrl must be an absolute URL",
    'promptCliLogin({ appUrl: "/app" })',
    "a relative app URL",
    "new URL() fails on the client",
    "kept: the reference fails on the client too (the URL is built here)",
  ],
  [
    "resources/cli/client.ts",
    "must be a number of at least 0",
    "promptCliLogin({ appUrl, maxAttempts: -1 })",
    "a negative count or time",
    "its types refuse it (the poll is on the client)",
    PROGRAMMER,
  ],
  [
    "resources/cli/client.ts",
    "confirmCliLogin expects the login_code",
    'confirmCliLogin("")',
    "an empty login code",
    "no such method",
    PROGRAMMER,
  ],
  // Tokens
  [
    "resources/tokens/access-token-verifier.ts",
    "maxCachedTokens must be a non-negative integer",
    "new AccessTokenVerifier({ maxCachedTokens: -1 })",
    "a negative cache size",
    "no such option",
    PROGRAMMER,
  ],
  [
    "resources/tokens/server.ts",
    "verifyAccessToken expects an access token string or a request",
    "verifyAccessToken(7)",
    "neither a token nor a request",
    "no such method",
    PROGRAMMER,
  ],
  [
    "resources/tokens/server.ts",
    'getPartialUser supports { from: "token" }',
    'getPartialUser({ from: "convex" })',
    "an unknown source",
    "its types refuse it",
    TYPE_ONLY,
  ],
  [
    "resources/tokens/server.ts",
    "getPartialUser needs a tokenStore",
    'serverApp.getPartialUser({ from: "token" }) without a store',
    "no token store",
    "throws on the client (no token store)",
    "kept: the reference fails on the client too",
  ],
  // Apps
  [
    "apps/hydration.ts",
    "hydrate() is for the browser's StackClientApp",
    "serverApp.hydrate(state)",
    "a server app",
    "no such method",
    PROGRAMMER,
  ],
  [
    "apps/hydration.ts",
    "takes the object dehydrate() made",
    "app.hydrate({})",
    "a state dehydrate() did not make",
    "no such method",
    PROGRAMMER,
  ],
  [
    "apps/hydration.ts",
    "the state is of project",
    "app.hydrate(stateOfAnotherProject)",
    "another project's state",
    "no such method",
    PROGRAMMER,
  ],
  [
    "apps/admin-app.ts",
    "projectOwnerSession must be user.currentSession",
    "new StackAdminApp({ projectOwnerSession: {} })",
    "no session",
    CONSTRUCTOR,
    PROGRAMMER,
  ],
  [
    "apps/client-app.ts",
    "The tokenStore option is required",
    "new StackClientApp({ projectId })",
    "no token store",
    CONSTRUCTOR,
    PROGRAMMER,
  ],
  [
    "apps/client-app.ts",
    "it takes no tokenStore",
    "useUser({ tokenStore })",
    "a token store for the hook",
    "ignores or refuses it on the client",
    PROGRAMMER,
  ],
  // App options (context/: not edited here)
  [
    "context/urls.ts",
    "urls.handler must start with '/'",
    'new StackClientApp({ urls: { handler: "h" } })',
    "a handler path leaving the site",
    CONSTRUCTOR,
    "kept: a redirect outside the site",
  ],
  [
    "context/app-options.ts",
    "inheritsFrom must be a StackClientApp",
    "new StackServerApp({ inheritsFrom: {} })",
    "no app",
    CONSTRUCTOR,
    PROGRAMMER,
  ],
  [
    "context/app-options.ts",
    "expects an options object.",
    "new StackClientApp()",
    "no options",
    CONSTRUCTOR,
    PROGRAMMER,
  ],
  [
    "context/app-options.ts",
    "StackClientApp does not take a",
    "new StackClientApp({ secretServerKey })",
    "a secret key in a browser app",
    CONSTRUCTOR,
    "kept: a secret in browsers",
  ],
  [
    "context/app-options.ts",
    "baseUrl must be an http(s) URL",
    'new StackClientApp({ baseUrl: "ftp://x" })',
    "no http(s) URL",
    CONSTRUCTOR,
    PROGRAMMER,
  ],
  [
    "context/app-options.ts",
    "must be a relative URL or one of this site's origin",
    'new StackClientApp({ urls: { afterSignIn: "https://evil.example" } })',
    "a foreign redirect URL",
    CONSTRUCTOR,
    "kept: a foreign redirect URL",
  ],
  [
    "context/extra-request-headers.ts",
    "must be an object of header names to strings",
    "new StackClientApp({ extraRequestHeaders: 7 })",
    "no object of strings (the values are not shown)",
    CONSTRUCTOR,
    PROGRAMMER,
  ],
  [
    "context/extra-request-headers-browser.ts",
    "must be a JSON object of header names to strings",
    "new StackClientApp({ extraRequestHeaders: 7 }) in a browser bundle",
    "no object of strings, or bad JSON in the variable (nothing shown)",
    CONSTRUCTOR,
    PROGRAMMER,
  ],
  [
    "context/app-options.ts",
    "oauthScopesOnSignIn must map provider ids",
    'new StackClientApp({ oauthScopesOnSignIn: { github: "repo" } })',
    "no map of arrays",
    CONSTRUCTOR,
    PROGRAMMER,
  ],
  [
    "context/app-options.ts",
    "noAutomaticPrefetch must be a boolean",
    'new StackClientApp({ noAutomaticPrefetch: "yes" })',
    "no boolean",
    CONSTRUCTOR,
    PROGRAMMER,
  ],
  [
    "context/extra-request-headers.ts",
    "must hold a JSON object",
    'STACK_EXTRA_REQUEST_HEADERS="{not json"',
    "an environment variable that is no JSON (where it breaks is said, not the text)",
    CONSTRUCTOR,
    PROGRAMMER,
  ],
  [
    "context/app-options.ts",
    "option must be a string",
    "new StackClientApp({ projectId: 7 })",
    "an id or key that is no string",
    CONSTRUCTOR,
    PROGRAMMER,
  ],
  [
    "context/app-options.ts",
    "option is required",
    "new StackClientApp({ tokenStore })",
    "no project id or key",
    CONSTRUCTOR,
    PROGRAMMER,
  ],
];

const SOURCE_ROOT = join(fileURLToPath(import.meta.url), "../..");

/** Every non-test source file under packages/core/src, relative to it. */
function sourceFiles(dir = SOURCE_ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const isTest = /\.test\.tsx?$/.test(entry.name);
    return entry.name.endsWith(".ts") && !isTest ? [relative(SOURCE_ROOT, path)] : [];
  });
}

describe("every client-side TypeError has a verdict against @stackframe/js (SITES)", () => {
  it("one row per `throw new TypeError` (or StackAssertionError, a TypeError) site, each row finding its site's message", () => {
    const counted = new Map<string, number>();
    for (const file of sourceFiles()) {
      const text = readFileSync(join(SOURCE_ROOT, file), "utf8");
      const sites = text.split(/throw new (?:TypeError|StackAssertionError)\b/).length - 1;
      if (sites > 0) counted.set(file, sites);
    }
    const rows = new Map<string, number>();
    for (const [file, match] of SITES) {
      rows.set(file, (rows.get(file) ?? 0) + 1);
      expect(readFileSync(join(SOURCE_ROOT, file), "utf8"), `${file}: ${match}`).toContain(match);
    }
    expect(Object.fromEntries(rows)).toEqual(Object.fromEntries(counted));
  });
});
