import { describe, expect, it } from "vitest";
import { toWire } from "../../schemas/to-wire.js";
import { OAUTH_PROVIDER_CREATE_FIELDS } from "./server-update.js";

describe("createOAuthProvider() options", () => {
  // As @stackframe/js: a user id that is neither a uuid nor "me", or an empty account id, goes to
  // the service, whose SCHEMA_ERROR says so; a value of the wrong type is ours to refuse.
  it('sends a user that is neither a user id nor "me" for the service to judge; refuses a number', () => {
    expect(
      toWire({ userId: "ada" }, OAUTH_PROVIDER_CREATE_FIELDS, "createOAuthProvider()"),
    ).toEqual({ user_id: "ada" });
    expect(() =>
      toWire({ userId: 7 }, OAUTH_PROVIDER_CREATE_FIELDS, "createOAuthProvider()"),
    ).toThrow(TypeError);
    const userId = "3241a285-8329-4d69-8f3d-316e08cf140c";
    expect(toWire({ userId }, OAUTH_PROVIDER_CREATE_FIELDS, "createOAuthProvider()")).toEqual({
      user_id: userId,
    });
  });

  it("sends an empty account id for the service to judge", () => {
    expect(
      toWire({ accountId: "" }, OAUTH_PROVIDER_CREATE_FIELDS, "createOAuthProvider()"),
    ).toEqual({ account_id: "" });
  });
});
