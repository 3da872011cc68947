import { describe, expect, it } from "vitest";
import { resolveHandlerPage } from "./resolve-handler-page.js";

describe("resolveHandlerPage", () => {
  it("returns the page segment under the handler path", () => {
    expect(resolveHandlerPage("/handler/sign-in", "/handler")).toBe("sign-in");
    expect(resolveHandlerPage("/handler/sign-in/", "/handler/")).toBe("sign-in");
    expect(resolveHandlerPage("/handler/cli-auth-confirm?login_code=x", "/handler")).toBe(
      "cli-auth-confirm",
    );
    expect(resolveHandlerPage("/auth/sign-out#top", "/auth")).toBe("sign-out");
    expect(resolveHandlerPage("/handler", "/handler")).toBe("");
    expect(resolveHandlerPage("/handler/a/b", "/handler")).toBe("a/b");
  });

  it("returns null outside the handler path", () => {
    expect(resolveHandlerPage("/", "/handler")).toBeNull();
    expect(resolveHandlerPage("/handlers/sign-in", "/handler")).toBeNull();
  });

  it("refuses a handler path that does not start with '/', naming the option", () => {
    expect(() => resolveHandlerPage("/handler/sign-in", "handler")).toThrow(TypeError);
    expect(() => resolveHandlerPage("/handler/sign-in", "handler")).toThrow(
      /^urls\.handler must start with '\/'/,
    );
  });
});
