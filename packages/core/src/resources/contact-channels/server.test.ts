import { KnownErrors } from "@app/core";
import { describe, expect, it } from "vitest";
import { contextOf } from "../../apps/context.js";
import { type RequestLog, uniqueEmail, useHarness } from "../../test-utils/emulator-harness.js";
import { keys } from "../kit/cache-keys.js";

const h = useHarness();

const CALLBACK = "http://localhost:3000/handler/email-verification";

describe("server users' contact channels", () => {
  it("creates verified channels for any user and marks them verified or not", async () => {
    const server = h.server();
    const user = await server.createUser({ primaryEmail: uniqueEmail() });
    const value = uniqueEmail();
    const created = await user.createContactChannel({
      value,
      type: "email",
      usedForAuth: false,
      isVerified: true,
    });
    expect(created).toMatchObject({ value, isVerified: true, isPrimary: false });
    await created.update({ isVerified: false, isPrimary: true });
    const reread = await server.getUser(user.id);
    expect(reread).toMatchObject({ primaryEmail: value, primaryEmailVerified: false });
    const channels = await user.listContactChannels();
    expect(
      channels.map((channel) => [channel.value, channel.isPrimary, channel.isVerified]),
    ).toEqual([
      [user.primaryEmail, false, false],
      [value, true, false],
    ]);
  });

  it("updateUser's primary e-mail is the primary channel: the next channel read shows it", async () => {
    const log: RequestLog = [];
    const server = h.server(log);
    const user = await server.createUser({ primaryEmail: uniqueEmail() });
    const [before] = await user.listContactChannels();

    const changed = uniqueEmail();
    await server.updateUser(user.id, { primaryEmail: changed, primaryEmailVerified: true });
    // As on the service, the new address is a new primary channel; the old one stays.
    const after = await user.listContactChannels();
    expect(after).toEqual([
      expect.objectContaining({ id: before?.id, isPrimary: false }),
      expect.objectContaining({ value: changed, isVerified: true, isPrimary: true }),
    ]);

    // Other changes leave the cached list (what a hook shows) alone: not dropped, not reloaded.
    const { cache } = contextOf(server);
    const listKey = keys.contactChannels(user.id, "server");
    expect(cache.has(listKey)).toBe(true);
    log.length = 0;
    await server.updateUser(user.id, { displayName: "Ada" });
    expect(cache.has(listKey)).toBe(true);
    expect(log).toEqual([`PATCH /users/${user.id}`]);
  });

  it("sends verification e-mails for any user's channel; its own verifyEmail reloads the list", async () => {
    const server = h.server();
    const email = uniqueEmail();
    const user = await server.createUser({ primaryEmail: email });
    const [primary] = await user.listContactChannels();
    await primary?.sendVerificationEmail({ callbackUrl: CALLBACK });
    const code = h.emulator.outbox.latestCode(email);
    expect(await server.verifyEmail(code)).toEqual({ status: "ok", data: undefined });
    expect((await user.listContactChannels())[0]?.isVerified).toBe(true);
  });

  it("the current user of a server app manages its channels as the server does", async () => {
    const server = h.server();
    const email = uniqueEmail();
    const created = await server.createUser({ primaryEmail: email, password: "channel-password" });
    const tokens = await created.createSession();
    const current = await server.getUser({ tokenStore: tokens });
    const [primary] = (await current?.listContactChannels()) ?? [];
    await primary?.update({ isVerified: true });
    expect((await server.getUser(created.id))?.primaryEmailVerified).toBe(true);
  });

  it("an invalid address and an unknown user are the service's errors (SCHEMA_ERROR, USER_ID_DOES_NOT_EXIST), as @stackframe/js", async () => {
    const server = h.server();
    const user = await server.createUser({});
    const invalid = await user
      .createContactChannel({ value: "nope", type: "email", usedForAuth: false })
      .catch((caught: unknown) => caught);
    expect(KnownErrors.SchemaError.isInstance(invalid)).toBe(true);
    await server.deleteUser(user.id);
    const error = await user.listContactChannels().catch((caught: unknown) => caught);
    expect(KnownErrors.UserIdDoesNotExist.isInstance(error)).toBe(true);
  });
});
