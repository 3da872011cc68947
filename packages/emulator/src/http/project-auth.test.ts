import { describe, expect, it } from "vitest";
import {
  call,
  DEMO_ADMIN_USER,
  DEMO_PROJECT,
  INTERNAL_PROJECT,
  knownError,
  signIn,
  useTestEmulator,
} from "../test-utils/harness.js";

const emulator = useTestEmulator();

/** Calls GET /projects/current with exactly these headers. */
function withHeaders(headers: Record<string, string>) {
  return call(emulator, "GET", "/projects/current", { access: null, headers });
}

describe("project authentication headers", () => {
  it("refuses a key sent without an access type", async () => {
    const res = await withHeaders({
      "x-stack-project-id": DEMO_PROJECT.id,
      "x-stack-publishable-client-key": DEMO_PROJECT.publishableClientKey,
    });
    expect(knownError(res)).toEqual({
      status: 400,
      code: "PROJECT_KEY_WITHOUT_ACCESS_TYPE",
      header: "PROJECT_KEY_WITHOUT_ACCESS_TYPE",
    });
  });

  it("refuses an unknown access type", async () => {
    const res = await withHeaders({
      "x-stack-project-id": DEMO_PROJECT.id,
      "x-stack-access-type": "root",
    });
    expect(knownError(res)).toMatchObject({ status: 400, code: "INVALID_ACCESS_TYPE" });
  });

  it("refuses an access type without a project id", async () => {
    const res = await withHeaders({ "x-stack-access-type": "server" });
    expect(knownError(res)).toMatchObject({ status: 400, code: "ACCESS_TYPE_WITHOUT_PROJECT_ID" });
    expect(res.body.details).toEqual({ request_type: "server" });
  });

  it("refuses a project that does not exist", async () => {
    const res = await withHeaders({
      "x-stack-project-id": "11111111-1111-4111-8111-111111111111",
      "x-stack-access-type": "client",
      "x-stack-publishable-client-key": DEMO_PROJECT.publishableClientKey,
    });
    expect(knownError(res)).toMatchObject({ status: 400, code: "CURRENT_PROJECT_NOT_FOUND" });
    expect(res.body.details).toEqual({ project_id: "11111111-1111-4111-8111-111111111111" });
  });

  it("refuses a branch other than main", async () => {
    const res = await call(emulator, "GET", "/projects/current", {
      headers: { "x-stack-branch-id": "dev" },
    });
    expect(knownError(res)).toMatchObject({ status: 400, code: "BRANCH_DOES_NOT_EXIST" });
  });

  it.each([
    ["client", "x-stack-publishable-client-key", "INVALID_PUBLISHABLE_CLIENT_KEY"],
    ["server", "x-stack-secret-server-key", "INVALID_SECRET_SERVER_KEY"],
    ["admin", "x-stack-super-secret-admin-key", "INVALID_SUPER_SECRET_ADMIN_KEY"],
  ] as const)("refuses a wrong %s key with 401 %s", async (access, header, code) => {
    const res = await call(emulator, "GET", "/projects/current", {
      access,
      headers: { [header]: "not-the-key" },
    });
    expect(knownError(res)).toMatchObject({ status: 401, code });
    expect(res.body.details).toEqual({ project_id: DEMO_PROJECT.id });
  });

  it.each([
    ["client", "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT"],
    ["server", "SERVER_AUTHENTICATION_REQUIRED"],
    ["admin", "ADMIN_AUTHENTICATION_REQUIRED"],
  ] as const)("refuses %s access without its key with 401 %s", async (access, code) => {
    const res = await withHeaders({
      "x-stack-project-id": DEMO_PROJECT.id,
      "x-stack-access-type": access,
    });
    expect(knownError(res)).toMatchObject({ status: 401, code });
  });

  it("does not accept one access type's key for another", async () => {
    const res = await withHeaders({
      "x-stack-project-id": DEMO_PROJECT.id,
      "x-stack-access-type": "server",
      "x-stack-secret-server-key": DEMO_PROJECT.publishableClientKey,
    });
    expect(knownError(res)).toMatchObject({ status: 401, code: "INVALID_SECRET_SERVER_KEY" });
  });

  it("accepts the x-hexclave- header family", async () => {
    const res = await call(emulator, "GET", "/users", { access: "server", family: "x-hexclave-" });
    expect(res.status).toBe(200);
    expect(res.body.is_paginated).toBe(true);
  });
});

