import { describe, expect, it } from "vitest";
import { DEMO_USER } from "../actions/seed.js";
import {
  call,
  INTERNAL_PROJECT,
  knownError,
  setProjectConfig,
  signIn,
  useTestEmulator,
} from "../test-utils/harness.js";

const emulator = useTestEmulator();

const CALLBACK = "http://localhost:3000/handler/callback";
const newEmail = () => `mail-${crypto.randomUUID()}@example.com`;

/** The outbox as `GET /emulator/outbox?to=` serves it, newest first. */
async function outboxJson(to: string) {
  const res = await fetch(`${emulator.url}/emulator/outbox?to=${encodeURIComponent(to)}`);
  return (await res.json()).items as {
    from: string;
    subject: string;
    text: string;
    html: string;
  }[];
}

function sendSignInCode(email: string) {
  return call(emulator, "POST", "/auth/otp/send-sign-in-code", {
    body: { email, callback_url: CALLBACK },
  });
}

describe("the e-mails' subjects are the service's", () => {
  it('sign-in: "Sign in to {project}: Your code is {CODE}"', async () => {
    const email = newEmail();
    await sendSignInCode(email);
    const otp = emulator.outbox.latestOtp(email);
    expect(otp).toMatch(/^[A-Z0-9]{6}$/);
    expect(emulator.outbox.latest(email).subject).toBe(
      `Sign in to Demo Project: Your code is ${otp}`,
    );
  });

  it('password reset: "Reset your password at {project}"', async () => {
    await call(emulator, "POST", "/auth/password/send-reset-code", {
      body: { email: DEMO_USER.email, callback_url: CALLBACK },
    });
    expect(emulator.outbox.latest(DEMO_USER.email).subject).toBe(
      "Reset your password at Demo Project",
    );
  });

  it('e-mail verification, at sign-up and for a contact channel: "Verify your email at {project}"', async () => {
    const email = newEmail();
    const signUp = await call(emulator, "POST", "/auth/password/sign-up", {
      body: { email, password: "correct horse battery", verification_callback_url: CALLBACK },
    });
    expect(emulator.outbox.latest(email).subject).toBe("Verify your email at Demo Project");
    const [channel] = (
      await call(emulator, "GET", "/contact-channels?user_id=me", {
        accessToken: signUp.body.access_token,
      })
    ).body.items;
    emulator.outbox.clear();
    await call(emulator, "POST", `/contact-channels/me/${channel.id}/send-verification-code`, {
      accessToken: signUp.body.access_token,
      body: { callback_url: CALLBACK },
    });
    expect(emulator.outbox.latest(email).subject).toBe("Verify your email at Demo Project");
  });
});

describe("the sender", () => {
  it("is the project's display name at noreply@example.com, in the outbox JSON and page", async () => {
    const email = newEmail();
    await sendSignInCode(email);
    const [sent] = await outboxJson(email);
    expect(sent?.from).toBe("Demo Project <noreply@example.com>");
    const page = await fetch(`${emulator.url}/emulator/outbox?to=${encodeURIComponent(email)}`, {
      headers: { accept: "text/html" },
    }).then((res) => res.text());
    expect(page).toContain(`From Demo Project &lt;noreply@example.com&gt; · To ${email}`);
  });

  it("is the project's own e-mail server's sender when it configures one", async () => {
    const server = {
      type: "standard",
      host: "smtp.example.com",
      port: 587,
      username: "mailer",
      password: "secret",
      sender_name: "Acme Support",
      sender_email: "support@acme.example",
    };
    expect((await setProjectConfig(emulator, { email_config: server })).status).toBe(200);
    try {
      const email = newEmail();
      await sendSignInCode(email);
      expect(emulator.outbox.latest(email).from).toBe("Acme Support <support@acme.example>");
    } finally {
      await setProjectConfig(emulator, { email_config: { type: "shared" } });
    }
  });

  it('of the internal project is "Stack Dashboard", its display name as on the service', async () => {
    const project = await call(emulator, "GET", "/projects/current", {
      project: INTERNAL_PROJECT,
    });
    expect(project.body.display_name).toBe("Stack Dashboard");
    const email = newEmail();
    await call(emulator, "POST", "/auth/otp/send-sign-in-code", {
      project: INTERNAL_PROJECT,
      body: { email, callback_url: CALLBACK },
    });
    const sent = emulator.outbox.latest(email);
    expect(sent.from).toBe("Stack Dashboard <noreply@example.com>");
    expect(sent.subject).toMatch(/^Sign in to Stack Dashboard: Your code is [A-Z0-9]{6}$/);
  });
});

