import { describe, expect, it } from "vitest";
import { trustedParentDomain } from "./parent-domain.js";

describe("trustedParentDomain: the reference SDK's rule for sharing sign-in across subdomains", () => {
  it("is the parent trusted both as itself and as **.parent", () => {
    const domains = ["https://example.com", "https://**.example.com"];
    expect(trustedParentDomain("app.example.com", domains)).toBe("example.com");
    expect(trustedParentDomain("a.b.example.com", domains)).toBe("example.com");
    expect(trustedParentDomain("APP.Example.COM", domains)).toBe("example.com");
    expect(trustedParentDomain("example.com", domains)).toBe("example.com");
  });

  it("is null with only one of the two, for other sites, and ignores empty entries and ports", () => {
    expect(trustedParentDomain("app.example.com", ["https://example.com"])).toBeNull();
    expect(trustedParentDomain("app.example.com", ["https://**.example.com"])).toBeNull();
    expect(
      trustedParentDomain("app.other.com", ["https://example.com", "https://**.example.com"]),
    ).toBeNull();
    expect(
      trustedParentDomain("app.example.com", [
        null,
        undefined,
        "https://example.com",
        "https://**.example.com:*",
      ]),
    ).toBe("example.com");
    expect(trustedParentDomain("localhost", ["http://localhost:3000"])).toBeNull();
  });
});
