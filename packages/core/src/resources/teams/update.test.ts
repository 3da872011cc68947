// The team option tables take their rules from the request schemas (`requests.ts`,
// `server-requests.ts`): an unknown option or a value of the wrong type is a TypeError naming the
// camelCase option; a string of the right type that breaks a rule is the service's to judge.
import { describe, expect, it } from "vitest";
import { METADATA_MAX_BYTES } from "../../schemas/metadata.js";
import { toWire } from "../../schemas/to-wire.js";
import { SERVER_TEAM_FIELDS } from "./server-update.js";
import { TEAM_MEMBER_PROFILE_FIELDS, TEAM_UPDATE_FIELDS } from "./update.js";

const userId = "3241a285-8329-4d69-8f3d-316e08cf140c";

describe("the team options", () => {
  // As @stackframe/js: a creator id that is neither a user id nor "me" goes to the service, whose
  // SCHEMA_ERROR says so (teams.test.ts); one of the wrong type is ours to refuse.
  it('sends a creator that is neither a user id nor "me" for the service to judge; refuses a number', () => {
    expect(toWire({ creatorUserId: "ada" }, SERVER_TEAM_FIELDS, "createTeam()")).toEqual({
      creator_user_id: "ada",
    });
    expect(() => toWire({ creatorUserId: 7 }, SERVER_TEAM_FIELDS, "createTeam()")).toThrow(
      TypeError,
    );
    for (const creator of [userId, "me"]) {
      expect(toWire({ creatorUserId: creator }, SERVER_TEAM_FIELDS, "createTeam()")).toEqual({
        creator_user_id: creator,
      });
    }
  });

  it("refuses team metadata over the size limit", () => {
    const tooBig = { pad: "x".repeat(METADATA_MAX_BYTES) };
    expect(() => toWire({ clientMetadata: tooBig }, TEAM_UPDATE_FIELDS, "team.update()")).toThrow(
      `team.update(): clientMetadata must be at most ${METADATA_MAX_BYTES} bytes as JSON`,
    );
    expect(() => toWire({ serverMetadata: tooBig }, SERVER_TEAM_FIELDS, "team.update()")).toThrow(
      `team.update(): serverMetadata must be at most ${METADATA_MAX_BYTES} bytes as JSON`,
    );
  });

  // The service takes a string as a member's profile name, never null.
  it("refuses a null profile name, naming displayName", () => {
    expect(() =>
      toWire({ displayName: null }, TEAM_MEMBER_PROFILE_FIELDS, "profile.update()"),
    ).toThrow(new TypeError("profile.update(): displayName must be string; got null."));
    expect(toWire({ displayName: "Ada" }, TEAM_MEMBER_PROFILE_FIELDS, "profile.update()")).toEqual({
      display_name: "Ada",
    });
  });
});
