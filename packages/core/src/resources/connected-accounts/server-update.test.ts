import { describe, expect, it } from "vitest";
import { toWire } from "../../schemas/to-wire.js";
import { OAUTH_PROVIDER_CREATE_FIELDS } from "./server-update.js";

describe("createOAuthProvider() options", () => {
  // Regression: the SDK sent any non-empty user id, which the emulator (and the service) refuse
  // unless it is a user id or "me".
  it('refuses a user that is neither a user id nor "me", naming userId', () => {
    expect(() =>
      toWire({ userId: "ada" }, OAUTH_PROVIDER_CREATE_FIELDS, "createOAuthProvider()"),
    ).toThrow(
      new TypeError('createOAuthProvider(): userId must be a valid UUID or "me"; got "ada".'),
    );
    const userId = "3241a285-8329-4d69-8f3d-316e08cf140c";
    expect(toWire({ userId }, OAUTH_PROVIDER_CREATE_FIELDS, "createOAuthProvider()")).toEqual({
      user_id: userId,
    });
  });

  it("refuses an empty account id, naming accountId", () => {
    expect(() =>
      toWire({ accountId: "" }, OAUTH_PROVIDER_CREATE_FIELDS, "createOAuthProvider()"),
    ).toThrow('createOAuthProvider(): accountId must not be empty; got "".');
  });
});
