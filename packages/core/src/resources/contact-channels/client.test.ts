import { KnownErrors, type StackClientApp } from "@app/core";
import { describe, expect, it, vi } from "vitest";
import { type RequestLog, uniqueEmail, useHarness } from "../../test-utils/emulator-harness.js";

const h = useHarness();

const CALLBACK = "http://localhost:3000/handler/email-verification";
const PASSWORD = "channel-password";

/** A fresh user, signed up and signed in on a client app that logs its requests. */
async function signedUp(log?: RequestLog) {
  const email = uniqueEmail();
  const app = h.client({}, log);
  expect((await app.signUpWithCredential({ email, password: PASSWORD })).status).toBe("ok");
  return { app, email, user: await currentUser(app) };
}

/** The signed-in user of `app`. */
async function currentUser(app: StackClientApp) {
  const user = await app.getUser();
  if (!user) throw new Error("no one is signed in");
  return user;
}

describe("user.listContactChannels / createContactChannel", () => {
  it("lists the sign-up address as the primary channel; reads at once share one request", async () => {
    const log: RequestLog = [];
    const { user, email } = await signedUp(log);
    const [primary, ...rest] = await user.listContactChannels();
    expect(rest).toEqual([]);
    expect(primary).toMatchObject({
      id: expect.any(String),
      value: email,
      type: "email",
      isPrimary: true,
      isVerified: false,
      usedForAuth: true,
    });
    log.length = 0;
    await Promise.all([user.listContactChannels(), user.listContactChannels()]);
    expect(log).toHaveLength(1);
  });

  it("adds an address; the next read shows it", async () => {
    const log: RequestLog = [];
    const { user } = await signedUp(log);
    await user.listContactChannels();
    const value = uniqueEmail();
    const created = await user.createContactChannel({ value, type: "email", usedForAuth: false });
    expect(created).toMatchObject({
      value,
      isPrimary: false,
      isVerified: false,
      usedForAuth: false,
    });
    log.length = 0;
    const list = await user.listContactChannels();
    expect(list.map((channel) => channel.value)).toContain(value);
    expect(log).toEqual(["GET /contact-channels"]);
  });

  it("a new primary address becomes primaryEmail, and a subscribed user store reloads", async () => {
    const { app, user } = await signedUp();
    const seen: (string | null)[] = [];
    const unsubscribe = app.userStore.subscribe(() => {
      void app.userStore.getPromise().then((next) => seen.push(next?.primaryEmail ?? null));
    });
    try {
      const value = uniqueEmail();
      await user.createContactChannel({ value, type: "email", usedForAuth: true, isPrimary: true });
      await vi.waitFor(() => expect(seen.at(-1)).toBe(value));
      expect((await currentUser(app)).primaryEmail).toBe(value);
      const channels = await user.listContactChannels();
      expect(channels.filter((channel) => channel.isPrimary).map((c) => c.value)).toEqual([value]);
    } finally {
      unsubscribe();
    }
  });

  it("throws the service's error for an address another user signs in with, and adds nothing", async () => {
    const other = await signedUp();
    const { user } = await signedUp();
    const error = await user
      .createContactChannel({ value: other.email, type: "email", usedForAuth: true })
      .catch((caught: unknown) => caught);
    expect(KnownErrors.ContactChannelAlreadyUsedForAuthBySomeoneElse.isInstance(error)).toBe(true);
    expect(await user.listContactChannels()).toHaveLength(1);
  });

  it("sends an invalid address as @stackframe/js does: the service's SCHEMA_ERROR, nothing added", async () => {
    const { user } = await signedUp();
    const error = await user
      .createContactChannel({ value: "nope", type: "email", usedForAuth: false })
      .catch((caught: unknown) => caught);
    expect(KnownErrors.SchemaError.isInstance(error)).toBe(true);
    expect(await user.listContactChannels()).toHaveLength(1);
  });

  it.each<[string, unknown, RegExp]>([
    ["another type", { value: "a@example.com", type: "phone", usedForAuth: false }, /type/],
    ["no usedForAuth", { value: "a@example.com", type: "email" }, /usedForAuth is required/],
    [
      "an unknown option",
      { value: "a@example.com", type: "email", usedForAuth: false, isVerified: true },
      /unknown option "isVerified"/,
    ],
    ["no object", "a@example.com", /expects an object/],
  ])("refuses %s with a TypeError, before any request", async (_, options, message) => {
    const log: RequestLog = [];
    const { user } = await signedUp(log);
    log.length = 0;
    await expect(
      user.createContactChannel(options as Parameters<typeof user.createContactChannel>[0]),
    ).rejects.toThrow(message);
    expect(log).toEqual([]);
  });
});

