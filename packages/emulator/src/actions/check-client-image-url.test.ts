import { describe, expect, it } from "vitest";
import { call, signUp, useTestEmulator } from "../test-utils/harness.js";

const emulator = useTestEmulator();

describe("a client's profile image URL", () => {
  it.each([
    ["over plain http", "http://example.com/ada.png"],
    ["with bad base64", "data:image/png;base64,@@not-base64@@"],
    ["with base64 of a wrong length", "data:image/png;base64,abc"],
  ])(
    "is the service's 400 text 'Invalid profile image URL' %s, and nothing changes",
    async (_, url) => {
      const user = await signUp(emulator);
      const res = await call(emulator, "PATCH", "/users/me", {
        accessToken: user.access_token,
        body: { display_name: "Changed", profile_image_url: url },
      });
      expect(res.status).toBe(400);
      expect(res.headers.get("x-stack-known-error")).toBeNull();
      expect(res.text).toBe("Invalid profile image URL");
      const me = await call(emulator, "GET", "/users/me", { accessToken: user.access_token });
      expect(me.body).toMatchObject({ display_name: null, profile_image_url: null });
    },
  );

  it("may be an https link, base64 image data, or cleared; a server may still set an http link", async () => {
    const user = await signUp(emulator);
    for (const url of ["https://example.com/ada.png", "data:image/png;base64,aGVsbG8=", null]) {
      const res = await call(emulator, "PATCH", "/users/me", {
        accessToken: user.access_token,
        body: { profile_image_url: url },
      });
      expect(res.status).toBe(200);
      expect(res.body.profile_image_url).toBe(url);
    }
    const server = await call(emulator, "PATCH", `/users/${user.user_id}`, {
      access: "server",
      body: { profile_image_url: "http://example.com/ada.png" },
    });
    expect(server.body.profile_image_url).toBe("http://example.com/ada.png");
  });
});

describe("a client's team image", () => {
  it("follows the same rule: an http link is the service's 400 text, on create and on update", async () => {
    const user = await signUp(emulator);
    const create = (profile_image_url: string) =>
      call(emulator, "POST", "/teams", {
        accessToken: user.access_token,
        body: { display_name: "Engines", creator_user_id: "me", profile_image_url },
      });
    const refused = await create("http://example.com/team.png");
    expect(refused.status).toBe(400);
    expect(refused.text).toBe("Invalid profile image URL");
    const team = await create("data:image/png;base64,aGVsbG8=");
    expect(team.status).toBe(201);
    const update = await call(emulator, "PATCH", `/teams/${team.body.id}`, {
      accessToken: user.access_token,
      body: { profile_image_url: "http://example.com/team.png" },
    });
    expect(update.status).toBe(400);
    expect(update.text).toBe("Invalid profile image URL");
  });
});