describe("the sign-in e-mail's HTML", () => {
  it("has the one-time password alone in its own paragraph, and the link as a link", async () => {
    const email = newEmail();
    await sendSignInCode(email);
    const sent = emulator.outbox.latest(email);
    const otp = emulator.outbox.latestOtp(email);
    expect(sent.html).toContain(`<p>${otp}</p>`);
    const link = emulator.outbox.latestLink(email);
    expect(sent.html).toContain(`<a href="${link}">`);
  });
});

describe("a project's templates replace the e-mail texts", () => {
  it("lists the texts the emulator sends as the default templates", async () => {
    const res = await call(emulator, "GET", "/email-templates/magic_link", { access: "admin" });
    expect(res.body).toMatchObject({
      subject: "Sign in to {{ projectDisplayName }}: Your code is {{ otp }}",
      is_default: true,
    });
    expect(res.body.content.text).toContain("{{ magicLink }}");
  });

  it("sends the project's own subject and text, with the variables filled in", async () => {
    const template = {
      subject: "Your {{ projectDisplayName }} code: {{ otp }}",
      content: { type: "text", text: "Welcome back!\n\n{{ otp }}\n\nOr: {{ magicLink }}" },
    };
    const patched = await call(emulator, "PATCH", "/email-templates/magic_link", {
      access: "admin",
      body: template,
    });
    expect(patched.status).toBe(200);
    try {
      const email = newEmail();
      await sendSignInCode(email);
      const sent = emulator.outbox.latest(email);
      const otp = emulator.outbox.latestOtp(email);
      expect(sent.subject).toBe(`Your Demo Project code: ${otp}`);
      expect(sent.text.startsWith(`Welcome back!\n\n${otp}\n\nOr: ${CALLBACK}?code=`)).toBe(true);
      // The link still carries the whole code, which signs in.
      const signedIn = await call(emulator, "POST", "/auth/otp/sign-in", {
        body: { code: emulator.outbox.latestCode(email) },
      });
      expect(signedIn.status).toBe(200);
    } finally {
      await call(emulator, "DELETE", "/email-templates/magic_link", { access: "admin", body: {} });
    }
  });

  it("escapes the values it fills into the HTML", async () => {
    const { access_token } = await signIn(emulator);
    const created = await call(emulator, "POST", "/teams", {
      accessToken: access_token,
      body: { display_name: "<b>Evil</b> & Co", creator_user_id: "me" },
    });
    const invitee = newEmail();
    const res = await call(emulator, "POST", "/team-invitations/send-code", {
      accessToken: access_token,
      body: { email: invitee, team_id: created.body.id, callback_url: CALLBACK },
    });
    expect(knownError(res).code).toBeUndefined();
    const sent = emulator.outbox.latest(invitee);
    expect(sent.subject).toBe("You have been invited to join <b>Evil</b> & Co");
    expect(sent.html).toContain("&lt;b&gt;Evil&lt;/b&gt; &amp; Co");
    expect(sent.html).not.toContain("<b>Evil</b>");
  });
});

// Regression (issue 31): a team's name went whole into the invitation e-mail, where a URL in it
// became a link and came before the invitation's own link in the text, so that readers of the
// outbox (`latestLink`) took the name's URL.
describe("a team's name in the invitation e-mail (names in e-mails)", () => {
  it("is one line of at most 100 characters, no link, and the readers find the invitation's own link", async () => {
    const { access_token } = await signIn(emulator);
    const name = `Visit https://evil.example/login?code=phish\n\nnow${"!".repeat(300)}`;
    const created = await call(emulator, "POST", "/teams", {
      accessToken: access_token,
      body: { display_name: name, creator_user_id: "me" },
    });
    expect(created.status, created.text).toBe(201);
    const invitee = newEmail();
    await call(emulator, "POST", "/team-invitations/send-code", {
      accessToken: access_token,
      body: { email: invitee, team_id: created.body.id, callback_url: CALLBACK },
    });
    const sent = emulator.outbox.latest(invitee);
    const shown = sent.subject.replace("You have been invited to join ", "");
    expect(shown).toHaveLength(100);
    expect(shown.endsWith("…")).toBe(true);
    expect(shown).not.toContain("\n");
    expect(sent.html).not.toContain('href="https://evil.example');
    expect(emulator.outbox.latestLink(invitee).startsWith(`${CALLBACK}?code=`)).toBe(true);
    expect(emulator.outbox.latestCode(invitee)).not.toBe("phish");
    const page = await (
      await fetch(`${emulator.url}/emulator/outbox?to=${encodeURIComponent(invitee)}`, {
        headers: { accept: "text/html" },
      })
    ).text();
    expect(page).not.toContain('href="https://evil.example');
    expect(page).toContain(`<a href="${CALLBACK}?code=`);
  });
});
