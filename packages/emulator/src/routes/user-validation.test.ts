// Bad input on the users routes is a SCHEMA_ERROR naming the field, and changes nothing; each
// kind of metadata is readable and writable by exactly the access types SPEC.md section 6 names.
import { describe, expect, it } from "vitest";
import {
  type CallOptions,
  call,
  knownError,
  signUp,
  useTestEmulator,
} from "../test-utils/harness.js";

const emulator = useTestEmulator();

const server = (method: string, path: string, body?: unknown) =>
  call(emulator, method, path, { access: "server", body });
const as = (
  token: string,
  method: string,
  path: string,
  body?: unknown,
  options: CallOptions = {},
) => call(emulator, method, path, { accessToken: token, body, ...options });

/** `https://example.com/a.png?` padded to `length` characters. */
const imageUrl = (length: number) => {
  const base = "https://example.com/a.png?p=";
  return base + "x".repeat(length - base.length);
};

describe("bad input on the users routes", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["an unknown property", { nickname: "Ada" }, "body: contains unknown properties: nickname"],
    [
      "a profile image URL over 1,000,000 characters",
      { profile_image_url: imageUrl(1_000_001) },
      "body.profile_image_url: must be at most 1000000 characters",
    ],
    ["an invalid e-mail", { primary_email: "ada@" }, "body.primary_email: must be a valid email"],
    [
      "a selected team id that is not a uuid",
      { selected_team_id: "team-1" },
      "body.selected_team_id: must be a valid UUID",
    ],
    [
      "a display name that is not a string",
      { display_name: 42 },
      "body.display_name: must be a string",
    ],
  ];

  it.each(cases)(
    "refuses %s from a client (PATCH /users/me), changing nothing",
    async (_, body, error) => {
      const { access_token } = await signUp(emulator);
      const before = (await as(access_token, "GET", "/users/me")).body;
      const res = await as(access_token, "PATCH", "/users/me", body);
      expect(knownError(res)).toMatchObject({ status: 400, code: "SCHEMA_ERROR" });
      expect(res.body.error).toBe(error);
      expect((await as(access_token, "GET", "/users/me")).body).toEqual(before);
    },
  );

  it.each(cases)(
    "refuses %s from a server (POST /users, PATCH /users/{id}), changing nothing",
    async (_, body, error) => {
      const created = await server("POST", "/users", body);
      expect(knownError(created)).toMatchObject({ status: 400, code: "SCHEMA_ERROR" });
      // A new user has no team to select: POST /users does not know the field.
      expect(created.body.error).toBe(
        "selected_team_id" in body ? "body: contains unknown properties: selected_team_id" : error,
      );
      const { user_id } = await signUp(emulator);
      const before = (await server("GET", `/users/${user_id}`)).body;
      const updated = await server("PATCH", `/users/${user_id}`, body);
      expect(updated.body.error).toBe(error);
      expect((await server("GET", `/users/${user_id}`)).body).toEqual(before);
    },
  );

  // Regression: POST /users took the update's fields, selected_team_id included, where the
  // service (and the SDK's createUser()) take none; a new user joined the team it named.
  it("refuses a selected team on a new user (POST /users) as an unknown property, and makes no user", async () => {
    const email = `${crypto.randomUUID()}@example.com`;
    const { body: team } = await server("POST", "/teams", { display_name: "Acme" });
    const created = await server("POST", "/users", {
      primary_email: email,
      selected_team_id: team.id,
    });
    expect(knownError(created)).toMatchObject({ status: 400, code: "SCHEMA_ERROR" });
    expect(created.body.error).toBe("body: contains unknown properties: selected_team_id");
    const listed = await server("GET", `/users?query=${encodeURIComponent(email)}`);
    expect(listed.body.items).toEqual([]);
  });

  it("takes a profile image URL of exactly 1,000,000 characters (a server may set a link)", async () => {
    const { user_id } = await signUp(emulator);
    const url = imageUrl(1_000_000);
    const res = await server("PATCH", `/users/${user_id}`, { profile_image_url: url });
    expect(res.status).toBe(200);
    expect(res.body.profile_image_url).toBe(url);
  });

  it("refuses unknown query parameters and bad ids in the path", async () => {
    const list = await server("GET", "/users?limit=2&sort=name");
    expect(list.body.error).toBe("query: contains unknown properties: sort");
    const byId = await server("GET", "/users/42");
    expect(byId.body.error).toBe("params.user_id: must be a valid UUID");
    const cursor = await server("GET", "/users?cursor=nope");
    expect(cursor.body.error).toBe("query.cursor: must be a valid UUID");
  });
});

describe("metadata visibility", () => {
  it("client metadata: the client writes it, and both the client and the server read it", async () => {
    const { access_token, user_id } = await signUp(emulator);
    const res = await as(access_token, "PATCH", "/users/me", {
      client_metadata: { theme: "dark" },
    });
    expect(res.body.client_metadata).toEqual({ theme: "dark" });
    expect((await server("GET", `/users/${user_id}`)).body.client_metadata).toEqual({
      theme: "dark",
    });
    const byServer = await server("PATCH", `/users/${user_id}`, {
      client_metadata: { theme: "light" },
    });
    expect(byServer.body.client_metadata).toEqual({ theme: "light" });
    expect((await as(access_token, "GET", "/users/me")).body.client_metadata).toEqual({
      theme: "light",
    });
  });

  it("client read-only metadata: the server writes it, the client reads it but cannot write it", async () => {
    const { access_token, user_id } = await signUp(emulator);
    await server("PATCH", `/users/${user_id}`, { client_read_only_metadata: { plan: "pro" } });
    expect((await as(access_token, "GET", "/users/me")).body.client_read_only_metadata).toEqual({
      plan: "pro",
    });
    const res = await as(access_token, "PATCH", "/users/me", {
      client_read_only_metadata: { plan: "enterprise" },
    });
    expect(res.body.error).toBe("body: contains unknown properties: client_read_only_metadata");
    expect((await server("GET", `/users/${user_id}`)).body.client_read_only_metadata).toEqual({
      plan: "pro",
    });
  });

  it("server metadata: only the server reads and writes it", async () => {
    const { access_token, user_id } = await signUp(emulator);
    await server("PATCH", `/users/${user_id}`, { server_metadata: { stripe: "cus_1" } });
    const clientView = (await as(access_token, "GET", "/users/me")).body;
    expect(clientView).not.toHaveProperty("server_metadata");
    expect(JSON.stringify(clientView)).not.toContain("cus_1");
    const res = await as(access_token, "PATCH", "/users/me", { server_metadata: { stripe: "x" } });
    expect(res.body.error).toBe("body: contains unknown properties: server_metadata");
    // The same user seen by the server, and through its own token with server access.
    expect((await server("GET", `/users/${user_id}`)).body.server_metadata).toEqual({
      stripe: "cus_1",
    });
    const serverMe = await as(access_token, "GET", "/users/me", undefined, { access: "server" });
    expect(serverMe.body.server_metadata).toEqual({ stripe: "cus_1" });
  });
});
