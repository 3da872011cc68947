// Regression: one user could break the project. `PATCH /users/me` stored client_metadata nested
// 5,000 deep (10 KB); serializing it then overflowed the stack, so that user's `GET /users/me` and
// every user listing answered 500. Metadata is now limited in depth and size before it is stored.
import { METADATA_MAX_BYTES, METADATA_MAX_DEPTH } from "@app/core/internal";
import { describe, expect, it } from "vitest";
import {
  call,
  knownError,
  projectHeaders,
  signUp,
  useTestEmulator,
} from "../test-utils/harness.js";

const emulator = useTestEmulator();

/** An object nested `depth` levels deep: `{"a":{"a":…1…}}`. */
function nested(depth: number): Record<string, unknown> {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = { a: value };
  return value as Record<string, unknown>;
}

/** An object whose compact JSON is exactly `bytes` bytes long. */
function sized(bytes: number): Record<string, unknown> {
  return { s: "x".repeat(bytes - '{"s":""}'.length) };
}

describe("metadata limits", () => {
  it(`are ${METADATA_MAX_DEPTH} levels and ${METADATA_MAX_BYTES} bytes`, () => {
    expect([METADATA_MAX_DEPTH, METADATA_MAX_BYTES]).toEqual([64, 100_000]);
    expect(JSON.stringify(sized(METADATA_MAX_BYTES))).toHaveLength(METADATA_MAX_BYTES);
  });

  it("refuses client_metadata nested 5,000 deep before storing it; the user and the list still answer", async () => {
    const { access_token, user_id } = await signUp(emulator);
    // Built as text: the test's own JSON.stringify would overflow on it, as the emulator's did.
    const body = `{"client_metadata":${'{"a":'.repeat(5000)}1${"}".repeat(5000)}}`;
    const res = await fetch(`${emulator.url}/api/v1/users/me`, {
      method: "PATCH",
      headers: {
        ...projectHeaders("client"),
        "x-stack-access-token": access_token,
        "content-type": "application/json",
      },
      body,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: "SCHEMA_ERROR",
      error: `body.client_metadata: must be nested at most ${METADATA_MAX_DEPTH} levels deep`,
      details: {
        message: `body.client_metadata: must be nested at most ${METADATA_MAX_DEPTH} levels deep`,
      },
    });
    const me = await call(emulator, "GET", "/users/me", { accessToken: access_token });
    expect(me.status).toBe(200);
    expect(me.body.client_metadata).toBeNull();
    const list = await call(emulator, "GET", "/users", { access: "server" });
    expect(list.status).toBe(200);
    expect(list.body.items.map((user: { id: string }) => user.id)).toContain(user_id);
  });

  it.each(["client_metadata", "client_read_only_metadata", "server_metadata"])(
    "refuses %s one level too deep or one byte too big, naming the field",
    async (field) => {
      const created = await call(emulator, "POST", "/users", { access: "server", body: {} });
      for (const [value, message] of [
        [
          nested(METADATA_MAX_DEPTH + 1),
          `must be nested at most ${METADATA_MAX_DEPTH} levels deep`,
        ],
        [sized(METADATA_MAX_BYTES + 1), `must be at most ${METADATA_MAX_BYTES} bytes as JSON`],
      ] as const) {
        const res = await call(emulator, "PATCH", `/users/${created.body.id}`, {
          access: "server",
          body: { [field]: value },
        });
        expect(knownError(res)).toMatchObject({ status: 400, code: "SCHEMA_ERROR" });
        expect(res.body.error).toBe(`body.${field}: ${message}`);
      }
    },
  );

  it("stores a user at every limit, and every read serves it back", async () => {
    const metadata = {
      client_metadata: nested(METADATA_MAX_DEPTH),
      client_read_only_metadata: sized(METADATA_MAX_BYTES),
      server_metadata: { list: [nested(METADATA_MAX_DEPTH - 2)], text: "é".repeat(40_000) },
    };
    const image = `data:image/png;base64,${"A".repeat(1_000_000 - 22)}`;
    const created = await call(emulator, "POST", "/users", {
      access: "server",
      body: { ...metadata, profile_image_url: image },
    });
    expect(created.status).toBe(201);
    const { id } = created.body;
    const session = await call(emulator, "POST", "/auth/sessions", {
      access: "server",
      body: { user_id: id },
    });
    const reads = [
      await call(emulator, "GET", `/users/${id}`, { access: "server" }),
      await call(emulator, "GET", "/users/me", { accessToken: session.body.access_token }),
      await call(emulator, "GET", "/users/me", {
        access: "server",
        accessToken: session.body.access_token,
      }),
    ];
    const list = await call(emulator, "GET", "/users", { access: "server" });
    expect(list.status).toBe(200);
    reads.push({ ...list, body: list.body.items.find((user: { id: string }) => user.id === id) });
    for (const read of reads) {
      expect(read.status).toBe(200);
      expect(read.body.client_metadata).toEqual(metadata.client_metadata);
      expect(read.body.client_read_only_metadata).toEqual(metadata.client_read_only_metadata);
      expect(read.body.profile_image_url).toBe(image);
    }
    expect(reads[0]?.body.server_metadata).toEqual(metadata.server_metadata);
  });
});
