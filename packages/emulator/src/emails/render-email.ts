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

/** The longest a value (a team's or project's name…) is shown in an e-mail, ellipsis included. */
export const MAX_EMAIL_VALUE_LENGTH = 100;

const VARIABLE = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/**
 * A value as an e-mail shows it: on one line (every run of white space, line breaks included,
 * and every control character becomes one space) and at most {@link MAX_EMAIL_VALUE_LENGTH}
 * characters, the last an ellipsis when it was cut.
 *
 * @example
 * ```ts
 * emailValue("Acme\n\nVisit evil.example"); // "Acme Visit evil.example"
 * emailValue("x".repeat(500)).length; // 100
 * ```
 */
export function emailValue(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
  const line = value.replace(/[\s\u0000-\u001f\u007f-\u009f]+/g, " ").trim();
  const chars = Array.from(line);
  if (chars.length <= MAX_EMAIL_VALUE_LENGTH) return line;
  return `${chars
    .slice(0, MAX_EMAIL_VALUE_LENGTH - 1)
    .join("")
    .trimEnd()}…`;
}

/** How a template's variable is filled in: a value (one line, as text) or a link. */
type Filled = { kind: "value"; text: string } | { kind: "link"; url: string } | undefined;

/** The parts of a template: its own text, and the variables in it. */
function parts(
  template: string,
  lookUp: (name: string) => Filled,
): { literal: string; filled: Filled }[] {
  const out: { literal: string; filled: Filled }[] = [];
  let last = 0;
  for (const match of template.matchAll(VARIABLE)) {
    out.push({ literal: template.slice(last, match.index), filled: undefined });
    const filled = lookUp(match[1] as string);
    // An unknown name is left as it is written.
    out.push(filled ? { literal: "", filled } : { literal: match[0], filled: undefined });
    last = match.index + match[0].length;
  }
  out.push({ literal: template.slice(last), filled: undefined });
  return out;
}

function asText(part: { literal: string; filled: Filled }): string {
  if (part.filled?.kind === "value") return part.filled.text;
  if (part.filled?.kind === "link") return part.filled.url;
  return part.literal;
}

function asHtml(part: { literal: string; filled: Filled }): string {
  if (part.filled?.kind === "value") return escapeHtml(part.filled.text);
  if (part.filled?.kind === "link") {
    const url = escapeHtml(part.filled.url);
    return `<a href="${url}">${url}</a>`;
  }
  return escapeHtml(part.literal).replaceAll("\n", "<br>");
}

/**
 * Fills in an e-mail text: the subject and text with their variables, and HTML with one `<p>`
 * per paragraph of the template (blank lines separate them). `values` (names, codes) are shown
 * on one line and at most {@link MAX_EMAIL_VALUE_LENGTH} characters (see {@link emailValue}) and
 * escaped in the HTML, never interpreted; the HTML's only links are `links`, the e-mail's own
 * URLs (text that merely looks like a URL, in a team's name say, stays text).
 *
 * @example
 * ```ts
 * renderEmail(EMAIL_TEXTS.magic_link, { projectDisplayName: "Acme", otp: "K7Q2ZP" }, { magicLink });
 * // { subject: "Sign in to Acme: Your code is K7Q2ZP", text: "…", html: "…<p>K7Q2ZP</p>…" }
 * ```
 */
export function renderEmail(
  template: EmailText,
  values: EmailVariables,
  links: EmailVariables = {},
): RenderedEmail {
  const lookUp = (name: string): Filled => {
    if (Object.hasOwn(links, name)) return { kind: "link", url: links[name] as string };
    if (Object.hasOwn(values, name))
      return { kind: "value", text: emailValue(values[name] as string) };
    return undefined;
  };
  const html = template.text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "")
    .map((paragraph) => `<p>${parts(paragraph, lookUp).map(asHtml).join("")}</p>`)
    .join("\n");
  const fill = (text: string) => parts(text, lookUp).map(asText).join("");
  return { subject: fill(template.subject), text: fill(template.text), html };
}
