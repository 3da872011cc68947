import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { isValidEmail } from "./email.js";
import {
  handlerPathSchema,
  isHttpUrl,
  isProfileImageUrl,
  isValidUrl,
  jsonObjectSchema,
  OTP_CODE_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROFILE_IMAGE_URL_MAX_LENGTH,
  profileImageUrlSchema,
} from "./fields.js";
import { emailSchema, urlSchema, uuidSchema } from "./formats.js";

describe("limits", () => {
  it("are the service's", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(70);
    expect(PROFILE_IMAGE_URL_MAX_LENGTH).toBe(1_000_000);
    expect(OTP_CODE_LENGTH).toBe(6);
  });
});

describe("isValidEmail", () => {
  it.each<[string, boolean, boolean]>([
    // address, non-strict, strict
    ["ada@example.com", true, true],
    ["ada.lovelace+tag@mail.example.co.uk", true, true],
    ["o'brien@example.ie", true, true],
    ["ADA@EXAMPLE.COM", true, true],
    ["ada@localhost", true, false],
    ["ada@example.c", true, false],
    ["ada@example.123", true, false],
    [".ada@example.com", true, false],
    ["ada.@example.com", true, false],
    ["ada@-example.com", true, false],
    ["ada@example-.com", true, false],
    ["ada@example..com", true, false],
    ["ada@exa_mple.com", true, false],
    ["ada", false, false],
    ["@example.com", false, false],
    ["ada@", false, false],
    ["ada@@example.com", false, false],
    ["ada@b@example.com", false, false],
    ["ada lovelace@example.com", false, false],
    ["ada@example.com ", false, false],
    ["", false, false],
  ])("%j is %s, strictly %s", (address, loose, strict) => {
    expect(isValidEmail(address)).toBe(loose);
    expect(isValidEmail(address, { strict: false })).toBe(loose);
    expect(isValidEmail(address, { strict: true })).toBe(strict);
  });
});

describe("isValidUrl", () => {
  it.each<[string, boolean]>([
    ["https://example.com/a.png", true],
    ["data:image/png;base64,iVBORw0KGgo=", true],
    ["/relative.png", false],
    ["https://example.com/a b.png", false],
    ["", false],
  ])("%j is %s", (url, expected) => {
    expect(isValidUrl(url)).toBe(expected);
  });
});

describe("isHttpUrl and isProfileImageUrl", () => {
  it.each<[string, boolean, boolean]>([
    // url, http(s), profile image
    ["https://example.com/a.png", true, true],
    ["http://localhost:3000/a.png", true, true],
    ["data:image/png;base64,iVBORw0KGgo=", false, true],
    ["data:image/svg+xml,%3Csvg%3E%3C/svg%3E", false, true],
    ["DATA:IMAGE/PNG;BASE64,iVBORw0KGgo=", false, true],
    ["javascript:alert(1)", false, false],
    ["javascript://localhost/%0aalert(1)", false, false],
    ["data:text/html,<script>alert(1)</script>", false, false],
    ["data:image/png", false, false],
    ["ftp://example.com/a.png", false, false],
    ["foo:bar", false, false],
    ["/relative.png", false, false],
    ["not a url", false, false],
  ])("%j: http(s) %s, profile image %s", (url, http, image) => {
    expect(isHttpUrl(url)).toBe(http);
    expect(isProfileImageUrl(url)).toBe(image);
  });
});

describe("schemas", () => {
  const ok = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success;

  it("emailSchema uses the standard (non-strict) format", () => {
    expect(ok(emailSchema, "ada@localhost")).toBe(true);
    expect(ok(emailSchema, "ada")).toBe(false);
    expect(ok(emailSchema, 42)).toBe(false);
  });

  it("uuidSchema accepts uuids in either case", () => {
    expect(ok(uuidSchema, "3f2b8c1e-0000-4000-8000-00000000000a")).toBe(true);
    expect(ok(uuidSchema, "3F2B8C1E-0000-4000-8000-00000000000A")).toBe(true);
    expect(ok(uuidSchema, "3f2b8c1e00004000800000000000000a")).toBe(false);
  });

  it("urlSchema and profileImageUrlSchema want absolute URLs; the latter caps the length", () => {
    expect(ok(urlSchema, "https://example.com")).toBe(true);
    expect(ok(urlSchema, "example.com")).toBe(false);
    const prefix = "data:image/png;base64,";
    const atLimit = prefix + "A".repeat(PROFILE_IMAGE_URL_MAX_LENGTH - prefix.length);
    expect(ok(profileImageUrlSchema, atLimit)).toBe(true);
    expect(ok(profileImageUrlSchema, `${atLimit}A`)).toBe(false);
  });

  it("profileImageUrlSchema refuses scripts and non-image data, naming the schemes allowed", () => {
    const message = (value: string) =>
      v.safeParse(profileImageUrlSchema, value).issues?.map((issue) => issue.message);
    expect(message("javascript:alert(1)")).toEqual(["must be an http(s) URL or a data:image URL"]);
    expect(message("data:text/html,hi")).toEqual(["must be an http(s) URL or a data:image URL"]);
    expect(message("not a url")).toEqual(["must be a valid URL"]);
    expect(message("https://example.com/a.png")).toBeUndefined();
  });

  it("handlerPathSchema wants a leading '/'", () => {
    expect(ok(handlerPathSchema, "/handler")).toBe(true);
    expect(ok(handlerPathSchema, "handler")).toBe(false);
  });

  it("jsonObjectSchema wants a plain object", () => {
    expect(ok(jsonObjectSchema, { a: 1 })).toBe(true);
    expect(ok(jsonObjectSchema, [1])).toBe(false);
    expect(ok(jsonObjectSchema, null)).toBe(false);
  });
});
