import { describe, expect, it, vi } from "vitest";
import { apiKeyFromJson } from "./api-key.js";
import type { ApiKeyJson } from "./wire.js";

const json = {
  id: "key-1",
  type: "user",
  user_id: "user-1",
  description: "CI",
  created_at_millis: 0,
  manually_revoked_at_millis: null,
  value: { last_four: "abcd" },
} as unknown as ApiKeyJson;

describe("apiKey.update is a named method, as @stackframe/js's", () => {
  it("is an own method named update, and revoke() goes through it", async () => {
    const send = vi.fn(async () => {});
    const key = apiKeyFromJson(json, send);
    expect(Object.hasOwn(key, "update")).toBe(true);
    expect(key.update.name).toBe("update");
    await key.update({ description: "renamed" });
    expect(send).toHaveBeenLastCalledWith({ description: "renamed" });
    // Code written for the reference may wrap `update` (logging, a spy); revoke() then uses it.
    const wrapped = vi.spyOn(key, "update");
    await key.revoke();
    expect(wrapped).toHaveBeenCalledWith({ revoked: true });
    expect(send).toHaveBeenLastCalledWith({ revoked: true });
  });
});
