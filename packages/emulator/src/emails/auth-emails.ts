import type { NewEmail } from "../outbox/outbox.js";
import { escapeHtml } from "../outbox/outbox-page.js";
import type { ProjectRecord } from "../store/project-store.js";

/** `callbackUrl` with the code as its `code` query parameter: the link an e-mail carries. */
export function linkWithCode(callbackUrl: string, code: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set("code", code);
  return url.toString();
}

/** An e-mail of `project` to `to`: the text, and the same as HTML with the link as a link. */
function email(
  project: ProjectRecord,
  to: string,
  subject: string,
  lines: string[],
  link: { label: string; url: string },
): NewEmail {
  const text = [...lines, "", `${link.label}: ${link.url}`, "", `— ${project.displayName}`].join(
    "\n",
  );
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
    `<p>— ${escapeHtml(project.displayName)}</p>`,
  ].join("\n");
  return { projectId: project.id, to: [to], subject, text, html };
}

/**
 * The sign-in e-mail: the magic link (the whole code as `code` on the callback URL) and the
 * one-time password (the code's first 6 characters, upper-cased) for typing in instead.
 */
export function magicLinkEmail(
  project: ProjectRecord,
  to: string,
  code: string,
  callbackUrl: string,
): NewEmail {
  const otp = code.slice(0, 6).toUpperCase();
  return email(
    project,
    to,
    `Sign in to ${project.displayName}: your code is ${otp}`,
    [`Your sign-in code is: ${otp}`, "Or open the link below to sign in."],
    { label: "Sign in", url: linkWithCode(callbackUrl, code) },
  );
}

/** The password reset e-mail: a link to the app's password-reset page with the code. */
export function passwordResetEmail(
  project: ProjectRecord,
  to: string,
  code: string,
  callbackUrl: string,
): NewEmail {
  return email(
    project,
    to,
    `Reset your password for ${project.displayName}`,
    [
      "Someone asked to reset the password of your account.",
      "If it was not you, ignore this e-mail.",
    ],
    { label: "Reset your password", url: linkWithCode(callbackUrl, code) },
  );
}

/** The e-mail verification e-mail: a link to the app's email-verification page with the code. */
export function emailVerificationEmail(
  project: ProjectRecord,
  to: string,
  code: string,
  callbackUrl: string,
): NewEmail {
  return email(
    project,
    to,
    `Verify your e-mail address for ${project.displayName}`,
    [`Please confirm that ${to} is your e-mail address.`],
    { label: "Verify your e-mail", url: linkWithCode(callbackUrl, code) },
  );
}
