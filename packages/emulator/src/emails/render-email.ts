import { escapeHtml } from "../outbox/outbox-page.js";
import type { EmailText } from "./email-texts.js";

/** The values of a text's `{{ name }}` variables. */
export type EmailVariables = Readonly<Record<string, string>>;

/** An e-mail as sent: the subject and text filled in, and the same text as HTML. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const VARIABLE = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"']+/g;

/** `template` with each `{{ name }}` replaced by its value; unknown names are left as they are. */
function fill(template: string, variables: EmailVariables): string {
  return template.replace(VARIABLE, (whole, name: string) => variables[name] ?? whole);
}

/** One paragraph as HTML: escaped, each URL a link, line breaks kept. */
function paragraphHtml(paragraph: string): string {
  let html = "";
  let last = 0;
  for (const match of paragraph.matchAll(URL_IN_TEXT)) {
    const url = match[0];
    html += escapeHtml(paragraph.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  html += escapeHtml(paragraph.slice(last));
  return `<p>${html.replaceAll("\n", "<br>")}</p>`;
}

/**
 * Fills in an e-mail text: the subject and text with their variables, and HTML with one `<p>`
 * per paragraph of the text (blank lines separate them), its URLs as links. Values are escaped
 * in the HTML, never interpreted.
 *
 * @example
 * ```ts
 * renderEmail(EMAIL_TEXTS.magic_link, { projectDisplayName: "Acme", otp: "K7Q2ZP", magicLink });
 * // { subject: "Sign in to Acme: Your code is K7Q2ZP", text: "…", html: "…<p>K7Q2ZP</p>…" }
 * ```
 */
export function renderEmail(template: EmailText, variables: EmailVariables): RenderedEmail {
  const text = fill(template.text, variables);
  const html = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "")
    .map(paragraphHtml)
    .join("\n");
  return { subject: fill(template.subject, variables), text, html };
}
