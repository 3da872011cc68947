import { inspect } from "node:util";
import { describe, expect, it } from "vitest";
import { StackAdminApp } from "../admin.js";
import { StackClientApp } from "../index.js";
import { StackServerApp } from "../server.js";

// Issue 31, item 6: `JSON.stringify(serverApp)` and `console.log(serverApp)` printed the secret
// server key (and an admin app's super secret admin key, and extra request headers).

const SECRET = "ssk_SECRET_SERVER_KEY_VALUE";
const ADMIN = "sak_SUPER_SECRET_ADMIN_KEY_VALUE";
const PUBLISHABLE = "pck_PUBLISHABLE_KEY_VALUE";
const HEADER_VALUE = "Bearer proxy-credential-value";
const ACCESS = "eyJhbGciOiJFUzI1NiJ9.ACCESS.sig";
const REFRESH = "refresh-token-value-123";

const common = {
  projectId: "p-1",
  baseUrl: "https://api.example.com",
  publishableClientKey: PUBLISHABLE,
  extraRequestHeaders: { "x-proxy-authorization": HEADER_VALUE },
  noAutomaticPrefetch: true,
};

/** Everything a log shows of `value`: its JSON and Node's inspect, deep. */
function printed(value: unknown): string {
  return [JSON.stringify(value), inspect(value, { depth: 10, showHidden: false })].join("\n");
}

function expectNoSecrets(text: string): void {
  for (const secret of [SECRET, ADMIN, PUBLISHABLE, HEADER_VALUE, ACCESS, REFRESH]) {
    expect(text).not.toContain(secret);
  }
}

describe("printing an app never shows its keys or tokens", () => {
  it("JSON.stringify(serverApp) and console.log(serverApp) print no secret server key", () => {
    const app = new StackServerApp({
      ...common,
      secretServerKey: SECRET,
      tokenStore: { accessToken: ACCESS, refreshToken: REFRESH },
    });
    expectNoSecrets(printed(app));
    expect(JSON.parse(JSON.stringify(app))).toEqual({
      projectId: "p-1",
      baseUrl: "https://api.example.com",
      accessType: "server",
      publishableClientKey: "[redacted]",
      secretServerKey: "[redacted]",
      extraRequestHeaders: ["x-proxy-authorization"],
    });
    expect(inspect(app)).toMatch(/^StackServerApp \{/);
    expect(inspect(app)).toContain("secretServerKey: '[redacted]'");
    // String interpolation and nested objects too.
    expectNoSecrets(printed({ app }));
    expectNoSecrets(`${inspect([app])}`);
  });

  it("an admin app prints neither of its keys", () => {
    const app = new StackAdminApp({
      ...common,
      secretServerKey: SECRET,
      superSecretAdminKey: ADMIN,
      tokenStore: "memory",
    });
    expectNoSecrets(printed(app));
    expect(inspect(app)).toMatch(/^StackAdminApp \{/);
    expect(JSON.parse(JSON.stringify(app))).toMatchObject({
      accessType: "admin",
      secretServerKey: "[redacted]",
      superSecretAdminKey: "[redacted]",
    });
  });

  it("the keys are still used: the server app sends its key with each request", async () => {
    let sent: string | null = null;
    const app = new StackServerApp({
      ...common,
      secretServerKey: SECRET,
      fetch: async (_input, init) => {
        sent = new Headers(init?.headers).get("x-stack-secret-server-key");
        return Response.json({ id: "u-1" }, { status: 404 });
      },
      deadlineMs: 5000,
    });
    await app.getUser("00000000-0000-4000-8000-000000000001").catch(() => {});
    expect(sent).toBe(SECRET);
  });

  it("a client app's tokens (memory, explicit, a request's) are not printed either", () => {
    for (const tokenStore of [
      { accessToken: ACCESS, refreshToken: REFRESH },
      {
        headers: { "x-stack-auth": JSON.stringify({ accessToken: ACCESS, refreshToken: REFRESH }) },
      },
    ]) {
      const app = new StackClientApp({ ...common, tokenStore });
      expectNoSecrets(printed(app));
    }
  });
});