describe("access levels", () => {
  it("refuses a server route to client access with INSUFFICIENT_ACCESS_TYPE", async () => {
    const res = await call(emulator, "GET", "/users", { access: "client" });
    expect(knownError(res)).toMatchObject({ status: 401, code: "INSUFFICIENT_ACCESS_TYPE" });
    expect(res.body.details).toEqual({
      actual_access_type: "client",
      allowed_access_types: ["server", "admin"],
    });
  });

  it("refuses an admin route to server access", async () => {
    const res = await call(emulator, "GET", "/internal/projects/current", { access: "server" });
    expect(knownError(res)).toMatchObject({ status: 401, code: "INSUFFICIENT_ACCESS_TYPE" });
    expect(res.body.details.allowed_access_types).toEqual(["admin"]);
  });

  it("lets stronger access use weaker routes", async () => {
    const res = await call(emulator, "GET", "/projects/current", { access: "admin" });
    expect(res.status).toBe(200);
  });

  it("asks for an access type on routes that need one", async () => {
    const res = await call(emulator, "GET", "/projects/current", { access: null });
    expect(knownError(res)).toMatchObject({ status: 400, code: "ACCESS_TYPE_REQUIRED" });
  });
});

describe("admin access tokens", () => {
  const adminRead = (token: string) =>
    call(emulator, "GET", "/internal/projects/current", {
      access: null,
      headers: {
        "x-stack-project-id": DEMO_PROJECT.id,
        "x-stack-access-type": "admin",
        "x-stack-admin-access-token": token,
      },
    });

  it("accepts the access token of an internal user who manages the project", async () => {
    const { access_token } = await signIn(
      emulator,
      DEMO_ADMIN_USER.email,
      DEMO_ADMIN_USER.password,
      INTERNAL_PROJECT,
    );
    const res = await adminRead(access_token);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(DEMO_PROJECT.id);
  });

  it("refuses an internal user who does not manage the project", async () => {
    const signUp = await call(emulator, "POST", "/auth/password/sign-up", {
      project: INTERNAL_PROJECT,
      body: { email: "stranger@example.com", password: "stranger-password" },
    });
    const res = await adminRead(signUp.body.access_token);
    expect(knownError(res)).toMatchObject({ status: 401, code: "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN" });
  });

  it("refuses a user token of another project", async () => {
    const { access_token } = await signIn(emulator);
    const res = await adminRead(access_token);
    expect(knownError(res)).toMatchObject({
      status: 401,
      code: "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN",
    });
  });

  it("refuses garbage", async () => {
    const res = await adminRead("not-a-jwt");
    expect(knownError(res)).toMatchObject({ status: 401, code: "UNPARSABLE_ADMIN_ACCESS_TOKEN" });
  });

  it("keeps accepting the token of a session that signed out until it expires (stateless)", async () => {
    const tokens = await signIn(
      emulator,
      DEMO_ADMIN_USER.email,
      DEMO_ADMIN_USER.password,
      INTERNAL_PROJECT,
    );
    const signOut = await call(emulator, "DELETE", "/auth/sessions/current", {
      project: INTERNAL_PROJECT,
      accessToken: tokens.access_token,
      body: {},
    });
    expect(signOut.status).toBe(200);
    const res = await adminRead(tokens.access_token);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(DEMO_PROJECT.id);
  });

  it("refuses the token of a deleted user with the service's plain-text 401", async () => {
    const email = `gone-admin-${crypto.randomUUID()}@example.com`;
    const signedUp = await call(emulator, "POST", "/auth/password/sign-up", {
      project: INTERNAL_PROJECT,
      body: { email, password: "gone-admin-password" },
    });
    await call(emulator, "DELETE", `/users/${signedUp.body.user_id}`, {
      access: "server",
      project: INTERNAL_PROJECT,
    });
    const res = await adminRead(signedUp.body.access_token);
    expect(res.status).toBe(401);
    expect(res.text).toBe(
      "The user associated with the admin access token is no longer valid. Please refresh the admin access token and try again.",
    );
  });
});
