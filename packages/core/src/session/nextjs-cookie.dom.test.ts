import { documentCookieJar } from "@app/core/internal";
import { afterEach, describe, expect, it } from "vitest";
import { useHarness } from "../test-utils/emulator-harness.js";

const h = useHarness();

afterEach(() => {
  const jar = documentCookieJar();
  for (const name of Object.keys(jar.getAll())) jar.remove(name, { secure: false });
});

describe('tokenStore "nextjs-cookie" (the reference SDK\'s Next.js store) in a browser', () => {
  it('keeps the session in the same cookies as "cookie"', async () => {
    const app = h.client({ tokenStore: "nextjs-cookie" });
    await app.signInWithCredential({
      email: "demo@example.com",
      password: "demo-password",
      noRedirect: true,
    });
    expect(document.cookie).toMatch(/stack-refresh-/);
    // Another app over "cookie" finds the same user.
    const other = h.client({ tokenStore: "cookie" });
    expect((await other.getUser())?.primaryEmail).toBe("demo@example.com");
  });
});
