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

  it("sends revoked: false for the service to refuse (client.test.ts), as @stackframe/js sends it", () => {
    expect(apiKeyUpdateToWire(toWire, { revoked: false }, "apiKey.update()")).toEqual({
      revoked: false,
    });
    expect(() => apiKeyUpdateToWire(toWire, { revoked: "no" as never }, "apiKey.update()")).toThrow(
      TypeError,
    );
  });
});
