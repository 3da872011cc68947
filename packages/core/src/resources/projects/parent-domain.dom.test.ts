// @vitest-environment-options {"url":"https://app.example.com/"}
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentCookieJar } from "../../session/cookie-jar.js";
import { uniqueEmail, useHarness } from "../../test-utils/emulator-harness.js";

const h = useHarness();
const PASSWORD = "shared-password";

const cookieNames = () => Object.keys(documentCookieJar().getAll());

beforeAll(async () => {
  await h.admin().updateProject({
    config: {
      domains: [
        { domain: "https://example.com", handlerPath: "/handler" },
        { domain: "https://**.example.com", handlerPath: "/handler" },
      ],
    },
  });
});
afterAll(async () => {
  await h.admin().updateProject({ config: { domains: [] } });
});

describe("a browser app on a subdomain of a trusted parent domain (@stackframe/js's cross-subdomain cookie)", () => {
  it("keeps the refresh token in stack-refresh-{project}--custom-{base32(example.com)} after sign-in", async () => {
    const email = uniqueEmail();
    await h.server().createUser({ primaryEmail: email, password: PASSWORD });
    const app = h.client({ tokenStore: "cookie" });
    await app.signInWithCredential({ email, password: PASSWORD, noRedirect: true });
    const custom = `stack-refresh-${h.emulator.projectId}--custom-CNW62VBGDHJJWRVFDM`;
    await expect.poll(cookieNames).toContain(custom);
    expect(cookieNames()).not.toContain(`__Host-stack-refresh-${h.emulator.projectId}--default`);
    expect((await app.getUser())?.primaryEmail).toBe(email);
    await app.signOut();
    expect(cookieNames().filter((name) => name.includes("-refresh-"))).toEqual([]);
  });
});
