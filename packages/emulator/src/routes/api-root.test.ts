import { describe, expect, it } from "vitest";
import {
  call,
  DEMO_PROJECT,
  DEMO_USER,
  INTERNAL_PROJECT,
  knownError,
  signIn,
  useTestEmulator,
} from "../test-utils/harness.js";

const emulator = useTestEmulator();

const WELCOME =
  "Welcome to the Stack API endpoint! Please refer to the documentation at https://docs.stack-auth.com.";

describe("GET /api/v1", () => {
  it("answers 200 with the service's plain-text welcome (as its suite expects it), naming no authentication", async () => {
    const res = await call(emulator, "GET", "", { access: null });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(res.text).toBe(`${WELCOME}\n\nAuthentication: None`);
    const latest = await fetch(`${emulator.url}/api/latest`);
    expect(await latest.text()).toBe(res.text);
  });

  it("names the access type, project and user the request carried", async () => {
    const client = await call(emulator, "GET", "");
    expect(client.text).toBe(
      `${WELCOME}\n\nAuthentication: Client\n  Project: ${DEMO_PROJECT.id}\n  User: None`,
    );
    const server = await call(emulator, "GET", "", { access: "server", project: INTERNAL_PROJECT });
    expect(server.text).toBe(
      `${WELCOME}\n\nAuthentication: Server\n  Project: internal\n  User: None`,
    );
    const { access_token } = await signIn(emulator);
    const signedIn = await call(emulator, "GET", "", { accessToken: access_token });
    expect(signedIn.text).toBe(
      `${WELCOME}\n\nAuthentication: Client\n  Project: ${DEMO_PROJECT.id}\n  User: ${DEMO_USER.email}`,
    );
  });

  it("refuses unknown query parameters and bad keys, as every route does", async () => {
    const extra = await call(emulator, "GET", "?extra=param", { access: null });
    expect(knownError(extra)).toMatchObject({ status: 400, code: "SCHEMA_ERROR" });
    const badKey = await call(emulator, "GET", "", {
      headers: { "x-stack-publishable-client-key": "pck_wrong" },
    });
    expect(knownError(badKey)).toMatchObject({
      status: 401,
      code: "INVALID_PUBLISHABLE_CLIENT_KEY",
    });
  });
});