describe("contactChannel.update / delete", () => {
  it("moves the primary address; a new value is unverified; the user follows", async () => {
    const { app, user, email } = await signedUp();
    const second = await user.createContactChannel({
      value: uniqueEmail(),
      type: "email",
      usedForAuth: false,
    });
    await second.update({ isPrimary: true });
    expect((await currentUser(app)).primaryEmail).toBe(second.value);
    const channels = await user.listContactChannels();
    expect(channels.find((channel) => channel.value === email)?.isPrimary).toBe(false);

    const moved = uniqueEmail();
    const current = channels.find((channel) => channel.isPrimary);
    await current?.update({ value: moved });
    expect(await currentUser(app)).toMatchObject({
      primaryEmail: moved,
      primaryEmailVerified: false,
    });
  });

  it("deletes a channel; deleting the primary one leaves no primary e-mail", async () => {
    const { app, user } = await signedUp();
    const extra = await user.createContactChannel({
      value: uniqueEmail(),
      type: "email",
      usedForAuth: false,
    });
    await extra.delete();
    const [primary, ...rest] = await user.listContactChannels();
    expect(rest).toEqual([]);
    await primary?.delete();
    expect(await user.listContactChannels()).toEqual([]);
    expect((await currentUser(app)).primaryEmail).toBeNull();
  });

  it("sends an invalid address for the service to refuse (SCHEMA_ERROR), and a client may not mark itself verified", async () => {
    const { user } = await signedUp();
    const [primary] = await user.listContactChannels();
    const error = await primary?.update({ value: "nope" }).catch((caught: unknown) => caught);
    expect(KnownErrors.SchemaError.isInstance(error)).toBe(true);
    expect((await user.listContactChannels())[0]?.value).toBe(primary?.value);
    await expect(
      primary?.update({ isVerified: true } as Parameters<NonNullable<typeof primary>["update"]>[0]),
    ).rejects.toThrow(/unknown option "isVerified"/);
    expect((await user.listContactChannels())[0]?.isVerified).toBe(false);
  });

  it("acts for the signed-in session only: after sign-out the service refuses", async () => {
    const { app, user } = await signedUp();
    const [primary] = await user.listContactChannels();
    await app.signOut();
    const error = await primary?.update({ usedForAuth: false }).catch((caught: unknown) => caught);
    expect(KnownErrors.CannotGetOwnUserWithoutUser.isInstance(error)).toBe(true);
  });
});

describe("verification", () => {
  it("e-mails a link; app.verifyEmail(code) verifies; a used code is an error result", async () => {
    const { app, user, email } = await signedUp();
    const [primary] = await user.listContactChannels();
    await primary?.sendVerificationEmail({ callbackUrl: CALLBACK });
    const code = h.emulator.outbox.latestCode(email);

    expect(await app.verifyEmail(code)).toEqual({ status: "ok", data: undefined });
    expect((await user.listContactChannels())[0]?.isVerified).toBe(true);
    expect((await currentUser(app)).primaryEmailVerified).toBe(true);

    const again = await app.verifyEmail(code);
    expect(again.status).toBe("error");
    expect(KnownErrors.VerificationCodeError.isInstance(again.error)).toBe(true);
    expect(again.error?.code).toBe("VERIFICATION_CODE_ALREADY_USED");
    const unknown = await h.client().verifyEmail("z".repeat(45));
    expect(unknown.error?.code).toBe("VERIFICATION_CODE_NOT_FOUND");
    // An empty code goes to the service too, as @stackframe/js sends it: its SCHEMA_ERROR.
    const empty = await app.verifyEmail("").catch((e: unknown) => e);
    expect(KnownErrors.SchemaError.isInstance(empty)).toBe(true);
    await expect(app.verifyEmail(7 as never)).rejects.toThrow(TypeError);
  });

  it("sending to a verified address resolves and sends nothing, as in the reference SDK", async () => {
    const { app, user, email } = await signedUp();
    const [primary] = await user.listContactChannels();
    await primary?.sendVerificationEmail({ callbackUrl: CALLBACK });
    await app.verifyEmail(h.emulator.outbox.latestCode(email));
    const before = h.emulator.outbox.list({ to: email }).length;
    const [verified] = await user.listContactChannels();
    await expect(
      verified?.sendVerificationEmail({ callbackUrl: CALLBACK }),
    ).resolves.toBeUndefined();
    expect(h.emulator.outbox.list({ to: email })).toHaveLength(before);
  });

  it("needs a callback URL outside a browser, unless the page is configured as an absolute URL", async () => {
    const log: RequestLog = [];
    const { user, email } = await signedUp(log);
    const [primary] = await user.listContactChannels();
    log.length = 0;
    await expect(primary?.sendVerificationEmail()).rejects.toThrow(/pass \{ callbackUrl \}/);
    expect(log).toEqual([]);

    const app = h.client({ urls: { emailVerification: CALLBACK } });
    await app.signInWithCredential({ email, password: PASSWORD, noRedirect: true });
    const [channel] = await (await currentUser(app)).listContactChannels();
    await channel?.sendVerificationEmail();
    expect(h.emulator.outbox.list({ to: email })[0]?.text).toContain(`${CALLBACK}?code=`);
  });

  it("user.sendVerificationEmail() verifies the primary e-mail and returns EmailAlreadyVerified after", async () => {
    const { app, user, email } = await signedUp();
    expect(await user.sendVerificationEmail({ callbackUrl: CALLBACK })).toBeUndefined();
    await app.verifyEmail(h.emulator.outbox.latestCode(email));
    const error = await user.sendVerificationEmail({ callbackUrl: CALLBACK });
    expect(KnownErrors.EmailAlreadyVerified.isInstance(error)).toBe(true);

    const [primary] = await user.listContactChannels();
    await primary?.delete();
    const withoutEmail = await currentUser(app);
    await expect(withoutEmail.sendVerificationEmail({ callbackUrl: CALLBACK })).rejects.toThrow(
      /no primary e-mail/,
    );
  });
});
