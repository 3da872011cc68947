import { describe, expect, it } from "vitest";
import { EMAIL_TEXTS } from "./email-texts.js";
import { emailValue, MAX_EMAIL_VALUE_LENGTH, renderEmail } from "./render-email.js";

describe("emailValue", () => {
  it("puts a value on one line: line breaks, tabs and control characters become one space", () => {
    expect(emailValue("Acme\r\n\r\nClick here:\thttps://evil.example\u0000!")).toBe(
      "Acme Click here: https://evil.example !",
    );
  });

  it(`cuts a value at ${MAX_EMAIL_VALUE_LENGTH} characters, the last an ellipsis`, () => {
    const cut = emailValue("a".repeat(5000));
    expect(cut).toBe(`${"a".repeat(MAX_EMAIL_VALUE_LENGTH - 1)}…`);
    expect(emailValue("a".repeat(MAX_EMAIL_VALUE_LENGTH))).toHaveLength(MAX_EMAIL_VALUE_LENGTH);
    // By character, not UTF-16 unit: an emoji is not split in half.
    expect(Array.from(emailValue("😀".repeat(200)))).toHaveLength(MAX_EMAIL_VALUE_LENGTH);
  });
});

describe("renderEmail", () => {
  const invitation = EMAIL_TEXTS.team_invitation;
  const link = "http://localhost:3000/handler/team-invitation?code=abc&x=1";

  // Regression (issue 31): team and user names went unbounded into e-mails, and any text that
  // looked like a URL became a link in the HTML.
  it("makes links of the e-mail's own URLs only, never of a name that looks like one (names in e-mails)", () => {
    const rendered = renderEmail(
      invitation,
      { projectDisplayName: "Demo", teamDisplayName: "Urgent: https://evil.example/login" },
      { teamInvitationLink: link },
    );
    expect(rendered.html).toContain(
      "You have been invited to join Urgent: https://evil.example/login on Demo.",
    );
    expect(rendered.html.match(/<a /g)).toHaveLength(1);
    expect(rendered.html).toContain(`<a href="${link.replace("&", "&amp;")}">`);
  });

  it("keeps a name on one line, cut at its limit, in the subject, the text and the HTML", () => {
    const name = `Acme\n\nYour account is locked. Call 555-0100.${" pad".repeat(100)}`;
    const rendered = renderEmail(
      invitation,
      { projectDisplayName: "Demo", teamDisplayName: name },
      { teamInvitationLink: link },
    );
    const shown = emailValue(name);
    expect(shown).not.toContain("\n");
    expect(Array.from(shown)).toHaveLength(MAX_EMAIL_VALUE_LENGTH);
    expect(rendered.subject).toBe(`You have been invited to join ${shown}`);
    expect(rendered.text.split("\n\n")).toEqual([
      `You have been invited to join ${shown} on Demo.`,
      `Accept the invitation: ${link}`,
    ]);
    expect(rendered.html.split("\n")).toHaveLength(2);
  });

  it("escapes values in the HTML and leaves unknown variables as they are written", () => {
    const rendered = renderEmail(
      { subject: "{{ nope }}", text: "Hi {{ name }}\nline two\n\n{{ nope }}" },
      { name: '<b>"Bo"</b> & Co' },
    );
    expect(rendered.subject).toBe("{{ nope }}");
    expect(rendered.html).toBe(
      "<p>Hi &lt;b&gt;&quot;Bo&quot;&lt;/b&gt; &amp; Co<br>line two</p>\n<p>{{ nope }}</p>",
    );
  });
});
