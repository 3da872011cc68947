import { describe, expect, it } from "vitest";
import { createClientTokenStore } from "./client-token-store.js";
import { MemoryTokenStore } from "./token-store.js";

describe("createClientTokenStore", () => {
  it("builds the browser forms: memory and explicit tokens", () => {
    const store = createClientTokenStore({ refreshToken: "r", accessToken: null }, "p");
    expect(store).toBeInstanceOf(MemoryTokenStore);
    expect(store.get()).toEqual({ refreshToken: "r", accessToken: null });
    expect(createClientTokenStore("memory", "p").get()).toEqual({
      refreshToken: null,
      accessToken: null,
    });
  });

  it("sends a request to the server app, with a TypeError that says so", () => {
    expect(() =>
      createClientTokenStore({ headers: new Headers() } as unknown as "memory", "p"),
    ).toThrow(
      "A request as tokenStore is for server code: use StackServerApp from @app/core/server.",
    );
  });

  it("does not print a long string that may be a token", () => {
    const token = "x".repeat(40);
    expect(() => createClientTokenStore(token as "memory", "p")).toThrow(
      /got a string of 40 characters/,
    );
    expect(() => createClientTokenStore("cokie" as "memory", "p")).toThrow(/got "cokie"/);
  });
});
