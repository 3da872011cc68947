import { afterEach, describe, expect, it } from "vitest";
import {
  type CallOptions,
  call,
  knownError,
  signIn,
  signUp,
  useTestEmulator,
} from "../test-utils/harness.js";

const emulator = useTestEmulator();
afterEach(() => emulator.clock.reset());

const CALLBACK = "http://localhost:3000/handler/email-verification";
const newEmail = () => `channel-${crypto.randomUUID()}@example.com`;

/** A call as the signed-in user of `token`. */
const as = (token: string, method: string, path: string, body?: unknown) =>
  call(emulator, method, path, { accessToken: token, ...(body === undefined ? {} : { body }) });
const server = (method: string, path: string, body?: unknown, options: CallOptions = {}) =>
  call(emulator, method, path, { access: "server", body, ...options });

const channels = async (token: string) => {
  const res = await as(token, "GET", "/contact-channels?user_id=me");
  expect(res.status).toBe(200);
  return res.body.items as Record<string, unknown>[];
};
const me = async (token: string) => (await as(token, "GET", "/users/me")).body;

const addChannel = async (token: string, body: Record<string, unknown>) => {
  const res = await as(token, "POST", "/contact-channels", {
    user_id: "me",
    type: "email",
    used_for_auth: false,
    ...body,
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; value: string } & Record<string, unknown>;
};

/** The code of the newest e-mail to `to`, read from the link it carries. */
const codeSentTo = (to: string) => {
  const [latest] = emulator.outbox.list({ to });
  const link = latest?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link sent to ${to}`);
  return new URL(link).searchParams.get("code") ?? "";
};

describe("the primary e-mail is the primary contact channel", () => {
  it("sign-up makes one, used for auth and unverified", async () => {
    const { access_token, email, user_id } = await signUp(emulator);
    const [primary] = await channels(access_token);
    expect(primary).toEqual({
      id: expect.any(String),
      user_id,
      type: "email",
      value: email,
      is_verified: false,
      is_primary: true,
      used_for_auth: true,
    });
    expect(await channels(access_token)).toHaveLength(1);
  });

  it("a new primary channel unsets the old one; primary_email and its verification follow", async () => {
    const { access_token, email } = await signUp(emulator);
    const second = await addChannel(access_token, { value: newEmail() });
    expect(second).toMatchObject({ is_primary: false, is_verified: false, used_for_auth: false });
    expect((await me(access_token)).primary_email).toBe(email);

    // The server marks the second address verified, then the user makes it primary.
    const verified = await server("PATCH", `/contact-channels/${second.user_id}/${second.id}`, {
      is_verified: true,
    });
    expect(verified.body.is_verified).toBe(true);
    const primary = await as(access_token, "PATCH", `/contact-channels/me/${second.id}`, {
      is_primary: true,
    });
    expect(primary.body.is_primary).toBe(true);
    const user = await me(access_token);
    expect(user).toMatchObject({ primary_email: second.value, primary_email_verified: true });
    const list = await channels(access_token);
    expect(list.map((c) => [c.value, c.is_primary])).toEqual([
      [email, false],
      [second.value, true],
    ]);

    // Created as primary: the same again, at creation.
    const third = await addChannel(access_token, { value: newEmail(), is_primary: true });
    expect(await me(access_token)).toMatchObject({
      primary_email: third.value,
      primary_email_verified: false,
    });
    expect((await channels(access_token)).filter((c) => c.is_primary)).toHaveLength(1);
  });

  it("deleting or unsetting the primary channel leaves the user without a primary e-mail", async () => {
    const { access_token } = await signUp(emulator);
    const [primary] = await channels(access_token);
    const unset = await as(access_token, "PATCH", `/contact-channels/me/${primary?.id}`, {
      is_primary: false,
    });
    expect(unset.body.is_primary).toBe(false);
    expect((await me(access_token)).primary_email).toBeNull();

    const other = await addChannel(access_token, { value: newEmail(), is_primary: true });
    const deleted = await as(access_token, "DELETE", `/contact-channels/me/${other.id}`);
    expect(deleted.body).toEqual({ success: true });
    expect((await me(access_token)).primary_email).toBeNull();
    expect((await channels(access_token)).map((c) => c.id)).toEqual([primary?.id]);
  });

  // As on the service: the old primary channel is demoted, never overwritten or deleted.
  it("a new primary_email through the users routes is a new primary channel, unverified; the old one stays", async () => {
    const created = await server("POST", "/users", {
      primary_email: newEmail(),
      primary_email_verified: true,
    });
    const userId = created.body.id as string;
    const [before] = (await server("GET", `/contact-channels?user_id=${userId}`)).body.items;
    const changed = newEmail();
    const patched = await server("PATCH", `/users/${userId}`, { primary_email: changed });
    expect(patched.body).toMatchObject({ primary_email: changed, primary_email_verified: false });
    const after = (await server("GET", `/contact-channels?user_id=${userId}`)).body.items;
    expect(after).toEqual([
      { ...before, is_primary: false },
      expect.objectContaining({ value: changed, is_primary: true, is_verified: false }),
    ]);

    const removed = await server("PATCH", `/users/${userId}`, { primary_email: null });
    expect(removed.body.primary_email).toBeNull();
    const demoted = (await server("GET", `/contact-channels?user_id=${userId}`)).body.items;
    expect(
      demoted.map((c: { value: string; is_primary: boolean }) => [c.value, c.is_primary]),
    ).toEqual([
      [before.value, false],
      [changed, false],
    ]);
  });

  it("a new value is unverified unless the server says otherwise", async () => {
    const { user_id, access_token } = await signUp(emulator);
    const [primary] = await channels(access_token);
    const path = `/contact-channels/${user_id}/${primary?.id}`;
    await server("PATCH", path, { is_verified: true });
    expect((await me(access_token)).primary_email_verified).toBe(true);

    const moved = await as(access_token, "PATCH", `/contact-channels/me/${primary?.id}`, {
      value: newEmail(),
    });
    expect(moved.body.is_verified).toBe(false);
    expect((await me(access_token)).primary_email_verified).toBe(false);

    const vouched = await server("PATCH", path, { value: newEmail(), is_verified: true });
    expect(vouched.body.is_verified).toBe(true);
  });
});

describe("used for auth", () => {
  it("a secondary address used for auth signs in; another user cannot take it", async () => {
    const { access_token, user_id } = await signUp(emulator, newEmail(), "secret-password-1");
    const second = newEmail();
    await addChannel(access_token, { value: second, used_for_auth: true });
    expect((await signIn(emulator, second, "secret-password-1")).user_id).toBe(user_id);

    const other = await signUp(emulator);
    const taken = await as(other.access_token, "POST", "/contact-channels", {
      user_id: "me",
      type: "email",
      value: second.toUpperCase(),
      used_for_auth: true,
    });
    expect(knownError(taken)).toMatchObject({
      status: 409,
      code: "CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE",
    });
    expect(taken.body.details).toEqual({
      type: "email",
      contact_channel_value: second.toUpperCase(),
    });
    expect(await channels(other.access_token)).toHaveLength(1);

    // Not for sign-in, the address may repeat; switching sign-in on is refused the same way.
    const copy = await addChannel(other.access_token, { value: second });
    const switched = await as(other.access_token, "PATCH", `/contact-channels/me/${copy.id}`, {
      used_for_auth: true,
    });
    expect(knownError(switched).code).toBe("CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE");
    expect((await channels(other.access_token)).find((c) => c.id === copy.id)).toMatchObject({
      used_for_auth: false,
    });
  });

  it("a user cannot have the same address twice", async () => {
    const { access_token, email } = await signUp(emulator);
    const twin = await as(access_token, "POST", "/contact-channels", {
      user_id: "me",
      type: "email",
      value: email.toUpperCase(),
      used_for_auth: false,
    });
    expect(twin.status).toBe(400);
    expect(twin.text).toBe("Contact channel already exists");
    expect(await channels(access_token)).toHaveLength(1);
  });
});

describe("access", () => {
  it("a client acts only on its own channels: 403 in plain text for anyone else", async () => {
    const ada = await signUp(emulator);
    const bob = await signUp(emulator);
    const [bobChannel] = await channels(bob.access_token);
    const other = `/contact-channels/${bob.user_id}/${bobChannel?.id}`;
    const denied = [
      await as(ada.access_token, "GET", `/contact-channels?user_id=${bob.user_id}`),
      await as(ada.access_token, "GET", "/contact-channels"),
      await as(ada.access_token, "GET", other),
      await as(ada.access_token, "PATCH", other, { is_primary: false }),
      await as(ada.access_token, "DELETE", other),
      await as(ada.access_token, "POST", `${other}/send-verification-code`, {
        callback_url: CALLBACK,
      }),
      await as(ada.access_token, "POST", "/contact-channels", {
        user_id: bob.user_id,
        type: "email",
        value: newEmail(),
        used_for_auth: false,
      }),
    ];
    for (const res of denied) {
      expect(res.status).toBe(403);
      expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    }
    expect(denied[0]?.text).toBe("Client can only list contact channels for their own user.");
    expect(await channels(bob.access_token)).toEqual([bobChannel]);
    // Its own id works like `me`.
    const own = await as(ada.access_token, "GET", `/contact-channels?user_id=${ada.user_id}`);
    expect(own.body.items).toHaveLength(1);
  });

  it("`me` needs a signed-in user; a server names users by id", async () => {
    const anonymous = await call(emulator, "GET", "/contact-channels?user_id=me");
    expect(knownError(anonymous)).toMatchObject({
      status: 400,
      code: "CANNOT_GET_OWN_USER_WITHOUT_USER",
    });
    const unknown = await server("POST", "/contact-channels", {
      user_id: crypto.randomUUID(),
      type: "email",
      value: newEmail(),
      used_for_auth: false,
    });
    expect(knownError(unknown)).toMatchObject({ status: 400, code: "USER_ID_DOES_NOT_EXIST" });
  });

  it("a server creates verified channels for any user; a client may not say so", async () => {
    const { user_id, access_token } = await signUp(emulator);
    const value = newEmail();
    const created = await server("POST", "/contact-channels", {
      user_id,
      type: "email",
      value,
      used_for_auth: false,
      is_verified: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ user_id, value, is_verified: true });
    const refused = await as(access_token, "POST", "/contact-channels", {
      user_id: "me",
      type: "email",
      value: newEmail(),
      used_for_auth: false,
      is_verified: true,
    });
    expect(refused.body.error).toBe("body: contains unknown properties: is_verified");
    const patched = await as(access_token, "PATCH", `/contact-channels/me/${created.body.id}`, {
      is_verified: false,
    });
    expect(patched.body.error).toBe("body: contains unknown properties: is_verified");
    expect(await channels(access_token)).toHaveLength(2);
  });

  it("an unknown channel is a 404 in plain text to read, and the service's 400 to change or delete", async () => {
    const { access_token } = await signUp(emulator);
    const path = `/contact-channels/me/${crypto.randomUUID()}`;
    const res = await as(access_token, "GET", path);
    expect(res.status).toBe(404);
    expect(res.text).toBe("Contact channel not found.");
    for (const [method, body] of [
      ["PATCH", { value: "x@example.com" }],
      ["DELETE", undefined],
    ] as const) {
      const changed = await as(access_token, method, path, body);
      expect(changed.status).toBe(400);
      expect(changed.text).toBe("Contact channel not found");
    }
  });
});

describe("validation", () => {
  it.each<[string, Record<string, unknown>, string]>([
    [
      "a type other than email",
      { type: "phone" },
      "body.type: must be one of the following values: email",
    ],
    ["an invalid address", { value: "not-an-email" }, "body.value: must be a valid email"],
    ["no used_for_auth", { used_for_auth: undefined }, "body.used_for_auth: is required"],
    ["an unknown property", { nickname: "x" }, "body: contains unknown properties: nickname"],
    [
      "a user id that is not a uuid",
      { user_id: "ada" },
      'body.user_id: must be a valid UUID or "me"',
    ],
  ])("refuses %s, naming the field, and stores nothing", async (_, change, error) => {
    const { access_token } = await signUp(emulator);
    const res = await as(access_token, "POST", "/contact-channels", {
      user_id: "me",
      type: "email",
      value: newEmail(),
      used_for_auth: false,
      ...change,
    });
    expect(knownError(res)).toMatchObject({ status: 400, code: "SCHEMA_ERROR" });
    expect(res.body.error).toBe(error);
    expect(await channels(access_token)).toHaveLength(1);
  });

  it("refuses a bad update and a bad path, changing nothing", async () => {
    const { access_token } = await signUp(emulator);
    const [primary] = await channels(access_token);
    const badValue = await as(access_token, "PATCH", `/contact-channels/me/${primary?.id}`, {
      value: "nope",
    });
    expect(badValue.body.error).toBe("body.value: must be a valid email");
    const badId = await as(access_token, "GET", "/contact-channels/me/42");
    expect(badId.body.error).toBe("params.contact_channel_id: must be a valid UUID");
    const badQuery = await as(access_token, "GET", "/contact-channels?user_id=me&all=1");
    expect(badQuery.body.error).toBe("query: contains unknown properties: all");
    expect(await channels(access_token)).toEqual([primary]);
  });
});

describe("verification", () => {
  it("e-mails a link to the callback URL with the code; check-code keeps it, verify uses it", async () => {
    const { access_token, email } = await signUp(emulator);
    const [primary] = await channels(access_token);
    const sent = await as(
      access_token,
      "POST",
      `/contact-channels/me/${primary?.id}/send-verification-code`,
      { callback_url: CALLBACK },
    );
    expect(sent.body).toEqual({ success: true });
    const [mail] = emulator.outbox.list({ to: email });
    const link = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? "");
    expect(`${link.origin}${link.pathname}`).toBe(CALLBACK);
    const code = link.searchParams.get("code") ?? "";
    expect(code).toHaveLength(45);
    expect(mail?.html).toContain(link.toString().replaceAll("&", "&amp;"));

    const checked = await call(emulator, "POST", "/contact-channels/verify/check-code", {
      body: { code },
    });
    expect(checked.body).toEqual({ is_code_valid: true });
    expect((await me(access_token)).primary_email_verified).toBe(false);

    // Any client of the project may redeem it: the link is opened signed out too.
    const verified = await call(emulator, "POST", "/contact-channels/verify", {
      body: { code: code.toUpperCase() },
    });
    expect(verified.body).toEqual({ success: true });
    expect((await channels(access_token))[0]?.is_verified).toBe(true);
    expect((await me(access_token)).primary_email_verified).toBe(true);

    const again = await call(emulator, "POST", "/contact-channels/verify", { body: { code } });
    expect(knownError(again)).toMatchObject({
      status: 409,
      code: "VERIFICATION_CODE_ALREADY_USED",
    });
    const resend = await as(
      access_token,
      "POST",
      `/contact-channels/me/${primary?.id}/send-verification-code`,
      { callback_url: CALLBACK },
    );
    expect(knownError(resend)).toMatchObject({ status: 409, code: "EMAIL_ALREADY_VERIFIED" });
  });

  it("codes expire after 7 days, unknown codes are not found, short ones are a schema error", async () => {
    const { access_token, email } = await signUp(emulator);
    const [primary] = await channels(access_token);
    await as(access_token, "POST", `/contact-channels/me/${primary?.id}/send-verification-code`, {
      callback_url: CALLBACK,
    });
    const code = codeSentTo(email);
    emulator.clock.advance(7 * 24 * 60 * 60 * 1000 + 1);
    const expired = await call(emulator, "POST", "/contact-channels/verify", { body: { code } });
    expect(knownError(expired)).toMatchObject({ status: 400, code: "VERIFICATION_CODE_EXPIRED" });

    const unknown = await call(emulator, "POST", "/contact-channels/verify", {
      body: { code: "x".repeat(45) },
    });
    expect(knownError(unknown)).toMatchObject({ status: 404, code: "VERIFICATION_CODE_NOT_FOUND" });
    const short = await call(emulator, "POST", "/contact-channels/verify", {
      body: { code: "abc" },
    });
    expect(short.body.error).toBe("body.code: must be exactly 45 characters");
    emulator.clock.reset();
    expect((await channels(access_token))[0]?.is_verified).toBe(false);
  });

  it("locks a code after 20 tries at its first six characters", async () => {
    const { access_token, email } = await signUp(emulator);
    const [primary] = await channels(access_token);
    await as(access_token, "POST", `/contact-channels/me/${primary?.id}/send-verification-code`, {
      callback_url: CALLBACK,
    });
    const code = codeSentTo(email);
    for (let attempt = 0; attempt < 20; attempt++) {
      const guess = `${String(attempt).padStart(6, "0")}${code.slice(6)}`;
      await call(emulator, "POST", "/contact-channels/verify/check-code", {
        body: { code: guess },
      });
    }
    const locked = await call(emulator, "POST", "/contact-channels/verify", { body: { code } });
    expect(knownError(locked)).toMatchObject({
      status: 400,
      code: "VERIFICATION_CODE_MAX_ATTEMPTS_REACHED",
    });
  });

  it("refuses an untrusted callback URL and sends nothing", async () => {
    const { access_token, email } = await signUp(emulator);
    const [primary] = await channels(access_token);
    const res = await as(
      access_token,
      "POST",
      `/contact-channels/me/${primary?.id}/send-verification-code`,
      { callback_url: "https://evil.example/steal" },
    );
    expect(knownError(res)).toMatchObject({ status: 400, code: "REDIRECT_URL_NOT_WHITELISTED" });
    expect(emulator.outbox.list({ to: email })).toEqual([]);
  });

  it("a code whose channel was deleted verifies nothing", async () => {
    const { access_token } = await signUp(emulator);
    const value = newEmail();
    const channel = await addChannel(access_token, { value });
    await as(access_token, "POST", `/contact-channels/me/${channel.id}/send-verification-code`, {
      callback_url: CALLBACK,
    });
    await as(access_token, "DELETE", `/contact-channels/me/${channel.id}`);
    const res = await call(emulator, "POST", "/contact-channels/verify", {
      body: { code: codeSentTo(value) },
    });
    expect(res.status).toBe(400);
    expect(res.text).toBe("Contact channel not found. Was your contact channel deleted?");
  });

  it("the primary e-mail's own route checks the address and the signed-in user", async () => {
    const { access_token, email } = await signUp(emulator);
    const path = "/contact-channels/send-verification-code";
    const notPrimary = await as(access_token, "POST", path, {
      email: newEmail(),
      callback_url: CALLBACK,
    });
    expect(knownError(notPrimary)).toMatchObject({
      status: 400,
      code: "EMAIL_IS_NOT_PRIMARY_EMAIL",
    });
    expect(notPrimary.body.details).toMatchObject({ primary_email: email });
    const signedOut = await call(emulator, "POST", path, {
      body: { email, callback_url: CALLBACK },
    });
    expect(knownError(signedOut)).toMatchObject({
      status: 401,
      code: "USER_AUTHENTICATION_REQUIRED",
    });
    const sent = await as(access_token, "POST", path, { email, callback_url: CALLBACK });
    expect(sent.body).toEqual({ success: true });
    await call(emulator, "POST", "/contact-channels/verify", { body: { code: codeSentTo(email) } });
    expect((await me(access_token)).primary_email_verified).toBe(true);
  });
});
