// The user option tables take their rules from the request schemas (`requests.ts`,
// `server-requests.ts`): an unknown option or a value of the wrong type is a TypeError naming the
// camelCase option; a string of the right type that breaks a rule is the service's to judge.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { METADATA_MAX_BYTES, METADATA_MAX_DEPTH } from "../../schemas/metadata.js";
import { toWire } from "../../schemas/to-wire.js";
import { clientUserUpdateRequestSchema } from "./requests.js";
import { SERVER_USER_CREATE_FIELDS, SERVER_USER_FIELDS } from "./server-update.js";
import { USER_UPDATE_FIELDS } from "./update.js";

const teamId = "3241a285-8329-4d69-8f3d-316e08cf140c";

/** An object nested `levels` deep, the object itself counted. */
function nested(levels: number): Record<string, unknown> {
  let value: Record<string, unknown> = {};
  for (let level = 1; level < levels; level++) value = { a: value };
  return value;
}

const tooBig = { pad: "x".repeat(METADATA_MAX_BYTES) };

describe("user.update() options", () => {
  // As @stackframe/js: a selected team id that is no uuid goes to the service, whose SCHEMA_ERROR
  // says so (user-input.test.ts); one of the wrong type is ours to refuse.
  it("sends a selected team id that is not a uuid for the service to judge; refuses a number", () => {
    expect(toWire({ selectedTeamId: "team-1" }, USER_UPDATE_FIELDS, "user.update()")).toEqual({
      selected_team_id: "team-1",
    });
    expect(() => toWire({ selectedTeamId: 7 }, USER_UPDATE_FIELDS, "user.update()")).toThrow(
      TypeError,
    );
    expect(toWire({ selectedTeamId: teamId }, USER_UPDATE_FIELDS, "user.update()")).toEqual({
      selected_team_id: teamId,
    });
    expect(toWire({ selectedTeamId: null }, USER_UPDATE_FIELDS, "user.update()")).toEqual({
      selected_team_id: null,
    });
  });

  // Regression: the metadata limits existed only in the emulator; the SDK sent metadata that the
  // emulator then refused.
  it("refuses client metadata over the size and depth limits, naming clientMetadata", () => {
    expect(() => toWire({ clientMetadata: tooBig }, USER_UPDATE_FIELDS, "user.update()")).toThrow(
      `user.update(): clientMetadata must be at most ${METADATA_MAX_BYTES} bytes as JSON; got an object.`,
    );
    expect(() =>
      toWire({ clientMetadata: nested(METADATA_MAX_DEPTH + 1) }, USER_UPDATE_FIELDS, "x"),
    ).toThrow(`x: clientMetadata must be nested at most ${METADATA_MAX_DEPTH} levels deep`);
    const deepest = nested(METADATA_MAX_DEPTH);
    expect(toWire({ clientMetadata: deepest }, USER_UPDATE_FIELDS, "x")).toEqual({
      client_metadata: deepest,
    });
  });

  it("sends the TOTP secret as the base64 the request takes", () => {
    const body = toWire(
      { totpMultiFactorSecret: new Uint8Array([1, 2, 3, 250]) },
      USER_UPDATE_FIELDS,
      "user.update()",
    );
    expect(body).toEqual({ totp_secret_base64: "AQID+g==" });
    expect(v.is(clientUserUpdateRequestSchema, body)).toBe(true);
  });
});

describe("the server's user options", () => {
  it.each([
    ["clientReadOnlyMetadata", "client_read_only_metadata"],
    ["serverMetadata", "server_metadata"],
  ])("refuses %s over the size limit", (option, wireName) => {
    expect(() => toWire({ [option]: tooBig }, SERVER_USER_FIELDS, "updateUser()")).toThrow(
      `updateUser(): ${option} must be at most ${METADATA_MAX_BYTES} bytes as JSON`,
    );
    expect(toWire({ [option]: { plan: "pro" } }, SERVER_USER_FIELDS, "updateUser()")).toEqual({
      [wireName]: { plan: "pro" },
    });
  });

  // POST /users takes no selected team on the service: a new user has none to select.
  it("refuses a selected team on a new user as an unknown option, and takes it on an update", () => {
    expect(() =>
      toWire({ selectedTeamId: teamId }, SERVER_USER_CREATE_FIELDS, "createUser()"),
    ).toThrow(/createUser\(\) got an unknown option "selectedTeamId"/);
    expect(toWire({ selectedTeamId: teamId }, SERVER_USER_FIELDS, "updateUser()")).toEqual({
      selected_team_id: teamId,
    });
  });
});
