import type { OutboxEmail } from "./outbox.js";
import { emailLinks } from "./read-email.js";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe to place in HTML content or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);
}

const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"']+/g;

/**
 * An e-mail's text, escaped, with each of its own links (`links`, from its HTML) made a link;
 * other text that looks like a URL, such as a team's name, stays text.
 */
function linkify(text: string, links: ReadonlySet<string>): string {
  let html = "";
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const url = match[0];
    if (!links.has(url)) continue;
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

/**
 * The outbox as a page for a browser: newest first, each e-mail's sender, recipients, subject, time and
 * text with its own links working. The e-mails' own HTML is not rendered (it could carry anything a
 * flow put in, such as a user's display name).
 */
export function outboxPage(emails: OutboxEmail[], filter: string | undefined): string {
  const items = emails
    .map(
      (email) => `<li><article aria-labelledby="m-${email.id}">
<h2 id="m-${email.id}">${escapeHtml(email.subject)}</h2>
<p>From ${escapeHtml(email.from)} · To ${escapeHtml(email.to.join(", "))} · <time datetime="${new Date(email.sentAtMillis).toISOString()}">${new Date(email.sentAtMillis).toISOString()}</time></p>
<pre>${linkify(email.text, new Set(emailLinks(email.html)))}</pre>
</article></li>`,
    )
    .join("\n");
  const heading = filter ? `Outbox for ${escapeHtml(filter)}` : "Outbox";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${heading} · emulator</title>
<style>
:root{color-scheme:light dark;background:Canvas;color:CanvasText;font-family:system-ui,sans-serif}
body{max-width:48rem;margin:2rem auto;padding:0 1rem}
ol{list-style:none;padding:0}
article{border:1px solid GrayText;border-radius:.5rem;padding:0 1rem;margin:1rem 0}
pre{white-space:pre-wrap;word-break:break-word}
a{color:light-dark(#0645ad,#8ab4f8)}
</style></head>
<body><main><h1>${heading}</h1>
${emails.length === 0 ? "<p>No e-mails yet.</p>" : `<ol>\n${items}\n</ol>`}
</main></body></html>`;
}
