import { describe, expect, it } from "vitest";
import { createPkcePair, pkceChallenge } from "./pkce.js";

describe("PKCE", () => {
  it("computes the S256 challenge of RFC 7636's example", async () => {
    expect(await pkceChallenge("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")).toBe(
      "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    );
  });

  it("makes a 43-character base64url verifier and state, new each time", async () => {
    const a = await createPkcePair();
    const b = await createPkcePair();
    for (const value of [a.verifier, a.state, a.challenge]) {
      expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    expect(a.challenge).toBe(await pkceChallenge(a.verifier));
    expect(new Set([a.verifier, a.state, b.verifier, b.state]).size).toBe(4);
  });
});
