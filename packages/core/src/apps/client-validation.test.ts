import { KnownError, KnownErrors, StackClientApp } from "@app/core";
import { describe, expect, it } from "vitest";
import { type RequestLog, uniqueEmail, useHarness } from "../testing/emulator-harness.js";

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
