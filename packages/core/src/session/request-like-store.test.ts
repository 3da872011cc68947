import { describe, expect, it } from "vitest";
import { useHarness } from "../testing/emulator-harness.js";

const h = useHarness();

describe("a client app over a request-like { headers } token store", () => {
  it("reads the user of the request's x-stack-auth header, as the reference's client app does", async () => {
    const browser = h.client();
    await browser.signInWithCredential({
      email: "demo@example.com",
      password: "demo-password",
      noRedirect: true,
    });
    const headers = await browser.getAuthHeaders();
    const onServer = h.client({ tokenStore: { headers } });
    expect((await onServer.getUser())?.primaryEmail).toBe("demo@example.com");
    // As a per-call token store too, with a Fetch Request.
    const request = new Request("https://app.example.com/api", { headers });
    expect((await h.client().getUser({ tokenStore: request }))?.primaryEmail).toBe(
      "demo@example.com",
    );
  });
});
