import { describe, expect, it } from "vitest";
import { toWire } from "../../schemas/to-wire.js";
import { apiKeyCreationToWire, apiKeyUpdateToWire } from "./update.js";

describe("the API key options", () => {
  // The request takes the expiry as milliseconds from 1970 on (`expires_at_millis` ≥ 0).
  it("refuses an expiry before 1970, and sends a Date as its milliseconds", () => {
    expect(() =>
      apiKeyCreationToWire(
        toWire,
        { description: "CI", expiresAt: new Date(-1) },
        "user.createApiKey()",
      ),
    ).toThrow(/user\.createApiKey\(\): expiresAt must be a valid Date/);
    expect(
      apiKeyCreationToWire(toWire, { description: "CI", expiresAt: new Date(0) }, "m"),
    ).toEqual({ description: "CI", expires_at_millis: 0 });
  });

  it("refuses restoring a revoked key, naming revoked", () => {
    expect(() => apiKeyUpdateToWire(toWire, { revoked: false }, "apiKey.update()")).toThrow(
      "apiKey.update(): revoked can only be true: a revoked key cannot be restored; got false.",
    );
  });
});
