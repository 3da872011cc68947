import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  BCRYPT_MAX_COST,
  BCRYPT_MIN_COST,
  base64Schema,
  bcryptCost,
  httpUrlSchema,
  passwordHashSchema,
} from "./formats.js";

const salt = "N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy";

describe("httpUrlSchema", () => {
  it.each<[string, boolean]>([
    ["https://app.example.com", true],
    ["http://localhost:3000", true],
    ["https://*.preview.example.com", true],
    ["ftp://example.com", false],
    ["javascript://example.com/%0aalert(1)", false],
    ["mailto:ada@example.com", false],
    ["example.com", false],
  ])("%j is %s", (url, accepted) => {
    expect(v.is(httpUrlSchema, url)).toBe(accepted);
  });

  it("says which rule a value breaks", () => {
    expect(v.safeParse(httpUrlSchema, "ftp://example.com").issues?.[0]?.message).toBe(
      "must be an http or https URL",
    );
    expect(v.safeParse(httpUrlSchema, "example.com").issues?.map((i) => i.message)).toEqual([
      "must be a valid URL",
    ]);
  });
});

describe("base64Schema", () => {
  it.each<[string, boolean]>([
    ["SGVsbG8gd29ybGQh", true],
    ["SGVsbG8=", true],
    ["SGVsbA==", true],
    ["", true],
    ["SGVsbG8", false],
    ["SGVsbG8===", false],
    ["SGV=sbG8", false],
    ["SGVs-G8_", false],
  ])("%j is %s", (value, accepted) => {
    expect(v.is(base64Schema, value)).toBe(accepted);
  });
});

describe("bcrypt hashes", () => {
  it("the cost range is bcrypt's: 4 to 31", () => {
    expect([BCRYPT_MIN_COST, BCRYPT_MAX_COST]).toEqual([4, 31]);
  });

  it.each<[string, number | undefined]>([
    [`$2a$10$${salt}`, 10],
    [`$2b$12$${salt}`, 12],
    [`$2y$04$${salt}`, 4],
    [`$2b$16$${salt}`, 16],
    [`$2b$31$${salt}`, 31],
    [`$2b$03$${salt}`, undefined],
    [`$2b$32$${salt}`, undefined],
    [`$2b$00$${salt}`, undefined],
    [`$2x$10$${salt}`, undefined],
    [`$2b$10$${salt.slice(1)}`, undefined],
    ["$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA", undefined],
    ["plain-text", undefined],
  ])("%j has cost %s", (hash, cost) => {
    expect(bcryptCost(hash)).toBe(cost);
    // The service imports hashes of cost 16 at most.
    expect(v.is(passwordHashSchema, hash)).toBe(cost !== undefined && cost <= 16);
  });

  it("passwordHashSchema names the algorithm and the cost range", () => {
    expect(v.safeParse(passwordHashSchema, `$2b$03$${salt}`).issues?.[0]?.message).toBe(
      "must be a bcrypt hash in Modular Crypt Format ($2a$, $2b$ or $2y$) with a cost from 4 to 16",
    );
  });
});
