import { KnownErrors } from "@app/core";
import { describe, expect, it } from "vitest";
import { type RequestLog, uniqueEmail, useHarness } from "../../test-utils/emulator-harness.js";

// The reference SDK's createUser/updateUser fields beyond ours: countryCode, riskScores and the
// administrator's restriction, sent as WIRE.md names them.

const h = useHarness();

describe("createUser({ countryCode, riskScores, restrictedByAdmin… })", () => {
  it("sends them in snake_case; the service stores them and the user reads them back", async () => {
    const bodies: unknown[] = [];
    const server = h.server(undefined, {
      fetch: (input, init) => {
        if (init?.method === "POST") bodies.push(JSON.parse(String(init.body)));
        return fetch(input, init);
      },
    });
    const created = await server.createUser({
      primaryEmail: uniqueEmail(),
      countryCode: "de",
      riskScores: { signUp: { bot: 12, freeTrialAbuse: 80 } },
      restrictedByAdmin: true,
      restrictedByAdminReason: "Under review",
      restrictedByAdminPrivateDetails: "rule 7 matched",
    });
    expect(bodies[0]).toMatchObject({
      country_code: "de",
      risk_scores: { sign_up: { bot: 12, free_trial_abuse: 80 } },
      restricted_by_admin: true,
      restricted_by_admin_reason: "Under review",
      restricted_by_admin_private_details: "rule 7 matched",
    });
    const read = await server.getUser(created.id);
    expect(read).toMatchObject({
      countryCode: "DE",
      riskScores: { signUp: { bot: 12, freeTrialAbuse: 80 } },
      restrictedByAdmin: true,
      restrictedByAdminReason: "Under review",
      restrictedByAdminPrivateDetails: "rule 7 matched",
      isRestricted: true,
      restrictedReason: { type: "restricted_by_administrator" },
    });
    // updateUser takes them too: lifting the restriction clears its reason and details.
    const lifted = await server.updateUser(created.id, {
      restrictedByAdmin: false,
      countryCode: null,
    });
    expect(lifted).toMatchObject({
      restrictedByAdmin: false,
      restrictedByAdminReason: null,
      restrictedByAdminPrivateDetails: null,
      countryCode: null,
      isRestricted: false,
    });
  });

  it('sends countryCode "Germany" for the service to refuse (SCHEMA_ERROR), as @stackframe/js', async () => {
    const error = await h
      .server()
      .createUser({ countryCode: "Germany" })
      .catch((e: unknown) => e);
    expect(KnownErrors.SchemaError.isInstance(error)).toBe(true);
    expect((error as Error).message).toMatch(/country_code/);
  });

  it("refuses bad values of the wrong type or shape before sending anything, naming the field", async () => {
    const log: RequestLog = [];
    const server = h.server(log);
    await expect(
      server.createUser({ riskScores: { signUp: { bot: 101, freeTrialAbuse: 0 } } }),
    ).rejects.toThrow(/riskScores\.signUp\.bot/);
    await expect(server.createUser({ restrictedByAdmin: "yes" as never })).rejects.toThrow(
      /restrictedByAdmin must be boolean/,
    );
    expect(log).toEqual([]);
  });
});
