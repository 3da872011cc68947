import { describe, expect, it } from "vitest";
import { DEFAULT_HANDLER_PATH, HANDLER_PAGES, resolveUrls } from "./urls.js";

describe("resolveUrls", () => {
  it("defaults every page under /handler, home to /, and the after-* pages to home", () => {
    expect(DEFAULT_HANDLER_PATH).toBe("/handler");
    expect(resolveUrls()).toEqual({
      handler: "/handler",
      signIn: "/handler/sign-in",
      signUp: "/handler/sign-up",
      signOut: "/handler/sign-out",
      emailVerification: "/handler/email-verification",
      passwordReset: "/handler/password-reset",
      forgotPassword: "/handler/forgot-password",
      oauthCallback: "/handler/oauth-callback",
      magicLinkCallback: "/handler/magic-link-callback",
      accountSettings: "/handler/account-settings",
      error: "/handler/error",
      teamInvitation: "/handler/team-invitation",
      cliAuthConfirm: "/handler/cli-auth-confirm",
      home: "/",
      afterSignIn: "/",
      afterSignUp: "/",
      afterSignOut: "/",
    });
  });

  it("names the page of every URL key", () => {
    expect(HANDLER_PAGES.cliAuthConfirm).toBe("cli-auth-confirm");
    expect(Object.keys(HANDLER_PAGES)).toHaveLength(12);
  });

  it("puts every page under a custom handler path", () => {
    const urls = resolveUrls({ handler: "/auth" });
    expect(urls.handler).toBe("/auth");
    expect(urls.signIn).toBe("/auth/sign-in");
    expect(urls.oauthCallback).toBe("/auth/oauth-callback");
  });

  it("drops trailing slashes of the handler path, in the pages and in handler itself", () => {
    const urls = resolveUrls({ handler: "/auth/" });
    expect(urls.signIn).toBe("/auth/sign-in");
    expect(urls.handler).toBe("/auth");
  });

  it("a handler path of / puts pages at the root", () => {
    const urls = resolveUrls({ handler: "/" });
    expect(urls.handler).toBe("/");
    expect(urls.signIn).toBe("/sign-in");
  });

  it("home is the default of afterSignIn and afterSignOut; afterSignIn of afterSignUp", () => {
    expect(resolveUrls({ home: "/dashboard" })).toMatchObject({
      home: "/dashboard",
      afterSignIn: "/dashboard",
      afterSignUp: "/dashboard",
      afterSignOut: "/dashboard",
    });
    expect(resolveUrls({ home: "/dashboard", afterSignIn: "/welcome-back" })).toMatchObject({
      afterSignIn: "/welcome-back",
      afterSignUp: "/welcome-back",
      afterSignOut: "/dashboard",
    });
    expect(resolveUrls({ afterSignUp: "/onboarding" })).toMatchObject({
      afterSignIn: "/",
      afterSignUp: "/onboarding",
    });
  });

  it("an override of one page wins over the handler path; undefined overrides are ignored", () => {
    const urls = resolveUrls({ handler: "/auth", signIn: "/login", signUp: undefined });
    expect(urls.signIn).toBe("/login");
    expect(urls.signUp).toBe("/auth/sign-up");
    expect(urls.signOut).toBe("/auth/sign-out");
  });

  it.each(["handler", "auth/handler", "https://app.example.com/handler", "", "//evil.example/h"])(
    "a handler path %j not starting with '/' is a TypeError naming urls.handler",
    (handler) => {
      expect(() => resolveUrls({ handler })).toThrow(TypeError);
      expect(() => resolveUrls({ handler })).toThrow(
        `urls.handler must start with '/'; got ${JSON.stringify(handler)}.`,
      );
    },
  );
});
