import { describe, expect, it } from "vitest";
import { handlerPageAlias } from "./handler-aliases.js";
import { type HandlerPageName, handlerPages } from "./handler-pages.js";

const PAGES = Object.keys(handlerPages) as HandlerPageName[];

describe("handlerPageAlias: the page names the reference SDK's handler accepts", () => {
  it.each([
    ["register", "sign-up"],
    ["Register", "sign-up"],
    ["log-in", "sign-in"],
    ["login", "sign-in"],
    ["LogIn", "sign-in"],
    ["signout", "sign-out"],
    ["SignIn", "sign-in"],
    ["sign-UP", "sign-up"],
    ["emailverification", "email-verification"],
    ["Account-Settings", "account-settings"],
    ["cliauthconfirm", "cli-auth-confirm"],
    ["MFA", "mfa"],
  ])("reads %s as %s", (segment, page) => {
    expect(handlerPageAlias(segment, PAGES)).toBe(page);
  });

  it.each(["nope", "", "-", "sign_in", "sign-in/extra", "signups", "constructor"])(
    "names no page for %j",
    (segment) => {
      expect(handlerPageAlias(segment, PAGES)).toBeUndefined();
    },
  );
});
